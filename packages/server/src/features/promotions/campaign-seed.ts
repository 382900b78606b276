import { PromotionBackgroundType, PromotionStatus } from '@sideline/protocol';
import type { Insertable } from 'kysely';
import type { Executor } from '../../store/types';
import type { CampaignImages, CampaignsTable, CampaignTextsTable } from './campaign-tables';
import type { PromotionsTable } from './tables';

/** A promotion as the demo world (and the `promotions` table before campaigns) holds it: one row per language. */
export type PromotionRow = Omit<PromotionsTable, 'entry_img_url'> & { entry_img_url: string | null };

const image = (url: string | null) => (url ? { Url: url, MediaId: null } : null);
/** A promotion without a period was shown by its stored status alone: keep it that way as far as a period can. */
const FAR_FUTURE = 4_102_444_800_000; // 2100-01-01

/**
 * The campaign of one promotion's rows: published unless it was a draft; its HTML becomes one
 * untitled section per language; background Image/SingColor/Gradient → image/solid/gradient.
 */
export function campaignFromPromotionRows(rows: readonly PromotionRow[], now: number): { campaign: Insertable<CampaignsTable>; texts: Insertable<CampaignTextsTable>[] } {
  const first = rows.find((r) => r.language === 'en') ?? rows[0]!;
  const images: CampaignImages = {
    background: image(first.background_image), entry: image(first.entry_img_url), floating: null,
    A: image(first.region_a), B: image(first.region_b), C: image(first.region_c),
  };
  const draft = Number(first.status) === PromotionStatus.Draft;
  const background = Number(first.type) === PromotionBackgroundType.Image ? 'image' : Number(first.type) === PromotionBackgroundType.Gradient ? 'gradient' : 'solid';
  let start = first.start_at == null ? null : Number(first.start_at);
  let end = first.end_at == null ? null : Number(first.end_at);
  if (start === null) start = Number(first.status) === PromotionStatus.NotStarted ? FAR_FUTURE - 1 : 0;
  if (end === null) end = Number(first.status) === PromotionStatus.Finished ? start + 1 : FAR_FUTURE;
  return {
    campaign: {
      id: Number(first.id), state: draft ? 'draft' : 'published', background, color1: first.color1, color2: first.color2,
      images_json: JSON.stringify(images), start_at: start, end_at: end, ranking_start: null, ranking_end: null,
      sort: Number(first.sort), published_at: draft ? null : now, created_at: now, created_by: 'demo', updated_at: now,
    },
    texts: rows.map((r) => ({
      campaign_id: Number(r.id), language: r.language, name: r.name,
      sections_json: JSON.stringify([{ Title: '', Html: r.content_html }]), footer_text: '',
    })),
  };
}

/** The demo's promotions as campaigns (idempotent: a campaign already there is left as it is). */
export async function seedCampaigns(trx: Executor, promotions: readonly PromotionRow[], now: number): Promise<void> {
  const ids = [...new Set(promotions.map((p) => p.id))];
  for (const id of ids) {
    const { campaign, texts } = campaignFromPromotionRows(promotions.filter((p) => p.id === id), now);
    const res = await trx.insertInto('campaigns').values(campaign).onConflict((oc) => oc.doNothing()).executeTakeFirst();
    if (Number(res.numInsertedOrUpdatedRows ?? 0) > 0) await trx.insertInto('campaign_texts').values(texts).onConflict((oc) => oc.doNothing()).execute();
  }
}
