import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DomainErrorCode } from '@sideline/protocol';
import type { Store } from '../../store/types';
import { balanceMinor, ledgerSumMinor } from '../wallet/index';
import { giftCardLedgerSum, giftCardsHeld } from '../wallet/index';

/** Test helpers shared by the gift tests (SQLite) and their PostgreSQL scale variant. */

export const MATCH_ID = 51230001;
export const ANCHOR_ID = 301;

/** A SendGift body for the licensee site (USD, currency 1). */
export function giftBody(giftId: number, amount: number, quantity = 1, extra: { currencyId?: number; usingTicket?: boolean; type?: number } = {}) {
  return {
    SiteName: 'Sideline Sportsbook', CurrencyId: extra.currencyId ?? 1, CurrencyName: 'USD', EnableSingleWallet: false, UserLanguage: 'en',
    GiftInfo: { GiftLevel: 0, NickName: 'LuckyFan', Amount: amount, Quantity: quantity, IsUsingTicket: extra.usingTicket ?? false },
    GroupName: 'Licensee4283400', MatchId: MATCH_ID, AnchorId: ANCHOR_ID, AnchorLanguage: 'en', Message: String(giftId),
    Color: 3, Type: extra.type ?? 2, ProgramType: 1,
  };
}

export interface Answer {
  status: number;
  body: { Code: number; Result: unknown; Error: Array<{ Field: string | null; Message: string }> | null };
}

export function injectSender(app: FastifyInstance, token: string) {
  return async (url: string, key: string, payload: unknown): Promise<Answer> => {
    const res = await app.inject({ method: 'POST', url, payload: payload as object, headers: { Token: token, 'Idempotency-Key': key } });
    return { status: res.statusCode, body: res.json() };
  };
}

export function fetchSender(base: string, token: string) {
  return async (url: string, key: string, payload: unknown): Promise<Answer> => {
    const res = await fetch(`${base}${url}`, {
      method: 'POST', body: JSON.stringify(payload),
      headers: { 'content-type': 'application/json', Token: token, 'Idempotency-Key': key },
    });
    return { status: res.status, body: await res.json() as Answer['body'] };
  };
}

/**
 * The bank test: `calls` concurrent SendGift of `priceMinor` each on a wallet holding
 * `startMinor`. Every call answers (success or insufficient-fund), exactly
 * floor(start / price) succeed, the balance never goes below zero and the ledger sums to it.
 */
export async function giftBurst(args: {
  store: Store; send: ReturnType<typeof injectSender>; customerId: number; currencyId: number;
  giftId: number; amount: number; quantity: number; calls: number; keyPrefix: string;
}): Promise<{ ok: number; insufficient: number }> {
  const { store, customerId, currencyId } = args;
  const startMinor = await balanceMinor(store.db, customerId, currencyId);
  const priceMinor = Math.round(args.amount * 100) * args.quantity;
  expect(priceMinor * args.calls).toBeGreaterThan(startMinor); // together they exceed the balance

  const answers = await Promise.all(Array.from({ length: args.calls }, (_, i) =>
    args.send('/SendGift', `${args.keyPrefix}-${i}`, giftBody(args.giftId, args.amount, args.quantity, { currencyId }))));

  let ok = 0;
  let insufficient = 0;
  const balances: number[] = [];
  for (const a of answers) {
    expect(a.status).toBe(200);
    if (a.body.Code === 200) {
      ok++;
      const r = a.body.Result as { SendGiftResult: { Balance: number; SuccessCount: number } };
      expect(r.SendGiftResult.SuccessCount).toBe(args.quantity);
      expect(r.SendGiftResult.Balance).toBeGreaterThanOrEqual(0);
      balances.push(Math.round(r.SendGiftResult.Balance * 100));
    } else {
      expect(a.body.Error?.[0]?.Field).toBe(DomainErrorCode.InsufficientBalance);
      insufficient++;
    }
  }
  expect(ok + insufficient).toBe(args.calls);
  expect(ok).toBe(Math.floor(startMinor / priceMinor));
  // Each success saw a distinct balance after its debit: the debits were serialised.
  expect(new Set(balances).size).toBe(ok);
  const end = await balanceMinor(store.db, customerId, currencyId);
  expect(end).toBe(startMinor - ok * priceMinor);
  expect(end).toBeGreaterThanOrEqual(0);
  expect(await ledgerSumMinor(store.db, customerId, currencyId)).toBe(end);
  const negative = await store.db.selectFrom('wallets').select('customer_id').where('balance_minor', '<', 0).execute();
  expect(negative).toEqual([]);
  return { ok, insufficient };
}

/**
 * The voucher bank test: `calls` concurrent SendGift (IsUsingTicket, quantity 1) on a customer
 * holding fewer vouchers. Exactly the vouchers held succeed, the rest answer 400055; the
 * voucher ledger sums to what is left (0); the money balance and its ledger do not move.
 */
export async function ticketBurst(args: {
  store: Store; send: ReturnType<typeof injectSender>; customerId: number; giftId: number; amount: number; calls: number; keyPrefix: string;
}): Promise<{ ok: number; exceeded: number }> {
  const { store, customerId, giftId } = args;
  const held = await giftCardsHeld(store.db, customerId, giftId);
  expect(held).toBeGreaterThan(0);
  expect(args.calls).toBeGreaterThan(held);
  const money = await balanceMinor(store.db, customerId, 1);
  const answers = await Promise.all(Array.from({ length: args.calls }, (_, i) =>
    args.send('/SendGift', `${args.keyPrefix}-${i}`, giftBody(giftId, args.amount, 1, { usingTicket: true }))));
  let ok = 0;
  let exceeded = 0;
  for (const a of answers) {
    expect(a.status).toBe(200);
    if (a.body.Code === 200) ok++;
    else {
      expect(a.body.Error?.[0]?.Field).toBe(DomainErrorCode.GiftExceedTicket);
      exceeded++;
    }
  }
  expect(await giftCardsHeld(store.db, customerId, giftId)).toBe(0);
  expect(await giftCardLedgerSum(store.db, customerId, giftId)).toBe(0);
  const spent = await store.db.selectFrom('gift_card_ledger').select(['quantity', 'value_minor'])
    .where('customer_id', '=', customerId).where('gift_id', '=', giftId).where('reason', '=', 'gift').execute();
  expect(spent.map((r) => [Number(r.quantity), Number(r.value_minor)])).toEqual(Array.from({ length: held }, () => [-1, Math.round(args.amount * 100)]));
  expect(await balanceMinor(store.db, customerId, 1)).toBe(money);
  expect(await ledgerSumMinor(store.db, customerId, 1)).toBe(money);
  return { ok, exceeded };
}
