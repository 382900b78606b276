import { createHmac } from 'node:crypto';
import {
  ChannelSource, MatchStatus, StreamingPluginType, StreamingSourceCode,
} from '@sideline/protocol';
import type {
  EventStreamingResult, ProviderBChannelInfo, ProviderChannelInfo, Streaming, StreamingChannel, StreamingWithAd,
} from '@sideline/protocol';
import { badRequest } from '../../http/errors';
import type { Store } from '../../store/types';
import { livePlaylistPath } from '../../media/hls/channels';
import { adFor } from './ads';
import { anchorStreamUrl, gameSources, PROVIDER_STREAMERS } from './plan';
import { findBroadcasts, findMatch, findStreamer, findStreamers } from './store';
import type { BroadcastRow, MatchRow, StreamerRow } from './store';

/** Channel types of the streaming rows (the `ChannelType` of the streamer channel request). */
export const ChannelType = { Anchor: 1, Game: 2, Broadcast: 3 } as const;

export interface GetStreamingInput {
  MatchId: number;
  UserLanguage: string;
  StreamerIds?: string | null;
  StreamingPluginType: number;
  ExclusiveStreamerType?: number | null;
  MaskedStreamingSrc?: string | null;
}

function parseIds(list: string | null | undefined): Set<number> | null {
  if (!list || !list.trim()) return null;
  const ids = list.split(',').map((s) => Number(s.trim())).filter((n) => Number.isInteger(n) && n > 0);
  return ids.length ? new Set(ids) : null;
}

function parseMasked(list: string | null | undefined): Set<string> {
  return new Set((list ?? '').split(',').map((s) => s.trim().toLowerCase()).filter(Boolean));
}

const base = {
  SiteId: 0, IsSelfOwned: true, StreamingId: null, VideoConfig: null,
} satisfies Partial<StreamingChannel>;

/** Pure: compose the GetStreaming result from the rows. */
export function composeStreaming(
  input: GetStreamingInput, match: MatchRow, streamers: readonly StreamerRow[], broadcasts: readonly BroadcastRow[],
): Streaming {
  const running = match.status === MatchStatus.Running;
  const onlyChat = input.StreamingPluginType === StreamingPluginType.OnlyChatroom;
  const wanted = parseIds(input.StreamerIds);
  const masked = parseMasked(input.MaskedStreamingSrc);
  const visible = (src: number | string) => !masked.has(String(src).toLowerCase());
  const anchorIds = (JSON.parse(match.anchor_ids_json) as unknown[]).filter((n): n is number => typeof n === 'number');
  const byId = new Map(streamers.map((s) => [s.id, s]));

  const anchors: StreamingChannel[] = [];
  if (running && !onlyChat && visible(StreamingSourceCode.InHouseLive)) {
    anchorIds.forEach((id, i) => {
      const s = byId.get(id);
      if (!s || s.status === 0 || (wanted && !wanted.has(id))) return;
      const provider = PROVIDER_STREAMERS[id] ?? null;
      anchors.push({
        ...base,
        Language: s.language.toUpperCase(),
        AnchorId: id,
        AnchorName: s.name,
        StreamingProvider: provider,
        StreamingSource: StreamingSourceCode.InHouseLive,
        StreamingType: 1,
        StreamingUrl: provider ? null : anchorStreamUrl(match.id, s.language),
        IsExclusive: i === 0 && (input.ExclusiveStreamerType ?? 0) > 0,
        OrderBy: s.sort,
        StreamingIndex: anchors.length,
        ChannelType: ChannelType.Anchor,
      });
    });
  }

  const games: StreamingChannel[] = onlyChat ? [] : gameSources(match)
    .filter((g) => visible(g.source))
    .map((g, i) => ({
      ...base,
      Language: input.UserLanguage.toUpperCase(),
      AnchorId: 0,
      AnchorName: null,
      StreamingProvider: null,
      StreamingSource: g.source,
      StreamingId: `${match.id}-${g.source}`,
      StreamingType: 2,
      // Game URLs are resolved by the look-up calls (GetGameStreamingUrl / sports v4).
      StreamingUrl: null,
      IsExclusive: false,
      OrderBy: i + 1,
      StreamingIndex: i,
      ChannelType: ChannelType.Game,
    }));

  const broadcastRows = onlyChat || !visible(StreamingSourceCode.Broadcast) ? [] : broadcasts.filter((b) => b.status === 1);
  const broadcastDtos: StreamingChannel[] = broadcastRows.map((b, i) => ({
    ...base,
    Language: b.language.toUpperCase(),
    AnchorId: b.broadcaster_id,
    AnchorName: b.name,
    StreamingProvider: 3,
    StreamingSource: StreamingSourceCode.Broadcast,
    StreamingType: 3,
    StreamingUrl: null,
    IsExclusive: false,
    OrderBy: i + 1,
    StreamingIndex: i,
    ChannelType: ChannelType.Broadcast,
  }));

  return {
    MatchId: match.id,
    AnchorStreamingDtos: anchors,
    GameStreamingDtos: games,
    BroadcastStreamingDtos: broadcastDtos,
    TeamInfo: { HomeName: match.home_team, AwayName: match.away_team, HomeIconUrl: match.home_icon_url, AwayIconUrl: match.away_icon_url },
    MatchStatus: match.status as Streaming['MatchStatus'],
    SlmtUrl: match.slmt_url,
    IsESport: match.is_esport === 1,
  };
}

/**
 * POST /GetStreaming: the composed sources plus the caller's site ad (`siteId` null without a
 * session) when the match has no stream and has not started (see ads.ts).
 */
export async function getStreaming(store: Store, input: GetStreamingInput, siteId: number | null = null): Promise<StreamingWithAd> {
  const match = await findMatch(store, input.MatchId);
  if (!match) throw badRequest('MatchId', `No match ${input.MatchId}`);
  const ids = (JSON.parse(match.anchor_ids_json) as unknown[]).filter((n): n is number => typeof n === 'number');
  const [streamers, broadcasts] = await Promise.all([findStreamers(store, ids), findBroadcasts(store, match.id)]);
  const streaming = composeStreaming(input, match, streamers, broadcasts);
  return { ...streaming, AdInfo: adFor(streaming, siteId) };
}

// ---------------------------------------------------------------- stream URL look-ups

/** Resolve a game (by source) or e-sport (source omitted) stream URL; errors as codes, never throws. */
export async function resolveEventStream(store: Store, eventId: number, source?: string | null): Promise<EventStreamingResult> {
  const match = await findMatch(store, eventId);
  if (!match) return { Url: null, ErrorCode: 'EventNotFound' };
  if (match.status !== MatchStatus.Running) return { Url: null, ErrorCode: 'EventNotLive' };
  const plans = gameSources(match);
  const plan = source == null || source === ''
    ? plans.find((p) => typeof p.source === 'string') ?? plans[0]
    : plans.find((p) => String(p.source).toLowerCase() === source.toLowerCase());
  if (!plan) return { Url: null, ErrorCode: 'SourceNotFound' };
  if (!plan.channel) return { Url: null, ErrorCode: plan.errorCode ?? 'SourceNotFound' };
  return { Url: livePlaylistPath(plan.channel), ErrorCode: null };
}

// ---------------------------------------------------------------- provider channel info

/** Demo app ids of the two providers (their clouds are unreachable from the demo). */
export const PROVIDER_A_APP_ID = 'sideline-demo-provider-a';
export const PROVIDER_B_APP_ID = 'sideline-demo-provider-b';
/** Lifetime of a provider join token. */
export const PROVIDER_TOKEN_TTL_S = 3600;

/** A join token for a channel: `<expiry>.<hmac>`; the client renews it by refetching channel info. */
export function channelToken(secret: string, channel: string, userId: number, nowMs = Date.now()): string {
  const exp = Math.floor(nowMs / 1000) + PROVIDER_TOKEN_TTL_S;
  const mac = createHmac('sha256', secret).update(`${channel}.${userId}.${exp}`).digest('base64url');
  return `${exp}.${mac}`;
}

/** Audience uid: the member's customer id, or a stable number for anonymous viewers. */
function audienceUid(customerId: number | null, token: string | null): number {
  if (customerId) return customerId;
  let h = 7;
  for (const ch of token ?? 'anonymous') h = (h * 31 + ch.charCodeAt(0)) % 2_000_000_000;
  return 1_000_000_000 + (h % 1_000_000_000);
}

export interface ChannelCaller { customerId: number | null; token: string | null }

export async function matchChannelInfo(store: Store, secret: string, matchId: number, caller: ChannelCaller): Promise<ProviderChannelInfo> {
  const match = await findMatch(store, matchId);
  if (!match) throw badRequest('matchId', `No match ${matchId}`);
  const ChannelName = `match-${matchId}`;
  const UserId = audienceUid(caller.customerId, caller.token);
  return { AppId: PROVIDER_A_APP_ID, ChannelName, Token: channelToken(secret, ChannelName, UserId), UserId, Category: 1 };
}

export interface StreamerChannelInput { MatchId: number; AnchorId: number; Language: string; ProgramType: number; ChannelType: number }

async function streamerChannelName(store: Store, input: StreamerChannelInput): Promise<string> {
  const streamer = await findStreamer(store, input.AnchorId);
  if (!streamer) throw badRequest('AnchorId', `No streamer ${input.AnchorId}`);
  return `anchor-${input.AnchorId}-${input.MatchId}-${input.Language.toLowerCase()}`;
}

export async function streamerChannelInfoA(store: Store, secret: string, input: StreamerChannelInput, caller: ChannelCaller): Promise<ProviderChannelInfo> {
  const ChannelName = await streamerChannelName(store, input);
  const UserId = audienceUid(caller.customerId, caller.token);
  return { AppId: PROVIDER_A_APP_ID, ChannelName, Token: channelToken(secret, ChannelName, UserId), UserId, Category: input.ProgramType };
}

export async function streamerChannelInfoB(store: Store, input: StreamerChannelInput, caller: ChannelCaller): Promise<ProviderBChannelInfo> {
  const ChannelName = await streamerChannelName(store, input);
  return { AppId: PROVIDER_B_APP_ID, ChannelName, UserId: audienceUid(caller.customerId, caller.token) };
}

export interface BroadcasterTokenInput { MatchId: number; BroadcasterId: number; Language: string; CustId: string }

export async function broadcasterToken(store: Store, secret: string, input: BroadcasterTokenInput): Promise<{ Token: string }> {
  const live = (await findBroadcasts(store, input.MatchId)).find((b) => b.broadcaster_id === input.BroadcasterId && b.status === 1);
  if (!live) throw badRequest('BroadcasterId', `No live broadcast by ${input.BroadcasterId} on match ${input.MatchId}`);
  const uid = Number(input.CustId) || audienceUid(null, input.CustId);
  return { Token: channelToken(secret, `broadcast-${input.MatchId}-${input.BroadcasterId}`, uid) };
}

/** The channel source a streaming row belongs to (used by tests and the look-ups). */
export function channelSourceOf(row: StreamingChannel): ChannelSource {
  if (row.ChannelType === ChannelType.Broadcast) return ChannelSource.Broadcast;
  if (row.ChannelType === ChannelType.Game) return typeof row.StreamingSource === 'string' ? ChannelSource.ESport : ChannelSource.Video;
  return ChannelSource.Streamer;
}
