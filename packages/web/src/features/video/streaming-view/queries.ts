import { GetStreaming, StreamingPluginType } from '@sideline/protocol';
import type { StreamingWithAd } from '@sideline/protocol';
import { callApi } from '../../../shared/api';

/** What a GetStreaming request is made of (the page's data parameter). */
export interface StreamingArgs {
  matchId: number;
  language: string;
  streamerIds?: string | null;
  maskedStreamingSrc?: string | null;
  pluginType?: StreamingPluginType;
  exclusiveStreamerType?: number | null;
}

/**
 * How long a GetStreaming answer counts as fresh: the view mounting right after the start-up
 * loaded it takes the answer instead of asking again beside the first chat lines (it did, about
 * a second later). A match start still invalidates it at once.
 */
export const STREAMING_FRESH_MS = 10_000;

/**
 * The GetStreaming query: key `['GetStreaming', matchId, language, streamerIds, masked]`, shared
 * by the streaming view and the start-up sequence (which loads it first, so the view mounts on a
 * cache hit). A match start invalidates the prefix `['GetStreaming', matchId]`.
 */
export function streamingQuery(args: StreamingArgs) {
  return {
    queryKey: ['GetStreaming', args.matchId, args.language, args.streamerIds ?? null, args.maskedStreamingSrc ?? null] as const,
    queryFn: (): Promise<StreamingWithAd> => callApi(GetStreaming, {
      MatchId: args.matchId, UserLanguage: args.language, StreamerIds: args.streamerIds ?? null,
      StreamingPluginType: args.pluginType ?? StreamingPluginType.StreamingAndChatroom,
      ExclusiveStreamerType: args.exclusiveStreamerType ?? null, MaskedStreamingSrc: args.maskedStreamingSrc ?? null,
    }),
    staleTime: STREAMING_FRESH_MS,
    retry: false as const,
  };
}

/** The prefix of every GetStreaming query of a match (invalidated on PushEventStart). */
export function streamingQueryPrefix(matchId: number): readonly unknown[] {
  return ['GetStreaming', matchId];
}
