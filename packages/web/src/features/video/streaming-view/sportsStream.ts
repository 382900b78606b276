import {
  ChannelSource, EventStreamingResult, GetSportsEventStreaming, langForDirectApi, StreamingSourceCode,
} from '@sideline/protocol';
import type { StreamingChannel } from '@sideline/protocol';

/** What the look-up needs from the shared API client (injected so the tests use a fake fetch). */
export interface SportsStreamDeps {
  host(): Promise<string>;
  directToken(): Promise<string>;
  direct(url: string, init: RequestInit): Promise<{ status: number; body: unknown }>;
}

export interface SportsStreamArgs {
  source: ChannelSource;
  channel: StreamingChannel | null;
  matchId: number;
  siteId: number;
  /** The interface language; the direct-API map of section 9 is applied here. */
  language: string;
}

/** The look-up failed (transport, status, unreadable body): E104 DirectError. */
export class DirectStreamError extends Error {}

/**
 * The query of `{sports host}/sports/v4/GetEventStreaming` (chatroom spec section 7): e-sport
 * sends eventId, siteId, isExclusive; a game sends siteId, eventId, streamingSource, streamingId,
 * the language in the direct API's codes (section 9: cn→cs …, else en) and, for the in-house
 * live (30) and cloud-rock (31) sources, the tag of `VideoConfig.SourceIdentifier` — `user` for
 * in-house live, `project` for cloud-rock (our reading: the spec names "a user or project tag").
 */
export function sportsStreamQuery(a: SportsStreamArgs): URLSearchParams {
  const q = new URLSearchParams();
  if (a.source === ChannelSource.ESport) {
    q.set('eventId', String(a.matchId));
    q.set('siteId', String(a.siteId));
    q.set('isExclusive', String(a.channel?.IsExclusive ?? false));
    return q;
  }
  q.set('siteId', String(a.siteId));
  q.set('eventId', String(a.matchId));
  q.set('streamingSource', String(a.channel?.StreamingSource ?? ''));
  if (a.channel?.StreamingId) q.set('streamingId', a.channel.StreamingId);
  q.set('language', langForDirectApi(a.language));
  const tag = a.channel?.VideoConfig?.SourceIdentifier;
  if (tag && a.channel?.StreamingSource === StreamingSourceCode.InHouseLive) q.set('user', tag);
  if (tag && a.channel?.StreamingSource === StreamingSourceCode.Game31) q.set('project', tag);
  return q;
}

/**
 * The direct sports call: the sports host (GET /GetHost), a bearer from GET /GetDirectToken,
 * then `{host}/sports/v4/GetEventStreaming` with `Authorization: Bearer …`. The answer passes
 * through untouched (section 7): a non-200 or unreadable answer is DirectError, a readable one
 * is returned (its ErrorCode, when set, becomes DirectResponseHaveError at the caller).
 */
export async function lookUpSportsStream(deps: SportsStreamDeps, a: SportsStreamArgs): Promise<EventStreamingResult> {
  const [host, token] = await Promise.all([deps.host(), deps.directToken()]);
  const url = `${host.replace(/\/+$/, '')}${GetSportsEventStreaming.path}?${sportsStreamQuery(a).toString()}`;
  const res = await deps.direct(url, { method: 'GET', headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new DirectStreamError(`sports host answered ${res.status}`);
  const body = res.body as { Code?: unknown; Result?: unknown } | null;
  const parsed = EventStreamingResult.safeParse(body && typeof body === 'object' && 'Result' in body ? body.Result : body);
  if (!parsed.success) throw new DirectStreamError('sports host answer unreadable');
  return parsed.data;
}
