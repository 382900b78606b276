import type { Kysely } from 'kysely';
import type { Database } from '../../store/schema';

/** One ingest batch, already counted per route and per feature. */
export interface DayCounts {
  day: string;
  pageViews: ReadonlyMap<string, number>;
  featureUses: ReadonlyMap<string, number>;
  /** The member the token names; null for anonymous visitors. */
  customerId: number | null;
}

/**
 * Adds a batch to the day's totals. Each row is an upsert that adds to the stored count, so
 * concurrent batches never lose an increment (SQLite and PostgreSQL both run ON CONFLICT).
 */
export async function addDayCounts(db: Kysely<Database>, counts: DayCounts): Promise<void> {
  const { day } = counts;
  for (const [route, n] of counts.pageViews) {
    await db.insertInto('analytics_page_views').values({ day, route, views: n })
      .onConflict((oc) => oc.columns(['day', 'route']).doUpdateSet((eb) => ({ views: eb('analytics_page_views.views', '+', n) })))
      .execute();
  }
  for (const [feature, n] of counts.featureUses) {
    await db.insertInto('analytics_feature_uses').values({ day, feature, uses: n })
      .onConflict((oc) => oc.columns(['day', 'feature']).doUpdateSet((eb) => ({ uses: eb('analytics_feature_uses.uses', '+', n) })))
      .execute();
  }
  if (counts.customerId !== null && (counts.pageViews.size > 0 || counts.featureUses.size > 0)) {
    await db.insertInto('analytics_viewers').values({ day, customer_id: counts.customerId })
      .onConflict((oc) => oc.columns(['day', 'customer_id']).doNothing())
      .execute();
  }
}

export interface DailyReport {
  Date: string;
  PageViews: { Route: string; Views: number }[];
  TotalPageViews: number;
  UniqueViewers: number;
  FeatureUses: { Feature: string; Uses: number }[];
}

/** The day's totals: page views per route (most first), distinct members, feature uses (most first). */
export async function dailyReport(db: Kysely<Database>, day: string): Promise<DailyReport> {
  const [views, uses, viewers] = await Promise.all([
    db.selectFrom('analytics_page_views').select(['route', 'views']).where('day', '=', day).orderBy('views', 'desc').orderBy('route').execute(),
    db.selectFrom('analytics_feature_uses').select(['feature', 'uses']).where('day', '=', day).orderBy('uses', 'desc').orderBy('feature').execute(),
    db.selectFrom('analytics_viewers').select((eb) => eb.fn.countAll<string | number>().as('n')).where('day', '=', day).executeTakeFirst(),
  ]);
  const PageViews = views.map((r) => ({ Route: r.route, Views: Number(r.views) }));
  return {
    Date: day,
    PageViews,
    TotalPageViews: PageViews.reduce((sum, r) => sum + r.Views, 0),
    UniqueViewers: Number(viewers?.n ?? 0),
    FeatureUses: uses.map((r) => ({ Feature: r.feature, Uses: Number(r.uses) })),
  };
}
