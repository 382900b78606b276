import { z } from 'zod';
import { defineCall } from './define';
import {
  ProviderBChannelInfo, ProviderChannelInfo, StreamerChannelRequest, Streaming,
} from '../entities/streaming';
import { AdInfo } from '../entities/chat';
import { StreamingPluginType } from '../enums';
import { qBool, qInt, langField } from './fields';

/**
 * `Result` of POST /GetStreaming: the spec's Streaming fields plus `AdInfo`. Section 3 lists
 * "Ad info: Url, Type (1 video, 2 image)" among the streaming entities and no hub event carries
 * it, so the ad rides on the streaming answer: the server fills it (per site) only when the
 * match has no stream and has not started, null otherwise. The client then shows the ad and
 * joins the ads group (AddAdsGroup), where PushEventStart arrives when the match starts.
 */
export const StreamingWithAd = Streaming.extend({ AdInfo: AdInfo.nullable().optional() });
export type StreamingWithAd = z.infer<typeof StreamingWithAd>;

/** Streaming sources, video-provider channel info, event-stream URLs and the broadcaster token. */
export const GetStreaming = defineCall({
  name: 'GetStreaming',
  method: 'POST',
  path: '/GetStreaming',
  headers: { auth: 'optional' },
  request: z.object({
    MatchId: z.number().int(),
    UserLanguage: z.string(),
    StreamerIds: z.string().nullable().optional(),
    StreamingPluginType: z.enum(StreamingPluginType),
    ExclusiveStreamerType: z.number().int().nullable().optional(),
    MaskedStreamingSrc: z.string().nullable().optional(),
  }),
  result: StreamingWithAd,
  feature: 'streaming',
  summary: 'Every source of a match: anchor, game and broadcast streams, team info and status; AdInfo when it has no stream and has not started.',
});

export const GetAgoraInfo = defineCall({
  name: 'GetAgoraInfo',
  method: 'GET',
  path: '/Artemis/ChatRoomManage/GetAgoraInfo',
  headers: { auth: 'optional' },
  request: z.object({ matchId: qInt }),
  result: ProviderChannelInfo,
  feature: 'streaming',
  summary: 'Provider A channel info of a match (player route with matchId).',
});

export const GetAgoraInfoForStreamer = defineCall({
  name: 'GetAgoraInfoForStreamer',
  method: 'POST',
  path: '/Streamer/GetAgoraInfoForStreamer',
  headers: { auth: 'optional' },
  request: StreamerChannelRequest,
  result: ProviderChannelInfo,
  feature: 'streaming',
  summary: "Provider A channel info of a streamer's channel.",
});

export const GetAgoraInfoForPreview = defineCall({
  name: 'GetAgoraInfoForPreview',
  method: 'POST',
  path: '/Streamer/GetAgoraInfoForPreview',
  headers: { auth: 'optional' },
  request: StreamerChannelRequest,
  result: ProviderChannelInfo,
  feature: 'streaming',
  summary: 'Provider A channel info for the preview player (15 s timeout).',
});

export const GetBytePlusInfoForStreamer = defineCall({
  name: 'GetBytePlusInfoForStreamer',
  method: 'POST',
  path: '/Streamer/GetBytePlusInfoForStreamer',
  headers: { auth: 'optional' },
  request: StreamerChannelRequest,
  result: ProviderBChannelInfo,
  feature: 'streaming',
  summary: "Provider B channel info of a streamer's channel.",
});

export const GetEntertainmentAgoraInfo = defineCall({
  name: 'GetEntertainmentAgoraInfo',
  method: 'POST',
  path: '/Entertainment/Streamer/GetAgoraInfo',
  headers: { auth: 'optional' },
  request: StreamerChannelRequest,
  result: ProviderChannelInfo,
  feature: 'streaming',
  entertainment: true,
  summary: 'Provider A channel info for the entertainment page (path not shown in the spec; chosen: POST /Entertainment/Streamer/GetAgoraInfo).',
});

/** Answer of the event-stream URL lookups: a playable URL, or the direct API error code. */
export const EventStreamingResult = z.object({ Url: z.string().nullable(), ErrorCode: z.string().nullable() });
export type EventStreamingResult = z.infer<typeof EventStreamingResult>;

export const GetSportsEventStreaming = defineCall({
  name: 'GetSportsEventStreaming',
  method: 'GET',
  path: '/sports/v4/GetEventStreaming',
  headers: { auth: 'none', extraHeaders: ['Authorization'] },
  request: z.object({
    eventId: qInt,
    siteId: qInt,
    isExclusive: qBool.optional(),
    streamingSource: z.string().optional(),
    streamingId: z.string().optional(),
    language: z.string().optional(),
    /** User or project tag from VideoConfig.SourceIdentifier (in-house live / cloud-rock sources). */
    user: z.string().optional(),
    project: z.string().optional(),
  }),
  result: EventStreamingResult,
  feature: 'streaming',
  summary: 'Direct sports API: e-sport (eventId, siteId, isExclusive) or game stream URL; Bearer token from GetDirectToken; response shape not shown in the spec.',
});

export const GetEventStreaming = defineCall({
  name: 'GetEventStreaming',
  method: 'GET',
  path: '/GetEventStreaming',
  headers: { auth: 'none' },
  request: z.object({ EventId: qInt, SiteId: qInt.optional(), Language: langField.optional() }),
  result: EventStreamingResult,
  feature: 'streaming',
  summary: 'Event stream lookup exempt from auth headers (response not shown in the spec).',
});

export const GetHost = defineCall({
  name: 'GetHost',
  method: 'GET',
  path: '/GetHost',
  headers: { auth: 'none' },
  request: z.object({}),
  result: z.object({ Host: z.string() }),
  feature: 'streaming',
  summary: 'Base URL of the sports host for direct calls, exempt from auth headers (response not shown in the spec).',
});

export const GetGameStreamingUrl = defineCall({
  name: 'GetGameStreamingUrl',
  method: 'GET',
  path: '/GetGameStreamingUrl',
  headers: { auth: 'optional' },
  request: z.object({ Source: z.string().min(1), MatchId: qInt, SiteId: qInt, Language: langField }),
  result: EventStreamingResult,
  feature: 'streaming',
  summary: 'Game stream URL by source (path not shown in the spec; chosen GET /GetGameStreamingUrl). ErrorCode → DirectResponseHaveError.',
});

export const GetESportStreamingUrl = defineCall({
  name: 'GetESportStreamingUrl',
  method: 'GET',
  path: '/GetESportStreamingUrl',
  headers: { auth: 'optional' },
  request: z.object({ EventId: qInt, SiteId: qInt.default(0), IsExclusive: qBool.default(false) }),
  result: EventStreamingResult,
  feature: 'streaming',
  summary: 'E-sport stream URL (path not shown in the spec; chosen GET /GetESportStreamingUrl). Failure → DirectError / DirectResponseHaveError.',
});

export const GetBroadcasterToken = defineCall({
  name: 'GetBroadcasterToken',
  method: 'POST',
  path: '/Broadcaster/GetBroadcasterToken',
  headers: { auth: 'optional' },
  request: z.object({
    MatchId: z.number().int(),
    BroadcasterId: z.number().int(),
    Language: z.string(),
    CustId: z.string(),
  }),
  result: z.object({ Token: z.string() }),
  feature: 'streaming',
  summary: 'Provider A token for the voice-broadcast listener (renewed before expiry).',
});
