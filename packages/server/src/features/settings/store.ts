import type { Executor } from '../../store/types';
import { parseJson } from '../../store/values';

/** Feature settings of a site, name → parsed value (only the names asked for). */
export async function readSettings(db: Executor, siteId: number, names: readonly string[]): Promise<Map<string, unknown>> {
  if (names.length === 0) return new Map();
  const rows = await db.selectFrom('feature_settings').select(['name', 'value_json'])
    .where('site_id', '=', siteId).where('name', 'in', [...names]).execute();
  return new Map(rows.map((r) => [r.name, parseJson<unknown>(r.value_json, null)]));
}

/* ---- back office: sites ---- */

export function allSites(db: Executor) {
  return db.selectFrom('sites').select(['id', 'name', 'group_name', 'is_allow_send_gift']).orderBy('id').execute();
}

export function siteRow(db: Executor, id: number) {
  return db.selectFrom('sites').select(['id', 'name', 'group_name', 'is_allow_send_gift']).where('id', '=', id).executeTakeFirst();
}

export function allSettings(db: Executor) {
  return db.selectFrom('feature_settings').selectAll().execute();
}

export function allChatConfigs(db: Executor) {
  return db.selectFrom('chat_configs').leftJoin('currencies', 'currencies.id', 'chat_configs.currency_id')
    .select(['chat_configs.site_id', 'chat_configs.currency_id', 'chat_configs.message_length_limit', 'chat_configs.message_frequency',
      'chat_configs.turnover_limit_minor', 'currencies.name as currency_name'])
    .orderBy('chat_configs.site_id').orderBy('chat_configs.currency_id').execute();
}

export function allSiteLanguages(db: Executor) {
  return db.selectFrom('site_languages').selectAll().execute();
}

export async function writeSetting(db: Executor, siteId: number, name: string, valueJson: string): Promise<void> {
  await db.deleteFrom('feature_settings').where('site_id', '=', siteId).where('name', '=', name).execute();
  await db.insertInto('feature_settings').values({ site_id: siteId, name, value_json: valueJson }).execute();
}

export async function writeSiteLanguages(db: Executor, siteId: number, languagesJson: string, now: number): Promise<void> {
  await db.insertInto('site_languages').values({ site_id: siteId, languages_json: languagesJson, updated_at: now })
    .onConflict((oc) => oc.column('site_id').doUpdateSet({ languages_json: languagesJson, updated_at: now })).execute();
}

export async function writeChatConfig(db: Executor, row: { site_id: number; currency_id: number; message_length_limit: number; message_frequency: number; turnover_limit_minor: number }): Promise<void> {
  await db.deleteFrom('chat_configs').where('site_id', '=', row.site_id).where('currency_id', '=', row.currency_id).execute();
  await db.insertInto('chat_configs').values(row).execute();
}

export async function deleteChatConfig(db: Executor, siteId: number, currencyId: number): Promise<number> {
  const res = await db.deleteFrom('chat_configs').where('site_id', '=', siteId).where('currency_id', '=', currencyId).executeTakeFirst();
  return Number(res.numDeletedRows);
}

export function currencyRow(db: Executor, id: number) {
  return db.selectFrom('currencies').selectAll().where('id', '=', id).executeTakeFirst();
}
