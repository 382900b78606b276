import { StreamingPluginType } from '@sideline/protocol';
import type { DataParam } from '../../../shared/data-param';
import type { StreamingArgs } from './queries';

/** The GetStreaming arguments of a page's data parameter (null without MatchId). */
export function pageStreamingArgs(data: DataParam): StreamingArgs | null {
  if (data.MatchId == null) return null;
  return {
    matchId: data.MatchId,
    language: data.UserLanguage ?? 'en',
    streamerIds: Array.isArray(data.StreamerIds) ? data.StreamerIds.join(',') : (data.StreamerIds ?? null),
    maskedStreamingSrc: data.MaskedStreamingSrc ?? null,
    pluginType: (data.StreamingPluginType as StreamingPluginType | undefined) ?? StreamingPluginType.StreamingAndChatroom,
    exclusiveStreamerType: data.ExclusiveStreamerType ?? null,
  };
}
