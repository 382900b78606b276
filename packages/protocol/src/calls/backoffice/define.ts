import { z } from 'zod';
import type { HttpMethod } from '../define';

/**
 * Back-office (staff) calls. They live beside the viewer calls but apart from `allCalls`:
 * a staff call is authenticated by the staff session cookie (never the viewer Token header),
 * every state-changing call carries the CSRF header, and each names the permission it needs.
 * See CONTEXT.md in this folder for the transport rules.
 */

/** Every back-office path starts here (relative to the API root, like the viewer calls). */
export const BACKOFFICE_API_PREFIX = '/backoffice/api';
/** Name of the HttpOnly, SameSite=Strict session cookie. */
export const STAFF_SESSION_COOKIE = 'sideline_staff';
/** Header carrying the CSRF token (from StaffLogin / StaffMe / StaffCsrf) on every POST. */
export const STAFF_CSRF_HEADER = 'X-CSRF-Token';

/** Staff roles (spec section 6 "Admin users": roles are ours; the spec does not show them). */
export const StaffRole = { Owner: 'owner', Moderator: 'moderator', Trader: 'trader', ContentEditor: 'content-editor', Viewer: 'viewer' } as const;
export type StaffRole = (typeof StaffRole)[keyof typeof StaffRole];
export const STAFF_ROLES: readonly StaffRole[] = Object.values(StaffRole);

/** What a role may do; each back-office call names exactly one (or none: any signed-in staff). */
export const StaffPermission = {
  /** Read the desk, rooms, players, settings, trading state (every role). */
  Read: 'read',
  /** Account and permission management (add, edit, disable, delete staff). */
  ManageStaff: 'staff.manage',
  /** Read and export the audit log. */
  ReadAudit: 'audit.read',
  /** Delete lines, mute/unmute, close/open rooms, slow mode, clear chat, freeze players. */
  Moderate: 'chat.moderate',
  /** Mask words. */
  EditMaskWords: 'maskwords.edit',
  /** Sites, groups, languages, currencies, function flags, turnover limits. */
  EditSites: 'sites.edit',
  /** Recommend-bet (promoted odds), fast-market rounds, lucky wheel. */
  Trade: 'trading.operate',
  /** Streamers, broadcasters, referral codes and the files they show (uploads). */
  EditContent: 'content.edit',
  /** Events and programme list: import, edit, cancel. */
  EditEvents: 'events.edit',
  /** Programme, traffic and streamer reports and their CSV/.xlsx exports. */
  ReadReports: 'reports.read',
  /** Streamer posts review list: approve one, approve all, reject with a reason. */
  ReviewPosts: 'posts.review',
} as const;
export type StaffPermission = (typeof StaffPermission)[keyof typeof StaffPermission];
export const STAFF_PERMISSIONS: readonly StaffPermission[] = Object.values(StaffPermission);

/** The permission table: which role holds which permission. The server enforces exactly this. */
export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly StaffPermission[]>> = {
  owner: STAFF_PERMISSIONS,
  moderator: ['read', 'chat.moderate', 'maskwords.edit', 'audit.read'],
  trader: ['read', 'trading.operate', 'reports.read'],
  'content-editor': ['read', 'maskwords.edit', 'sites.edit', 'content.edit', 'events.edit', 'posts.review'],
  viewer: ['read'],
};

export function roleHas(role: StaffRole, permission: StaffPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/**
 * Who may call: 'public' (login, CSRF bootstrap), 'session' (any signed-in staff), or a permission.
 */
export type StaffAccess = 'public' | 'session' | StaffPermission;

/** The server feature folder that registers the call (features/<feature>/). */
export type StaffCallFeature =
  | 'staff' | 'chat' | 'moderation' | 'licensee' | 'settings' | 'promoted-odds' | 'fast-market' | 'wheel'
  | 'schedule' | 'programmes' | 'streamers' | 'streaming' | 'referral-codes' | 'events' | 'reports'
  | 'posts'
  | 'gifts' | 'lucky-box'
  | 'banners' | 'promotions'
  | 'match-events'
  | 'responsible-gambling';

/** Kinds of file an upload may be, as detected from its bytes (never the name or declared type). */
export const MEDIA_KINDS = {
  png: 'image/png', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', mp4: 'video/mp4',
  /** An HLS playlist (text starting '#EXTM3U'). */
  m3u8: 'application/vnd.apple.mpegurl',
  /** A gift animation: SVGA 2.x, a zlib-deflated protobuf movie. */
  svga: 'application/x-svga',
} as const;
export type MediaKind = keyof typeof MEDIA_KINDS;

/**
 * A call that takes one file: `multipart/form-data` with the file in part `File` (other request
 * fields as form fields). The size is enforced while the bytes stream in; the kind is read from
 * the bytes. Too big → 413 `file-too-large`, another kind → 415 `file-format`, no file → 400 `File`.
 */
/** A stored upload: content-addressed URL `/media/uploads/<sha256>.<ext>` (served immutable). */
export const UploadedMedia = z.object({
  MediaId: z.string(),
  Url: z.string(),
  /** A MediaKind, as read from the bytes. */
  Kind: z.string(),
  Bytes: z.number().int(),
});
export type UploadedMedia = z.infer<typeof UploadedMedia>;

export interface StaffUploadSpec {
  kinds: readonly MediaKind[];
  maxBytes: number;
}

export interface StaffCallDef<Name extends string = string, Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  name: Name;
  /** GET reads (query string, no CSRF); POST changes state (JSON body, CSRF header required). */
  method: HttpMethod;
  /** Full path including BACKOFFICE_API_PREFIX. */
  path: string;
  access: StaffAccess;
  request: Req;
  /** `Result` inside the `{ Code, Result, Error }` envelope (for CSV exports: not used, body is text/csv). */
  result: Res;
  feature: StaffCallFeature;
  /** True when a success writes an audit row (every state change except login/logout/CSRF). */
  audited: boolean;
  /** Answers text/csv instead of the JSON envelope. */
  csv?: boolean;
  /** Takes one uploaded file (multipart/form-data), see StaffUploadSpec. */
  upload?: StaffUploadSpec;
  /**
   * The request body is a file of this media type (raw bytes, not JSON), read with this byte
   * limit; the handler gets it beside the (empty or query) `request`. A JSON body is refused (415).
   */
  fileBody?: { contentType: string; maxBytes: number };
  /** Answers a file of this media type (attachment) instead of the JSON envelope. */
  download?: { contentType: string; filename: string };
  /** Answers an .xlsx workbook (attachment; `result` is its bytes) instead of the JSON envelope. */
  xlsx?: boolean;
  summary: string;
}

export function defineStaffCall<const Name extends string, Req extends z.ZodType, Res extends z.ZodType>(
  def: Omit<StaffCallDef<Name, Req, Res>, 'path'> & { path: `/${string}` },
): StaffCallDef<Name, Req, Res> {
  return { ...def, path: `${BACKOFFICE_API_PREFIX}${def.path}` };
}

/** Staff error codes carried in `Error[0].Field` (Message is the human text, English). */
export const StaffErrorCode = {
  /** 401: no staff session, an expired/forged/revoked cookie. */
  SessionRequired: 'staff-session-required',
  /** 403: POST without a matching X-CSRF-Token. */
  CsrfInvalid: 'csrf-token-invalid',
  /** 403: the role lacks the call's permission (or the target outranks the caller). */
  PermissionDenied: 'permission-denied',
  /** 401: wrong email or password (same answer for both, and for a disabled account). */
  BadCredentials: 'invalid-credentials',
  /** 429: too many failed logins for this email or address; `Retry-After` header in seconds. */
  LoginThrottled: 'login-throttled',
  /** 409: 'Masking word already exists'. */
  MaskWordExists: 'mask-word-exists',
  /** 409: an account with that email exists. */
  EmailExists: 'email-exists',
  /** 404: the named row does not exist. */
  NotFound: 'not-found',
  /** 409: the state does not allow it (e.g. settle a void round, delete the last owner). */
  Conflict: 'conflict',
  /** 413: 'File exceeds the size limit' (counted while the upload streams in). */
  FileTooLarge: 'file-too-large',
  /** 415: 'File format error' (the bytes are not one of the call's kinds, whatever the name says). */
  FileFormat: 'file-format',
  /** 409: 'Streamer already exists' (same name, any case). */
  StreamerExists: 'streamer-exists',
  /** 409: 'Channel already exists' (another streamer has the channel). */
  ChannelExists: 'channel-exists',
  /** 409: 'Broadcaster already exists' (same name, any case). */
  BroadcasterExists: 'broadcaster-exists',
  /** 409: 'Referral code already exists' (codes are unique regardless of case). */
  ReferralCodeExists: 'referral-code-exists',
  /** 409: 'A banner is already set for this site and period' (same site, position and device, overlapping period). */
  BannerExists: 'banner-exists',
} as const;
export type StaffErrorCode = (typeof StaffErrorCode)[keyof typeof StaffErrorCode];

/** Admin validation messages of the spec (section 5 "Admin inputs"), sent as Error[].Message. */
export const ADMIN_MESSAGES = {
  maskWordExists: 'Masking word already exists',
  required: 'Required',
  endAfterStart: 'End time must be after start time',
  atLeastOneOption: 'At least one option must be chosen',
  wheelLabelTooLong: 'Each lucky-wheel slot label is up to 8 letters',
  stakeOutOfRange: 'Stake must be within minimum and maximum',
  fileTooLarge: 'File exceeds the size limit',
  fileFormat: 'File format error',
  fileRequired: 'A file must be uploaded',
  atLeastOnePhoto: 'At least one photo is required',
  featureTextTooLong: 'Feature text must be under 18 characters',
  streamerExists: 'Streamer already exists',
  channelExists: 'Channel already exists',
  broadcasterExists: 'Broadcaster already exists',
  referralCodeLetters: 'A referral code allows English letters and numbers only',
  referralCodeExists: 'Referral code already exists',
  expiryInFuture: 'The expiration date must be in the future',
  rejectReasonRequired: 'A reason is required for rejection',
  postMediaRequired: 'A photo or video must be uploaded',
  postVideoOne: 'A video post has exactly one video',
  postRuleRequired: 'Choose a view rule for a restricted post',
  postAmountRequired: 'Enter an amount greater than 0',
  postVipLevelRequired: 'Choose a VIP level',
  postGiftRequired: 'Choose the assigned gift',
  postNotUnderReview: 'The post is no longer under review',
  probabilitiesSum: 'The probabilities must add up to 100%',
  bestGiftInBox: 'The best gift must be one of the box\'s gifts',
  vipLevelRequired: 'A VIP gift needs a VIP level of 1 or more',
  bannerExists: 'A banner is already set for this site and period',
} as const;
