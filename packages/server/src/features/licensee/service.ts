import { CURRENCY_COIN, CURRENCY_DIAMOND, DEFAULT_ODDS_TYPE, OddsType, SITE_ID_COIN, isEnumValue } from '@sideline/protocol';
import type { HubAuthenticator, HubSession } from '../../realtime/types';
import type { Session } from '../../http/session';
import type { Store } from '../../store/types';
import { bool } from '../../store/values';
import { ApiError, badRequest } from '../../http/errors';
import * as q from './store';
import { isWellFormedToken, newToken, signBearer } from './tokens';

/**
 * Resolve a licensee token to its session. Unknown, forged or revoked → null; an expired
 * token still resolves with `tokenExpired: true` so the transport answers 422 (not 401).
 */
export async function verifyToken(store: Store, token: string, now = Date.now()): Promise<Session | null> {
  if (!isWellFormedToken(token)) return null;
  const row = await q.findTokenSession(store.db, token);
  if (!row || bool(row.revoked)) return null;
  const isUserLogin = row.customer_id !== null;
  const currencyId = row.currency_id ?? row.default_currency_id;
  return {
    token: row.token,
    customerId: row.customer_id,
    isUserLogin,
    siteId: row.site_id,
    siteName: row.site_name,
    siteGroup: row.group_name,
    siteKind: row.site_kind,
    currencyId,
    currencyName: row.currency_name ?? String(currencyId),
    enableSingleWallet: bool(row.enable_single_wallet),
    vip: row.vip ?? 0,
    nickname: row.nickname ?? null,
    nicknameColor: row.nickname_color ?? 1,
    licenseeUserName: row.licensee_user_name ?? null,
    language: row.language,
    oddsType: row.odds_type ?? DEFAULT_ODDS_TYPE,
    canUpdateNickname: isUserLogin && bool(row.can_update_nickname),
    isAllowSendGift: bool(row.is_allow_send_gift),
    isAllowShowingTicket: bool(row.is_allow_showing_ticket),
    isMuted: bool(row.is_muted),
    expiresAt: Number(row.expires_at),
    tokenExpired: Number(row.expires_at) <= now,
  };
}

/** The hub view of a session (realtime/types.ts `HubSession`). */
export function toHubSession(session: Session): HubSession {
  return {
    customerId: session.customerId,
    siteId: session.siteId,
    siteGroup: session.siteGroup,
    isUserLogin: session.isUserLogin,
    nickname: session.nickname,
    vip: session.vip,
    tokenExpired: session.tokenExpired,
  };
}

/** The adapter the hub server authenticates connections with. */
export function hubAuthenticator(store: Store): HubAuthenticator {
  return async (token) => {
    const session = await verifyToken(store, token);
    return session ? toHubSession(session) : null;
  };
}

export interface IssueTokenInput {
  /** Null → an anonymous visitor's token. */
  customerId: number | null;
  siteId: number;
  language: string;
  ttlSeconds: number;
  now?: number;
}

/** Issue an opaque licensee token (stored; revocable). */
export async function issueToken(store: Store, input: IssueTokenInput): Promise<{ token: string; expiresAt: number }> {
  const now = input.now ?? Date.now();
  const token = newToken();
  const expiresAt = now + input.ttlSeconds * 1000;
  await q.insertToken(store.db, { token, customerId: input.customerId, siteId: input.siteId, language: input.language, now, expiresAt });
  return { token, expiresAt };
}

export function revokeToken(store: Store, token: string): Promise<boolean> {
  return q.revokeToken(store.db, token);
}

/**
 * POST /VerifyLicenseeToken: a malformed token is a BadRequest (the page goes to /NotFoundPage);
 * an expired one is 422 (token-expired); unknown or revoked ones are simply not logged in.
 */
export async function verifyLicenseeToken(store: Store, token: string): Promise<{ IsUserLogin: boolean; customerId: number | null }> {
  const trimmed = token.trim();
  if (!isWellFormedToken(trimmed)) throw badRequest('Token', 'Malformed token');
  const session = await verifyToken(store, trimmed);
  if (session?.tokenExpired) throw new ApiError(422, 'Token', 'Token expired');
  return { IsUserLogin: session?.isUserLogin ?? false, customerId: session?.isUserLogin ? session.customerId : null };
}

/** Lifetime of the signed sports bearers. */
export const BEARER_TTL_MS = 2 * 3600 * 1000;

export interface UserTokenResult {
  Token: string;
  OddsType: OddsType;
  CustomerId: number;
  SiteId: number;
  SiteName: string;
  CurrencyId: number;
  CurrencyName: string;
  EnableSingleWallet: boolean;
  Currencies: { CurrencyId: number; CurrencyName: string }[];
}

/**
 * GET /GetUserToken: the odds-site bearer and odds type, plus the member's ids and currency as
 * the token says (the quick-bet panel's currency name when the data parameter has none).
 */
export function userToken(secret: string, session: Session, currencyNames: ReadonlyMap<number, string> = new Map(), now = Date.now()): UserTokenResult {
  const Token = signBearer(secret, { kind: 'user', customerId: session.customerId ?? 0, siteId: session.siteId, expiresAt: now + BEARER_TTL_MS });
  return {
    Token,
    OddsType: isEnumValue(OddsType, session.oddsType) ? session.oddsType : DEFAULT_ODDS_TYPE,
    CustomerId: session.customerId ?? 0,
    SiteId: session.siteId,
    SiteName: session.siteName,
    CurrencyId: session.currencyId,
    CurrencyName: session.currencyName,
    EnableSingleWallet: session.enableSingleWallet,
    Currencies: walletCurrencies(session).map((id) => ({
      CurrencyId: id, CurrencyName: id === session.currencyId ? session.currencyName : currencyNames.get(id) ?? String(id),
    })),
  };
}

export function directToken(secret: string, session: Session, now = Date.now()): { Token: string } {
  return { Token: signBearer(secret, { kind: 'direct', customerId: session.customerId ?? 0, siteId: session.siteId, expiresAt: now + BEARER_TTL_MS }) };
}

/** Currencies a member of the site can hold: the coin site has coin and diamond; others the member's own. */
export function walletCurrencies(session: Session): number[] {
  return session.siteId === SITE_ID_COIN ? [CURRENCY_COIN, CURRENCY_DIAMOND] : [session.currencyId];
}
