import type { FastifyInstance } from 'fastify';
import { GetLuckyBoxInfo, PurchaseLuckyBox } from '@sideline/protocol';
import { registerCall } from '../../http/register';
import { serviceDeps } from '../../http/context';
import { withIdempotency } from '../wallet/index';
import { secureRandom } from './draw';
import type { Random } from './draw';
import { luckyBoxInfo, purchaseLuckyBox } from './service';
import { gamblingGuard } from '../responsible-gambling/index';

/** Lucky-box feature: the box list and the (paid, idempotent) purchase with a server-side draw. */
export function createLuckyBoxPlugin(options: { random?: Random } = {}) {
  return async function luckyBoxPlugin(app: FastifyInstance): Promise<void> {
    const { store } = app.sideline;
    const deps = { ...serviceDeps(app), random: options.random ?? secureRandom };
    app.addHook('preHandler', gamblingGuard(app)); // responsible gambling: lucky boxes
    registerCall(app, GetLuckyBoxInfo, async ({ input }) => ({ LuckyBoxInfo: await luckyBoxInfo(store, input.CurrencyId, input.UserLanguage) }));
    registerCall(app, PurchaseLuckyBox, (ctx) =>
      withIdempotency(ctx, PurchaseLuckyBox.name, (run) => purchaseLuckyBox(deps, ctx.requireSession(), ctx.input, run)));
  };
}

/** The plugin with cryptographic draws (features/index.ts). */
export const luckyBoxPlugin = createLuckyBoxPlugin();
