import { z } from 'zod';
import { ADMIN_MESSAGES, UploadedMedia, defineStaffCall } from './define';
import { qBool, qInt } from '../fields';
import type { BroadcasterStyle } from '../../enums';
import { AnchorTag } from '../../enums';

/**
 * Streamer and broadcaster management (issue 19 item 2; spec section 9 "Admin vocabulary":
 * "Streamer: name, supplier, contract (signed or part-time), channel, source, key, memo, server
 * address, stream key, intro, photos, tag, feature text, hot or new flag, on or off status").
 * Photos are uploaded first with `UploadStreamerPhoto` (JPG/PNG/GIF, at most 800 KB) and named
 * here by their MediaId (an edit may keep a photo by its URL); the first is the card picture.
 */

/** Streamer photo limit (spec: "Streamer photo at most 800 KB"; "Photos accept JPG, PNG or GIF"). */
export const STREAMER_PHOTO_MAX_BYTES = 800 * 1024;
export const STREAMER_PHOTO_KINDS = ['jpeg', 'png', 'gif'] as const;
/** "Feature text must be under 18 characters". */
export const FEATURE_TEXT_MAX = 17;
/** "The tag or version note is ideally 16 characters or fewer" (a hint; the hard cap is 40). */
export const TAG_NOTE_HINT = 16;
export const STREAMER_LANGUAGES = ['vn', 'th', 'cn', 'id', 'ph'] as const;

export const StreamerContract = z.enum(['signed', 'part-time']);
export type StreamerContract = z.infer<typeof StreamerContract>;

const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => z.string().trim().min(1, ADMIN_MESSAGES.required).max(max);
/** A photo: the MediaId of an upload, or (on edit) the URL of a photo the streamer already has. */
const PhotoRef = z.string().trim().min(1).max(300);

export const StreamerFeatureText = z.object({
  Content: required(FEATURE_TEXT_MAX + 50).refine((v) => v.length <= FEATURE_TEXT_MAX, ADMIN_MESSAGES.featureTextTooLong),
  Star: z.number().int().min(1).max(5),
});

export const BackofficeStreamer = z.object({
  StreamerId: z.number().int(),
  Name: z.string(),
  Language: z.string(),
  Supplier: z.string(),
  Contract: StreamerContract,
  Channel: z.string(),
  Source: z.string(),
  Key: z.string(),
  Memo: z.string(),
  ServerAddress: z.string(),
  StreamKey: z.string(),
  Intro: z.string(),
  Photos: z.array(z.object({ MediaId: z.string().nullable(), Url: z.string() })),
  /** Tag note shown on the badge (TagName). */
  TagNote: z.string(),
  /** Hot or new flag (none, hot, new). */
  Tag: z.enum(AnchorTag),
  Features: z.array(z.object({ Content: z.string(), Star: z.number().int() })),
  On: z.boolean(),
  UpdatedAt: z.number().int(),
});
export type BackofficeStreamer = z.infer<typeof BackofficeStreamer>;

export const StreamerInput = z.object({
  Name: required(40),
  Language: z.enum(STREAMER_LANGUAGES),
  Supplier: text(60),
  Contract: StreamerContract,
  Channel: required(60),
  Source: text(60),
  Key: text(120),
  Memo: text(500),
  ServerAddress: text(200),
  StreamKey: text(200),
  Intro: text(500),
  Photos: z.array(PhotoRef).min(1, ADMIN_MESSAGES.atLeastOnePhoto).max(10),
  TagNote: text(40),
  Tag: z.enum(AnchorTag),
  Features: z.array(StreamerFeatureText).max(6),
  On: z.boolean(),
});
export type StreamerInput = z.infer<typeof StreamerInput>;

const Paging = {
  Page: qInt.pipe(z.number().int().min(1)).default(1),
  PageSize: qInt.pipe(z.number().int().min(1).max(100)).default(20),
};

export const ListStreamers = defineStaffCall({
  name: 'ListStreamers', method: 'GET', path: '/streamers', access: 'read', feature: 'streamers', audited: false,
  request: z.object({ Search: z.string().max(60).optional(), Language: z.enum(STREAMER_LANGUAGES).optional(), On: qBool.optional(), ...Paging }),
  result: z.object({ Streamers: z.array(BackofficeStreamer), Total: z.number().int(), Page: z.number().int(), PageSize: z.number().int() }),
  summary: 'Streamers (search by name, supplier or channel; by language; on/off), a page at a time.',
});

export const GetBackofficeStreamer = defineStaffCall({
  name: 'GetBackofficeStreamer', method: 'GET', path: '/streamers/one', access: 'read', feature: 'streamers', audited: false,
  request: z.object({ StreamerId: qInt.pipe(z.number().int().positive()) }),
  result: z.object({ Streamer: BackofficeStreamer }),
  summary: 'One streamer with every field.',
});

/** Duplicate name → 409 `streamer-exists`, duplicate channel → 409 `channel-exists`; an unknown photo → 400 `Photos.<i>`. */
export const CreateStreamer = defineStaffCall({
  name: 'CreateStreamer', method: 'POST', path: '/streamers/add', access: 'content.edit', feature: 'streamers', audited: true,
  request: StreamerInput, result: z.object({ Streamer: BackofficeStreamer }),
  summary: 'Add a streamer; it shows on the streamer page, topic page and schedule at once.',
});

export const EditStreamer = defineStaffCall({
  name: 'EditStreamer', method: 'POST', path: '/streamers/edit', access: 'content.edit', feature: 'streamers', audited: true,
  request: StreamerInput.extend({ StreamerId: z.number().int().positive() }), result: z.object({ Streamer: BackofficeStreamer }),
  summary: 'Change a streamer (same duplicate rules).',
});

export const SetStreamerOn = defineStaffCall({
  name: 'SetStreamerOn', method: 'POST', path: '/streamers/on', access: 'content.edit', feature: 'streamers', audited: true,
  request: z.object({ StreamerId: z.number().int().positive(), On: z.boolean() }), result: z.object({ Streamer: BackofficeStreamer }),
  summary: 'Switch a streamer on or off (off: gone from the streamer page).',
});

/** multipart/form-data, part `File`: JPG, PNG or GIF read from the bytes, at most 800 KB. */
export const UploadStreamerPhoto = defineStaffCall({
  name: 'UploadStreamerPhoto', method: 'POST', path: '/streamers/photos', access: 'content.edit', feature: 'streamers', audited: true,
  request: z.object({}), result: z.object({ Media: UploadedMedia }),
  upload: { kinds: STREAMER_PHOTO_KINDS, maxBytes: STREAMER_PHOTO_MAX_BYTES },
  summary: 'Upload one streamer photo; answers its MediaId for CreateStreamer/EditStreamer.',
});

export const BroadcasterStyleName = z.enum(['Funny', 'Leisure', 'Professional']);
export const BROADCASTER_STYLE_CODES: Record<z.infer<typeof BroadcasterStyleName>, BroadcasterStyle> = { Funny: 1, Leisure: 2, Professional: 3 };

export const BackofficeBroadcaster = z.object({
  BroadcasterId: z.number().int(),
  Name: z.string(),
  Language: z.string(),
  Style: BroadcasterStyleName,
  On: z.boolean(),
  UpdatedAt: z.number().int(),
});
export type BackofficeBroadcaster = z.infer<typeof BackofficeBroadcaster>;

export const BroadcasterInput = z.object({
  Name: required(60),
  Language: z.enum(['vn', 'th', 'cn', 'id', 'ph', 'en']),
  Style: BroadcasterStyleName,
  On: z.boolean(),
});

export const ListBroadcasters = defineStaffCall({
  name: 'ListBroadcasters', method: 'GET', path: '/broadcasters', access: 'read', feature: 'streaming', audited: false,
  request: z.object({ Search: z.string().max(60).optional(), ...Paging }),
  result: z.object({ Broadcasters: z.array(BackofficeBroadcaster), Total: z.number().int(), Page: z.number().int(), PageSize: z.number().int() }),
  summary: 'Voice broadcasters, a page at a time.',
});

/** Duplicate name → 409 `broadcaster-exists`. */
export const CreateBroadcaster = defineStaffCall({
  name: 'CreateBroadcaster', method: 'POST', path: '/broadcasters/add', access: 'content.edit', feature: 'streaming', audited: true,
  request: BroadcasterInput, result: z.object({ Broadcaster: BackofficeBroadcaster }),
  summary: 'Add a voice broadcaster.',
});

export const EditBroadcaster = defineStaffCall({
  name: 'EditBroadcaster', method: 'POST', path: '/broadcasters/edit', access: 'content.edit', feature: 'streaming', audited: true,
  request: BroadcasterInput.extend({ BroadcasterId: z.number().int().positive() }), result: z.object({ Broadcaster: BackofficeBroadcaster }),
  summary: 'Change a broadcaster; their broadcasts show the new name, language and style.',
});

export const SetBroadcasterOn = defineStaffCall({
  name: 'SetBroadcasterOn', method: 'POST', path: '/broadcasters/on', access: 'content.edit', feature: 'streaming', audited: true,
  request: z.object({ BroadcasterId: z.number().int().positive(), On: z.boolean() }), result: z.object({ Broadcaster: BackofficeBroadcaster }),
  summary: 'Switch a broadcaster on or off (off: their broadcasts leave the source list).',
});
