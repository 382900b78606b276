import { CURRENCY_COIN, SITE_ID_COIN } from '@sideline/protocol';
import type { ChatRoomInfoModel, UserInfoModel } from '@sideline/protocol';
import type { ChatRoomInfo } from '../../chat';

/** Who pays and where: everything the paid calls' models need, from the room and the data parameter. */
export interface PaidContext {
  room: ChatRoomInfo;
  nickname: string | null;
  vip: number;
  language: string;
  isCoinSite: boolean;
  /** User info (section 3): the name of a wallet currency ('' when unknown), and EnableSingleWallet. */
  currencyName: (currencyId: number) => string;
  enableSingleWallet: boolean;
}

/** The coin site: site 99, or a wallet that holds coin (999) — the data parameter may omit SiteId. */
export function isCoinSite(siteId: number, walletCurrencies: readonly number[]): boolean {
  return siteId === SITE_ID_COIN || walletCurrencies.includes(CURRENCY_COIN);
}

export function userInfoModel(ctx: PaidContext, currencyId: number): UserInfoModel {
  return {
    SiteName: ctx.room.siteName,
    CurrencyId: currencyId,
    CurrencyName: ctx.currencyName(currencyId),
    EnableSingleWallet: ctx.enableSingleWallet,
    UserLanguage: ctx.language,
    NickName: ctx.nickname ?? '',
  };
}

export function chatRoomInfoModel(ctx: PaidContext): ChatRoomInfoModel {
  return {
    MatchId: ctx.room.matchId,
    AnchorLanguage: ctx.room.anchorLanguage,
    AnchorId: ctx.room.anchorId,
    GroupName: ctx.room.groupName,
    ProgramType: ctx.room.programType,
  };
}
