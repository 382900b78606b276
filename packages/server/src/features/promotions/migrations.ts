import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../../store/types';

/**
 * `0500_promotions_period`: a promotion's running period. The status a viewer sees derives
 * from it (see service.ts); rows without a period keep their stored status.
 */
export interface PromotionPeriodColumns {
  /** Epoch ms; null → no period, the stored status applies. */
  start_at: number | null;
  end_at: number | null;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the database as it was then */
export function promotionMigrations(_dialect: DialectName): Record<string, Migration> {
  return {
    '0500_promotions_period': {
      async up(db: Kysely<any>) {
        await db.schema.alterTable('promotions').addColumn('start_at', 'bigint').execute();
        await db.schema.alterTable('promotions').addColumn('end_at', 'bigint').execute();
      },
    },
  };
}
/* eslint-enable @typescript-eslint/no-explicit-any */
