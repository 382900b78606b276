import { z } from 'zod';
import { MatchStatus, ProgramType, StreamingProvider } from '../enums';

export const TeamInfo = z.object({
  HomeName: z.string(),
  AwayName: z.string(),
  HomeIconUrl: z.string().nullable(),
  AwayIconUrl: z.string().nullable(),
});
export type TeamInfo = z.infer<typeof TeamInfo>;

export const VideoConfig = z.object({ SourceIdentifier: z.string().nullable() }).passthrough();
export type VideoConfig = z.infer<typeof VideoConfig>;

/**
 * One streaming channel of a match (anchor, game or broadcast stream). `StreamingSource` is a
 * source code (0, 11, 13, 19, 30, 31, 32) or an e-sport channel name ('twitch' …).
 */
export const StreamingChannel = z.object({
  SiteId: z.number().int(),
  Language: z.string(),
  AnchorId: z.number().int(),
  AnchorName: z.string().nullable(),
  StreamingProvider: z.enum(StreamingProvider).nullable(),
  StreamingSource: z.union([z.number().int(), z.string()]),
  StreamingId: z.string().nullable(),
  StreamingType: z.number().int(),
  StreamingUrl: z.string().nullable(),
  IsExclusive: z.boolean(),
  IsSelfOwned: z.boolean(),
  OrderBy: z.number().int(),
  StreamingIndex: z.number().int(),
  ChannelType: z.number().int(),
  VideoConfig: VideoConfig.nullable(),
});
export type StreamingChannel = z.infer<typeof StreamingChannel>;

/** `Result` of POST /GetStreaming: every source of a match. */
export const Streaming = z.object({
  MatchId: z.number().int(),
  AnchorStreamingDtos: z.array(StreamingChannel),
  GameStreamingDtos: z.array(StreamingChannel),
  BroadcastStreamingDtos: z.array(StreamingChannel),
  TeamInfo: TeamInfo.nullable(),
  MatchStatus: z.enum(MatchStatus),
  SlmtUrl: z.string().nullable(),
  IsESport: z.boolean(),
});
export type Streaming = z.infer<typeof Streaming>;

/** Provider A channel info (token-based join). */
export const ProviderChannelInfo = z.object({
  AppId: z.string(),
  ChannelName: z.string(),
  Token: z.string(),
  UserId: z.number().int(),
  Category: z.number().int(),
});
export type ProviderChannelInfo = z.infer<typeof ProviderChannelInfo>;

/** Provider B channel info (no token). */
export const ProviderBChannelInfo = z.object({
  AppId: z.string(),
  ChannelName: z.string(),
  UserId: z.number().int(),
});
export type ProviderBChannelInfo = z.infer<typeof ProviderBChannelInfo>;

/** Request of the streamer channel-info calls (the `matchInfo`). */
export const StreamerChannelRequest = z.object({
  MatchId: z.number().int(),
  AnchorId: z.number().int(),
  Language: z.string(),
  ProgramType: z.enum(ProgramType),
  ChannelType: z.number().int(),
});
export type StreamerChannelRequest = z.infer<typeof StreamerChannelRequest>;

/** Entertainment stream settings (GET /Entertainment/Streamer/GetStreamingSetting). */
export const StreamingSetting = z.object({
  StreamerName: z.string(),
  Url: z.string().nullable(),
  ClientId: z.string().nullable(),
  StreamingId: z.string().nullable(),
});
export type StreamingSetting = z.infer<typeof StreamingSetting>;

/** A resolved playable URL (game, e-sport and fast-market stream URL calls). */
export const StreamUrl = z.object({ Url: z.string() });
export type StreamUrl = z.infer<typeof StreamUrl>;

/** A streaming source item as the schedule document lists it (a subset of a channel). */
export const StreamingSourceItem = StreamingChannel.pick({
  StreamingSource: true, StreamingUrl: true, StreamingType: true, OrderBy: true,
  Language: true, AnchorId: true, StreamingId: true, VideoConfig: true,
});
export type StreamingSourceItem = z.infer<typeof StreamingSourceItem>;
