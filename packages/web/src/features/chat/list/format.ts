import { BET_TYPE_HIDE_POINT, JACKPOT_MESSAGE_PREFIX, MessageType, SharedTicket, parseMatchEventLine } from '@sideline/protocol';
import type { SharedTicket as SharedTicketT } from '@sideline/protocol';
import type { ChatRow } from './row';
import type { WheelPrize } from './useWheelPrizes';
import { truncateByWeight, unescapeName, welcomeName } from './text';
import { matchEventText } from './matchEvent';

/** A translator as the formatter needs it (i18next's `t` fits). */
export type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** Look-ups the formatter may use; each may answer null (unknown id). */
export interface FormatContext {
  t: Translate;
  giftName?: GiftLookup;
  /** The prize of a wheel segment by index (a Wheel line's text is the index). */
  wheelPrize?: (index: number) => WheelPrize | null;
}

/**
 * A gift's name by id (null: unknown), and optionally its picture (the catalogue's ImgUrl): a
 * gift line shows as a compact card with it. One function with a property, so the pages that
 * hand `gifts.giftName` to the chat room pass the picture along unchanged.
 */
export type GiftLookup = ((giftId: number) => string | null) & { image?: (giftId: number) => string | null };

/**
 * How one message shows in the list. `text` is plain text (rendered as a text node, never
 * HTML); `nickname` is the name shown before it (empty for system lines).
 */
export interface MessageView {
  tone: 'chat' | 'mention' | 'system' | 'gift' | 'welcome' | 'follow' | 'ticket' | 'jackpot' | 'sticker';
  nickname: string;
  text: string;
  /** A shared ticket (type 10) parsed from the message JSON. */
  ticket?: { betTypeName: string; selection: string; price: number; stake: number };
  /** A sticker image (type 8) when the message is a same-site or https URL. */
  imageUrl?: string;
  /** A lucky-box line (type 16) with a well-formed '{giftId},{luckyBoxId}'. */
  luckyBox?: { giftId: number; luckyBoxId: number };
  /** A gift line (types 2, 6, 9): the gift's id and picture (absent when unknown), for the card. */
  gift?: { id: number; imageUrl: string | null };
}

/** The first comma-separated part of a welcome or follow text, as a template id in [0, max]. */
export function templateId(message: string, max: number, fallbackSeed: number): number {
  const first = message.split(',')[0]?.trim() ?? '';
  const n = /^\d+$/.test(first) ? Number(first) : NaN;
  if (Number.isInteger(n) && n >= 0 && n <= max) return n;
  // "Picks a random template": derive it from the message so a re-render shows the same one.
  return Math.abs(Math.trunc(fallbackSeed)) % (max + 1);
}

/** '{giftId},{luckyBoxId}' → both ids, or null when malformed. */
export function parseLuckyBox(message: string): { giftId: number; luckyBoxId: number } | null {
  const m = /^\s*(\d+)\s*,\s*(\d+)\s*$/.exec(message);
  return m ? { giftId: Number(m[1]), luckyBoxId: Number(m[2]) } : null;
}

/** The SharedTicket JSON of a type-10 message, or null when it is not valid. */
export function parseSharedTicket(message: string): SharedTicketT | null {
  try {
    const parsed = SharedTicket.safeParse(JSON.parse(message));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const SAFE_IMAGE = /^(https:\/\/|\/(?!\/))[^\s"'<>]+$/;

function giftLabel(message: string, ctx: FormatContext): string {
  const id = Number(message.split(',')[0]);
  return (Number.isInteger(id) && ctx.giftName?.(id)) || ctx.t('chat-gift-fallback', { id: message.split(',')[0] ?? '' });
}

/**
 * The view of a chat message by type (chatroom-and-streaming.md sections 3 and 5): welcome
 * templates 0-3 from the comma-split text with the masked, weight-14 name; follow templates
 * 0-1; lucky box '{giftId},{luckyBoxId}'; shared-ticket JSON; the jackpot prefix; the rest as
 * text with their nickname.
 */
export function formatMessage(row: ChatRow, ctx: FormatContext): MessageView {
  const { t } = ctx;
  const nickname = unescapeName(row.Nickname);
  switch (row.Type) {
    case MessageType.Message:
    case MessageType.AIArmy:
      return { tone: 'chat', nickname, text: row.Message };
    case MessageType.At:
      return { tone: 'mention', nickname, text: row.Message };
    case MessageType.Broadcast:
      return { tone: 'system', nickname: '', text: row.Message };
    case MessageType.Welcome: {
      const name = truncateByWeight(welcomeName(unescapeName(row.Nickname), row.LicenseeUserName));
      const id = templateId(row.Message, 3, row.Timestamp);
      return { tone: 'welcome', nickname: '', text: t(`welcome-template-${id}`, { nickname: name }) };
    }
    case MessageType.Gift:
    case MessageType.SpecialGift:
    case MessageType.CoinGift:
    {
      const id = Number(row.Message.split(',')[0]);
      const image = Number.isInteger(id) ? ctx.giftName?.image?.(id) ?? null : null;
      return { tone: 'gift', nickname, text: t('chat-sent-gift', { gift: giftLabel(row.Message, ctx) }), gift: { id, imageUrl: image && SAFE_IMAGE.test(image) ? image : null } };
    }
    case MessageType.FollowPromotedOdds: {
      const id = templateId(row.Message, 1, row.Timestamp);
      return { tone: 'follow', nickname: '', text: t(`follow-template-${id}`, { nickname }) };
    }
    case MessageType.FollowPlayerTicket: {
      // The anchor's template names the streamer; a followed player's ticket names the player.
      const id = templateId(row.Message, 1, row.Timestamp);
      const target = unescapeName(row.FollowNickname ?? '') || t('follow-player-fallback');
      return { tone: 'follow', nickname: '', text: t(`follow-player-template-${id}`, { nickname, target }) };
    }
    case MessageType.Sticker:
      return SAFE_IMAGE.test(row.Message)
        ? { tone: 'sticker', nickname, text: t('chat-sticker'), imageUrl: row.Message }
        : { tone: 'sticker', nickname, text: row.Message };
    case MessageType.ShowingTicket: {
      const ticket = parseSharedTicket(row.Message);
      if (!ticket) return { tone: 'ticket', nickname, text: t('chat-shared-ticket') };
      return {
        tone: 'ticket',
        nickname,
        text: t('chat-shared-ticket'),
        ticket: {
          betTypeName: ticket.BetTypeName,
          selection: selectionLabel(ticket.KeyName, ticket.BetType === BET_TYPE_HIDE_POINT ? null : ticket.BetChoice),
          price: ticket.Price,
          stake: ticket.OddsStake,
        },
      };
    }
    case MessageType.Jackpot:
      return { tone: 'jackpot', nickname: '', text: `${JACKPOT_MESSAGE_PREFIX}${t('jackpot-prefix')}: ${row.Message}` };
    case MessageType.NBALottery:
      return { tone: 'system', nickname: '', text: row.Message };
    case MessageType.Wheel: {
      const prize = ctx.wheelPrize?.(Number(row.Message));
      if (prize?.none) return { tone: 'gift', nickname, text: t('chat-wheel-no-prize') };
      return { tone: 'gift', nickname, text: t('chat-wheel-won', { prize: prize?.text ?? row.Message }) };
    }
    case MessageType.LuckyBox: {
      const box = parseLuckyBox(row.Message);
      if (!box) return { tone: 'gift', nickname, text: t('chat-lucky-box-won', { gift: row.Message }) };
      const gift = ctx.giftName?.(box.giftId) ?? t('chat-gift-fallback', { id: box.giftId });
      return { tone: 'gift', nickname, text: t('chat-lucky-box-won', { gift }), luckyBox: box };
    }
    case MessageType.WishCoin:
      return { tone: 'gift', nickname, text: t('chat-wish-coin') };
    case MessageType.ProfitShare:
      return { tone: 'gift', nickname, text: t('chat-profit-share', { amount: row.Message }) };
    case MessageType.MatchEvent: {
      // Ours (issue 22 item 3): a goal, red card… and what the room does now; nothing for a malformed line.
      const line = parseMatchEventLine(row.Message);
      return { tone: 'system', nickname: '', text: line ? matchEventText(line, t) : '' };
    }
    default:
      return { tone: 'chat', nickname, text: row.Message };
  }
}

/** Types that fly over the video as bullet chat (plain chat lines). */
export const BULLET_TYPES: ReadonlySet<number> = new Set([MessageType.Message, MessageType.At, MessageType.AIArmy]);

/** True when a message raises the new-message indicator while collapsed (not jackpot or NBA lottery). */
export function raisesNewMessageIndicator(type: number): boolean {
  return type !== MessageType.Jackpot && type !== MessageType.NBALottery;
}

/**
 * The selection a ticket shows: the key name and the bet choice, once. The sportsbook writes
 * BetChoice as the selection name and the signed point ('Barcelona -0.5'), so a choice that
 * already starts with the key name is shown alone rather than as 'Barcelona Barcelona -0.5'.
 */
export function selectionLabel(keyName: string, choice: string | null): string {
  const name = keyName.trim();
  const c = (choice ?? '').trim();
  if (!c) return name;
  if (!name || c === name || c.startsWith(`${name} `)) return c;
  return `${name} ${c}`;
}
