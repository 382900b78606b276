import { CURRENCY_COIN, CURRENCY_DIAMOND, SITE_ID_COIN } from '@sideline/protocol';
import type { ChatRoomInfoModel, UserInfoModel } from '@sideline/protocol';
import type { ChatRoomInfo } from '../../chat';

/** Who pays and where: everything the paid calls' models need, from the room and the data parameter. */
export interface PaidContext {
  room: ChatRoomInfo;
  nickname: string | null;
  vip: number;
  language: string;
  isCoinSite: boolean;
}

/** The coin site: site 99, or a wallet that holds coin (999) — the data parameter may omit SiteId. */
export function isCoinSite(siteId: number, walletCurrencies: readonly number[]): boolean {
  return siteId === SITE_ID_COIN || walletCurrencies.includes(CURRENCY_COIN);
}

/** The currency name sent in the paid calls' UserInfoModel. */
export function currencyName(currencyId: number): string {
  if (currencyId === CURRENCY_COIN) return 'COIN';
  if (currencyId === CURRENCY_DIAMOND) return 'DIAMOND';
  return String(currencyId);
}

export function userInfoModel(ctx: PaidContext, currencyId: number): UserInfoModel {
  return {
    SiteName: ctx.room.siteName,
    CurrencyId: currencyId,
    CurrencyName: currencyName(currencyId),
    EnableSingleWallet: ctx.isCoinSite,
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
