import { MatchStatus, StreamingProvider, StreamingSourceCode } from '@sideline/protocol';
import { BROKEN_CHANNEL, livePlaylistPath } from '../../media/hls/channels';

/**
 * The demo's streaming plan: which live channel each streamer, match and language plays, and
 * the deliberate failures. Kept as data so the whole demo layout reads in one place.
 *
 * - Every streamer on a running match plays `match-<id>-<lang>` over the in-house live
 *   source (30), except the two provider streamers below.
 * - Streamer 305 (CN, Arsenal v Chelsea) is on provider A (id 3) and streamer 310 (PH, Ginebra v San
 *   Miguel, second in its room) on provider B (id 4): their clouds are not reachable here, so their players must
 *   end in the spec's error state with the provider's code.
 * - Each running match has a Video source (11; e-sport: 'twitch') on `video-<id>`; Arsenal v
 *   Chelsea adds source 13 on the `broken` channel (segments 404 → MEDIA_ERR_NETWORK) and Real v
 *   Barcelona adds source 19 whose URL look-up answers an error code (DirectResponseHaveError).
 */
export const PROVIDER_STREAMERS: Readonly<Record<number, StreamingProvider>> = {
  305: StreamingProvider.A,
  310: StreamingProvider.B,
};

export const DEMO_BROKEN_MATCH = 51230001;
export const DEMO_OFFLINE_MATCH = 51230002;
/** The code the offline game source's look-up answers. */
export const OFFLINE_SOURCE_ERROR = 'G404';

export interface GameSourcePlan {
  source: number | string;
  /** Channel name, or null when the look-up answers `errorCode`. */
  channel: string | null;
  errorCode: string | null;
}

export function anchorChannel(matchId: number, language: string): string {
  return `match-${matchId}-${language.toLowerCase()}`;
}

export function anchorStreamUrl(matchId: number, language: string): string {
  return livePlaylistPath(anchorChannel(matchId, language));
}

/** The game sources of a match (none unless it is running). */
export function gameSources(match: { id: number; status: number; is_esport: number }): GameSourcePlan[] {
  if (match.status !== MatchStatus.Running) return [];
  const video = `video-${match.id}`;
  const out: GameSourcePlan[] = [
    { source: match.is_esport ? 'twitch' : StreamingSourceCode.Game11, channel: video, errorCode: null },
  ];
  if (match.id === DEMO_BROKEN_MATCH) out.push({ source: StreamingSourceCode.Game13, channel: BROKEN_CHANNEL, errorCode: null });
  if (match.id === DEMO_OFFLINE_MATCH) out.push({ source: StreamingSourceCode.Game19, channel: null, errorCode: OFFLINE_SOURCE_ERROR });
  return out;
}
