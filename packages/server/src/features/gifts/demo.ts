import type { Store } from '../../store/types';
import { grantGiftCards } from '../wallet/index';
import { moneyTransaction } from '../wallet/index';
import { existingCustomerIds, heldGiftCardRow } from './store';

/**
 * Demo gift vouchers (tickets) so the voucher path of SendGift is visible in the demo. Given
 * once (with a 'grant' row of the voucher ledger), so vouchers used since are not given back on restart.
 * Belongs with the seed (src/seed) once the seed owner takes it over.
 */
export const DEMO_GIFT_CARDS: ReadonlyArray<{ customer_id: number; gift_id: number; quantity: number }> = [
  { customer_id: 1001, gift_id: 101, quantity: 3 },
  { customer_id: 1002, gift_id: 103, quantity: 2 },
  { customer_id: 1003, gift_id: 201, quantity: 5 },
  { customer_id: 1003, gift_id: 211, quantity: 2 },
];

export async function seedDemoGiftCards(store: Store): Promise<void> {
  const customers = new Set((await existingCustomerIds(store.db, DEMO_GIFT_CARDS.map((c) => c.customer_id))).map((c) => c.id));
  for (const card of DEMO_GIFT_CARDS.filter((c) => customers.has(c.customer_id))) {
    // Given once, through the voucher ledger (a 'grant' row); a voucher row that already
    // exists (given before, maybe used since) is left as it is.
    await moneyTransaction(store, async (trx) => {
      const held = await heldGiftCardRow(trx, card.customer_id, card.gift_id);
      if (held) return;
      await grantGiftCards(trx, {
        customerId: card.customer_id, giftId: card.gift_id, quantity: card.quantity,
        idempotencyKey: `demo-grant:${card.gift_id}`, reference: 'demo',
      });
    });
  }
}
