import type { Gift, ParsedRequestOf, SendGift, SendProfitShare, SendWishCoin, GiftCardItem } from '@sideline/protocol';
import { DomainErrorCode, GIFT_ID_PROFIT_SHARE, GIFT_ID_WISH_COIN, GiftCategory, MessageType, ProgramType } from '@sideline/protocol';
import type { ServiceDeps } from '../../http/context';
import type { Session } from '../../http/session';
import { badRequest, notFound } from '../../http/errors';
import { INT32_MAX } from '../../http/storable';
import type { Store } from '../../store/types';
import { fromMinor, toMinor } from '../../store/values';
import { walletCurrencies } from '../licensee/index';
import type { IdempotentRun } from '../wallet/index';
import { LedgerReason, balanceMinor, debit, moneyTransaction, refusal } from '../wallet/index';
import { customerOf } from '../wallet/index';
import { spendGiftCards } from '../wallet/index';
import { toGift } from './catalogue';
import { publishRoomMessage, requireOpenRoom, requireRoom } from './room';
import type { RoomTarget } from './room';
import * as q from './store';

/** Gift message types a SendGift may announce: Gift 2, SpecialGift 6, the coin site's 9. */
export const GIFT_MESSAGE_TYPES: readonly number[] = [MessageType.Gift, MessageType.SpecialGift, MessageType.CoinGift];

/** Categories a viewer can send from the panel (lucky-box, roulette, wish-coin and profit-share gifts have their own calls). */
const SENDABLE: ReadonlySet<number> = new Set([GiftCategory.Normal, GiftCategory.Activity, GiftCategory.Vip, GiftCategory.NewUser]);

/** The paid gift calls' dependencies: storage, the room's hub fan-out, the logger. */
export type GiftDeps = ServiceDeps;

/** GET /GetGiftInfo: active gifts of the currencies asked, on the caller's site, with their vouchers. */
export async function giftInfo(store: Store, session: Session | null, currencyIds: readonly number[], language: string): Promise<Gift[]> {
  const rows = await q.listGifts(store.db, session?.siteId ?? null, currencyIds);
  const cards = session?.customerId != null ? await q.giftCards(store.db, session.customerId) : new Map<number, number>();
  return rows.map((r) => toGift(r, language, cards));
}

/** GET /GetGiftById: one gift in one currency (404 when the site does not offer it). */
export async function giftById(store: Store, session: Session | null, giftId: number, currencyId: number, language: string): Promise<Gift> {
  const row = await q.findGift(store.db, session?.siteId ?? null, giftId, currencyId);
  if (!row) throw notFound(`Gift ${giftId} does not exist in currency ${currencyId}`);
  const cards = session?.customerId != null ? await q.giftCards(store.db, session.customerId) : new Map<number, number>();
  return toGift(row, language, cards);
}

/** GET /GetJiooGiftCard: the vouchers held (SubType = gift id). */
export async function giftCardItems(store: Store, session: Session): Promise<GiftCardItem[]> {
  const cards = await q.giftCards(store.db, customerOf(session));
  return [...cards].map(([SubType, Quantity]) => ({ SubType, Quantity }));
}

function requireCurrency(session: Session, currencyId: number, field: string): void {
  if (!walletCurrencies(session).includes(currencyId)) throw badRequest(field, `Currency ${currencyId} is not available to this member`);
}

async function sendableGift(store: Store, session: Session, giftId: number, currencyId: number) {
  // SendGift's Message carries the id as text: anything but a positive 32-bit integer names no
  // gift (and must not reach the query: PostgreSQL fails on 'abc', 1.5 or 3843625627).
  const isId = Number.isInteger(giftId) && giftId > 0 && giftId <= INT32_MAX;
  const gift = isId ? await q.findGift(store.db, session.siteId, giftId, currencyId) : undefined;
  if (!gift || gift.status !== 1) throw refusal('Message', `Gift ${giftId} is not available in currency ${currencyId}`);
  const now = Date.now();
  if ((gift.start_at !== null && Number(gift.start_at) > now) || (gift.end_at !== null && Number(gift.end_at) <= now)) {
    throw refusal('Message', `Gift ${giftId} is not on offer at this time`);
  }
  return gift;
}

type SendGiftInput = ParsedRequestOf<typeof SendGift>;
type SendGiftResult = { SendGiftResult: { CurrencyId: number; Balance: number; SuccessCount: number } };

/**
 * POST /SendGift. Answers (Error[0].Field): success → SendGiftResult with SuccessCount =
 * Quantity; vouchers short → '400055'; balance short → 'InsufficientBalance' (the client shows
 * 'insufficient-fund' and tells the host InsufficientBalance); VIP level short → 'VipRequired';
 * any other refusal (unknown/inactive gift, wrong category, changed price, gifts off) → another
 * Field, which the client shows as 'sending-failed'. Paid: a 'gift' debit of the wallet;
 * IsUsingTicket: a 'gift' row of the voucher ledger (wallet/giftCards.ts) with the gift's value,
 * the balance untouched. All or nothing; then the Gift message (type 2/6/9, Message = gift id)
 * goes to the room.
 */
export async function sendGift(deps: GiftDeps, session: Session, input: SendGiftInput, run: IdempotentRun<SendGiftResult>): Promise<SendGiftResult> {
  const { store } = deps;
  const customerId = customerOf(session);
  if (!session.isAllowSendGift) throw refusal('IsAllowSendGift', 'Sending gifts is not allowed on this site');
  requireCurrency(session, input.CurrencyId, 'CurrencyId');
  requireRoom(session, input);
  if (!GIFT_MESSAGE_TYPES.includes(input.Type)) throw badRequest('Type', 'A gift message is of type 2 (Gift), 6 (SpecialGift) or 9 (coin-site gift)');
  const giftId = Number(input.Message);
  const gift = await sendableGift(store, session, giftId, input.CurrencyId);
  if (!SENDABLE.has(gift.category)) throw refusal('Message', `Gift ${giftId} cannot be sent from the gift panel`);
  if (gift.vip > session.vip) throw refusal(DomainErrorCode.VipRequired, `Gift ${giftId} needs VIP level ${gift.vip}`);
  if (input.ProgramType === ProgramType.Match && await q.isGiftDisabled(store.db, input.MatchId)) {
    throw refusal('MatchId', 'Gifts are disabled for this match');
  }
  const { Quantity: quantity, IsUsingTicket: usingTicket } = input.GiftInfo;
  const priceMinor = Number(gift.amount_minor);
  if (!usingTicket && toMinor(input.GiftInfo.Amount) !== priceMinor) {
    throw refusal('Amount', `The price of gift ${giftId} is ${fromMinor(priceMinor)}; reload the gifts`);
  }

  const result = await moneyTransaction(store, async (trx) => {
    await requireOpenRoom(trx, input, 'gift');
    let balance: number;
    if (usingTicket) {
      // Vouchers, not money: a gift-card ledger row (with the gift's value, for the tipping
      // board) in this transaction; the wallet and its ledger do not move.
      const used = await spendGiftCards(trx, {
        customerId, giftId, quantity, currencyId: input.CurrencyId, valueMinor: priceMinor * quantity,
        idempotencyKey: run.ledgerKey(), reference: `gift:${giftId}x${quantity}`, matchId: input.MatchId,
        anchorId: input.AnchorId, anchorLanguage: input.AnchorLanguage,
      });
      if (!used) throw refusal(DomainErrorCode.GiftExceedTicket, 'exceed-available-gift-ticket');
      balance = await balanceMinor(trx, customerId, input.CurrencyId);
    } else if (priceMinor * quantity === 0) {
      balance = await balanceMinor(trx, customerId, input.CurrencyId);
    } else {
      const movement = await debit(trx, {
        customerId, currencyId: input.CurrencyId, amountMinor: priceMinor * quantity, reason: LedgerReason.Gift,
        idempotencyKey: run.ledgerKey(), reference: `gift:${giftId}x${quantity}`, matchId: input.MatchId,
        anchorId: input.AnchorId, anchorLanguage: input.AnchorLanguage, giftId, quantity,
      });
      balance = movement.balanceAfterMinor;
    }
    const answer = { SendGiftResult: { CurrencyId: input.CurrencyId, Balance: fromMinor(balance), SuccessCount: quantity } };
    await run.complete(trx, answer);
    return answer;
  });

  await publishRoomMessage(deps, session, input, {
    Message: String(giftId), Type: input.Type, Color: input.Color, GiftLevel: input.GiftInfo.GiftLevel,
  });
  return result;
}

type WishCoinInput = ParsedRequestOf<typeof SendWishCoin>;
type ProfitShareInput = ParsedRequestOf<typeof SendProfitShare>;

/** Debit `amountMinor` for a special gift (wish coin 153, profit share 152) and announce it to the room. */
async function sendSpecial(
  deps: GiftDeps, session: Session, args: {
    currencyId: number; giftId: number; amountMinor: number; reason: LedgerReason; type: number;
    room: RoomTarget; color: number;
  }, run: IdempotentRun<{ Balance: number }>,
): Promise<{ Balance: number }> {
  const customerId = customerOf(session);
  requireRoom(session, args.room, 'ChatRoomInfoModel.');
  const result = await moneyTransaction(deps.store, async (trx) => {
    await requireOpenRoom(trx, args.room, 'gift', 'ChatRoomInfoModel.');
    const movement = await debit(trx, {
      customerId, currencyId: args.currencyId, amountMinor: args.amountMinor, reason: args.reason,
      idempotencyKey: run.ledgerKey(), reference: `${args.reason}:${args.giftId}`, matchId: args.room.MatchId,
      anchorId: args.room.AnchorId, anchorLanguage: args.room.AnchorLanguage, giftId: args.giftId, quantity: 1,
    });
    const answer = { Balance: fromMinor(movement.balanceAfterMinor) };
    await run.complete(trx, answer);
    return answer;
  });
  await publishRoomMessage(deps, session, args.room, { Message: String(args.giftId), Type: args.type, Color: args.color });
  return result;
}

/**
 * POST /SendWishCoin: send the wish-coin gift (153) at its price in the user's currency.
 * Balance below the price → 'InsufficientBalance'. Announced as a WishCoin (17) message.
 */
export async function sendWishCoin(deps: GiftDeps, session: Session, input: WishCoinInput, run: IdempotentRun<{ Balance: number }>): Promise<{ Balance: number }> {
  const currencyId = input.UserInfoModel.CurrencyId;
  requireCurrency(session, currencyId, 'UserInfoModel.CurrencyId');
  const gift = await sendableGift(deps.store, session, GIFT_ID_WISH_COIN, currencyId);
  return sendSpecial(deps, session, {
    currencyId, giftId: GIFT_ID_WISH_COIN, amountMinor: Number(gift.amount_minor), reason: LedgerReason.WishCoin,
    type: MessageType.WishCoin, room: input.ChatRoomInfoModel, color: input.MessageInfoModel.Color,
  }, run);
}

/**
 * POST /SendProfitShare: share Amount (> 0, 2 decimals, at most the balance) with the anchor as
 * the profit-share gift (152). Balance short → 'InsufficientBalance'. Announced as ProfitShare (18).
 */
export async function sendProfitShare(deps: GiftDeps, session: Session, input: ProfitShareInput, run: IdempotentRun<{ Balance: number }>): Promise<{ Balance: number }> {
  const currencyId = input.UserInfoModel.CurrencyId;
  requireCurrency(session, currencyId, 'UserInfoModel.CurrencyId');
  await sendableGift(deps.store, session, GIFT_ID_PROFIT_SHARE, currencyId);
  const amountMinor = toMinor(input.SendProfitShareInfoModel.Amount);
  if (amountMinor <= 0) throw badRequest('SendProfitShareInfoModel.Amount', 'Amount must be at least 0.01');
  return sendSpecial(deps, session, {
    currencyId, giftId: GIFT_ID_PROFIT_SHARE, amountMinor, reason: LedgerReason.ProfitShare,
    type: MessageType.ProfitShare, room: input.ChatRoomInfoModel, color: input.MessageInfoModel.Color,
  }, run);
}
