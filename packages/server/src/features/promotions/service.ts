import { PromotionBackgroundType, PromotionStatus } from '@sideline/protocol';
import type { CampaignSection, Promotion, PromotionSummary } from '@sideline/protocol';
import { ApiError } from '../../http/errors';
import type { Store } from '../../store/types';
import { parseJson } from '../../store/values';
import type { CampaignImages, CampaignsTable, CampaignTextsTable } from './campaign-tables';
import { campaignRow, publishedCampaigns, textsOf } from './store';

/**
 * Promotion rules: the viewer's promotion page and event list show the published campaigns
 * (issue 19 item 4). A draft is never shown. A published campaign's status derives from its
 * period: NotStarted (3) before `start_at`, Finished (4) from `end_at` on, InProgress (2)
 * between. `Content` is the sections' HTML as authored: the web sanitises it (DOMPurify) before
 * rendering, and the back office's preview renders it with the same view.
 */
export function promotionStatus(row: { status: number; start_at: number | null; end_at: number | null }, now: number): PromotionStatus {
  if (row.status === PromotionStatus.Draft) return PromotionStatus.Draft;
  const start = row.start_at == null ? null : Number(row.start_at);
  const end = row.end_at == null ? null : Number(row.end_at);
  if (start === null && end === null) {
    return (Object.values(PromotionStatus) as number[]).includes(row.status) ? row.status as PromotionStatus : PromotionStatus.InProgress;
  }
  if (start !== null && now < start) return PromotionStatus.NotStarted;
  if (end !== null && now >= end) return PromotionStatus.Finished;
  return PromotionStatus.InProgress;
}

/** What a viewer sees of a campaign now. */
export function campaignStatus(c: Pick<CampaignsTable, 'state' | 'start_at' | 'end_at'>, now: number): PromotionStatus {
  return promotionStatus({ status: c.state === 'published' ? PromotionStatus.InProgress : PromotionStatus.Draft, start_at: c.start_at, end_at: c.end_at }, now);
}

export function campaignImages(c: Pick<CampaignsTable, 'images_json'>): CampaignImages {
  const raw = parseJson<Partial<CampaignImages>>(c.images_json, {});
  const slot = (v: unknown) => (v && typeof (v as { Url?: unknown }).Url === 'string'
    ? { Url: (v as { Url: string }).Url, MediaId: typeof (v as { MediaId?: unknown }).MediaId === 'string' ? (v as { MediaId: string }).MediaId : null }
    : null);
  return { background: slot(raw.background), entry: slot(raw.entry), floating: slot(raw.floating), A: slot(raw.A), B: slot(raw.B), C: slot(raw.C) };
}

export function campaignSections(t: Pick<CampaignTextsTable, 'sections_json'>): CampaignSection[] {
  return parseJson<unknown[]>(t.sections_json, [])
    .filter((s): s is { Title?: unknown; Html: string } => typeof (s as { Html?: unknown })?.Html === 'string')
    .map((s) => ({ Title: typeof s.Title === 'string' ? s.Title : '', Html: s.Html }));
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page HTML of the sections: each its own `<section>`, its title (plain text) as a heading. */
export function sectionsHtml(sections: readonly CampaignSection[]): string {
  return sections.map((s) => `<section>${s.Title ? `<h2>${escapeHtml(s.Title)}</h2>` : ''}${s.Html}</section>`).join('');
}

const BACKGROUND_TYPE: Record<string, PromotionBackgroundType> = {
  image: PromotionBackgroundType.Image, solid: PromotionBackgroundType.SingColor, gradient: PromotionBackgroundType.Gradient,
};

function normaliseLanguage(language: string): string {
  return language.trim().toLowerCase();
}

/** The text in `language`, else English, else the first one. */
export function pickText<T extends { language: string }>(texts: readonly T[], language: string): T | undefined {
  const lang = normaliseLanguage(language);
  return texts.find((t) => t.language === lang) ?? texts.find((t) => t.language === 'en') ?? texts[0];
}

/** The viewer's `Promotion` of a campaign in a language (also the back office's preview). */
export function toPromotion(c: CampaignsTable, texts: readonly CampaignTextsTable[], language: string, now: number): Promotion {
  const text = pickText(texts, language);
  const images = campaignImages(c);
  const type = BACKGROUND_TYPE[c.background] ?? PromotionBackgroundType.SingColor;
  return {
    PromotionId: Number(c.id),
    PromotionName: text?.name ?? '',
    Status: campaignStatus(c, now),
    EntryImgUrl: images.entry?.Url ?? null,
    Type: type,
    BackgroundImage: type === PromotionBackgroundType.Image ? images.background?.Url ?? null : null,
    Color1: type === PromotionBackgroundType.Image ? null : c.color1,
    Color2: type === PromotionBackgroundType.Gradient ? c.color2 : null,
    RegionA: images.A?.Url ?? null,
    RegionB: images.B?.Url ?? null,
    RegionC: images.C?.Url ?? null,
    Content: text ? sectionsHtml(campaignSections(text)) : '',
    FloatingIcon: images.floating?.Url ?? null,
    FooterText: text?.footer_text ? text.footer_text : null,
    StartAt: Number(c.start_at),
    EndAt: Number(c.end_at),
    RankingStart: c.ranking_start == null ? null : Number(c.ranking_start),
    RankingEnd: c.ranking_end == null ? null : Number(c.ranking_end),
  };
}

/** Status order of the event list: ongoing, upcoming, ended; then admin sort. */
const LIST_ORDER: Record<number, number> = { [PromotionStatus.InProgress]: 0, [PromotionStatus.NotStarted]: 1, [PromotionStatus.Finished]: 2 };

/** GET /Promotion/GetPromotionList: the event-list cards (published campaigns only), ongoing first. */
export async function promotionList(store: Store, userLanguage: string, now: number): Promise<{ Promotions: PromotionSummary[] }> {
  const rows = await publishedCampaigns(store.db);
  const texts = await textsOf(store.db, rows.map((r) => Number(r.id)));
  const cards = rows
    .map((r) => ({ r, status: campaignStatus(r, now) }))
    .sort((a, b) => (LIST_ORDER[a.status] ?? 3) - (LIST_ORDER[b.status] ?? 3) || a.r.sort - b.r.sort || a.r.id - b.r.id);
  return {
    Promotions: cards.map(({ r, status }) => ({
      PromotionId: Number(r.id),
      PromotionName: pickText(texts.filter((t) => Number(t.campaign_id) === Number(r.id)), userLanguage)?.name ?? '',
      Status: status,
      EntryImgUrl: campaignImages(r).entry?.Url ?? null,
    })),
  };
}

/**
 * GET /Promotion/GetPromotion: one published campaign's page in the language (English
 * fallback). An unknown id or a draft answers HTTP 200 with body Code 404 (Error[0].Field 'Id').
 */
export async function promotionPage(store: Store, id: number, userLanguage: string, now: number): Promise<{ Promotion: Promotion }> {
  const row = await campaignRow(store.db, id);
  if (!row || row.state !== 'published') throw new ApiError(404, 'Id', `No promotion ${id}`, 200);
  return { Promotion: toPromotion(row, await textsOf(store.db, [id]), userLanguage, now) };
}
