import { useQuery } from '@tanstack/react-query';
import { ChannelSource, GetDirectToken, GetHost, PLAYER_ERROR_CODES, PlayerErrorName } from '@sideline/protocol';
import { callApi, callDirect } from '../../../shared/api';
import type { SourceOption } from '../sources/sources';
import { lookUpSportsStream } from './sportsStream';
import type { SportsStreamDeps } from './sportsStream';

const sportsDeps: SportsStreamDeps = {
  host: () => callApi(GetHost, {}).then((r) => r.Host),
  directToken: () => callApi(GetDirectToken, {}).then((r) => r.Token),
  direct: callDirect,
};

/** A playable URL, or the error to show (DirectError / DirectResponseHaveError + server code). */
export type StreamUrlState =
  | { kind: 'pending' }
  | { kind: 'url'; url: string }
  | { kind: 'error'; code: string; serverCode: string | null };

/**
 * The URL of an HLS source: anchors carry it; game and e-sport sources are looked up on the
 * sports host with the direct token (`sportsStream.ts`) — a failed look-up is DirectError, an
 * answer with an error code is DirectResponseHaveError plus that code.
 */
export function useStreamUrl(option: SourceOption | null, ctx: { matchId: number; siteId: number; language: string }, refreshKey: number): StreamUrlState {
  const channel = option?.channel ?? null;
  const needsLookup = !!option && (option.source === ChannelSource.Video || option.source === ChannelSource.ESport) && !channel?.StreamingUrl;
  const q = useQuery({
    queryKey: ['stream-url', option?.key, ctx.matchId, ctx.language, refreshKey],
    enabled: needsLookup,
    retry: false,
    staleTime: 0,
    queryFn: () => lookUpSportsStream(sportsDeps, {
      source: option!.source, channel, matchId: ctx.matchId, siteId: ctx.siteId, language: ctx.language,
    }),
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
