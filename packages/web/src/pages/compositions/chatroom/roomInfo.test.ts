import { describe, expect, it } from 'vitest';
import { ProgramType } from '@sideline/protocol';
import { chatRoomInfoOf, siteNameOf } from './roomInfo';

describe('siteNameOf (issue 16 item 39: bets were sent with an empty SiteName)', () => {
  it('takes the data parameter, else the member\'s site from GetUserToken', () => {
    expect(siteNameOf('Host Site', 'Sideline Sportsbook')).toBe('Host Site');
    expect(siteNameOf(undefined, 'Sideline Sportsbook')).toBe('Sideline Sportsbook');
    expect(siteNameOf('', 'Sideline Sportsbook')).toBe('Sideline Sportsbook');
    expect(siteNameOf(undefined, undefined)).toBe('');
  });
});

describe('chatRoomInfoOf (one room info for the page and the start-up that sends its calls early)', () => {
  const base = { isUserLogin: true, programType: ProgramType.Match, color: 4, groupName: 'g1', blockEnabled: true };

  it("takes the data parameter's fields first, then the member's and the wallet's", () => {
    expect(chatRoomInfoOf({ ...base, data: { MatchId: 7, AnchorLanguage: 'TH', AnchorId: 3, CurrencyId: 2, CustomerId: 9, SiteId: 5, SiteName: 'Host' }, walletCurrency: 1, me: { CustomerId: 1, SiteId: 1, SiteName: 'Own' } }))
      .toMatchObject({ matchId: 7, anchorLanguage: 'th', anchorId: 3, currencyId: 2, customerId: 9, siteId: 5, siteName: 'Host', groupName: 'g1', blockEnabled: true, programType: ProgramType.Match });
    expect(chatRoomInfoOf({ ...base, data: { MatchId: 7, UserLanguage: 'vn', ProgramType: ProgramType.Entertainment }, walletCurrency: 1, me: { CustomerId: 1, SiteId: 1, SiteName: 'Own' } }))
      .toMatchObject({ anchorLanguage: 'vn', anchorId: 0, currencyId: 1, customerId: 1, siteId: 1, siteName: 'Own', programType: ProgramType.Entertainment });
  });

  it('an anonymous viewer has no customer id; no match, no room', () => {
    expect(chatRoomInfoOf({ ...base, isUserLogin: false, data: { MatchId: 7 }, me: { CustomerId: 1 } })).toMatchObject({ customerId: null, currencyId: 0, isLoggedIn: false });
    expect(chatRoomInfoOf({ ...base, data: {} })).toBeNull();
  });
});
