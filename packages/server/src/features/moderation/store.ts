import { indecentPattern } from '@sideline/protocol';
import type { IndecentWord, IndecentWordType } from '@sideline/protocol';
import type { Executor } from '../../store/types';

/** The indecent words of a site: the shared ones and the site's own (all sites' shared only when null), in id order. */
export async function indecentWords(db: Executor, siteId: number | null = null): Promise<IndecentWord[]> {
  const rows = await db.selectFrom('indecent_words').select(['type', 'content'])
    .where((eb) => (siteId === null ? eb('site_id', 'is', null) : eb.or([eb('site_id', 'is', null), eb('site_id', '=', siteId)])))
    .orderBy('id').execute();
  return rows.map((r) => ({ Type: r.type as IndecentWordType, Content: r.content }));
}

/**
 * The word list's version: how many words, the newest id (seed and database edits) and the
 * back office's change counter (every add, edit, removal and import bumps it). One
 * indexed aggregate, where rebuilding the pattern reads every row and compiles a RegExp.
 */
async function wordListVersion(db: Executor): Promise<string> {
  const row = await db.selectFrom('indecent_words')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('words'), eb.fn.max('id').as('newest'),
      eb.selectFrom('mask_words_version').select('version').where('id', '=', 1).as('changes'),
    ])
    .executeTakeFirst();
  return `${Number(row?.words ?? 0)}:${Number(row?.newest ?? 0)}:${Number(row?.changes ?? 0)}`;
}

/** Counts one back-office change of the list (inside its transaction): every node's matcher rebuilds once. */
export async function bumpMaskWordsVersion(db: Executor): Promise<void> {
  await db.updateTable('mask_words_version').set((eb) => ({ version: eb('version', '+', 1) })).where('id', '=', 1).execute();
}

/** The compiled patterns (per site) per database handle and the word-list version they were built from. */
const matchers = new WeakMap<Executor, { version: string; patterns: Map<number | null, RegExp | null> }>();

/**
 * True when `text` matches the combined indecent pattern (Type 1 anywhere, Type 2 whole
 * words, case-insensitive). The version is read from the database each time, so every node
 * refuses the same texts as soon as a word is added; the pattern is rebuilt only when the
 * version changed.
 */
export async function isIndecent(db: Executor, text: string, siteId: number | null = null): Promise<boolean> {
  const version = await wordListVersion(db);
  let matcher = matchers.get(db);
  if (matcher?.version !== version) {
    matcher = { version, patterns: new Map() };
    matchers.set(db, matcher);
  }
  let pattern = matcher.patterns.get(siteId);
  if (pattern === undefined) {
    pattern = indecentPattern(await indecentWords(db, siteId));
    matcher.patterns.set(siteId, pattern);
    matcherBuilds += 1;
  }
  return pattern !== null && pattern.test(text);
}

/** How many patterns this process compiled (tests: one build per change and site, not per message). */
export let matcherBuilds = 0;

/** Customer ids `customerId` has blocked, ascending. */
export async function blockedIds(db: Executor, customerId: number): Promise<number[]> {
  const rows = await db.selectFrom('chat_blocks').select('blocked_customer_id')
    .where('customer_id', '=', customerId).orderBy('blocked_customer_id').execute();
  return rows.map((r) => r.blocked_customer_id);
}

/** Adds a block (idempotent: blocking twice keeps the first report). */
export async function addBlock(db: Executor, input: { customerId: number; blockedId: number; nickname: string; matchId: number; now: number }): Promise<void> {
  await db.insertInto('chat_blocks').values({
    customer_id: input.customerId, blocked_customer_id: input.blockedId, blocked_nickname: input.nickname,
    match_id: input.matchId, created_at: input.now,
  }).onConflict((oc) => oc.columns(['customer_id', 'blocked_customer_id']).doNothing()).execute();
}

export function findCustomer(db: Executor, customerId: number) {
  return db.selectFrom('customers').select('id').where('id', '=', customerId).executeTakeFirst();
}

/* ---- back office: mask words ---- */

export function maskWordRows(db: Executor, f: { siteId?: number; search?: string }) {
  let q = db.selectFrom('indecent_words').selectAll();
  if (f.siteId !== undefined) q = q.where('site_id', '=', f.siteId);
  if (f.search) q = q.where('content', 'like', `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  return q.orderBy('id', 'desc').execute();
}

export function maskWordRow(db: Executor, id: number) {
  return db.selectFrom('indecent_words').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Words of one scope (shared: null, or a site), lower-cased, for the duplicate check. */
export async function scopeContents(db: Executor, siteId: number | null): Promise<Set<string>> {
  const rows = await db.selectFrom('indecent_words').select('content')
    .where((eb) => (siteId === null ? eb('site_id', 'is', null) : eb('site_id', '=', siteId))).execute();
  return new Set(rows.map((r) => r.content.trim().toLowerCase()));
}

/** Inserts words with ids after the newest (the foundation's id has no sequence on PostgreSQL); run in a transaction. */
export async function insertMaskWords(db: Executor, words: { type: number; content: string; siteId: number | null; by: string }[], now: number): Promise<number[]> {
  if (!words.length) return [];
  const row = await db.selectFrom('indecent_words').select((eb) => eb.fn.max('id').as('newest')).executeTakeFirst();
  const first = Number(row?.newest ?? 0) + 1;
  const values = words.map((w, i) => ({ id: first + i, type: w.type, content: w.content, site_id: w.siteId, created_at: now, created_by: w.by }));
  await db.insertInto('indecent_words').values(values).execute();
  return values.map((v) => v.id);
}

export async function deleteMaskWordRow(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('indecent_words').where('id', '=', id).execute();
}

/* ---- back office: mutes ---- */

export async function setCustomerMuted(db: Executor, customerId: number, muted: boolean): Promise<boolean> {
  const updated = await db.updateTable('customers').set({ is_muted: muted ? 1 : 0 }).where('id', '=', customerId).executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

export function customerMuteFlag(db: Executor, customerId: number) {
  return db.selectFrom('customers').select(['id', 'is_muted']).where('id', '=', customerId).executeTakeFirst();
}

export async function insertMuteRecord(db: Executor, r: { customerId: number; kind: 'mute' | 'unmute'; reason: string; duration: string | null; amount: number | null; until: number | null; by: string; at: number }): Promise<void> {
  await db.insertInto('player_mutes').values({
    customer_id: r.customerId, kind: r.kind, reason: r.reason, duration: r.duration, amount: r.amount, until: r.until, staff_email: r.by, at: r.at,
  }).execute();
}

export function latestMuteRecord(db: Executor, customerId: number) {
  return db.selectFrom('player_mutes').selectAll().where('customer_id', '=', customerId).orderBy('id', 'desc').limit(1).executeTakeFirst();
}

export function muteRecords(db: Executor, customerId: number) {
  return db.selectFrom('player_mutes').selectAll().where('customer_id', '=', customerId).orderBy('id', 'desc').limit(200).execute();
}

/** The rooms holding a customer's still-visible lines, and hiding them (IsHate), as the operator's mute does. */
export function roomsWithVisibleLines(db: Executor, customerId: number) {
  return db.selectFrom('chat_messages').select(['group_name', 'match_id']).distinct()
    .where('customer_id', '=', customerId).where('is_hate', '=', 0).execute();
}

export async function hideLinesOf(db: Executor, customerId: number): Promise<void> {
  await db.updateTable('chat_messages').set({ is_hate: 1 }).where('customer_id', '=', customerId).execute();
}

/* ---- back office: players ---- */

export function playerRows(db: Executor, f: { nickname?: string; userId?: string; siteId?: number; mutedOnly?: boolean }, limit: number, offset: number) {
  return playersFiltered(db, f)
    .leftJoin('player_freezes', 'player_freezes.customer_id', 'customers.id')
    .leftJoin('player_devices', 'player_devices.customer_id', 'customers.id')
    .select(['customers.id', 'customers.site_id', 'customers.licensee_user_name', 'customers.nickname', 'customers.vip', 'customers.is_muted', 'customers.created_at', 'sites.name as site_name', 'player_freezes.at as frozen_at'])
    .select(['player_devices.ip', 'player_devices.agent', 'player_devices.device_model', 'player_devices.country'])
    .orderBy('customers.id').limit(limit).offset(offset).execute();
}

export async function playerCount(db: Executor, f: { nickname?: string; userId?: string; siteId?: number; mutedOnly?: boolean }): Promise<number> {
  const row = await playersFiltered(db, f).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
}

function playersFiltered(db: Executor, f: { nickname?: string; userId?: string; siteId?: number; mutedOnly?: boolean }) {
  let q = db.selectFrom('customers').leftJoin('sites', 'sites.id', 'customers.site_id').where('customers.is_bot', '=', 0);
  if (f.nickname) q = q.where((eb) => eb(eb.fn('lower', ['customers.nickname']), 'like', `%${f.nickname!.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (f.userId) {
    const asId = /^\d{1,15}$/.test(f.userId) ? Number(f.userId) : -1;
    q = q.where((eb) => eb.or([eb('customers.id', '=', asId), eb('customers.licensee_user_name', '=', f.userId!)]));
  }
  if (f.siteId !== undefined) q = q.where('customers.site_id', '=', f.siteId);
  if (f.mutedOnly) q = q.where('customers.is_muted', '=', 1);
  return q;
}

/** The latest mute row per customer of `ids` (their MutedUntil). */
export async function latestMutes(db: Executor, ids: readonly number[]) {
  if (!ids.length) return new Map<number, { kind: string; until: number | null }>();
  const rows = await db.selectFrom('player_mutes').select(['customer_id', 'kind', 'until', 'id']).where('customer_id', 'in', [...ids]).orderBy('id').execute();
  const map = new Map<number, { kind: string; until: number | null }>();
  for (const r of rows) map.set(r.customer_id, { kind: r.kind, until: r.until === null ? null : Number(r.until) });
  return map;
}

/* ---- back office: frozen players ---- */

/** Whether a customer is frozen (one primary-key read; chat and paid calls ask on each call). */
export async function isFrozen(db: Executor, customerId: number): Promise<boolean> {
  return !!await db.selectFrom('player_freezes').select('customer_id').where('customer_id', '=', customerId).executeTakeFirst();
}

/** Freezes (idempotent: a second freeze keeps the first reason) or unfreezes; true when the state changed. */
export async function setFrozen(db: Executor, customerId: number, frozen: boolean, note: { reason: string; by: string; at: number }): Promise<boolean> {
  if (!frozen) return Number((await db.deleteFrom('player_freezes').where('customer_id', '=', customerId).executeTakeFirst()).numDeletedRows) > 0;
  const r = await db.insertInto('player_freezes').values({ customer_id: customerId, reason: note.reason, staff_email: note.by, at: note.at })
    .onConflict((oc) => oc.column('customer_id').doNothing()).executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Chat room groups seen since `since`, of one site (null: every site): where a mask-word change is announced. */
export async function roomGroupsSince(db: Executor, siteId: number | null, since: number): Promise<string[]> {
  let q = db.selectFrom('chat_rooms').select('chat_rooms.group_name').distinct().where('chat_rooms.last_seen_at', '>=', since);
  if (siteId !== null) q = q.innerJoin('sites', 'sites.group_name', 'chat_rooms.site_group').where('sites.id', '=', siteId);
  return (await q.execute()).map((r) => r.group_name);
}
