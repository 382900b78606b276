import { z } from 'zod';
import { ADMIN_MESSAGES, UploadedMedia, defineStaffCall } from './define';
import { qInt } from '../fields';

/**
 * Streamer posts and their review (issue 19 item 6; spec section 9 "Streamer post: type (photo
 * or video), content, publish time, visibility (public or restricted), view rules (paid, VIP
 * level only, assigned gift), amount"; section 4 "Streamer posts: under review, approved, not
 * approved (a reason is required for rejection). There are approve-all and approve-one
 * actions"; limits "Video at most 25 MB, mp4 or m3u8. Photos accept JPG, PNG or GIF").
 *
 * Files are uploaded first (`UploadPostPhoto`, `UploadPostVideo`) and named by their MediaId.
 * Every new or edited post is under review; only approved posts whose publish time has come
 * show on the streamer page's post wall (`GetPostWall`).
 */

export const POST_VIDEO_MAX_BYTES = 25 * 1024 * 1024;
export const POST_VIDEO_KINDS = ['mp4', 'm3u8'] as const;
/** Post photos follow the streamer photo rules (JPG, PNG or GIF, at most 800 KB). */
export const POST_PHOTO_MAX_BYTES = 800 * 1024;
export const POST_PHOTO_KINDS = ['jpeg', 'png', 'gif'] as const;
export const POST_PHOTOS_MAX = 9;
export const POST_CONTENT_MAX = 1000;
export const POST_REJECT_REASON_MAX = 200;
/** VIP levels a "VIP level only" post may ask for (the VIP welcome levels 1-10). */
export const POST_VIP_LEVEL_MAX = 10;
/** Paid price (whole coins) or number of the assigned gift. */
export const POST_AMOUNT_MAX = 1_000_000;

export const PostType = z.enum(['photo', 'video']);
export type PostType = z.infer<typeof PostType>;
export const PostVisibility = z.enum(['public', 'restricted']);
export type PostVisibility = z.infer<typeof PostVisibility>;
/** View rules of a restricted post: paid (Amount coins), VIP level only (VipLevel), assigned gift (Amount of GiftId). */
export const PostRule = z.enum(['paid', 'vip', 'gift']);
export type PostRule = z.infer<typeof PostRule>;
export const PostState = z.enum(['under-review', 'approved', 'not-approved']);
export type PostState = z.infer<typeof PostState>;

export const BackofficePost = z.object({
  PostId: z.number().int(),
  StreamerId: z.number().int(),
  StreamerName: z.string(),
  Type: PostType,
  Content: z.string(),
  /** The uploaded photos (photo post) or the one video (video post); Kind as read from the bytes. */
  Media: z.array(z.object({ MediaId: z.string(), Url: z.string(), Kind: z.string() })),
  /** Epoch ms: the post shows to viewers from this instant once approved. */
  PublishAt: z.number().int(),
  Visibility: PostVisibility,
  Rule: PostRule.nullable(),
  Amount: z.number().int(),
  VipLevel: z.number().int().nullable(),
  GiftId: z.number().int().nullable(),
  GiftName: z.string().nullable(),
  State: PostState,
  /** Why it was not approved (null unless State is not-approved). */
  RejectReason: z.string().nullable(),
  ReviewedBy: z.string().nullable(),
  ReviewedAt: z.number().int().nullable(),
  CreatedBy: z.string(),
  CreatedAt: z.number().int(),
  UpdatedAt: z.number().int(),
});
export type BackofficePost = z.infer<typeof BackofficePost>;

/**
 * A post as staff write it. Cross-field rules are the server's (400 naming the field): a photo
 * post has 1-9 photos, a video post exactly one video ('A video post has exactly one video'); a
 * restricted post needs its Rule; paid and gift need Amount > 0, vip a VipLevel, gift a GiftId
 * that exists. A public post keeps no rule.
 */
export const PostInput = z.object({
  StreamerId: z.number().int().positive(),
  Type: PostType,
  Content: z.string().trim().min(1, ADMIN_MESSAGES.required).max(POST_CONTENT_MAX),
  /** MediaIds of uploads (UploadPostPhoto / UploadPostVideo). */
  Media: z.array(z.string().trim().min(1).max(100)).min(1, ADMIN_MESSAGES.postMediaRequired).max(POST_PHOTOS_MAX),
  PublishAt: z.number().int().positive(),
  Visibility: PostVisibility,
  Rule: PostRule.nullable(),
  Amount: z.number().int().min(0).max(POST_AMOUNT_MAX),
  VipLevel: z.number().int().min(1).max(POST_VIP_LEVEL_MAX).nullable(),
  GiftId: z.number().int().positive().nullable(),
});
export type PostInput = z.infer<typeof PostInput>;

export const ListStreamerPosts = defineStaffCall({
  name: 'ListStreamerPosts', method: 'GET', path: '/posts', access: 'read', feature: 'posts', audited: false,
  request: z.object({
    State: PostState.optional(),
    StreamerId: qInt.pipe(z.number().int().positive()).optional(),
    Page: qInt.pipe(z.number().int().min(1)).default(1),
    PageSize: qInt.pipe(z.number().int().min(1).max(100)).default(20),
  }),
  result: z.object({
    Posts: z.array(BackofficePost), Total: z.number().int(), Page: z.number().int(), PageSize: z.number().int(),
    /** Posts under review (with the same StreamerId filter): what approve-all would approve. */
    UnderReview: z.number().int(),
    /** When this answer was made; ApproveAllStreamerPosts takes it so nothing newer is approved unseen. */
    AsOf: z.number().int(),
  }),
  summary: 'The review list: posts newest first, by state and streamer, a page at a time.',
});

export const GetPostFormOptions = defineStaffCall({
  name: 'GetPostFormOptions', method: 'GET', path: '/posts/options', access: 'read', feature: 'posts', audited: false,
  request: z.object({}),
  result: z.object({
    Streamers: z.array(z.object({ StreamerId: z.number().int(), Name: z.string() })),
    Gifts: z.array(z.object({ GiftId: z.number().int(), Name: z.string() })),
    VipLevelMax: z.number().int(),
  }),
  summary: 'What the post form chooses from: streamers, gifts (assigned gift rule) and VIP levels.',
});

/** Unknown streamer → 400 `StreamerId`; unknown upload or one of the other type → 400 `Media`; rules above. */
export const CreateStreamerPost = defineStaffCall({
  name: 'CreateStreamerPost', method: 'POST', path: '/posts/add', access: 'content.edit', feature: 'posts', audited: true,
  request: PostInput, result: z.object({ Post: BackofficePost }),
  summary: 'Add a streamer post; it waits under review.',
});

export const EditStreamerPost = defineStaffCall({
  name: 'EditStreamerPost', method: 'POST', path: '/posts/edit', access: 'content.edit', feature: 'posts', audited: true,
  request: PostInput.extend({ PostId: z.number().int().positive() }), result: z.object({ Post: BackofficePost }),
  summary: 'Change a post (same rules); it goes back under review.',
});

export const DeleteStreamerPost = defineStaffCall({
  name: 'DeleteStreamerPost', method: 'POST', path: '/posts/delete', access: 'content.edit', feature: 'posts', audited: true,
  request: z.object({ PostId: z.number().int().positive() }), result: z.object({ PostId: z.number().int() }),
  summary: 'Remove a post (gone from the post wall).',
});

/** Only a post under review; otherwise 409 `conflict` ('The post is no longer under review'). */
export const ApproveStreamerPost = defineStaffCall({
  name: 'ApproveStreamerPost', method: 'POST', path: '/posts/approve', access: 'posts.review', feature: 'posts', audited: true,
  request: z.object({ PostId: z.number().int().positive() }), result: z.object({ Post: BackofficePost }),
  summary: 'Approve one post: it shows on the post wall from its publish time.',
});

export const ApproveAllStreamerPosts = defineStaffCall({
  name: 'ApproveAllStreamerPosts', method: 'POST', path: '/posts/approve-all', access: 'posts.review', feature: 'posts', audited: true,
  request: z.object({
    /** Only this streamer's posts (the list's filter). */
    StreamerId: z.number().int().positive().optional(),
    /** The list's AsOf: posts added or edited after it are left under review. */
    AsOf: z.number().int().positive(),
  }),
  result: z.object({ PostIds: z.array(z.number().int()) }),
  summary: 'Approve every post under review (of a streamer) that the reviewer\'s list could show.',
});

/** Reason required ('A reason is required for rejection', 400 `Reason`); an approved post may be taken down too. */
export const RejectStreamerPost = defineStaffCall({
  name: 'RejectStreamerPost', method: 'POST', path: '/posts/reject', access: 'posts.review', feature: 'posts', audited: true,
  request: z.object({
    PostId: z.number().int().positive(),
    Reason: z.string().trim().min(1, ADMIN_MESSAGES.rejectReasonRequired).max(POST_REJECT_REASON_MAX),
  }),
  result: z.object({ Post: BackofficePost }),
  summary: 'Not approve a post (under review or approved), with the reason.',
});

/** multipart/form-data, part `File`: JPG, PNG or GIF read from the bytes, at most 800 KB. */
export const UploadPostPhoto = defineStaffCall({
  name: 'UploadPostPhoto', method: 'POST', path: '/posts/photos', access: 'content.edit', feature: 'posts', audited: true,
  request: z.object({}), result: z.object({ Media: UploadedMedia }),
  upload: { kinds: POST_PHOTO_KINDS, maxBytes: POST_PHOTO_MAX_BYTES },
  summary: 'Upload one post photo; answers its MediaId for CreateStreamerPost/EditStreamerPost.',
});

/** multipart/form-data, part `File`: mp4 (its ftyp box) or m3u8 ('#EXTM3U') read from the bytes, at most 25 MB. */
export const UploadPostVideo = defineStaffCall({
  name: 'UploadPostVideo', method: 'POST', path: '/posts/videos', access: 'content.edit', feature: 'posts', audited: true,
  request: z.object({}), result: z.object({ Media: UploadedMedia }),
  upload: { kinds: POST_VIDEO_KINDS, maxBytes: POST_VIDEO_MAX_BYTES },
  summary: 'Upload a post video (mp4 or an HLS m3u8 playlist); answers its MediaId.',
});
