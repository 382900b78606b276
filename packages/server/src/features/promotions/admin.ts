import { StaffErrorCode } from '@sideline/protocol';
import type { Campaign, CampaignInput, CampaignSummary, Promotion } from '@sideline/protocol';
import type { Insertable } from 'kysely';
import { ApiError } from '../../http/errors';
import type { Store } from '../../store/types';
import { staffError } from '../staff/index';
import { mediaUrls } from '../uploads/index';
import type { CampaignImages, CampaignsTable, CampaignTextsTable, StoredImage } from './campaign-tables';
import { campaignImages, campaignSections, campaignStatus, pickText, toPromotion } from './service';
import * as q from './store';

/**
 * Campaign management (issue 19 item 4): draft → published. Every save is one transaction (the
 * campaign row and its texts together). Images are uploads (`UploadCampaignImage`) named by
 * MediaId, or on edit the URL the campaign already has in that slot; anything else → 400 at the
 * field. Each language may have one text (400 `Texts.<i>.Language`).
 */

const MEDIA_ID = /^[0-9a-f]{64}$/;

function toCampaign(c: CampaignsTable, texts: readonly CampaignTextsTable[], now: number): Campaign {
  const images = campaignImages(c);
  return {
    CampaignId: Number(c.id), State: c.state === 'published' ? 'published' : 'draft', ViewerStatus: campaignStatus(c, now),
    Texts: texts.map((t) => ({ Language: t.language as Campaign['Texts'][number]['Language'], Name: t.name, Sections: campaignSections(t), FooterText: t.footer_text })),
    Background: c.background === 'image' || c.background === 'gradient' ? c.background : 'solid',
    Color1: c.color1, Color2: c.color2, BackgroundImage: images.background, EntryImage: images.entry, FloatingIcon: images.floating,
    Modules: { A: images.A, B: images.B, C: images.C },
    StartAt: Number(c.start_at), EndAt: Number(c.end_at),
    RankingStart: c.ranking_start == null ? null : Number(c.ranking_start), RankingEnd: c.ranking_end == null ? null : Number(c.ranking_end),
    Sort: Number(c.sort), PublishedAt: c.published_at == null ? null : Number(c.published_at), UpdatedAt: Number(c.updated_at),
  };
}

async function requireRow(store: Store, id: number): Promise<CampaignsTable> {
  const row = await q.campaignRow(store.db, id);
  if (!row) throw staffError(404, StaffErrorCode.NotFound, `Campaign ${id} does not exist`);
  return row;
}

async function load(store: Store, id: number): Promise<Campaign> {
  const row = await requireRow(store, id);
  return toCampaign(row, await q.textsOf(store.db, [id]), Date.now());
}

/** The stored images of an input: uploads by MediaId, or the campaign's current image of that slot by URL. */
async function imagesOf(store: Store, input: CampaignInput, current: CampaignImages | null): Promise<CampaignImages> {
  const refs: Record<keyof CampaignImages, [string | null, string]> = {
    background: [input.Background === 'image' ? input.BackgroundImage : null, 'BackgroundImage'],
    entry: [input.EntryImage, 'EntryImage'], floating: [input.FloatingIcon, 'FloatingIcon'],
    A: [input.Modules.A, 'Modules.A'], B: [input.Modules.B, 'Modules.B'], C: [input.Modules.C, 'Modules.C'],
  };
  const urls = await mediaUrls(store.db, Object.values(refs).map(([r]) => r).filter((r): r is string => r !== null && MEDIA_ID.test(r)));
  const out = {} as CampaignImages;
  for (const [slot, [ref, field]] of Object.entries(refs) as [keyof CampaignImages, [string | null, string]][]) {
    if (ref === null) { out[slot] = null; continue; }
    const uploaded = urls.get(ref);
    const kept: StoredImage | null = current?.[slot]?.Url === ref ? current[slot] : null;
    if (uploaded) out[slot] = { Url: uploaded, MediaId: ref };
    else if (kept) out[slot] = kept;
    else throw new ApiError(400, field, 'Unknown image: upload it first');
  }
  return out;
}

function textsOfInput(id: number, input: CampaignInput): Insertable<CampaignTextsTable>[] {
  const seen = new Set<string>();
  input.Texts.forEach((t, i) => {
    if (seen.has(t.Language)) throw new ApiError(400, `Texts.${i}.Language`, 'Each language may have one text');
    seen.add(t.Language);
  });
  return input.Texts.map((t) => ({
    campaign_id: id, language: t.Language, name: t.Name, footer_text: t.FooterText,
    sections_json: JSON.stringify(t.Sections.map((s) => ({ Title: s.Title, Html: s.Html }))),
  }));
}

function rowValues(input: CampaignInput, images: CampaignImages, now: number) {
  return {
    background: input.Background,
    color1: input.Background === 'image' ? null : input.Color1,
    color2: input.Background === 'gradient' ? input.Color2 : null,
    images_json: JSON.stringify(images), start_at: input.StartAt, end_at: input.EndAt,
    ranking_start: input.RankingStart, ranking_end: input.RankingEnd, sort: input.Sort, updated_at: now,
  };
}

export async function listCampaigns(store: Store, state?: 'draft' | 'published'): Promise<{ Campaigns: CampaignSummary[] }> {
  const now = Date.now();
  const rows = (await q.campaignRows(store.db)).filter((r) => !state || r.state === state);
  const texts = await q.textsOf(store.db, rows.map((r) => Number(r.id)));
  return {
    Campaigns: rows.map((r) => {
      const own = texts.filter((t) => Number(t.campaign_id) === Number(r.id));
      return {
        CampaignId: Number(r.id), State: r.state === 'published' ? 'published' : 'draft', ViewerStatus: campaignStatus(r, now),
        StartAt: Number(r.start_at), EndAt: Number(r.end_at), Sort: Number(r.sort), UpdatedAt: Number(r.updated_at),
        PublishedAt: r.published_at == null ? null : Number(r.published_at),
        Name: pickText(own, 'en')?.name ?? '', EntryImageUrl: campaignImages(r).entry?.Url ?? null, Languages: own.map((t) => t.language),
      };
    }),
  };
}

export const getCampaign = load;

export async function createCampaign(store: Store, input: CampaignInput, by: string): Promise<Campaign> {
  const now = Date.now();
  const images = await imagesOf(store, input, null);
  textsOfInput(0, input);
  const id = await store.transaction(async (trx) => {
    const next = await q.nextCampaignId(trx);
    await q.insertCampaign(trx, { id: next, state: 'draft', published_at: null, created_at: now, created_by: by, ...rowValues(input, images, now) }, textsOfInput(next, input));
    return next;
  });
  return load(store, id);
}

export async function editCampaign(store: Store, id: number, input: CampaignInput): Promise<{ before: Campaign; after: Campaign }> {
  const now = Date.now();
  const row = await requireRow(store, id);
  const before = toCampaign(row, await q.textsOf(store.db, [id]), now);
  const images = await imagesOf(store, input, campaignImages(row));
  const texts = textsOfInput(id, input);
  await store.transaction((trx) => q.updateCampaign(trx, id, rowValues(input, images, now), texts));
  return { before, after: await load(store, id) };
}

export async function publishCampaign(store: Store, id: number): Promise<{ before: Campaign; after: Campaign }> {
  const now = Date.now();
  const before = await load(store, id);
  if (before.State === 'published') throw staffError(409, StaffErrorCode.Conflict, 'The campaign is already published');
  await q.updateCampaign(store.db, id, { state: 'published', published_at: now, updated_at: now });
  return { before, after: await load(store, id) };
}

/** What GET /Promotion/GetPromotion would answer for the campaign (drafts too: Status Draft). */
export async function previewCampaign(store: Store, id: number, language: string): Promise<{ Promotion: Promotion }> {
  const row = await requireRow(store, id);
  return { Promotion: toPromotion(row, await q.textsOf(store.db, [id]), language, Date.now()) };
}
