import type { FastifyInstance } from 'fastify';
import { GetDailyReport, ok } from '@sideline/protocol';
import { registerCall } from '../../http/register';
import { ApiError } from '../../http/errors';
import { issuesToItems } from '../../http/validate';
import { CollectBody, countBatch, utcDay } from './service';
import { addDayCounts, dailyReport } from './store';

export const ANALYTICS_COLLECT_PATH = '/Analytics/Collect';
export const ANALYTICS_REPORT_PATH = GetDailyReport.path;

/**
 * First-party analytics (no third party): POST /Analytics/Collect takes a batch of page-view
 * and feature-use events (the widget's `shared/analytics`, also by `navigator.sendBeacon`),
 * derives the member from the body's Token (anonymous when absent or not a live member
 * token) and adds the batch to the UTC day's totals. GET /Analytics/DailyReport?date=YYYY-MM-DD
 * is an operator tool (`Operator-Key` header or 401): page views per route, unique members,
 * feature uses. Neither is a widget contract call, like the other operator routes.
 */
export async function analyticsPlugin(app: FastifyInstance): Promise<void> {
  const { store } = app.sideline;
  app.post(ANALYTICS_COLLECT_PATH, { config: { api: true, callName: 'Analytics.Collect' } }, async (request, reply) => {
    const parsed = CollectBody.safeParse(request.body ?? {});
    if (!parsed.success) throw ApiError.validation(issuesToItems(parsed.error));
    const token = parsed.data.Token?.trim();
    const session = token ? await app.sideline.resolveSession(token) : null;
    const customerId = session && session.isUserLogin && !session.tokenExpired ? session.customerId : null;
    const { counts, accepted } = countBatch(parsed.data.Events, utcDay(Date.now()), customerId);
    await addDayCounts(store.db, counts);
    return reply.code(200).send(ok({ Accepted: accepted, Ignored: parsed.data.Events.length - accepted }));
  });
  registerCall(app, GetDailyReport, ({ input }) => dailyReport(store.db, input.date));
}
