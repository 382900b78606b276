import { MessageType, nicknameColour } from '@sideline/protocol';
import type { HubEventPayload } from '@sideline/protocol';
import { lineKey } from './lineKey';

/**
 * One chat line as the widget keeps it: the fields of a history message (GET /Message) or a
 * live push (MessagePush), normalised (the push carries Color as text and optional fields),
 * plus a local `id` that stays stable for React keys and the bullet overlay.
 */
export interface ChatRow {
  id: number;
  CustomerId: number | null;
  Nickname: string;
  Message: string;
  Timestamp: number;
  Type: MessageType;
  /** Nickname colour class 1-10. */
  Color: number;
  GiftLevel: number | null;
  LicenseeUserName: string | null;
  SiteId: number | null;
  IsHate: boolean;
  Vip: number;
  FollowNickname: string | null;
}

/**
 * A chat message as it arrives (live push or history), typed by the contract's MessagePush
 * payload (Color a number, or text from older senders). Every field is optional here because
 * `toChatRow` checks each one at run time: the wire is not trusted.
 */
export type WireChatMessage = Partial<HubEventPayload<'MessagePush'>>;

const TYPES = new Set<number>(Object.values(MessageType));

let nextId = 1;

/** The id the next row made will get: rows are numbered in the order they arrive. */
export const nextRowId = (): number => nextId;


/**
 * One line as the history and a live push both carry it (the server stamps both alike): its
 * identity and its text, so two system lines of one instant stay two.
 */
export const sameLineKey = (r: Pick<ChatRow, 'CustomerId' | 'Timestamp' | 'Type' | 'Message'>): string => `${lineKey(r.CustomerId, r.Timestamp)}:${r.Type}:${r.Message}`;

/** Normalises a history or live message; null when it is not a chat message at all. */
export function toChatRow(m: WireChatMessage): ChatRow | null {
  if (typeof m !== 'object' || m === null) return null;
  if (typeof m.Type !== 'number' || !TYPES.has(m.Type)) return null;
  if (typeof m.Message !== 'string') return null;
  return {
    id: nextId++,
    CustomerId: typeof m.CustomerId === 'number' ? m.CustomerId : null,
    Nickname: typeof m.Nickname === 'string' ? m.Nickname : '',
    Message: m.Message,
    Timestamp: typeof m.Timestamp === 'number' ? m.Timestamp : Date.now(),
    Type: m.Type as MessageType,
    Color: nicknameColour(m.Color),
    GiftLevel: typeof m.GiftLevel === 'number' ? m.GiftLevel : null,
    LicenseeUserName: typeof m.LicenseeUserName === 'string' ? m.LicenseeUserName : null,
    SiteId: typeof m.SiteId === 'number' ? m.SiteId : null,
    IsHate: m.IsHate === true,
    Vip: typeof m.Vip === 'number' ? m.Vip : 0,
    FollowNickname: typeof m.FollowNickname === 'string' ? m.FollowNickname : null,
  };
}

/** Grouping of one sender's consecutive lines: the protocol's rule, shared with the server's chat preview. */
export { continuesGroup, GROUP_GAP_MS } from '@sideline/protocol';

const GIFT_TYPES: ReadonlySet<MessageType> = new Set([MessageType.Gift, MessageType.SpecialGift, MessageType.CoinGift]);
/** A sender's same gift again within this long continues a combo (the card counts ×2, ×3 …). */
export const GIFT_COMBO_MS = 30_000;

/**
 * How many times in a row the sender of gift line `rows[i]` has sent this gift, this line
 * included (1: a single gift): the same sender, type and gift, each within GIFT_COMBO_MS of the
 * next, with no other line between. 0 for a line that is not a gift.
 */
export function giftCombo(rows: readonly ChatRow[], i: number): number {
  const row = rows[i];
  if (!row || !GIFT_TYPES.has(row.Type)) return 0;
  let n = 1;
  for (let j = i - 1; j >= 0; j--) {
    const prev = rows[j];
    const next = rows[j + 1];
    const same = prev.Type === row.Type && prev.Message === row.Message && prev.Nickname === row.Nickname && prev.CustomerId === row.CustomerId
      && next.Timestamp - prev.Timestamp >= 0 && next.Timestamp - prev.Timestamp < GIFT_COMBO_MS;
    if (!same) break;
    n += 1;
  }
  return n;
}
