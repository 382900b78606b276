/**
 * Who is calling, as their `Token` header says. Built by the licensee feature
 * (`features/licensee` `verifyToken`) and attached to every request of a call whose
 * `headers.auth` is not 'none'.
 */
export interface Session {
  token: string;
  /** Null for an anonymous visitor's token (IsUserLogin false). */
  customerId: number | null;
  isUserLogin: boolean;
  siteId: number;
  siteName: string;
  /** Hub group prefix of the site (CheckSiteGroup GroupName). */
  siteGroup: string;
  /** 'licensee' or 'coin' (site 99 with coin 999 and diamond 998). */
  siteKind: string;
  currencyId: number;
  currencyName: string;
  enableSingleWallet: boolean;
  vip: number;
  /** The stored nickname, already escaped for < > & " (nickname service); never escape it again. */
  nickname: string | null;
  nicknameColor: number;
  licenseeUserName: string | null;
  /** UserLanguage of the token (en, cn, vn, th, id, ph). */
  language: string;
  oddsType: number;
  canUpdateNickname: boolean;
  isAllowSendGift: boolean;
  isAllowShowingTicket: boolean;
  isMuted: boolean;
  /** Epoch ms. */
  expiresAt: number;
  /** Expired tokens still resolve (so the transport can answer 422 rather than 401). */
  tokenExpired: boolean;
}

/** Token → session; null when the token is unknown, forged or revoked. */
export type SessionResolver = (token: string) => Promise<Session | null>;
