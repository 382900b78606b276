import { CollectHeartbeatData, HEARTBEAT_INTERVAL_MS } from '@sideline/protocol';
import type { RoomContext } from './roomContext';

/**
 * The room's heartbeat (POST /CollectHeartbeatData): while the room runs, the match is open and
 * the viewer is logged in, one call now and again 30 s after each answer. The page's
 * `ctx.heartbeat()` answering null pauses it (chat-only page, chatroom collapsed: the spec starts
 * the heartbeat on expanding there); `start()` resumes it.
 */
export function createHeartbeat(ctx: RoomContext, running: () => boolean) {
  const { info, api, clock } = ctx;
  let timer: unknown = null;
  let inFlight = false;

  const stop = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  };
  const beat = async () => {
    timer = null;
    if (!running() || !ctx.snapshot().isMatchOpen || !info.isLoggedIn) return;
    const parts = ctx.heartbeat ? ctx.heartbeat() : { collectType: 0, streamingSrc: null };
    if (!parts) return;
    inFlight = true;
    await ctx.call(
      () => api.callEnvelope(CollectHeartbeatData, {
        MatchId: info.matchId, AnchorLanguage: info.anchorLanguage, AnchorId: info.anchorId, CollectType: parts.collectType,
        ProgramType: info.programType, StreamingSrc: parts.streamingSrc,
      }),
      'CollectHeartbeatData',
    );
    inFlight = false;
    // Repeats 30 s after each call.
    if (running() && ctx.snapshot().isMatchOpen && timer === null) timer = clock.setTimeout(() => void beat(), HEARTBEAT_INTERVAL_MS);
  };
  const start = () => {
    if (!info.isLoggedIn || !ctx.snapshot().isMatchOpen || timer !== null || inFlight) return;
    void beat();
  };
  return { start, stop };
}
