import { z } from 'zod';
import { ANALYTICS_BATCH_MAX, analyticsAllowedPath } from '@sideline/protocol';
import type { DayCounts } from './store';

/** A page path as the widget sends it: no query, no fragment, at most 120 characters. */
const Route = z.string().regex(/^\/[A-Za-z0-9/_.-]{0,119}$/, 'a path like /licensee (no query string)');
/** A feature-use name: kebab-case, e.g. gift-sent, bet-placed, wheel-spun. */
const FeatureName = z.string().regex(/^[a-z][a-z0-9-]{1,39}$/, 'a kebab-case feature name');

export const AnalyticsEvent = z.discriminatedUnion('Kind', [
  z.object({ Kind: z.literal('PageView'), Route }).strict(),
  z.object({ Kind: z.literal('Feature'), Name: FeatureName, Route: Route.optional() }).strict(),
]);
export type AnalyticsEvent = z.infer<typeof AnalyticsEvent>;

/**
 * POST /Analytics/Collect body. The token travels in the body because `navigator.sendBeacon`
 * cannot set headers; the server derives the member id from it and keeps nothing else about
 * the visitor (no IP, no user agent, no raw events).
 */
export const CollectBody = z.object({
  Token: z.string().max(512).nullable().optional(),
  Events: z.array(AnalyticsEvent).min(1).max(ANALYTICS_BATCH_MAX),
}).strict();

/** The UTC day (YYYY-MM-DD) of an instant. */
export function utcDay(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

/**
 * Counts a batch per route and per feature. Events of an excluded path (admin, login,
 * live-streaming, maintenance — the widget does not send them either) are dropped.
 */
export function countBatch(events: readonly AnalyticsEvent[], day: string, customerId: number | null): { counts: DayCounts; accepted: number } {
  const pageViews = new Map<string, number>();
  const featureUses = new Map<string, number>();
  let accepted = 0;
  for (const e of events) {
    if (e.Route !== undefined && !analyticsAllowedPath(e.Route)) continue;
    accepted++;
    if (e.Kind === 'PageView') pageViews.set(e.Route, (pageViews.get(e.Route) ?? 0) + 1);
    else featureUses.set(e.Name, (featureUses.get(e.Name) ?? 0) + 1);
  }
  return { counts: { day, pageViews, featureUses, customerId }, accepted };
}
