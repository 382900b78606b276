import type { Generated, Kysely, Migration } from 'kysely';
import type { DialectName } from '../../store/types';

/** Staff accounts of the back office. `password_hash` is an argon2id PHC string. */
export interface StaffUsersTable {
  id: Generated<number>;
  /** Lower-cased. */
  email: string;
  display_name: string;
  role: string;
  password_hash: string;
  is_disabled: number;
  created_at: number;
  last_login_at: number | null;
  /** 1 when the password was generated at first start and printed once. */
  must_change_password: number;
}

/**
 * Staff sessions, in the database so every node shares them. The cookie holds the random
 * session secret; only its SHA-256 (`id_hash`) is stored, so a database read does not yield
 * usable cookies. `csrf_token` is sent back in the X-CSRF-Token header of every POST.
 */
export interface StaffSessionsTable {
  id_hash: string;
  staff_id: number;
  csrf_token: string;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  ip: string | null;
}

/** The audit log: append-only (no code path updates or deletes a row). */
export interface StaffAuditTable {
  id: Generated<number>;
  at: number;
  staff_id: number | null;
  staff_email: string;
  action: string;
  target: string;
  before_json: string | null;
  after_json: string | null;
  reason: string | null;
  ip: string | null;
}

declare module '../../store/schema' {
  interface Database {
    staff_users: StaffUsersTable;
    staff_sessions: StaffSessionsTable;
    staff_audit: StaffAuditTable;
  }
}

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the database as it was then */
export function staffMigrations(dialect: DialectName): Record<string, Migration> {
  const serial = (t: any) => (dialect === 'postgres'
    ? t.addColumn('id', 'bigserial', (c: any) => c.primaryKey())
    : t.addColumn('id', 'integer', (c: any) => c.primaryKey().autoIncrement()));
  return {
    '1800_staff_tables': {
      async up(db: Kysely<any>) {
        await serial(db.schema.createTable('staff_users'))
          .addColumn('email', 'text', (c: any) => c.notNull().unique())
          .addColumn('display_name', 'text', (c: any) => c.notNull())
          .addColumn('role', 'text', (c: any) => c.notNull())
          .addColumn('password_hash', 'text', (c: any) => c.notNull())
          .addColumn('is_disabled', 'integer', (c: any) => c.notNull().defaultTo(0))
          .addColumn('created_at', 'bigint', (c: any) => c.notNull())
          .addColumn('last_login_at', 'bigint')
          .addColumn('must_change_password', 'integer', (c: any) => c.notNull().defaultTo(0))
          .execute();
        await db.schema.createTable('staff_sessions')
          .addColumn('id_hash', 'text', (c) => c.primaryKey())
          .addColumn('staff_id', 'bigint', (c) => c.notNull())
          .addColumn('csrf_token', 'text', (c) => c.notNull())
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
          .addColumn('expires_at', 'bigint', (c) => c.notNull())
          .addColumn('ip', 'text')
          .execute();
        await db.schema.createIndex('staff_sessions_staff').on('staff_sessions').column('staff_id').execute();
        await db.schema.createIndex('staff_sessions_csrf').on('staff_sessions').column('csrf_token').execute();
        await serial(db.schema.createTable('staff_audit'))
          .addColumn('at', 'bigint', (c: any) => c.notNull())
          .addColumn('staff_id', 'bigint')
          .addColumn('staff_email', 'text', (c: any) => c.notNull())
          .addColumn('action', 'text', (c: any) => c.notNull())
          .addColumn('target', 'text', (c: any) => c.notNull())
          .addColumn('before_json', 'text')
          .addColumn('after_json', 'text')
          .addColumn('reason', 'text')
          .addColumn('ip', 'text')
          .execute();
        await db.schema.createIndex('staff_audit_at').on('staff_audit').column('at').execute();
        await db.schema.createIndex('staff_audit_target').on('staff_audit').column('target').execute();
      },
    },
  };
}
/* eslint-enable @typescript-eslint/no-explicit-any */
