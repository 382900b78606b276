import type { FastifyInstance } from 'fastify';
import { GetPromotion, GetPromotionList } from '@sideline/protocol';
import { registerCall } from '../../http/register';
import { promotionList, promotionPage } from './service';

/** Promotions feature: the event list and the promotion page. */
export async function promotionsPlugin(app: FastifyInstance): Promise<void> {
  const { store } = app.sideline;
  registerCall(app, GetPromotionList, ({ input }) => promotionList(store, input.UserLanguage, Date.now()));
  registerCall(app, GetPromotion, ({ input }) => promotionPage(store, input.Id, input.UserLanguage, Date.now()));
}
