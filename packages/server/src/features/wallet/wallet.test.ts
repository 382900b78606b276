import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from '@sideline/protocol';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/errors';
import { registerCall } from '../../http/register';
import { makeTestApp } from '../../testing/app';
import type { TestApp } from '../../testing/app';
import { canonicalJson, forgetAttempt, requestHash, withIdempotency } from './idempotency';
import { deleteIdempotency } from './store';
import { InsufficientFundsError, LedgerReason, balanceMinor, credit, debit, ledgerSumMinor, moneyTransaction, transfer } from './service';

/** A paid test call whose handler the test steers (slow, failing, refusing). */
const TestPaid = defineCall({
  name: 'TestPaid', method: 'POST', path: '/Test/Paid', headers: { auth: 'required', extraHeaders: ['Idempotency-Key'] },
  request: z.object({ Amount: z.number(), Mode: z.enum(['ok', 'slow', 'boom', 'refuse']) }), result: z.object({ Balance: z.number(), Run: z.number() }),
  feature: 'wallet', paid: true, summary: 'test only',
});
let runs = 0;
let release: (() => void) | null = null;

async function testPlugin(app: FastifyInstance): Promise<void> {
  const { store } = app.sideline;
  registerCall(app, TestPaid, (ctx) => withIdempotency(ctx, 'TestPaid', async (run) => {
    const n = ++runs;
    if (ctx.input.Mode === 'slow') await new Promise<void>((r) => { release = r; });
    if (ctx.input.Mode === 'boom') throw new Error('handler crashed');
    if (ctx.input.Mode === 'refuse') throw new ApiError(400, 'Nope', 'refused', 200);
    return moneyTransaction(store, async (trx) => {
      const m = await debit(trx, { customerId: ctx.requireSession().customerId!, currencyId: 1, amountMinor: Math.round(ctx.input.Amount * 100), reason: LedgerReason.Bet, idempotencyKey: run.ledgerKey() });
      const answer = { Balance: m.balanceAfterMinor / 100, Run: n };
      await run.complete(trx, answer);
      return answer;
    });
  }, { waitMs: ctx.header('X-Wait') ? Number(ctx.header('X-Wait')) : 0 }));
}

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ features: [testPlugin] });
});
afterAll(() => t.close());
const store = () => t.app.sideline.store;

describe('wallet service', () => {
  it('debit and credit write a ledger row with the new balance; the ledger sums to the balance', async () => {
    const start = await balanceMinor(store().db, 1001, 1);
    const d = await moneyTransaction(store(), (trx) => debit(trx, { customerId: 1001, currencyId: 1, amountMinor: 250, reason: 'bet', idempotencyKey: 'svc-d1', matchId: 7, reference: 'bet:1' }));
    expect(d).toMatchObject({ amountMinor: -250, balanceAfterMinor: start - 250, replayed: false });
    const c = await moneyTransaction(store(), (trx) => credit(trx, { customerId: 1001, currencyId: 1, amountMinor: 1000, reason: 'bet-payout', idempotencyKey: 'svc-c1' }));
    expect(c.balanceAfterMinor).toBe(start + 750);
    expect(await ledgerSumMinor(store().db, 1001, 1)).toBe(start + 750);
  });

  it('a ledger key moves money once; reused for another amount it is refused', async () => {
    const once = () => moneyTransaction(store(), (trx) => debit(trx, { customerId: 1001, currencyId: 1, amountMinor: 100, reason: 'wheel', idempotencyKey: 'svc-once' }));
    const a = await once();
    const b = await once();
    expect(b).toMatchObject({ ledgerId: a.ledgerId, balanceAfterMinor: a.balanceAfterMinor, replayed: true });
    await expect(moneyTransaction(store(), (trx) => debit(trx, { customerId: 1001, currencyId: 1, amountMinor: 101, reason: 'wheel', idempotencyKey: 'svc-once' })))
      .rejects.toMatchObject({ code: 409 });
  });

  it('insufficient funds: throws, moves nothing, rolls back the whole transaction', async () => {
    const start = await balanceMinor(store().db, 1005, 1);
    const attempt = moneyTransaction(store(), async (trx) => {
      await credit(trx, { customerId: 1005, currencyId: 1, amountMinor: 1, reason: 'topup', idempotencyKey: 'svc-rb' });
      return debit(trx, { customerId: 1005, currencyId: 1, amountMinor: start + 1000, reason: 'bet', idempotencyKey: 'svc-big' });
    });
    await expect(attempt).rejects.toBeInstanceOf(InsufficientFundsError);
    expect(await balanceMinor(store().db, 1005, 1)).toBe(start);
    expect(await store().db.selectFrom('ledger').select('id').where('idempotency_key', '=', 'svc-rb').execute()).toEqual([]);
    await expect(moneyTransaction(store(), (trx) => debit(trx, { customerId: 1005, currencyId: 1, amountMinor: 0, reason: 'bet', idempotencyKey: 'svc-0' }))).rejects.toThrow(/positive/);
  });

  it('transfer: a debit and a credit together, or neither', async () => {
    const a = await balanceMinor(store().db, 1002, 1);
    const b = await balanceMinor(store().db, 1004, 1);
    const r = await moneyTransaction(store(), (trx) => transfer(trx, { fromCustomerId: 1002, toCustomerId: 1004, currencyId: 1, amountMinor: 500, reason: 'gift', idempotencyKey: 'svc-tr' }));
    expect([r.debit.balanceAfterMinor, r.credit.balanceAfterMinor]).toEqual([a - 500, b + 500]);
    await expect(moneyTransaction(store(), (trx) => transfer(trx, { fromCustomerId: 1004, toCustomerId: 1002, currencyId: 1, amountMinor: 10_000_000, reason: 'gift', idempotencyKey: 'svc-tr2' })))
      .rejects.toBeInstanceOf(InsufficientFundsError);
    expect(await balanceMinor(store().db, 1002, 1)).toBe(a - 500);
    expect(await ledgerSumMinor(store().db, 1004, 1)).toBe(b + 500);
  });
});

describe('withIdempotency', () => {
  const call = async (token: string, key: string, body: object, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'POST', url: '/Test/Paid', payload: body, headers: { Token: token, 'Idempotency-Key': key, ...headers } });
    return { status: res.statusCode, body: res.json(), replayed: res.headers['idempotent-replayed'] };
  };

  it('hashes bodies canonically', () => {
    expect(canonicalJson({ b: 1, a: [{ y: 2, x: 1 }] })).toBe('{"a":[{"x":1,"y":2}],"b":1}');
    expect(requestHash('X', { a: 1, b: 2 })).toBe(requestHash('X', { b: 2, a: 1 }));
    expect(requestHash('X', { a: 1 })).not.toBe(requestHash('Y', { a: 1 }));
  });

  it('a retry gets the first answer (the handler ran once); another body → 409', async () => {
    const token = await t.login('vip5');
    const first = await call(token, 'idem-1', { Amount: 1, Mode: 'ok' });
    const again = await call(token, 'idem-1', { Mode: 'ok', Amount: 1 });
    expect(again.body).toEqual(first.body);
    expect(again.replayed).toBe('true');
    const other = await call(token, 'idem-1', { Amount: 2, Mode: 'ok' });
    expect(other.status).toBe(409);
    expect(other.body.Error[0]).toMatchObject({ Field: 'Idempotency-Key', Message: expect.stringContaining('different request') });
  });

  it('keys are scoped per customer: another member may use the same key', async () => {
    const a = await call(await t.login('vip5'), 'shared-key', { Amount: 1, Mode: 'ok' });
    const b = await call(await t.login('member'), 'shared-key', { Amount: 1, Mode: 'ok' });
    expect(a.body.Result.Run).not.toBe(b.body.Result.Run);
  });

  it('while the first still runs a retry gets 409; after it finishes the retry replays', async () => {
    const token = await t.login('vip5');
    const slow = call(token, 'idem-slow', { Amount: 1, Mode: 'slow' });
    while (!release) await new Promise((r) => setTimeout(r, 5));
    const during = await call(token, 'idem-slow', { Amount: 1, Mode: 'slow' });
    expect(during.status).toBe(409);
    expect(during.body.Error[0].Message).toMatch(/still being processed/);
    const waiting = call(token, 'idem-slow', { Amount: 1, Mode: 'slow' }, { 'X-Wait': '3000' });
    await new Promise((r) => setTimeout(r, 50));
    release!();
    release = null;
    const done = await slow;
    expect(done.status).toBe(200);
    expect((await waiting).body).toEqual(done.body);
  });

  it('refusals are replayed; crashes are forgotten so the same key can run again', async () => {
    const token = await t.login('vip5');
    const refused = await call(token, 'idem-refuse', { Amount: 1, Mode: 'refuse' });
    expect(refused.body.Error[0]).toEqual({ Field: 'Nope', Message: 'refused' });
    const before = runs;
    expect((await call(token, 'idem-refuse', { Amount: 1, Mode: 'refuse' })).body).toEqual(refused.body);
    expect(runs).toBe(before);
    expect((await call(token, 'idem-boom', { Amount: 1, Mode: 'boom' })).status).toBe(500);
    const row = await store().db.selectFrom('idempotency_requests').selectAll().where('idem_key', '=', 'idem-boom').execute();
    expect(row).toEqual([]);
  });

  it('takes over a record left running by a dead process (the ledger key keeps money safe)', async () => {
    const token = await t.login('vip5');
    const before = await balanceMinor(store().db, 1002, 1);
    await store().db.insertInto('idempotency_requests').values({
      customer_id: 1002, call_name: 'TestPaid', idem_key: 'idem-stale', request_hash: requestHash('TestPaid', { Amount: 1, Mode: 'ok' }),
      status: 'running', http_status: null, answer_json: null, created_at: 0, updated_at: 0,
    }).execute();
    const r = await call(token, 'idem-stale', { Amount: 1, Mode: 'ok' });
    expect(r.status).toBe(200);
    expect(r.body.Code).toBe(200);
    // The money moved once, and the answer tells the balance it left.
    expect(await balanceMinor(store().db, 1002, 1)).toBe(before - 100);
    expect(r.body.Result.Balance).toBe((before - 100) / 100);
    const moves = await store().db.selectFrom('ledger').select('amount_minor').where('idempotency_key', '=', 'TestPaid:idem-stale').execute();
    expect(moves.map((m) => Number(m.amount_minor))).toEqual([-100]);
    // The record is taken over and finished with that answer: a retry replays it, moving nothing.
    const record = await store().db.selectFrom('idempotency_requests').selectAll()
      .where('customer_id', '=', 1002).where('idem_key', '=', 'idem-stale').executeTakeFirstOrThrow();
    expect(record).toMatchObject({ status: 'done', http_status: 200 });
    expect(Number(record.updated_at)).toBeGreaterThan(0);
    const retry = await call(token, 'idem-stale', { Amount: 1, Mode: 'ok' });
    expect(retry.replayed).toBe('true');
    expect(retry.body).toEqual(r.body);
    expect(await balanceMinor(store().db, 1002, 1)).toBe(before - 100);
  });

  it("forgets a failed attempt once the store is back, not only after the record goes stale (the chaos suite's PostgreSQL cut)", async () => {
    let calls = 0;
    let forgotten!: () => void;
    const done = new Promise<void>((resolve) => { forgotten = resolve; });
    // The store is away for the first two tries.
    await forgetAttempt(async () => {
      calls += 1;
      if (calls < 3) throw new Error('Connection terminated unexpectedly');
      forgotten();
    }, 60_000, 10);
    await done;
    expect(calls).toBe(3);
    // Past its time it stops trying (the record then counts as abandoned).
    let late = 0;
    await forgetAttempt(async () => { late += 1; throw new Error('down'); }, 0, 10);
    await new Promise((r) => setTimeout(r, 50));
    expect(late).toBe(1);
  });

  it('forgets only its own claim: a record another request has since taken over stays', async () => {
    const row = (key: string, at: number) => ({
      customer_id: 1002, call_name: 'TestPaid', idem_key: key, request_hash: 'h', status: 'running', http_status: null, answer_json: null, created_at: at, updated_at: at,
    });
    await store().db.insertInto('idempotency_requests').values([row('idem-mine', 1000), row('idem-taken', 2000)]).execute();
    await deleteIdempotency(store().db, 1002, 'TestPaid', 'idem-mine', 1000);
    await deleteIdempotency(store().db, 1002, 'TestPaid', 'idem-taken', 1000);
    const left = await store().db.selectFrom('idempotency_requests').select('idem_key').where('idem_key', 'in', ['idem-mine', 'idem-taken']).execute();
    expect(left.map((r) => r.idem_key)).toEqual(['idem-taken']);
  });
});
