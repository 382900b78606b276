import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../../store/types';

/**
 * `programme_presence`: who is in an entertainment programme (EnterProgram/LeaveProgram). One
 * row per programme and viewer (`viewer_key` 'c:<customerId>' for members, 't:<token hash>' for
 * anonymous visitors); `left_at` null while present.
 */
export interface ProgrammePresenceTable {
  event_id: number;
  viewer_key: string;
  customer_id: number | null;
  entered_at: number;
  left_at: number | null;
}

declare module '../../store/schema' {
  interface Database {
    programme_presence: ProgrammePresenceTable;
  }
}

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the database as it was then */
export function programmeMigrations(_dialect: DialectName): Record<string, Migration> {
  return {
    '0510_programmes_presence': {
      async up(db: Kysely<any>) {
        await db.schema.createTable('programme_presence')
          .addColumn('event_id', 'integer', (c) => c.notNull())
          .addColumn('viewer_key', 'text', (c) => c.notNull())
          .addColumn('customer_id', 'integer')
          .addColumn('entered_at', 'bigint', (c) => c.notNull())
          .addColumn('left_at', 'bigint')
          .addPrimaryKeyConstraint('programme_presence_pk', ['event_id', 'viewer_key'])
          .execute();
      },
    },
  };
}
/* eslint-enable @typescript-eslint/no-explicit-any */
