import { z } from 'zod';
import { ADMIN_MESSAGES, UploadedMedia, defineStaffCall } from './define';
import { qInt } from '../fields';
import { MAX_MONEY_AMOUNT } from '../../constants';

/**
 * Gift and lucky-box management (issue 19 item 3; spec section 9 "Admin vocabulary": "Gifts:
 * … image, frontend image, backend image, animation, category (general, VIP, basic, campaign),
 * VIP level, start and end time, campaign name, amount"; "Lucky box: name, gift name,
 * probability percent, gift amount, best gift"; section 4 "Lucky box: locked, unlocked,
 * expired"; limits "Gift image at most 10 KB, PNG", "Gift animation in SVGA: up to 1 MB for
 * gifts of 10 diamonds or more, 500 KB below that", "Gift list sort is 5 per page").
 * Pictures and animations are uploaded first (`UploadGiftImage`, `UploadGiftAnimation`) and
 * named here by their MediaId; an edit may keep what the gift has by its URL. The viewer's gift
 * panel and lucky boxes read the same rows (the panel reloads after its 60 s cache).
 */

/** "Gift image at most 10 KB, PNG" (image, front-end and back-end image alike). */
export const GIFT_IMAGE_MAX_BYTES = 10 * 1024;
export const GIFT_IMAGE_KINDS = ['png'] as const;
/** "up to 1 MB for gifts of 10 diamonds or more" — what the upload call takes at most. */
export const GIFT_ANIMATION_MAX_BYTES = 1024 * 1024;
/** "… 500 KB below that". */
export const GIFT_ANIMATION_SMALL_MAX_BYTES = 500 * 1024;
/** The amount from which a gift may carry the larger animation. */
export const GIFT_ANIMATION_BIG_FROM = 10;
export const GIFT_ANIMATION_KINDS = ['svga'] as const;
/** "Gift list sort is 5 per page". */
export const GIFT_PAGE_SIZE = 5;
export const GIFT_NAME_MAX = 40;

/** The animation limit of a gift of this amount (checked again when the gift is saved). */
export function giftAnimationLimit(amount: number): number {
  return amount >= GIFT_ANIMATION_BIG_FROM ? GIFT_ANIMATION_MAX_BYTES : GIFT_ANIMATION_SMALL_MAX_BYTES;
}

/**
 * The admin categories and the viewer's GiftCategory each stands for: general → Normal 1,
 * campaign → Activity 2 (the panel's events tab), VIP → Vip 3, basic → NewUser 4. Gifts of the
 * other categories (roulette, lucky-box prize, profit share, wish coin) belong to their
 * features: listed as 'system', not edited here.
 */
export const GIFT_ADMIN_CATEGORIES = ['general', 'vip', 'basic', 'campaign'] as const;
export const GiftAdminCategory = z.enum(GIFT_ADMIN_CATEGORIES);
export type GiftAdminCategory = z.infer<typeof GiftAdminCategory>;
export const GIFT_CATEGORY_CODES: Readonly<Record<GiftAdminCategory, number>> = { general: 1, campaign: 2, vip: 3, basic: 4 };

export const GIFT_NAME_LANGUAGES = ['en', 'cn', 'vn', 'th', 'id'] as const;

const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => z.string().trim().min(1, ADMIN_MESSAGES.required).max(max);
/** A picture or animation: the MediaId of an upload, or (on edit) the URL the gift already has. */
const MediaRef = z.string().trim().min(1, ADMIN_MESSAGES.required).max(300);
const Money = z.number().min(0).max(MAX_MONEY_AMOUNT);
const Instant = z.number().int().min(0).max(8_640_000_000_000);

export const GiftNames = z.object({
  en: required(GIFT_NAME_MAX), cn: text(GIFT_NAME_MAX), vn: text(GIFT_NAME_MAX), th: text(GIFT_NAME_MAX), id: text(GIFT_NAME_MAX),
});

export const GiftMedia = z.object({ MediaId: z.string().nullable(), Url: z.string() });

/** A gift's state at the time of the answer: off, before its start, between, after its end. */
export const GiftState = z.enum(['off', 'scheduled', 'active', 'ended']);

export const BackofficeGift = z.object({
  GiftId: z.number().int(),
  CurrencyId: z.number().int(),
  Names: GiftNames,
  /** An admin category, or 'system' for the gifts other features own (not editable here). */
  Category: z.enum([...GIFT_ADMIN_CATEGORIES, 'system']),
  /** The viewer's GiftCategory number. */
  CategoryCode: z.number().int(),
  Image: GiftMedia,
  FrontendImage: GiftMedia.nullable(),
  BackendImage: GiftMedia.nullable(),
  Animation: GiftMedia.nullable(),
  VipLevel: z.number().int(),
  StartAt: z.number().int().nullable(),
  EndAt: z.number().int().nullable(),
  CampaignName: z.string(),
  Amount: z.number(),
  Sort: z.number().int(),
  On: z.boolean(),
  State: GiftState,
  UpdatedAt: z.number().int(),
});
export type BackofficeGift = z.infer<typeof BackofficeGift>;

export const GiftFields = z.object({
  CurrencyId: z.number().int().positive().max(2_147_483_647),
  Names: GiftNames,
  Category: GiftAdminCategory,
  /** Required level (0-10); a VIP gift needs 1 or more. */
  VipLevel: z.number().int().min(0).max(10),
  /** Epoch ms; null: from now on / without end. */
  StartAt: Instant.nullable(),
  EndAt: Instant.nullable(),
  /** Required for a campaign gift. */
  CampaignName: text(60),
  /** Price in the gift's currency (e.g. diamonds on the coin site). */
  Amount: Money,
  Sort: z.number().int().min(1).max(9999),
  On: z.boolean(),
  Image: MediaRef,
  FrontendImage: MediaRef.nullable(),
  BackendImage: MediaRef.nullable(),
  Animation: MediaRef.nullable(),
});

/** The checks every gift input has (two refines: the widget's schema-lite has refine only). */
const giftChecks = <T extends z.ZodType<z.infer<typeof GiftFields>>>(s: T) => s
  .refine((g) => g.StartAt === null || g.EndAt === null || g.EndAt > g.StartAt, { path: ['EndAt'], message: ADMIN_MESSAGES.endAfterStart })
  .refine((g) => g.Category !== 'campaign' || g.CampaignName.trim().length > 0, { path: ['CampaignName'], message: ADMIN_MESSAGES.required });

export const GiftInput = giftChecks(GiftFields);
export type GiftInput = z.infer<typeof GiftFields>;

export const GiftCurrency = z.object({ CurrencyId: z.number().int(), CurrencyName: z.string() });

export const ListBackofficeGifts = defineStaffCall({
  name: 'ListBackofficeGifts', method: 'GET', path: '/gifts', access: 'read', feature: 'gifts', audited: false,
  request: z.object({
    CurrencyId: qInt.pipe(z.number().int().positive().max(2_147_483_647)).optional(),
    Page: qInt.pipe(z.number().int().min(1).max(100_000)).default(1),
  }),
  result: z.object({
    Gifts: z.array(BackofficeGift), Total: z.number().int(), Page: z.number().int(), PageSize: z.number().int(),
    /** Every currency a gift may be priced in. */
    Currencies: z.array(GiftCurrency),
  }),
  summary: 'Gifts in their sort order, 5 per page (spec: "Gift list sort is 5 per page"); optionally of one currency.',
});

/**
 * 400 `Image`/`FrontendImage`/`BackendImage`/`Animation` for an unknown upload; 413
 * `Animation` 'File exceeds the size limit' when the animation is over the amount's limit;
 * 400 `EndAt` 'End time must be after start time'; 400 `VipLevel` for a VIP gift of level 0.
 */
export const CreateGift = defineStaffCall({
  name: 'CreateGift', method: 'POST', path: '/gifts/add', access: 'content.edit', feature: 'gifts', audited: true,
  request: GiftInput, result: z.object({ Gift: BackofficeGift }),
  summary: 'Add a gift; open gift panels show it after their 60 s cache.',
});

export const EditGift = defineStaffCall({
  name: 'EditGift', method: 'POST', path: '/gifts/edit', access: 'content.edit', feature: 'gifts', audited: true,
  request: giftChecks(GiftFields.extend({ GiftId: z.number().int().positive().max(2_147_483_647) })),
  result: z.object({ Gift: BackofficeGift }),
  summary: 'Change a gift (same rules; the id and currency stay).',
});

export const SetGiftOn = defineStaffCall({
  name: 'SetGiftOn', method: 'POST', path: '/gifts/on', access: 'content.edit', feature: 'gifts', audited: true,
  request: z.object({ GiftId: z.number().int().positive().max(2_147_483_647), CurrencyId: z.number().int().positive().max(2_147_483_647), On: z.boolean() }),
  result: z.object({ Gift: BackofficeGift }),
  summary: 'Switch a gift on or off (off: gone from the gift panel after its cache).',
});

/** multipart/form-data, part `File`: a PNG read from the bytes, at most 10 KB. */
export const UploadGiftImage = defineStaffCall({
  name: 'UploadGiftImage', method: 'POST', path: '/gifts/images', access: 'content.edit', feature: 'gifts', audited: true,
  request: z.object({}), result: z.object({ Media: UploadedMedia }),
  upload: { kinds: GIFT_IMAGE_KINDS, maxBytes: GIFT_IMAGE_MAX_BYTES },
  summary: 'Upload a gift picture (image, front-end or back-end image): PNG, at most 10 KB.',
});

/**
 * multipart/form-data, part `File`: an SVGA 2.x animation, recognised by inflating and decoding
 * its MovieEntity (version, view box, fps, frames, images), at most 1 MB; a gift under 10 takes
 * at most 500 KB, checked when it is saved.
 */
export const UploadGiftAnimation = defineStaffCall({
  name: 'UploadGiftAnimation', method: 'POST', path: '/gifts/animations', access: 'content.edit', feature: 'gifts', audited: true,
  request: z.object({}), result: z.object({ Media: UploadedMedia }),
  upload: { kinds: GIFT_ANIMATION_KINDS, maxBytes: GIFT_ANIMATION_MAX_BYTES },
  summary: 'Upload a gift animation (SVGA, at most 1 MB; 500 KB for gifts under 10).',
});

/* ---------------------------------------------------------------- lucky boxes */

/** Locked: not sold (staff locked it); unlocked: on sale; expired: past its expiry. */
export const LuckyBoxState = z.enum(['locked', 'unlocked', 'expired']);
export type LuckyBoxState = z.infer<typeof LuckyBoxState>;
export const LUCKY_BOX_MAX_GIFTS = 12;
/** The probabilities of a box's gifts add up to this (percent). */
export const LUCKY_BOX_TOTAL_PERCENT = 100;

export const BackofficeLuckyBox = z.object({
  LuckyBoxId: z.number().int(),
  Names: GiftNames,
  CurrencyId: z.number().int(),
  Amount: z.number(),
  IsVip: z.boolean(),
  ImageUrl: z.string(),
  Gifts: z.array(z.object({ GiftId: z.number().int(), GiftName: z.string(), GiftAmount: z.number(), Probability: z.number().int() })),
  BestGiftId: z.number().int().nullable(),
  Locked: z.boolean(),
  ExpiresAt: z.number().int().nullable(),
  State: LuckyBoxState,
  Sort: z.number().int(),
  UpdatedAt: z.number().int(),
});
export type BackofficeLuckyBox = z.infer<typeof BackofficeLuckyBox>;

export const LuckyBoxFields = z.object({
  Names: GiftNames,
  CurrencyId: z.number().int().positive().max(2_147_483_647),
  /** The box's price. */
  Amount: Money,
  IsVip: z.boolean(),
  /**
   * The prizes: gifts of the box's currency, each with a whole probability percent; together
   * exactly 100 (checked by the server: 400 `Gifts` 'The probabilities must add up to 100%').
   */
  Gifts: z.array(z.object({ GiftId: z.number().int().positive().max(2_147_483_647), Probability: z.number().int().min(1).max(100) }))
    .min(1, ADMIN_MESSAGES.atLeastOneOption).max(LUCKY_BOX_MAX_GIFTS),
  /** One of `Gifts` (400 `BestGiftId` otherwise). */
  BestGiftId: z.number().int().positive().max(2_147_483_647),
  Locked: z.boolean(),
  /** Epoch ms; null: never expires. */
  ExpiresAt: Instant.nullable(),
  Sort: z.number().int().min(1).max(9999),
});
export type LuckyBoxInput = z.infer<typeof LuckyBoxFields>;

export const ListBackofficeLuckyBoxes = defineStaffCall({
  name: 'ListBackofficeLuckyBoxes', method: 'GET', path: '/lucky-boxes', access: 'read', feature: 'lucky-box', audited: false,
  request: z.object({}),
  result: z.object({
    LuckyBoxes: z.array(BackofficeLuckyBox),
    Currencies: z.array(GiftCurrency),
    /** The gifts a box may hold as prizes (every gift in every currency; a box takes those of its own). */
    GiftChoices: z.array(z.object({ GiftId: z.number().int(), CurrencyId: z.number().int(), Name: z.string(), Amount: z.number() })),
  }),
  summary: 'Every lucky box with its prizes and state (locked, unlocked, expired).',
});

/** 400 `Gifts` 'The probabilities must add up to 100%'; 400 `Gifts.<i>.GiftId` for a gift not sold in the box's currency; 400 `BestGiftId`. */
export const CreateLuckyBox = defineStaffCall({
  name: 'CreateLuckyBox', method: 'POST', path: '/lucky-boxes/add', access: 'content.edit', feature: 'lucky-box', audited: true,
  request: LuckyBoxFields, result: z.object({ LuckyBox: BackofficeLuckyBox }),
  summary: 'Add a lucky box; unlocked, it shows in the gift panel after its 60 s cache.',
});

export const EditLuckyBox = defineStaffCall({
  name: 'EditLuckyBox', method: 'POST', path: '/lucky-boxes/edit', access: 'content.edit', feature: 'lucky-box', audited: true,
  request: LuckyBoxFields.extend({ LuckyBoxId: z.number().int().positive().max(2_147_483_647) }),
  result: z.object({ LuckyBox: BackofficeLuckyBox }),
  summary: 'Change a lucky box (same rules).',
});
