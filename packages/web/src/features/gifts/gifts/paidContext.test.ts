import { describe, expect, it } from 'vitest';
import { ProgramType } from '@sideline/protocol';
import type { ChatRoomInfo } from '../../chat';
import { userInfoModel } from './paidContext';
import type { PaidContext } from './paidContext';

const room = { matchId: 1, anchorId: 0, anchorLanguage: 'en', programType: ProgramType.Match, groupName: 'g', siteId: 99, siteName: 'Coin Club', currencyId: 999 } as ChatRoomInfo;

describe("the paid calls' UserInfoModel (issue 16 item 23)", () => {
  it("sends user info's EnableSingleWallet and currency name, not the site kind and 'COIN'/'DIAMOND' or the id", () => {
    const ctx: PaidContext = {
      room, nickname: 'Ann', vip: 0, language: 'en', isCoinSite: true,
      currencyName: (id) => (id === 998 ? 'Diamond' : 'Coin'), enableSingleWallet: false,
    };
    expect(userInfoModel(ctx, 998)).toEqual({ SiteName: 'Coin Club', CurrencyId: 998, CurrencyName: 'Diamond', EnableSingleWallet: false, UserLanguage: 'en', NickName: 'Ann' });
  });
});
