import type { Executor } from '../../store/types';
import { parseJson } from '../../store/values';

/** Feature settings of a site, name → parsed value (only the names asked for). */
export async function readSettings(db: Executor, siteId: number, names: readonly string[]): Promise<Map<string, unknown>> {
  if (names.length === 0) return new Map();
  const rows = await db.selectFrom('feature_settings').select(['name', 'value_json'])
    .where('site_id', '=', siteId).where('name', 'in', [...names]).execute();
  return new Map(rows.map((r) => [r.name, parseJson<unknown>(r.value_json, null)]));
}
