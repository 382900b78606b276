import type { Kysely, Migration } from 'kysely';

/**
 * The wheel's slots as the trading desk saved them (one row, id 1; no row: the built-in bands of
 * `prizes.ts`). `slots_json`: [{ label, multiplier, weight }] in wheel order, a prize being a
 * multiple of the spin's cost, so one setting serves every currency's cost.
 */
export interface WheelSettingsTable {
  id: number;
  slots_json: string;
  updated_at: number;
  updated_by: string;
}

declare module '../../store/schema' {
  interface Database {
    wheel_settings: WheelSettingsTable;
  }
}

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the database as it was then */
export function wheelMigrations(): Record<string, Migration> {
  return {
    // Numbered after every table of today so a database migrated before it takes it in order.
    '1831_wheel_settings': {
      async up(db: Kysely<any>) {
        await db.schema.createTable('wheel_settings')
          .addColumn('id', 'integer', (c) => c.primaryKey())
          .addColumn('slots_json', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'bigint', (c) => c.notNull())
          .addColumn('updated_by', 'text', (c) => c.notNull())
          .execute();
      },
    },
    '1832_wheel_draw_label': {
      async up(db: Kysely<any>) {
        await db.schema.alterTable('wheel_draws').addColumn('label', 'text').execute();
      },
    },
  };
}
/* eslint-enable @typescript-eslint/no-explicit-any */
