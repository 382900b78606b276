import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../../store/types';

/** A site's jurisdiction profile (JSON of the protocol's JurisdictionProfile). No row = 'none'. */
export interface RgSiteProfilesTable {
  site_id: number;
  profile: string;
  updated_at: number;
}

/** A player's responsible-gambling state as the operator's back end last set it. No row = nothing restricted. */
export interface RgPlayerStatesTable {
  customer_id: number;
  self_excluded: number;
  /** Epoch ms, or null. */
  timed_out_until: number | null;
  limit_reached: number;
  age_verified: number;
  updated_at: number;
}

declare module '../../store/schema' {
  interface Database {
    rg_site_profiles: RgSiteProfilesTable;
    rg_player_states: RgPlayerStatesTable;
  }
}

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the database as it was then */
export function responsibleGamblingMigrations(_dialect: DialectName): Record<string, Migration> {
  return {
    '0800_responsible_gambling': {
      async up(db: Kysely<any>) {
        await db.schema.createTable('rg_site_profiles')
          .addColumn('site_id', 'integer', (c) => c.primaryKey())
          .addColumn('profile', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'bigint', (c) => c.notNull())
          .execute();
        await db.schema.createTable('rg_player_states')
          .addColumn('customer_id', 'integer', (c) => c.primaryKey())
          .addColumn('self_excluded', 'integer', (c) => c.notNull())
          .addColumn('timed_out_until', 'bigint')
          .addColumn('limit_reached', 'integer', (c) => c.notNull())
          .addColumn('age_verified', 'integer', (c) => c.notNull())
          .addColumn('updated_at', 'bigint', (c) => c.notNull())
          .execute();
      },
    },
  };
}
/* eslint-enable @typescript-eslint/no-explicit-any */
