import { z } from 'zod';
import { Theme } from '../enums';
import type { Language } from '../enums';
import { LANGUAGES, toLanguage } from '../languages';

const id = z.union([z.number().int(), z.string().regex(/^-?\d+$/).transform(Number)]);
const flag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform(Boolean);

/** Any casing of the six interface languages ('EN', 'cn', 'Vn'); normalised to lower case. */
const language = z
  .string()
  .refine((v) => (LANGUAGES as readonly string[]).includes(v.toLowerCase()), { message: 'unknown language' })
  .transform((v): Language => toLanguage(v));

/**
 * The decoded `data` query parameter: chatroom info, user info and display settings handed
 * over by the host page (spec chatroom section 3 "Chatroom info", schedule section 3). Fields
 * are optional here; a field that is present must have the right type. Unknown fields pass
 * through (the topic page merges its display settings into page state).
 */
export const DataParam = z.looseObject({
  Token: z.string().optional(),
  MatchId: id.optional(),
  UserLanguage: language.optional(),
  Theme: z.coerce.number().int().min(Theme.T1).max(Theme.T6).optional(),
  IsDarkMode: flag.optional(),
  /** Host page origin (chatroom spec: SmartUrl). The bridge posts only to this origin. */
  SmartUrl: z.string().optional(),
  /** Explicit host page origin; wins over SmartUrl. */
  hostOrigin: z.string().optional(),
  AnchorId: id.nullable().optional(),
  AnchorLanguage: z.string().nullable().optional(),
  StreamerLanguage: z.string().nullable().optional(),
  StreamerName: z.string().nullable().optional(),
  StreamerIds: z.union([z.string(), z.array(id)]).nullable().optional(),
  SiteId: id.optional(),
  SiteName: z.string().optional(),
  CustomerId: id.nullable().optional(),
  GroupName: z.string().nullable().optional(),
  ProgramType: id.optional(),
  StreamingPluginType: id.optional(),
  ExclusiveStreamerType: id.nullable().optional(),
  LayoutType: id.optional(),
  Title: z.string().nullable().optional(),
  IsHideTitle: flag.optional(),
  IsPreview: flag.optional(),
  IsUserLogin: flag.optional(),
  IsLicenseeChatroom: flag.optional(),
  IsAllowSendGift: flag.optional(),
  IsAllowShowingTicket: flag.optional(),
  CanUpdateNickname: flag.optional(),
  EnableDefaultOpenChatroom: flag.optional(),
  IsFocusGV: flag.optional(),
  IsJioo: flag.optional(),
  IsAutoplay: flag.optional(),
  WatchTimeLimit: z.number().nonnegative().optional(),
  BroadcasterId: id.optional(),
  FocusSource: z.string().nullable().optional(),
  MaskedStreamingSrc: z.string().nullable().optional(),
  ChatroomReferer: z.string().nullable().optional(),
  CurrencyId: id.optional(),
  Vip: z.number().int().min(0).max(10).optional(),
});
export type DataParam = z.output<typeof DataParam>;

/** The plugin routes' form: a non-empty Token is required. */
export const RequiredTokenDataParam = DataParam.extend({ Token: z.string().min(1) });
export type RequiredTokenDataParam = z.output<typeof RequiredTokenDataParam>;
