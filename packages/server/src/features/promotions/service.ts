import { PromotionBackgroundType, PromotionStatus } from '@sideline/protocol';
import type { Promotion, PromotionSummary } from '@sideline/protocol';
import { ApiError } from '../../http/errors';
import type { PromotionsTable } from './tables';
import type { Store } from '../../store/types';
import { listPromotionRows, promotionRows } from './store';

/**
 * Promotion rules. A stored status of Draft (1) is never shown. Any other promotion with a
 * period gets its status from it: NotStarted (3) before `start_at`, Finished (4) from `end_at`
 * on, InProgress (2) between; without a period the stored status stands. `Content` is the HTML
 * as authored: the web sanitises it (DOMPurify) before rendering.
 */
export function promotionStatus(row: Pick<PromotionsTable, 'status' | 'start_at' | 'end_at'>, now: number): PromotionStatus {
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

function backgroundType(type: number): PromotionBackgroundType {
  return (Object.values(PromotionBackgroundType) as number[]).includes(type) ? type as PromotionBackgroundType : PromotionBackgroundType.SingColor;
}

/** One row per id: the one in `language` when it exists, else the English one. */
function pickLanguage(rows: PromotionsTable[], language: string): PromotionsTable[] {
  const byId = new Map<number, PromotionsTable>();
  for (const row of rows) {
    const had = byId.get(row.id);
    if (!had || (had.language !== language && row.language === language)) byId.set(row.id, row);
  }
  return [...byId.values()];
}

function normaliseLanguage(language: string): string {
  return language.trim().toLowerCase();
}

/** Status order of the event list: ongoing, upcoming, ended; then admin sort. */
const LIST_ORDER: Record<number, number> = { [PromotionStatus.InProgress]: 0, [PromotionStatus.NotStarted]: 1, [PromotionStatus.Finished]: 2 };

/** GET /Promotion/GetPromotionList: the event-list cards (no drafts), ongoing first. */
export async function promotionList(store: Store, userLanguage: string, now: number): Promise<{ Promotions: PromotionSummary[] }> {
  const lang = normaliseLanguage(userLanguage);
  const rows = pickLanguage(await listPromotionRows(store.db, lang, PromotionStatus.Draft), lang);
  const cards = rows
    .map((r) => ({ r, status: promotionStatus(r, now) }))
    .filter((x) => x.status !== PromotionStatus.Draft)
    .sort((a, b) => (LIST_ORDER[a.status] ?? 3) - (LIST_ORDER[b.status] ?? 3) || a.r.sort - b.r.sort || a.r.id - b.r.id);
  return {
    Promotions: cards.map(({ r, status }) => ({ PromotionId: r.id, PromotionName: r.name, Status: status, EntryImgUrl: r.entry_img_url || null })),
  };
}

/**
 * GET /Promotion/GetPromotion: one promotion page in the language (English fallback). An
 * unknown id or a draft answers HTTP 200 with body Code 404 (Error[0].Field 'Id').
 */
export async function promotionPage(store: Store, id: number, userLanguage: string, now: number): Promise<{ Promotion: Promotion }> {
  const lang = normaliseLanguage(userLanguage);
  const [row] = pickLanguage(await promotionRows(store.db, id, lang), lang);
  const status = row ? promotionStatus(row, now) : PromotionStatus.Draft;
  if (!row || status === PromotionStatus.Draft) throw new ApiError(404, 'Id', `No promotion ${id}`, 200);
  return {
    Promotion: {
      PromotionId: row.id,
      PromotionName: row.name,
      Status: status,
      EntryImgUrl: row.entry_img_url || null,
      Type: backgroundType(row.type),
      BackgroundImage: row.background_image,
      Color1: row.color1,
      Color2: row.color2,
      RegionA: row.region_a,
      RegionB: row.region_b,
      RegionC: row.region_c,
      Content: row.content_html,
    },
  };
}
