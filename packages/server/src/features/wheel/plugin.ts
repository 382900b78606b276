import type { FastifyInstance } from 'fastify';
import { CheckSupportWheelCurrency, GetIsWheelOn, GetWheelInfo, OperatorSetWheelOpen, SpinWheel } from '@sideline/protocol';
import { registerCall } from '../../http/register';
import { serviceDeps } from '../../http/context';
import { withIdempotency } from '../wallet/index';
import { bettingRuntime } from '../betting/index';
import { isCurrencySupported, isWheelOn, setWheelOpen, spinWheel, wheelInfo } from './service';
import { gamblingGuard } from '../responsible-gambling/index';

export const SET_WHEEL_OPEN_PATH = OperatorSetWheelOpen.path;

/**
 * The prize wheel: POST /GetWheelInfo, /GetIsWheelOn, /Streamer/CheckSupportWheelCurrency,
 * /SpinWheel (paid, idempotent), and the operator's POST /Operator/Wheel/SetOpen
 * ({ AnchorId? (0/absent = all), IsOpen } → ChangeWheelOpen push).
 */
export async function wheelPlugin(app: FastifyInstance): Promise<void> {
  const { store } = app.sideline;
  const rt = bettingRuntime(app.sideline);
  app.addHook('preHandler', gamblingGuard(app)); // responsible gambling: the wheel
  registerCall(app, GetWheelInfo, ({ session, input }) => wheelInfo(store, session, input.UserLanguage));
  registerCall(app, GetIsWheelOn, async ({ input }) => ({ IsWheelOn: await isWheelOn(store, input.AnchorId) }));
  registerCall(app, CheckSupportWheelCurrency, async ({ requireSession }) => {
    const session = requireSession();
    return { IsSupport: await isCurrencySupported(store, session, session.currencyId) };
  });
  registerCall(app, SpinWheel, (ctx) => withIdempotency(ctx, 'SpinWheel', (run) => spinWheel({ ...serviceDeps(app), rt }, ctx.requireSession(), ctx.input, run)));
  registerCall(app, OperatorSetWheelOpen, async ({ input }) => ({ AnchorId: input.AnchorId ?? 0, IsOpen: input.IsOpen, ...await setWheelOpen(serviceDeps(app), input.AnchorId ?? 0, input.IsOpen) }));
}
