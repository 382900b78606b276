import type { Executor } from '../../store/types';
import type { SitesTable } from './tables';

/** Queries of the licensee feature (sites, customers, tokens). One path for both dialects. */

export function findSite(db: Executor, siteId: number): Promise<SitesTable | undefined> {
  return db.selectFrom('sites').selectAll().where('id', '=', siteId).executeTakeFirst();
}

export function findCustomerByUserName(db: Executor, siteId: number, userName: string) {
  return db.selectFrom('customers').selectAll()
    .where('site_id', '=', siteId).where('licensee_user_name', '=', userName).executeTakeFirst();
}

export async function insertToken(db: Executor, row: {
  token: string; customerId: number | null; siteId: number; language: string; now: number; expiresAt: number;
}): Promise<void> {
  await db.insertInto('tokens').values({
    token: row.token, customer_id: row.customerId, site_id: row.siteId, language: row.language,
    created_at: row.now, expires_at: row.expiresAt, revoked: 0,
  }).execute();
}

export async function revokeToken(db: Executor, token: string): Promise<boolean> {
  const res = await db.updateTable('tokens').set({ revoked: 1 }).where('token', '=', token).where('revoked', '=', 0).executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** A token with its site, customer (null for anonymous) and currency, in one query. */
export function findTokenSession(db: Executor, token: string) {
  return db.selectFrom('tokens')
    .innerJoin('sites', 'sites.id', 'tokens.site_id')
    .leftJoin('customers', 'customers.id', 'tokens.customer_id')
    .leftJoin('currencies', (join) => join.on((eb) =>
      eb('currencies.id', '=', eb.fn.coalesce('customers.currency_id', 'sites.default_currency_id'))))
    .select([
      'tokens.token', 'tokens.customer_id', 'tokens.site_id', 'tokens.language', 'tokens.expires_at', 'tokens.revoked',
      'sites.name as site_name', 'sites.group_name', 'sites.kind as site_kind', 'sites.default_currency_id',
      'sites.can_update_nickname', 'sites.is_allow_send_gift', 'sites.is_allow_showing_ticket', 'sites.enable_single_wallet',
      'customers.nickname', 'customers.nickname_color', 'customers.currency_id', 'customers.vip',
      'customers.licensee_user_name', 'customers.odds_type', 'customers.is_muted',
      'currencies.name as currency_name',
    ])
    .where('tokens.token', '=', token)
    .executeTakeFirst();
}

export async function updateNickname(db: Executor, customerId: number, nickname: string): Promise<void> {
  await db.updateTable('customers').set({ nickname }).where('id', '=', customerId).execute();
}

/** A site's name row, if the site exists (the demo's warm-up). */
export async function siteNameRow(db: Executor, siteId: number) {
  return db.selectFrom('sites').select('name').where('id', '=', siteId).executeTakeFirst();
}

/** Every site's id and hub group name (the demo's rooms). */
export async function siteGroups(db: Executor) {
  return db.selectFrom('sites').select(['id', 'group_name']).execute();
}

/** The bot members of a site, by id (the demo's warm-up). */
export async function siteBots(db: Executor, siteId: number) {
  return db.selectFrom('customers').select(['id', 'nickname', 'language'])
    .where('is_bot', '=', 1).where('site_id', '=', siteId).orderBy('id').execute();
}

/** Every bot member (the demo's chat). */
export async function allBots(db: Executor) {
  return db.selectFrom('customers')
    .select(['id', 'site_id', 'nickname', 'nickname_color', 'vip', 'language']).where('is_bot', '=', 1).execute();
}

/** The demo users' customer rows that exist (the demo host's member system). */
export async function demoCustomerRows(db: Executor, ids: readonly number[]) {
  return db.selectFrom('customers').select(['id', 'site_id', 'vip']).where('id', 'in', [...ids]).execute();
}

/** Everything the demo host can open: streamer languages, matches, programmes and broadcasts. */
export async function demoTargetRows(db: Executor) {
  const streamers = await db.selectFrom('streamers').select(['id', 'language']).execute();
  const matches = await db.selectFrom('matches').selectAll().orderBy('event_time').execute();
  const programmes = await db.selectFrom('programmes').selectAll().orderBy('open_time').execute();
  const broadcasts = await db.selectFrom('broadcasts').selectAll().orderBy('id').execute();
  return { streamers, matches, programmes, broadcasts };
}

/** The names of these currencies (the currencies table), by id. */
export async function currencyNames(store: { db: Executor }, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await store.db.selectFrom('currencies').select(['id', 'name']).where('id', 'in', [...ids]).execute();
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}
