import type { FastifyInstance } from 'fastify';
import { GetGiftById, GetGiftInfo, GetJiooGiftCard, SendGift, SendProfitShare, SendWishCoin } from '@sideline/protocol';
import { registerCall } from '../../http/register';
import { serviceDeps } from '../../http/context';
import { withIdempotency } from '../wallet/index';
import { giftById, giftCardItems, giftInfo, sendGift, sendProfitShare, sendWishCoin } from './service';
import { seedDemoGiftCards } from './demo';
import { gamblingGuard } from '../responsible-gambling/index';

/** Gifts feature: catalogue, vouchers, SendGift, SendWishCoin, SendProfitShare (paid, idempotent). */
export async function giftsPlugin(app: FastifyInstance): Promise<void> {
  const { store, config } = app.sideline;
  if (config.seed) await seedDemoGiftCards(store);
  const deps = serviceDeps(app);
  app.addHook('preHandler', gamblingGuard(app)); // responsible gambling: paid gifts, wish coin, profit share

  registerCall(app, GetGiftInfo, async ({ session, input }) => ({
    GiftInfo: await giftInfo(store, session, input.CurrencyIds, input.UserLanguage),
  }));
  registerCall(app, GetGiftById, async ({ session, input }) => ({
    GiftInfo: await giftById(store, session, input.GiftId, input.CurrencyId, input.UserLanguage),
  }));
  registerCall(app, GetJiooGiftCard, async ({ requireSession }) => ({ JiooLiveBackpackItems: await giftCardItems(store, requireSession()) }));

  registerCall(app, SendGift, (ctx) =>
    withIdempotency(ctx, SendGift.name, (run) => sendGift(deps, ctx.requireSession(), ctx.input, run)));
  registerCall(app, SendWishCoin, (ctx) =>
    withIdempotency(ctx, SendWishCoin.name, (run) => sendWishCoin(deps, ctx.requireSession(), ctx.input, run)));
  registerCall(app, SendProfitShare, (ctx) =>
    withIdempotency(ctx, SendProfitShare.name, (run) => sendProfitShare(deps, ctx.requireSession(), ctx.input, run)));
}
