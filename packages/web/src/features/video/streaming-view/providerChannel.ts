import { ProgramType } from '@sideline/protocol';
import type { Streaming, StreamerChannelRequest, StreamingProvider } from '@sideline/protocol';

/**
 * The channel a provider player page plays (schedule spec section 2, "Video player screens"):
 * with a match id, the match's first anchor channel on that provider (the wanted anchor's
 * when `anchorId` names one, in its language when `language` names one); none → null
 * (the page shows NoStreamingSource).
 */
export function matchProviderChannel(
  streaming: Streaming, provider: StreamingProvider, want: { anchorId?: number | null; language?: string | null } = {},
): StreamerChannelRequest | null {
  const lang = want.language?.toUpperCase() ?? null;
  const hit = [...streaming.AnchorStreamingDtos]
    .sort((a, b) => a.OrderBy - b.OrderBy)
    .find((c) => c.StreamingProvider === provider
      && (want.anchorId == null || c.AnchorId === want.anchorId)
      && (lang === null || c.Language.toUpperCase() === lang));
  if (!hit) return null;
  return { MatchId: streaming.MatchId, AnchorId: hit.AnchorId, Language: hit.Language, ProgramType: ProgramType.Match, ChannelType: hit.ChannelType };
}
