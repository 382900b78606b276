import { z } from 'zod';
import { ADMIN_MESSAGES, UploadedMedia, defineStaffCall } from './define';
import { qInt } from '../fields';
import { LANGUAGES } from '../../languages';
import { Promotion } from '../../entities/promotions';

/**
 * Campaign management (issue 19 item 4; spec section 9 "Campaign: id, modules, sections,
 * background (solid or gradient), floating icon, footer text, entry image, ranking start and
 * end, campaign start and end"; section 4 "Campaign: draft to published"). A published campaign
 * is what the viewer's promotion page (GET /Promotion/GetPromotion, same id) and event list show;
 * a draft is seen only here, through `PreviewCampaign`, which answers exactly the `Promotion`
 * the viewer would get. Modules are the page's three image regions (A above the sections, B
 * between, C under them); sections are the rich-text blocks (HTML, sanitised when shown with the
 * widget's DOMPurify rules). Texts are per language; the viewer gets theirs, else English, else
 * the first.
 */

/** Campaign images (entry image, floating icon, modules, background): JPG, PNG or GIF, at most 1 MB. */
export const CAMPAIGN_IMAGE_MAX_BYTES = 1024 * 1024;
export const CAMPAIGN_IMAGE_KINDS = ['jpeg', 'png', 'gif'] as const;
export const CAMPAIGN_SECTION_HTML_MAX = 20_000;

export const CampaignBackground = z.enum(['solid', 'gradient', 'image']);
export type CampaignBackground = z.infer<typeof CampaignBackground>;

/** A colour as the colour picker gives it. */
export const CampaignColour = z.string().trim().regex(/^#[0-9a-fA-F]{6}$/, 'form-invalid');

const MediaRef = z.object({ MediaId: z.string().nullable(), Url: z.string() });

export const CampaignSection = z.object({
  Title: z.string().trim().max(80),
  Html: z.string().trim().min(1, ADMIN_MESSAGES.required).max(CAMPAIGN_SECTION_HTML_MAX),
});
export type CampaignSection = z.infer<typeof CampaignSection>;

export const CampaignText = z.object({
  Language: z.enum(LANGUAGES),
  Name: z.string().trim().min(1, ADMIN_MESSAGES.required).max(80),
  Sections: z.array(CampaignSection).min(1).max(12),
  FooterText: z.string().trim().max(300),
});
export type CampaignText = z.infer<typeof CampaignText>;

export const Campaign = z.object({
  CampaignId: z.number().int(),
  State: z.enum(['draft', 'published']),
  /** What the viewer sees now: Draft 1, InProgress 2, NotStarted 3, Finished 4 (PromotionStatus). */
  ViewerStatus: z.number().int(),
  Texts: z.array(CampaignText),
  Background: CampaignBackground,
  Color1: z.string().nullable(),
  Color2: z.string().nullable(),
  BackgroundImage: MediaRef.nullable(),
  EntryImage: MediaRef.nullable(),
  FloatingIcon: MediaRef.nullable(),
  Modules: z.object({ A: MediaRef.nullable(), B: MediaRef.nullable(), C: MediaRef.nullable() }),
  StartAt: z.number().int(),
  EndAt: z.number().int(),
  RankingStart: z.number().int().nullable(),
  RankingEnd: z.number().int().nullable(),
  Sort: z.number().int(),
  PublishedAt: z.number().int().nullable(),
  UpdatedAt: z.number().int(),
});
export type Campaign = z.infer<typeof Campaign>;

/** An image: the MediaId of an upload, or (on edit) the URL the campaign already has there; null for none. */
const ImageRef = z.string().trim().min(1).max(300).nullable();

const CampaignFields = z.object({
  Texts: z.array(CampaignText).min(1).max(6),
  Background: CampaignBackground,
  Color1: CampaignColour.nullable(),
  Color2: CampaignColour.nullable(),
  BackgroundImage: ImageRef,
  EntryImage: ImageRef,
  FloatingIcon: ImageRef,
  Modules: z.object({ A: ImageRef, B: ImageRef, C: ImageRef }),
  StartAt: z.number().int().positive(),
  EndAt: z.number().int().positive(),
  RankingStart: z.number().int().positive().nullable(),
  RankingEnd: z.number().int().positive().nullable(),
  Sort: z.number().int().min(0).max(10_000),
});

type Checked = {
  Background: CampaignBackground; Color1: string | null; Color2: string | null; BackgroundImage: string | null;
  StartAt: number; EndAt: number; RankingStart: number | null; RankingEnd: number | null;
};

/** Cross-field checks (plain refines: the widget's schema-lite loads this module too). */
function withCampaignChecks<T extends z.ZodType<Checked>>(schema: T) {
  return schema
    .refine((c) => c.EndAt > c.StartAt, { path: ['EndAt'], message: ADMIN_MESSAGES.endAfterStart })
    .refine((c) => (c.RankingStart === null) === (c.RankingEnd === null), { path: ['RankingEnd'], message: ADMIN_MESSAGES.required })
    .refine((c) => c.RankingStart === null || c.RankingEnd === null || c.RankingEnd > c.RankingStart, { path: ['RankingEnd'], message: ADMIN_MESSAGES.endAfterStart })
    .refine((c) => c.Background !== 'solid' || c.Color1 !== null, { path: ['Color1'], message: ADMIN_MESSAGES.required })
    .refine((c) => c.Background !== 'gradient' || (c.Color1 !== null && c.Color2 !== null), { path: ['Color2'], message: ADMIN_MESSAGES.required })
    .refine((c) => c.Background !== 'image' || c.BackgroundImage !== null, { path: ['BackgroundImage'], message: ADMIN_MESSAGES.fileRequired });
}

export const CampaignInput = withCampaignChecks(CampaignFields);
export type CampaignInput = z.infer<typeof CampaignInput>;

export const CampaignSummary = Campaign.pick({ CampaignId: true, State: true, ViewerStatus: true, StartAt: true, EndAt: true, Sort: true, UpdatedAt: true, PublishedAt: true })
  .extend({ Name: z.string(), EntryImageUrl: z.string().nullable(), Languages: z.array(z.string()) });
export type CampaignSummary = z.infer<typeof CampaignSummary>;

const CampaignIdField = z.object({ CampaignId: z.number().int().positive() });

export const ListCampaigns = defineStaffCall({
  name: 'ListCampaigns', method: 'GET', path: '/campaigns', access: 'read', feature: 'promotions', audited: false,
  request: z.object({ State: z.enum(['draft', 'published']).optional() }),
  result: z.object({ Campaigns: z.array(CampaignSummary) }),
  summary: 'Campaigns in their event-list order, with the English (or first) name.',
});

export const GetCampaign = defineStaffCall({
  name: 'GetCampaign', method: 'GET', path: '/campaigns/one', access: 'read', feature: 'promotions', audited: false,
  request: z.object({ CampaignId: qInt.pipe(z.number().int().positive()) }),
  result: z.object({ Campaign }),
  summary: 'One campaign with every field and text.',
});

/** Saved as a draft. End before start → 400 `EndAt`; a language twice → 400 `Texts.<i>.Language`; an unknown image → 400 at its field. */
export const CreateCampaign = defineStaffCall({
  name: 'CreateCampaign', method: 'POST', path: '/campaigns/add', access: 'content.edit', feature: 'promotions', audited: true,
  request: CampaignInput, result: z.object({ Campaign }),
  summary: 'Add a campaign as a draft (viewers see it once published).',
});

/** A published campaign stays published: the change shows on the promotion page at once. */
export const EditCampaign = defineStaffCall({
  name: 'EditCampaign', method: 'POST', path: '/campaigns/edit', access: 'content.edit', feature: 'promotions', audited: true,
  request: withCampaignChecks(CampaignFields.extend({ CampaignId: z.number().int().positive() })), result: z.object({ Campaign }),
  summary: 'Change a campaign (same rules as adding one).',
});

/** Draft → published; publishing a published campaign → 409 `conflict`. */
export const PublishCampaign = defineStaffCall({
  name: 'PublishCampaign', method: 'POST', path: '/campaigns/publish', access: 'content.edit', feature: 'promotions', audited: true,
  request: CampaignIdField, result: z.object({ Campaign }),
  summary: 'Publish a draft: the promotion page and event list show it from now on.',
});

/** The promotion page a viewer of that language would get, drafts included. */
export const PreviewCampaign = defineStaffCall({
  name: 'PreviewCampaign', method: 'GET', path: '/campaigns/preview', access: 'read', feature: 'promotions', audited: false,
  request: z.object({ CampaignId: qInt.pipe(z.number().int().positive()), Language: z.enum(LANGUAGES).default('en') }),
  result: z.object({ Promotion }),
  summary: 'Preview: the campaign as GET /Promotion/GetPromotion would answer it (the back office renders it with the widget\'s view).',
});

/** multipart/form-data, part `File`: JPG, PNG or GIF read from the bytes, at most 1 MB. */
export const UploadCampaignImage = defineStaffCall({
  name: 'UploadCampaignImage', method: 'POST', path: '/campaigns/images', access: 'content.edit', feature: 'promotions', audited: true,
  request: z.object({}), result: z.object({ Media: UploadedMedia }),
  upload: { kinds: CAMPAIGN_IMAGE_KINDS, maxBytes: CAMPAIGN_IMAGE_MAX_BYTES },
  summary: 'Upload one campaign image; answers its MediaId for CreateCampaign/EditCampaign.',
});
