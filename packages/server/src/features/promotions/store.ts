import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../store/types';
import type { CampaignsTable, CampaignTextsTable } from './campaign-tables';

/** Queries of the campaigns (the promotion page and event list read them too). */

/** Published campaigns with their texts in `language` or English (the fallback), in admin sort order. */
export function publishedCampaigns(db: Executor) {
  return db.selectFrom('campaigns').selectAll().where('state', '=', 'published').orderBy('sort').orderBy('id').execute();
}

export function campaignRows(db: Executor) {
  return db.selectFrom('campaigns').selectAll().orderBy('sort').orderBy('id').execute();
}

export function campaignRow(db: Executor, id: number) {
  return db.selectFrom('campaigns').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The texts of these campaigns (all languages). */
export function textsOf(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('campaign_texts').selectAll().where('campaign_id', 'in', [...ids]).orderBy('campaign_id').execute();
}

export async function nextCampaignId(db: Executor): Promise<number> {
  const row = await db.selectFrom('campaigns').select((eb) => eb.fn.max('id').as('max')).executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

export async function insertCampaign(db: Executor, values: Insertable<CampaignsTable>, texts: Insertable<CampaignTextsTable>[]): Promise<void> {
  await db.insertInto('campaigns').values(values).execute();
  await db.insertInto('campaign_texts').values(texts).execute();
}

export async function updateCampaign(db: Executor, id: number, values: Updateable<CampaignsTable>, texts?: Insertable<CampaignTextsTable>[]): Promise<void> {
  await db.updateTable('campaigns').set(values).where('id', '=', id).execute();
  if (texts) {
    await db.deleteFrom('campaign_texts').where('campaign_id', '=', id).execute();
    await db.insertInto('campaign_texts').values(texts).execute();
  }
}
