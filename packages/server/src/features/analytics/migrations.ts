import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../../store/types';

/**
 * First-party analytics, aggregated per UTC day as events arrive (no raw event log is kept):
 * page views per route, feature uses per feature name, and the distinct members seen that
 * day (the member id the server derived from the token; anonymous visitors are not listed).
 */
export interface AnalyticsPageViewsTable {
  /** UTC day, YYYY-MM-DD. */
  day: string;
  route: string;
  views: number;
}

export interface AnalyticsFeatureUsesTable {
  day: string;
  feature: string;
  uses: number;
}

export interface AnalyticsViewersTable {
  day: string;
  customer_id: number;
}

declare module '../../store/schema' {
  interface Database {
    analytics_page_views: AnalyticsPageViewsTable;
    analytics_feature_uses: AnalyticsFeatureUsesTable;
    analytics_viewers: AnalyticsViewersTable;
  }
}

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the database as it was then */
export function analyticsMigrations(_dialect: DialectName): Record<string, Migration> {
  return {
    '0700_analytics_daily': {
      async up(db: Kysely<any>) {
        await db.schema.createTable('analytics_page_views')
          .addColumn('day', 'text', (c) => c.notNull())
          .addColumn('route', 'text', (c) => c.notNull())
          .addColumn('views', 'integer', (c) => c.notNull())
          .addPrimaryKeyConstraint('analytics_page_views_pk', ['day', 'route'])
          .execute();
        await db.schema.createTable('analytics_feature_uses')
          .addColumn('day', 'text', (c) => c.notNull())
          .addColumn('feature', 'text', (c) => c.notNull())
          .addColumn('uses', 'integer', (c) => c.notNull())
          .addPrimaryKeyConstraint('analytics_feature_uses_pk', ['day', 'feature'])
          .execute();
        await db.schema.createTable('analytics_viewers')
          .addColumn('day', 'text', (c) => c.notNull())
          .addColumn('customer_id', 'integer', (c) => c.notNull())
          .addPrimaryKeyConstraint('analytics_viewers_pk', ['day', 'customer_id'])
          .execute();
      },
    },
  };
}
/* eslint-enable @typescript-eslint/no-explicit-any */
