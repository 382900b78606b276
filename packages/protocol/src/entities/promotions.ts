import { z } from 'zod';
import { PromotionBackgroundType, PromotionStatus } from '../enums';

/**
 * A promotion (event). `Content` is admin-authored HTML: the web sanitises it with DOMPurify
 * before rendering. Color1/Color2 are CSS colours (single colour or vertical gradient).
 */
export const Promotion = z.object({
  PromotionId: z.number().int(),
  PromotionName: z.string(),
  Status: z.enum(PromotionStatus),
  EntryImgUrl: z.string().nullable(),
  Type: z.enum(PromotionBackgroundType),
  BackgroundImage: z.string().nullable(),
  Color1: z.string().nullable(),
  Color2: z.string().nullable(),
  RegionA: z.string().nullable(),
  RegionB: z.string().nullable(),
  RegionC: z.string().nullable(),
  Content: z.string(),
  /** A small image floating over the page's corner (campaign "floating icon"), or null. */
  FloatingIcon: z.string().nullable(),
  /** Plain text under the content (campaign "footer text"), or null. */
  FooterText: z.string().nullable(),
  /** The campaign period, epoch ms (null: not given). */
  StartAt: z.number().int().nullable(),
  EndAt: z.number().int().nullable(),
  /** The ranking period, epoch ms (null: the campaign has no ranking). */
  RankingStart: z.number().int().nullable(),
  RankingEnd: z.number().int().nullable(),
});
export type Promotion = z.infer<typeof Promotion>;

/** List entry of GET /Promotion/GetPromotionList (no content). */
export const PromotionSummary = Promotion.pick({
  PromotionId: true, PromotionName: true, Status: true, EntryImgUrl: true,
});
export type PromotionSummary = z.infer<typeof PromotionSummary>;
