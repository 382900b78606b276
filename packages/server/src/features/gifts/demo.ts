import type { Store } from '../../store/types';

/**
 * Demo gift vouchers (tickets) so the voucher path of SendGift is visible in the demo. Inserted
 * once ("on conflict do nothing"), so vouchers used since are not given back on restart.
 * Belongs with the seed (src/seed) once the seed owner takes it over.
 */
export const DEMO_GIFT_CARDS: ReadonlyArray<{ customer_id: number; gift_id: number; quantity: number }> = [
  { customer_id: 1001, gift_id: 101, quantity: 3 },
  { customer_id: 1002, gift_id: 103, quantity: 2 },
  { customer_id: 1003, gift_id: 201, quantity: 5 },
  { customer_id: 1003, gift_id: 211, quantity: 2 },
];

export async function seedDemoGiftCards(store: Store): Promise<void> {
  const customers = new Set((await store.db.selectFrom('customers').select('id')
    .where('id', 'in', DEMO_GIFT_CARDS.map((c) => c.customer_id)).execute()).map((c) => c.id));
  const rows = DEMO_GIFT_CARDS.filter((c) => customers.has(c.customer_id));
  if (rows.length === 0) return;
  await store.db.insertInto('gift_cards').values(rows).onConflict((oc) => oc.doNothing()).execute();
}
