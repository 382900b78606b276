import { MatchStatus } from '@sideline/protocol';
import type { Streaming } from '@sideline/protocol';

/** The match has no stream (anchor, game or broadcast) and has not started: the ad's moment. */
export function awaitsStart(streaming: Streaming): boolean {
  return streaming.MatchStatus === MatchStatus.NotStart && streaming.AnchorStreamingDtos.length === 0
    && streaming.GameStreamingDtos.length === 0 && streaming.BroadcastStreamingDtos.length === 0;
}
