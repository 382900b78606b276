import type { FastifyInstance } from 'fastify';
import { DemoTopUp, GetBalance } from '@sideline/protocol';
import { registerCall } from '../../http/register';
import { balanceList, topUp } from './balances';
import { pruneIdempotencyRecords, withIdempotency } from './idempotency';

/** Wallet feature: POST /GetBalance and the demo site's top-up (POST /Demo/TopUp, idempotent). */
export async function walletPlugin(app: FastifyInstance): Promise<void> {
  const { store } = app.sideline;
  registerCall(app, GetBalance, async ({ requireSession }) => ({ BalanceList: await balanceList(store, requireSession()) }));
  registerCall(app, DemoTopUp, (ctx) =>
    withIdempotency(ctx, DemoTopUp.name, (run) => topUp(store, ctx.requireSession(), ctx.input, run)));

  // Stored answers are kept 24 h, then pruned hourly.
  const timer = setInterval(() => {
    pruneIdempotencyRecords(store).catch((err: unknown) => app.log.error({ err }, 'pruning idempotency records failed'));
  }, 3600_000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
