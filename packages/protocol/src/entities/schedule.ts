import { z } from 'zod';
import { AnchorTag, LayoutType, MatchStatus, ProgramStatus, ScheduleDataType, StreamingProvider } from '../enums';

/** A filter tag with its per-language names. */
export const Tag = z.object({
  Id: z.number().int(),
  CnName: z.string(),
  EnName: z.string(),
  PhName: z.string(),
  ThName: z.string(),
  VnName: z.string(),
  IdName: z.string(),
});
export type Tag = z.infer<typeof Tag>;

/**
 * Derived local fields the web adds after converting Hong Kong time to the viewer's zone.
 * Not sent by the server.
 */
export interface LocalEventFields {
  /** MM/DD */
  UserLocalEventDate: string;
  /** HH:mm */
  UserLocalEventTime: string;
  IsToday: boolean;
}

/**
 * Schedule item (licensee programme list and topic page). Times are Hong Kong local
 * 'YYYY-MM-DDTHH:mm:ss' without zone. `Status` is the programme status for entertainment items.
 */
export const ScheduleItem = z.object({
  Id: z.number().int(),
  DataType: z.enum(ScheduleDataType),
  MatchId: z.number().int(),
  EventId: z.number().int().nullable(),
  AnchorId: z.number().int(),
  AnchorName: z.string().nullable(),
  AnchorImageUrl: z.string().nullable(),
  Language: z.string(),
  EventTime: z.string(),
  OpenTime: z.string().nullable(),
  MatchStatus: z.enum(MatchStatus),
  Status: z.enum(ProgramStatus).nullable(),
  SportType: z.number().int().nullable(),
  LeagueId: z.number().int().nullable(),
  LeagueName: z.string().nullable(),
  LeagueIconUrl: z.string().nullable(),
  HomeTeam: z.string().nullable(),
  AwayTeam: z.string().nullable(),
  HomeIconUrl: z.string().nullable(),
  AwayIconUrl: z.string().nullable(),
  HomeTeamIconUrl: z.string().nullable(),
  AwayTeamIconUrl: z.string().nullable(),
  GlobalShowTime: z.string().nullable(),
  Title: z.string().nullable(),
  LayoutType: z.enum(LayoutType),
  Tags: z.array(Tag),
  StreamingProvider: z.enum(StreamingProvider).nullable(),
  StreamingSrc: z.union([z.number().int(), z.string()]).nullable(),
  NonLive: z.boolean(),
  MatchTime: z.string().nullable(),
});
export type ScheduleItem = z.infer<typeof ScheduleItem>;

/** Entertainment programme of the schedule. */
export const EntertainmentProgramme = z.object({
  EventId: z.number().int(),
  OpenTime: z.string(),
  Title: z.string(),
  AnchorId: z.number().int(),
  StreamerName: z.string(),
  ImageUrl: z.string().nullable(),
  Tags: z.array(Tag),
  Status: z.enum(ProgramStatus),
  Language: z.string(),
  LayoutType: z.enum(LayoutType),
});
export type EntertainmentProgramme = z.infer<typeof EntertainmentProgramme>;

/** Live-streaming lobby entry (other matches or streamers); local date/time derived by the web. */
export const LobbyItem = z.object({
  MatchId: z.number().int(),
  AnchorId: z.number().int(),
  AnchorName: z.string().nullable(),
  AnchorImageUrl: z.string().nullable(),
  LeagueName: z.string().nullable(),
  HomeTeamIconUrl: z.string().nullable(),
  AwayTeamIconUrl: z.string().nullable(),
  MatchStatus: z.enum(MatchStatus),
  UserLocalEventDate: z.string(),
  UserLocalEventTime: z.string(),
});
export type LobbyItem = z.infer<typeof LobbyItem>;

/** Streamer card of the streamer list. */
export const Streamer = z.object({
  Id: z.number().int(),
  ImageUrl: z.string().nullable(),
  Name: z.string(),
  Language: z.string(),
  Tag: z.enum(AnchorTag),
  Intro: z.string().nullable(),
  TagName: z.string().nullable(),
});
export type Streamer = z.infer<typeof Streamer>;

export const AnchorFeature = z.object({ Id: z.number().int(), Star: z.number().int().min(1).max(5), Content: z.string() });
export type AnchorFeature = z.infer<typeof AnchorFeature>;

export const AnchorPhoto = z.object({ Id: z.number().int(), ImageUrl: z.string() });
export type AnchorPhoto = z.infer<typeof AnchorPhoto>;

export const StreamerDetail = z.object({
  Name: z.string(),
  ImageUrl: z.string().nullable(),
  Intro: z.string().nullable(),
  Tag: z.enum(AnchorTag),
  TagName: z.string().nullable(),
  AnchorFeatures: z.array(AnchorFeature),
  AnchorPhotos: z.array(AnchorPhoto),
});
export type StreamerDetail = z.infer<typeof StreamerDetail>;

/**
 * Banner positions (spec section 9 "Banner: … Positions are homepage, pop-up, streamer list,
 * program schedule, member center, match details, streamer profile, post wall").
 */
export const BANNER_POSITIONS = [
  'homepage', 'pop-up', 'streamer-list', 'programme-schedule', 'member-centre', 'match-details', 'streamer-profile', 'post-wall',
] as const;
export type BannerPosition = (typeof BANNER_POSITIONS)[number];
export const BANNER_DEVICES = ['mobile', 'desktop'] as const;
export type BannerDevice = (typeof BANNER_DEVICES)[number];

/** One banner as a viewer page shows it: its image, where it leads and how long it stays in the carousel. */
export const ServedBanner = z.object({
  BannerId: z.number().int(),
  Title: z.string(),
  Device: z.enum(BANNER_DEVICES),
  ImageUrl: z.string(),
  /** 'internal': a path of this widget; 'external': an http(s) address (opens a new tab). */
  LinkType: z.enum(['internal', 'external']),
  Link: z.string(),
  PostId: z.number().int().nullable(),
  CarouselSeconds: z.number().int(),
});
export type ServedBanner = z.infer<typeof ServedBanner>;

/**
 * Topic page banner: a mobile image and a desktop image (the first banner of each device), and,
 * when the back office set banners for the position, every one that is on and running now
 * (the site's own first, then those for every site).
 */
export const WebBanner = z.object({ MobileUrl: z.string().nullable(), DesktopUrl: z.string().nullable(), Banners: z.array(ServedBanner).optional() });
export type WebBanner = z.infer<typeof WebBanner>;

/** Live push of the streamer schedule hub (PushLivePrograms). */
export const LivePrograms = z.object({
  LiveMatchIds: z.array(z.number().int()),
  LiveEntertainmentEventIds: z.array(z.number().int()),
});
export type LivePrograms = z.infer<typeof LivePrograms>;
