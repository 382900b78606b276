import { COIN_SITE_IGNORED_MESSAGE_TYPES, SITE_ID_COIN } from '../constants';
import { MessageType } from '../enums';
import { parseMatchEventLine } from '../entities/match-events';

/**
 * The chat list's line rules that the web's room and the server's preview of a page (issue 20:
 * the room's last lines drawn in the page's HTML) both apply, so the two never disagree about
 * which lines a viewer sees: the keep rules of the history and the grouping of one sender's
 * consecutive lines.
 */

/** The fields of a chat line the rules read (a history message or the web's row). */
export interface ChatLineFields {
  CustomerId: number | null;
  Nickname: string;
  Message: string;
  Timestamp: number;
  Type: number;
  IsHate: boolean;
}

/** Who is looking, for the keep rules. */
export interface KeepContext {
  ownCustomerId: number | null;
  ownNickname: string | null;
  siteId: number | null;
  /** Coin site or a site flagged IsJioo: ticket, jackpot and lottery types are dropped. */
  isJioo: boolean;
  blockedIds: ReadonlySet<number>;
}

/** True when the line is the viewer's own (by customer id, else by nickname). */
export function isOwnLine(line: Pick<ChatLineFields, 'CustomerId' | 'Nickname'>, ctx: Pick<KeepContext, 'ownCustomerId' | 'ownNickname'>): boolean {
  if (ctx.ownCustomerId !== null && line.CustomerId !== null) return line.CustomerId === ctx.ownCustomerId;
  return ctx.ownNickname !== null && ctx.ownNickname !== '' && line.Nickname === ctx.ownNickname;
}

/**
 * The history keep rules (chatroom spec sections 5 and 6): a message stays if it is the viewer's
 * own or not flagged IsHate; the coin site (and IsJioo sites) drop ticket-following, ticket,
 * jackpot and lottery types; messages of blocked customers are hidden.
 */
export function keepChatLine(line: ChatLineFields, ctx: KeepContext): boolean {
  const own = isOwnLine(line, ctx);
  if (line.IsHate && !own) return false;
  if ((ctx.siteId === SITE_ID_COIN || ctx.isJioo) && COIN_SITE_IGNORED_MESSAGE_TYPES.includes(line.Type as MessageType)) return false;
  if (line.CustomerId !== null && !own && ctx.blockedIds.has(line.CustomerId)) return false;
  // A match-event system line (ours, type 19) that does not parse says nothing: dropped.
  if (line.Type === MessageType.MatchEvent && !parseMatchEventLine(line.Message)) return false;
  return true;
}

/** Lines a sender writes (not gifts, tickets or notices): consecutive ones group under one name. */
const GROUPED_TYPES: ReadonlySet<number> = new Set([MessageType.Message, MessageType.AIArmy, MessageType.At, MessageType.Sticker]);
/** Two lines of one sender further apart than this start a new group. */
export const GROUP_GAP_MS = 2 * 60_000;

/**
 * Whether `line` continues the group of `prev` (issue 17 item 6: "consecutive lines from one
 * sender grouped"): both written lines, by the same known sender, less than two minutes apart.
 * The continued line hides its name visually; screen readers and copied text keep it.
 */
export function continuesGroup(prev: Omit<ChatLineFields, 'IsHate' | 'Message'> | undefined, line: Omit<ChatLineFields, 'IsHate' | 'Message'>): boolean {
  return prev !== undefined && line.CustomerId !== null && prev.CustomerId === line.CustomerId
    && prev.Nickname === line.Nickname
    && GROUPED_TYPES.has(prev.Type) && GROUPED_TYPES.has(line.Type)
    && line.Timestamp - prev.Timestamp >= 0 && line.Timestamp - prev.Timestamp < GROUP_GAP_MS;
}

/** A nickname colour class 1-10 from a wire value (a number, or text from older senders); else 1. */
export function nicknameColour(value: unknown): number {
  const colour = Number(value);
  return Number.isInteger(colour) && colour >= 1 && colour <= 10 ? colour : 1;
}

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&amp;': '&', '&quot;': '"' };

/**
 * Names arrive escaped for < > & and " (section 5); the list renders text nodes, never HTML,
 * so the four entities are turned back into their characters for display.
 */
export function unescapeName(name: string): string {
  return name.replace(/&(lt|gt|amp|quot);/g, (m) => ENTITIES[m] ?? m);
}
