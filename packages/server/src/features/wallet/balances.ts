import type { Balance } from '@sideline/protocol';
import type { Session } from '../../http/session';
import { badRequest, unauthorized } from '../../http/errors';
import type { Store } from '../../store/types';
import { fromMinor, toMinor } from '../../store/values';
import { walletCurrencies } from '../licensee/index';
import type { IdempotentRun } from './idempotency';
import { LedgerReason, balancesMinor, credit, moneyTransaction } from './service';

/** The customer id of a logged-in session (401 otherwise). */
export function customerOf(session: Session): number {
  if (session.customerId === null) throw unauthorized('This call needs a logged-in member');
  return session.customerId;
}

/** POST /GetBalance: one entry per currency the member can hold (coin 999 and diamond 998 on the coin site). */
export async function balanceList(store: Store, session: Session): Promise<Balance[]> {
  const currencies = walletCurrencies(session);
  const minor = await balancesMinor(store.db, customerOf(session), currencies);
  return currencies.map((c) => ({ CurrencyId: c, Balance: fromMinor(minor.get(c) ?? 0) }));
}

/** POST /Demo/TopUp: the demo host site credits its member (a 'topup' ledger movement). */
export async function topUp(
  store: Store, session: Session, input: { CurrencyId: number; Amount: number }, run: IdempotentRun<{ CurrencyId: number; Balance: number }>,
): Promise<{ CurrencyId: number; Balance: number }> {
  const customerId = customerOf(session);
  if (!walletCurrencies(session).includes(input.CurrencyId)) throw badRequest('CurrencyId', `Currency ${input.CurrencyId} is not available to this member`);
  const amountMinor = toMinor(input.Amount);
  if (amountMinor <= 0) throw badRequest('Amount', 'Amount must be at least 0.01');
  return moneyTransaction(store, async (trx) => {
    const movement = await credit(trx, {
      customerId, currencyId: input.CurrencyId, amountMinor, reason: LedgerReason.TopUp,
      idempotencyKey: run.ledgerKey(), reference: 'demo-top-up',
    });
    const result = { CurrencyId: input.CurrencyId, Balance: fromMinor(movement.balanceAfterMinor) };
    await run.complete(trx, result);
    return result;
  });
}
