import { COIN_SITE_IGNORED_MESSAGE_TYPES, MessageType, SITE_ID_COIN, parseMatchEventLine } from '@sideline/protocol';
import type { ChatRow } from './row';

/** Who is looking, for the keep rules. */
export interface KeepContext {
  ownCustomerId: number | null;
  ownNickname: string | null;
  siteId: number | null;
  /** Coin site or a site flagged IsJioo: ticket, jackpot and lottery types are dropped. */
  isJioo: boolean;
  blockedIds: ReadonlySet<number>;
}

/** True when the row is the viewer's own (by customer id, else by nickname). */
export function isOwn(row: ChatRow, ctx: Pick<KeepContext, 'ownCustomerId' | 'ownNickname'>): boolean {
  if (ctx.ownCustomerId !== null && row.CustomerId !== null) return row.CustomerId === ctx.ownCustomerId;
  return ctx.ownNickname !== null && ctx.ownNickname !== '' && row.Nickname === ctx.ownNickname;
}

/**
 * The history keep rules (section 5 and 6): a message stays if it is the viewer's own or not
 * flagged IsHate; the coin site (and IsJioo sites) drop ticket-following, ticket, jackpot and
 * lottery types; messages of blocked customers are hidden.
 */
export function keepMessage(row: ChatRow, ctx: KeepContext): boolean {
  const own = isOwn(row, ctx);
  if (row.IsHate && !own) return false;
  if ((ctx.siteId === SITE_ID_COIN || ctx.isJioo) && COIN_SITE_IGNORED_MESSAGE_TYPES.includes(row.Type)) return false;
  if (row.CustomerId !== null && !own && ctx.blockedIds.has(row.CustomerId)) return false;
  // A match-event system line (ours, type 19) that does not parse says nothing: dropped.
  if (row.Type === MessageType.MatchEvent && !parseMatchEventLine(row.Message)) return false;
  return true;
}

/** Appends `incoming` to `rows`, keeping at most `max` (the newest). */
export function appendBounded(rows: readonly ChatRow[], incoming: readonly ChatRow[], max: number): ChatRow[] {
  const all = rows.length + incoming.length <= max ? [...rows, ...incoming] : [...rows, ...incoming].slice(-max);
  return all;
}
