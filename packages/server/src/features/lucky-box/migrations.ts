import type { Kysely, Migration } from 'kysely';
import './tables';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the database as it was then */
export function luckyBoxMigrations(): Record<string, Migration> {
  return {
    // The back office's lucky-box fields (spec "Lucky box: name, gift name, probability percent,
    // gift amount, best gift"; states locked / unlocked / expired). Locked is `status` 0.
    '1871_lucky_box_admin': {
      async up(db: Kysely<any>) {
        await db.schema.alterTable('lucky_boxes').addColumn('best_gift_id', 'integer').execute();
        await db.schema.alterTable('lucky_boxes').addColumn('expires_at', 'bigint').execute();
        await db.schema.alterTable('lucky_boxes').addColumn('updated_at', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
      },
    },
  };
}
