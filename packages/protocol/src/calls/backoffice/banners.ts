import { z } from 'zod';
import { ADMIN_MESSAGES, UploadedMedia, defineStaffCall } from './define';
import { qInt } from '../fields';
import { BANNER_DEVICES, BANNER_POSITIONS } from '../../entities/schedule';

/**
 * Banner management (issue 19 item 4; spec section 9 "Banner: title, position, device (mobile or
 * desktop), link (internal or external), post id, carousel seconds, start and end time"; section 4
 * "Streamer and banner: on or off. Banner: not started, active, off"; section 5 "End time must be
 * after start time" and "Duplicate checks cover … a banner already set for the site or period").
 * A banner is for one site or for every site (`SiteId` null). Two banners that are on, for the
 * same site, position and device, may not share any instant → 409 `banner-exists`.
 * The image is uploaded first with `UploadBannerImage` and named here by its MediaId (an edit
 * may keep the banner's current image by its URL).
 */

/** Banner images: JPG, PNG or GIF read from the bytes, at most 1 MB. */
export const BANNER_IMAGE_MAX_BYTES = 1024 * 1024;
export const BANNER_IMAGE_KINDS = ['jpeg', 'png', 'gif'] as const;
export const BANNER_CAROUSEL_MAX_SECONDS = 60;

export const BannerLinkType = z.enum(['internal', 'external']);

export const Banner = z.object({
  BannerId: z.number().int(),
  Title: z.string(),
  /** The licensee site, or null: every site. */
  SiteId: z.number().int().nullable(),
  Position: z.enum(BANNER_POSITIONS),
  Device: z.enum(BANNER_DEVICES),
  Image: z.object({ MediaId: z.string().nullable(), Url: z.string() }),
  LinkType: BannerLinkType,
  Link: z.string(),
  PostId: z.number().int().nullable(),
  CarouselSeconds: z.number().int(),
  /** Epoch ms; shown from StartAt up to (not including) EndAt. */
  StartAt: z.number().int(),
  EndAt: z.number().int(),
  On: z.boolean(),
  /** Derived at the time of the answer: off (switched off or past its end), not started, active. */
  State: z.enum(['not-started', 'active', 'off']),
  UpdatedAt: z.number().int(),
});
export type Banner = z.infer<typeof Banner>;

export const BANNER_LINK_MESSAGE = 'An internal link is a path starting with /; an external link starts with http:// or https://';

/** A link: empty (none), a path of the widget ('/…', never '//…'), or an http(s) address. */
export const BANNER_LINK_PATTERN = /^(\/([^\s/\\][^\s\\]*)?|https?:\/\/[^\s/\\][^\s\\]*)?$/;

/** The link agrees with its type: an internal link is a path, an external one an http(s) address. */
export function bannerLinkValid(type: 'internal' | 'external', link: string): boolean {
  if (link === '') return true;
  return type === 'internal' ? link.startsWith('/') : /^https?:\/\//.test(link);
}

const BannerFields = z.object({
  Title: z.string().trim().min(1, ADMIN_MESSAGES.required).max(60),
  SiteId: z.number().int().positive().nullable(),
  Position: z.enum(BANNER_POSITIONS),
  Device: z.enum(BANNER_DEVICES),
  /** MediaId of an upload, or (on edit) the URL of the banner's current image. */
  Image: z.string().trim().min(1, ADMIN_MESSAGES.fileRequired).max(300),
  LinkType: BannerLinkType,
  Link: z.string().trim().max(500).regex(BANNER_LINK_PATTERN, BANNER_LINK_MESSAGE),
  PostId: z.number().int().positive().max(2_147_483_647).nullable(),
  CarouselSeconds: z.number().int().min(1).max(BANNER_CAROUSEL_MAX_SECONDS),
  StartAt: z.number().int().positive(),
  EndAt: z.number().int().positive(),
  On: z.boolean(),
});

/** The checks across fields (plain refines: the widget's schema-lite loads this module too). */
function withBannerChecks<T extends z.ZodType<{ StartAt: number; EndAt: number; LinkType: 'internal' | 'external'; Link: string }>>(schema: T) {
  return schema
    .refine((b) => b.EndAt > b.StartAt, { path: ['EndAt'], message: ADMIN_MESSAGES.endAfterStart })
    .refine((b) => bannerLinkValid(b.LinkType, b.Link), { path: ['Link'], message: BANNER_LINK_MESSAGE });
}

export const BannerInput = withBannerChecks(BannerFields);
export type BannerInput = z.infer<typeof BannerInput>;

export const ListBanners = defineStaffCall({
  name: 'ListBanners', method: 'GET', path: '/banners', access: 'read', feature: 'banners', audited: false,
  request: z.object({ Position: z.enum(BANNER_POSITIONS).optional(), SiteId: qInt.pipe(z.number().int().positive()).optional() }),
  result: z.object({ Banners: z.array(Banner) }),
  summary: 'Banners, by position then start; optionally of one position or site.',
});

/** End before start → 400 `EndAt`; the same site, position and device on in an overlapping period → 409 `banner-exists`; an unknown image → 400 `Image`. */
export const CreateBanner = defineStaffCall({
  name: 'CreateBanner', method: 'POST', path: '/banners/add', access: 'content.edit', feature: 'banners', audited: true,
  request: BannerInput, result: z.object({ Banner }),
  summary: 'Add a banner; the viewer pages of its position show it while it is on and running.',
});

export const EditBanner = defineStaffCall({
  name: 'EditBanner', method: 'POST', path: '/banners/edit', access: 'content.edit', feature: 'banners', audited: true,
  request: withBannerChecks(BannerFields.extend({ BannerId: z.number().int().positive() })), result: z.object({ Banner }),
  summary: 'Change a banner (same rules as adding one).',
});

/** Switching on checks the overlap rule again (409 `banner-exists`). */
export const SetBannerOn = defineStaffCall({
  name: 'SetBannerOn', method: 'POST', path: '/banners/on', access: 'content.edit', feature: 'banners', audited: true,
  request: z.object({ BannerId: z.number().int().positive(), On: z.boolean() }), result: z.object({ Banner }),
  summary: 'Switch a banner on or off.',
});

export const DeleteBanner = defineStaffCall({
  name: 'DeleteBanner', method: 'POST', path: '/banners/delete', access: 'content.edit', feature: 'banners', audited: true,
  request: z.object({ BannerId: z.number().int().positive() }), result: z.object({ BannerId: z.number().int() }),
  summary: 'Remove a banner.',
});

/** multipart/form-data, part `File`: JPG, PNG or GIF read from the bytes, at most 1 MB. */
export const UploadBannerImage = defineStaffCall({
  name: 'UploadBannerImage', method: 'POST', path: '/banners/images', access: 'content.edit', feature: 'banners', audited: true,
  request: z.object({}), result: z.object({ Media: UploadedMedia }),
  upload: { kinds: BANNER_IMAGE_KINDS, maxBytes: BANNER_IMAGE_MAX_BYTES },
  summary: 'Upload one banner image; answers its MediaId for CreateBanner/EditBanner.',
});
