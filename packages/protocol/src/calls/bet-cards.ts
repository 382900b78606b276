import { z } from 'zod';
import { defineCall } from './define';
import { qInt } from './fields';
import { BetResult } from '../entities/betting';
import { BetCard } from '../entities/bet-cards';
import { DomainErrorCode } from '../errors';

export { BetCard, BetCardState } from '../entities/bet-cards';

/**
 * Live bet cards (issue 22 item 2). On a site with `EnabledBetCards`, a shown ticket
 * (ShowingTicket 10) becomes a card the server keeps: its state and price follow the market and
 * reach the room as `PushBetCard` events on the room's own sequence (recoverable like every
 * message); the chat line is updated in place. A card is named by its `CardId` and by the line it
 * belongs to (`CustomerId` + `Timestamp`, the same key `DeleteMessages` uses). Off, nothing here
 * runs and the ticket line is the spec's.
 */

/** `ErrorResult.ErrorCode` of FollowBetCard when the price moved since the viewer saw it. */
export const BET_CARD_PRICE_CHANGED = DomainErrorCode.BetCardPriceChanged;

/**
 * The price-changed question in every interface language (ph carries English); `{from}` and
 * `{to}` are decimal prices with two places. The server answers it in the session's language,
 * the widget asks it from its locale ('bet-card-price-changed').
 */
export const BET_CARD_PRICE_CHANGED_MESSAGES: Readonly<Record<'cn' | 'en' | 'vn' | 'th' | 'id' | 'ph', string>> = {
  cn: '赔率已从 {from} 变为 {to} — 以 {to} 跟投？',
  en: 'The price changed from {from} to {to} — follow at {to}?',
  vn: 'Tỷ lệ đã đổi từ {from} thành {to} — theo cược ở {to}?',
  th: 'ราคาเปลี่ยนจาก {from} เป็น {to} — ตามเดิมพันที่ {to}?',
  id: 'Harga berubah dari {from} menjadi {to} — ikuti di {to}?',
  ph: 'The price changed from {from} to {to} — follow at {to}?',
};

/** The price-changed message in the language (unknown languages read English). */
export function betCardPriceChangedMessage(language: string, from: number, to: number): string {
  const table = BET_CARD_PRICE_CHANGED_MESSAGES as Record<string, string>;
  const text = Object.prototype.hasOwnProperty.call(table, language) ? table[language]! : table.en!;
  return text.replaceAll('{from}', from.toFixed(2)).replaceAll('{to}', to.toFixed(2));
}

/** Card ids are database ids (PostgreSQL int4). */
const CardId = z.number().int().positive().max(2_147_483_647);
const Price = z.number().gt(1).max(1000);

export const GetBetCards = defineCall({
  name: 'GetBetCards',
  method: 'GET',
  path: '/BetCards',
  headers: { auth: 'optional' },
  request: z.object({
    MatchId: qInt.pipe(z.number().int().positive().max(2_147_483_647)),
    AnchorLanguage: z.string().min(1).max(10),
    AnchorId: qInt.pipe(z.number().int().nonnegative().max(2_147_483_647)),
    /** The site group (CheckSiteGroup); with a token it must be the token's. */
    GroupName: z.string().min(1).max(64),
  }),
  result: z.object({ Cards: z.array(BetCard) }),
  feature: 'bet-cards',
  summary: "The cards of a match room's shown tickets (newest 150), for lines loaded from history; empty where the site has EnabledBetCards off.",
});

/**
 * POST /BetCards/Follow: follow a card with a stake. Market, selection, sharer and room come
 * from the stored card, never from the body: the body names only the card, the decimal price the
 * viewer saw and the stake. A price other than the selection's current one is refused before
 * anything moves: `IsPlaceBetSuccess false`, `ErrorResult.ErrorCode 'BetCardPriceChanged'`,
 * `Details.NewOffer.Price` the current price and `Message` the question in the session's
 * language; the widget asks and follows again at that price only once the viewer confirms.
 * Otherwise the bet is placed as a PlaceBet follow of the sharer (the same B0xx refusals,
 * FollowPlayerTicket 11 line); on success the member is counted once among the card's
 * followers and the room gets the new count (PushBetCard). 404 an unknown card or one of
 * another site group; 403 RG001 for an excluded player.
 */
export const FollowBetCard = defineCall({
  name: 'FollowBetCard',
  method: 'POST',
  path: '/BetCards/Follow',
  headers: { auth: 'required', extraHeaders: ['Idempotency-Key'] },
  /** Any other field is ignored: the card, not the body, names market, selection, sharer and room. */
  request: z.object({ CardId, Price, Stake: z.number().positive().max(1_000_000_000) }),
  result: BetResult.extend({
    ErrorResult: z.object({
      ErrorCode: z.string(),
      Details: z.object({ NewOffer: z.object({ Price: z.number() }).nullable() }).nullable(),
      Message: z.string().optional(),
    }).nullable(),
    BetId: z.number().int().nullable().optional(),
    Balance: z.number().nullable().optional(),
    /** The card after the follow (absent when an earlier answer is replayed for the same Idempotency-Key). */
    Card: BetCard.nullable().optional(),
  }),
  feature: 'bet-cards',
  paid: true,
  summary: "Follow a live bet card at the price the viewer saw; a moved price answers ErrorCode 'BetCardPriceChanged' with the current price.",
});

/**
 * POST /Operator/SettleMarket: settle an ordinary market (the demo's markets never settle by
 * themselves): closes it, pays its running bets (won: stake × price; void: the stake back;
 * lost: nothing) and turns its cards won / lost / void. `WinningKeys` empty and `Void` absent
 * means every selection lost.
 */
export const OperatorSettleMarket = defineCall({
  name: 'OperatorSettleMarket',
  method: 'POST',
  path: '/Operator/SettleMarket',
  headers: { auth: 'operator' },
  request: z.object({
    MarketId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    WinningKeys: z.array(z.string().min(1).max(40)).max(20).optional(),
    Void: z.boolean().optional(),
  }).strict(),
  result: z.object({
    MarketId: z.number().int(),
    Result: z.record(z.string(), z.enum(['won', 'lost', 'void'])),
    SettledBets: z.number().int().nonnegative(),
    Cards: z.number().int().nonnegative(),
  }),
  feature: 'bet-cards',
  summary: 'Settle an ordinary market: close it, pay its running bets once, and turn its live bet cards won/lost/void.',
});

