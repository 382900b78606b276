import type { Clock } from '../../../shared/clock';
import type { HubClientSnapshot } from '../../../shared/realtime';

/** A lost connection shows the bar only once it lasted this long (a blip shows nothing). */
export const RECONNECT_NOTICE_DELAY_MS = 2_000;
/** How long "history reloaded" stays after a rejoin that could not replay what was missed. */
export const RELOADED_NOTICE_MS = 4_000;

/** The part of the hub connection the notice reads (the HubClient is one). */
export interface ConnectionStatusSource {
  subscribe(listener: () => void): () => void;
  getSnapshot(): Pick<HubClientSnapshot, 'state' | 'ready' | 'recovery'>;
}

/** hidden; 'reconnecting' while a loss lasts; 'reloaded' briefly after a rejoin that reloaded the history. */
export type ReconnectPhase = 'hidden' | 'reconnecting' | 'reloaded';

export interface ReconnectNotice {
  subscribe(listener: () => void): () => void;
  getSnapshot(): ReconnectPhase;
}

/**
 * The chat's "reconnecting…" bar as a store (issue 17 item 7): it watches the hub connection
 * from the first time the room is live (connected with every group rejoined), shows
 * 'reconnecting' once a loss lasted RECONNECT_NOTICE_DELAY_MS, and hides when the room is live
 * again (caught up: the rejoin replayed the gap) — or shows 'reloaded' for RELOADED_NOTICE_MS
 * when the rejoin said the history was gone and reloaded. It listens to the hub only while
 * someone listens to it.
 */
export function createReconnectNotice(source: ConnectionStatusSource, clock: Pick<Clock, 'setTimeout' | 'clearTimeout'>): ReconnectNotice {
  let phase: ReconnectPhase = 'hidden';
  let wasLive = false;
  let timer: unknown = null;
  let off: (() => void) | null = null;
  const listeners = new Set<() => void>();

  const set = (next: ReconnectPhase) => {
    if (next === phase) return;
    phase = next;
    for (const l of [...listeners]) l();
  };
  const clearTimer = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  };
  const read = () => {
    const s = source.getSnapshot();
    const live = s.state === 'Connected' && s.ready;
    if (live) {
      const wasShowing = phase === 'reconnecting';
      wasLive = true;
      clearTimer();
      if (wasShowing && s.recovery === 'reloaded') {
        set('reloaded');
        timer = clock.setTimeout(() => { timer = null; set('hidden'); }, RELOADED_NOTICE_MS);
      } else if (phase !== 'reloaded') {
        set('hidden');
      }
      return;
    }
    if (!wasLive || phase === 'reconnecting') return;
    if (phase === 'reloaded') {
      clearTimer();
      set('hidden');
    }
    if (timer === null) timer = clock.setTimeout(() => { timer = null; set('reconnecting'); }, RECONNECT_NOTICE_DELAY_MS);
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (!off) {
        off = source.subscribe(read);
        read();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && off) {
          off();
          off = null;
          clearTimer();
        }
      };
    },
    getSnapshot: () => phase,
  };
}
