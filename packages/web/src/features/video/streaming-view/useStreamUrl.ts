import { useQuery } from '@tanstack/react-query';
import { ChannelSource, GetESportStreamingUrl, GetGameStreamingUrl, PLAYER_ERROR_CODES, PlayerErrorName } from '@sideline/protocol';
import { callApi } from '../../../shared/api';
import type { SourceOption } from '../sources/sources';

/** A playable URL, or the error to show (DirectError / DirectResponseHaveError + server code). */
export type StreamUrlState =
  | { kind: 'pending' }
  | { kind: 'url'; url: string }
  | { kind: 'error'; code: string; serverCode: string | null };

/**
 * The URL of an HLS source: anchors carry it; game and e-sport sources are looked up
 * (GetGameStreamingUrl / GetESportStreamingUrl) — a failed look-up is DirectError, an answer
 * with an error code is DirectResponseHaveError plus that code.
 */
export function useStreamUrl(option: SourceOption | null, ctx: { matchId: number; siteId: number; language: string }, refreshKey: number): StreamUrlState {
  const channel = option?.channel ?? null;
  const needsLookup = !!option && (option.source === ChannelSource.Video || option.source === ChannelSource.ESport) && !channel?.StreamingUrl;
  const q = useQuery({
    queryKey: ['stream-url', option?.key, ctx.matchId, refreshKey],
    enabled: needsLookup,
    retry: false,
    staleTime: 0,
    queryFn: () => option?.source === ChannelSource.ESport
      ? callApi(GetESportStreamingUrl, { EventId: ctx.matchId, SiteId: 0, IsExclusive: false })
      : callApi(GetGameStreamingUrl, { Source: String(channel?.StreamingSource ?? ''), MatchId: ctx.matchId, SiteId: ctx.siteId, Language: ctx.language as never }),
  });
  if (!option) return { kind: 'pending' };
  if (!needsLookup) {
    return channel?.StreamingUrl
      ? { kind: 'url', url: channel.StreamingUrl }
      : { kind: 'error', code: PLAYER_ERROR_CODES[PlayerErrorName.NoStreamingSource], serverCode: null };
  }
  if (q.isError) return { kind: 'error', code: PLAYER_ERROR_CODES[PlayerErrorName.DirectError], serverCode: null };
  if (!q.data) return { kind: 'pending' };
  if (q.data.ErrorCode || !q.data.Url) {
    return { kind: 'error', code: PLAYER_ERROR_CODES[PlayerErrorName.DirectResponseHaveError], serverCode: q.data.ErrorCode ?? null };
  }
  return { kind: 'url', url: q.data.Url };
}
