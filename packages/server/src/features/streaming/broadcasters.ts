import { sql } from 'kysely';
import { ADMIN_MESSAGES, StaffErrorCode } from '@sideline/protocol';
import type { BackofficeBroadcaster } from '@sideline/protocol';
import { ApiError } from '../../http/errors';
import type { Executor, Store } from '../../store/types';
import { staffError } from '../staff/index';
import type { BroadcastersTable } from './migrations';

/**
 * Broadcaster management. A duplicate name (any case) → 409 'Broadcaster already exists'. An edit
 * rewrites name, language and style on the broadcaster's broadcasts (what GetStreaming shows);
 * off hides their broadcasts from the source list (`findBroadcasts`).
 */
export interface BroadcasterInput { Name: string; Language: string; Style: 'Funny' | 'Leisure' | 'Professional'; On: boolean }

const STYLES = new Set(['Funny', 'Leisure', 'Professional']);

export function toBroadcaster(r: BroadcastersTable): BackofficeBroadcaster {
  return {
    BroadcasterId: Number(r.id), Name: r.name, Language: r.language,
    Style: (STYLES.has(r.style) ? r.style : 'Professional') as BackofficeBroadcaster['Style'], On: r.status === 1, UpdatedAt: Number(r.updated_at),
  };
}

const exists = () => new ApiError(409, StaffErrorCode.BroadcasterExists, ADMIN_MESSAGES.broadcasterExists, 409, {
  items: [{ Field: StaffErrorCode.BroadcasterExists, Message: ADMIN_MESSAGES.broadcasterExists }, { Field: 'Name', Message: ADMIN_MESSAGES.broadcasterExists }],
});

function filtered(db: Executor, search?: string) {
  const s = search?.trim().toLowerCase();
  const q = db.selectFrom('broadcasters');
  return s ? q.where(sql`lower(name)`, 'like', sql`${`%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`) : q;
}

export async function listBroadcasters(store: Store, search: string | undefined, page: number, pageSize: number) {
  const [rows, count] = await Promise.all([
    filtered(store.db, search).selectAll().orderBy('id').limit(pageSize).offset((page - 1) * pageSize).execute(),
    filtered(store.db, search).select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
  ]);
  return { Broadcasters: rows.map(toBroadcaster), Total: Number(count?.n ?? 0), Page: page, PageSize: pageSize };
}

async function requireRow(db: Executor, id: number): Promise<BroadcastersTable> {
  const row = await db.selectFrom('broadcasters').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw staffError(404, StaffErrorCode.NotFound, `Broadcaster ${id} does not exist`);
  return row;
}

async function nameTaken(db: Executor, name: string, exceptId: number | null): Promise<boolean> {
  let q = db.selectFrom('broadcasters').select('id').where(sql`lower(name)`, '=', name.toLowerCase());
  if (exceptId !== null) q = q.where('id', '<>', exceptId);
  return !!(await q.executeTakeFirst());
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || /UNIQUE constraint failed/.test(e.message ?? '');
}

async function guarded<T>(db: Executor, name: string, id: number | null, write: () => Promise<T>): Promise<T> {
  if (await nameTaken(db, name, id)) throw exists();
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err) && await nameTaken(db, name, id)) throw exists();
    throw err;
  }
}

export async function createBroadcaster(store: Store, input: BroadcasterInput): Promise<BackofficeBroadcaster> {
  const id = await guarded(store.db, input.Name, null, () => store.transaction(async (trx) => {
    const max = await trx.selectFrom('broadcasters').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
    const next = Math.max(800, Number(max?.id ?? 0)) + 1;
    await trx.insertInto('broadcasters').values({ id: next, name: input.Name, language: input.Language, style: input.Style, status: input.On ? 1 : 0, updated_at: Date.now() }).execute();
    return next;
  }));
  return toBroadcaster(await requireRow(store.db, id));
}

export async function editBroadcaster(store: Store, id: number, input: BroadcasterInput) {
  const before = toBroadcaster(await requireRow(store.db, id));
  await guarded(store.db, input.Name, id, () => store.transaction(async (trx) => {
    await trx.updateTable('broadcasters').set({ name: input.Name, language: input.Language, style: input.Style, status: input.On ? 1 : 0, updated_at: Date.now() }).where('id', '=', id).execute();
    await trx.updateTable('broadcasts').set({ name: input.Name, language: input.Language, style: input.Style }).where('broadcaster_id', '=', id).execute();
  }));
  return { before, after: toBroadcaster(await requireRow(store.db, id)) };
}

export async function setBroadcasterOn(store: Store, id: number, on: boolean) {
  const before = toBroadcaster(await requireRow(store.db, id));
  await store.db.updateTable('broadcasters').set({ status: on ? 1 : 0, updated_at: Date.now() }).where('id', '=', id).execute();
  return { before, after: toBroadcaster(await requireRow(store.db, id)) };
}

/** The demo's broadcasters, one per broadcaster id of its broadcasts (idempotent). */
export async function seedBroadcasters(db: Executor, broadcasts: readonly { broadcaster_id: number; name: string; language: string; style: string }[]): Promise<void> {
  const byId = new Map(broadcasts.map((b) => [b.broadcaster_id, b]));
  if (byId.size === 0) return;
  await db.insertInto('broadcasters')
    .values([...byId.values()].map((b) => ({ id: b.broadcaster_id, name: b.name, language: b.language, style: b.style, status: 1, updated_at: 0 })))
    .onConflict((oc) => oc.doNothing()).execute();
}
