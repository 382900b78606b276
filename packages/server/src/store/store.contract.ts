import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from './types';

/**
 * The contract every store must keep, run against SQLite (`store.test.ts`) and PostgreSQL
 * (`store.scale.test.ts`). `open` gives a fresh, migrated, empty store; `cleanup` drops it.
 */
export function storeContractSuite(name: string, open: () => Promise<Store>, cleanup?: () => Promise<void>): void {
  describe(`store contract: ${name}`, () => {
    let store: Store;
    beforeAll(async () => {
      store = await open();
      await store.db.insertInto('sites').values({
        id: 1, name: 'Contract', group_name: 'g1', kind: 'licensee', default_currency_id: 20,
        can_update_nickname: 1, is_allow_send_gift: 1, is_allow_showing_ticket: 1, enable_single_wallet: 0, watch_time_limit: 0,
      }).execute();
      await store.db.insertInto('customers').values({
        id: 1, site_id: 1, licensee_user_name: 'u1', nickname: 'N', nickname_color: 1, currency_id: 20,
        vip: 0, language: 'en', odds_type: 3, is_muted: 0, is_bot: 0, created_at: Date.now(),
      }).execute();
    });
    afterAll(async () => {
      await store?.close();
      await cleanup?.();
    });

    it('migrates idempotently', async () => {
      await store.migrate();
      await store.migrate();
      const sites = await store.db.selectFrom('sites').selectAll().execute();
      expect(sites).toHaveLength(1);
    });

    it('returns bigint columns as numbers and keeps epoch milliseconds exact', async () => {
      const t = 1_767_225_600_123;
      await store.db.insertInto('tokens').values({
        token: 'tk-1', customer_id: 1, site_id: 1, language: 'en', created_at: t, expires_at: t + 1000, revoked: 0,
      }).execute();
      const row = await store.db.selectFrom('tokens').selectAll().where('token', '=', 'tk-1').executeTakeFirstOrThrow();
      expect(row.expires_at).toBe(t + 1000);
      expect(typeof row.expires_at).toBe('number');
    });

    it('ignores a conflicting insert with onConflict doNothing', async () => {
      const values = { site_id: 1, name: 'EnabledGV', value_json: 'true' };
      await store.db.insertInto('feature_settings').values(values).onConflict((oc) => oc.doNothing()).execute();
      await store.db.insertInto('feature_settings').values({ ...values, value_json: 'false' }).onConflict((oc) => oc.doNothing()).execute();
      const rows = await store.db.selectFrom('feature_settings').selectAll().where('site_id', '=', 1).execute();
      expect(rows).toEqual([values]);
    });

    it('rolls a failed transaction back completely', async () => {
      await expect(store.transaction(async (trx) => {
        await trx.insertInto('wallets').values({ customer_id: 1, currency_id: 7, balance_minor: 500 }).execute();
        throw new Error('boom');
      })).rejects.toThrow('boom');
      const w = await store.db.selectFrom('wallets').selectAll().where('currency_id', '=', 7).execute();
      expect(w).toEqual([]);
    });

    it('serialises concurrent read-modify-write transactions (ledger sums to balance)', async () => {
      await store.db.insertInto('wallets').values({ customer_id: 1, currency_id: 20, balance_minor: 0 }).execute();
      const credit = (i: number) => store.transaction(async (trx) => {
        const w = await trx.selectFrom('wallets').select('balance_minor')
          .where('customer_id', '=', 1).where('currency_id', '=', 20).executeTakeFirstOrThrow();
        const next = w.balance_minor + 100;
        await trx.updateTable('wallets').set({ balance_minor: next })
          .where('customer_id', '=', 1).where('currency_id', '=', 20).execute();
        await trx.insertInto('ledger').values({
          customer_id: 1, currency_id: 20, amount_minor: 100, balance_after_minor: next,
          reason: 'contract', idempotency_key: `k-${i}`, created_at: Date.now(),
        }).execute();
      });
      await Promise.all(Array.from({ length: 20 }, (_, i) => credit(i)));
      const w = await store.db.selectFrom('wallets').select('balance_minor')
        .where('customer_id', '=', 1).where('currency_id', '=', 20).executeTakeFirstOrThrow();
      const sum = await store.db.selectFrom('ledger').select((eb) => eb.fn.sum<number>('amount_minor').as('total'))
        .where('customer_id', '=', 1).where('currency_id', '=', 20).executeTakeFirstOrThrow();
      expect(w.balance_minor).toBe(2000);
      expect(Number(sum.total)).toBe(2000);
    });

    it('refuses a second ledger row with the same idempotency key', async () => {
      const row = {
        customer_id: 1, currency_id: 20, amount_minor: 1, balance_after_minor: 1,
        reason: 'dup', idempotency_key: 'same', created_at: Date.now(),
      };
      await store.db.insertInto('ledger').values(row).execute();
      await expect(store.db.insertInto('ledger').values(row).execute()).rejects.toThrow();
    });

    it('generates increasing ledger ids and returns them', async () => {
      const a = await store.db.insertInto('ledger').values({
        customer_id: 1, currency_id: 21, amount_minor: 5, balance_after_minor: 5, reason: 'x', idempotency_key: null, created_at: 1,
      }).returning('id').executeTakeFirstOrThrow();
      const b = await store.db.insertInto('ledger').values({
        customer_id: 1, currency_id: 21, amount_minor: 5, balance_after_minor: 10, reason: 'x', idempotency_key: null, created_at: 2,
      }).returning('id').executeTakeFirstOrThrow();
      expect(Number(b.id)).toBeGreaterThan(Number(a.id));
    });

    it('enforces foreign keys', async () => {
      await expect(store.db.insertInto('tokens').values({
        token: 'orphan', customer_id: 999, site_id: 1, language: 'en', created_at: 0, expires_at: 0, revoked: 0,
      }).execute()).rejects.toThrow();
    });
  });
}
