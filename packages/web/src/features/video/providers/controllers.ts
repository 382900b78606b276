import { PLAYER_LEAVE_DELAY_MS, PLAYER_TIMEOUT_MS } from '@sideline/protocol';
import type { ProviderBChannelInfo, ProviderChannelInfo } from '@sideline/protocol';
import { initialProviderA, providerAReducer } from './providerA';
import type { ProviderAEvent, ProviderAState, Transition } from './providerA';
import { initialProviderB, providerBReducer } from './providerB';
import type { ProviderBEvent, ProviderBState } from './providerB';
import { realClock } from './ports';
import type { ProviderAPort, ProviderBPort, TimerClock } from './ports';

/** A framework-free player: React reads it with useSyncExternalStore. */
export interface PlayerMachine<S, E> {
  getSnapshot(): S;
  subscribe(listener: () => void): () => void;
  send(event: E): void;
  dispose(): void;
}

function machine<S, E, C>(
  initial: S, reducer: (s: S, e: E) => Transition<S, C>, run: (c: C, send: (e: E) => void) => void,
): PlayerMachine<S, E> & { disposed: () => boolean } {
  let state = initial;
  let disposed = false;
  const listeners = new Set<() => void>();
  const send = (event: E) => {
    if (disposed) return;
    const t = reducer(state, event);
    if (t.state !== state) {
      state = t.state;
      for (const l of listeners) l();
    }
    for (const c of t.commands) run(c, send);
  };
  return {
    getSnapshot: () => state,
    subscribe(l) { listeners.add(l); return () => listeners.delete(l); },
    send,
    dispose() { disposed = true; listeners.clear(); },
    disposed: () => disposed,
  };
}

export interface ProviderADeps {
  port: ProviderAPort;
  /** Fetches channel info (join and token renewal refetch it). */
  fetchInfo(): Promise<ProviderChannelInfo>;
  clock?: TimerClock;
  /** 40 s, or 15 s for the preview player. */
  timeoutMs?: number;
  log?: (message: string, error: unknown) => void;
}

/** Provider A controller: runs the reducer's commands against the SDK port and the clock. */
export function createProviderAPlayer(deps: ProviderADeps): PlayerMachine<ProviderAState, ProviderAEvent> {
  const clock = deps.clock ?? realClock;
  const log = deps.log ?? ((m, e) => console.warn(m, e));
  let timeout: unknown = null;
  let leaveTimer: unknown = null;
  let joinSeq = 0;
  const m = machine<ProviderAState, ProviderAEvent, ReturnType<typeof providerAReducer>['commands'][number]>(
    initialProviderA, providerAReducer, (c, send) => {
      switch (c.type) {
        case 'startTimeout':
          if (timeout !== null) clock.clearTimeout(timeout);
          timeout = clock.setTimeout(() => { timeout = null; send({ type: 'timeout' }); }, deps.timeoutMs ?? PLAYER_TIMEOUT_MS);
          break;
        case 'clearTimeout':
          if (timeout !== null) clock.clearTimeout(timeout);
          timeout = null;
          break;
        case 'scheduleLeave':
          leaveTimer = clock.setTimeout(() => { leaveTimer = null; send({ type: 'leaveTimerFired' }); }, PLAYER_LEAVE_DELAY_MS);
          break;
        case 'cancelLeave':
          if (leaveTimer !== null) clock.clearTimeout(leaveTimer);
          leaveTimer = null;
          break;
        case 'join': {
          const seq = ++joinSeq;
          const stale = () => seq !== joinSeq || m.disposed();
          void deps.fetchInfo()
            .then((info) => deps.port.join(info, {
              onVideoTrack: () => { if (!stale()) send({ type: 'videoTrack' }); },
              onVideoUnpublished: () => { if (!stale()) send({ type: 'videoUnpublished' }); },
              onTrackEnded: () => { if (!stale()) send({ type: 'trackEnded' }); },
              onChannelLeft: () => { if (!stale()) send({ type: 'channelLeft' }); },
              onTokenWillExpire: () => { if (!stale()) send({ type: 'tokenWillExpire' }); },
            }))
            .then(() => { if (!stale()) send({ type: 'joined' }); })
            .catch((err: unknown) => { log('provider A join failed', err); if (!stale()) send({ type: 'joinFailed' }); });
          break;
        }
        case 'leave':
          void deps.port.leave().catch((err: unknown) => log('provider A leave failed', err));
          break;
        case 'renewToken':
          void deps.fetchInfo().then((info) => deps.port.renewToken(info.Token))
            .catch((err: unknown) => log('provider A token renewal failed', err));
          break;
      }
    });
  return {
    ...m,
    dispose() {
      m.send({ type: 'stop' });
      m.dispose();
    },
  };
}

export interface ProviderBDeps {
  port: ProviderBPort;
  fetchInfo(): Promise<ProviderBChannelInfo>;
  clock?: TimerClock;
  timeoutMs?: number;
  log?: (message: string, error: unknown) => void;
}

/** Provider B controller. */
export function createProviderBPlayer(deps: ProviderBDeps): PlayerMachine<ProviderBState, ProviderBEvent> {
  const clock = deps.clock ?? realClock;
  const log = deps.log ?? ((m, e) => console.warn(m, e));
  let timeout: unknown = null;
  let seq = 0;
  const m = machine<ProviderBState, ProviderBEvent, ReturnType<typeof providerBReducer>['commands'][number]>(
    initialProviderB, providerBReducer, (c, send) => {
      const mine = seq;
      const stale = () => mine !== seq || m.disposed();
      switch (c.type) {
        case 'startTimeout':
          if (timeout !== null) clock.clearTimeout(timeout);
          timeout = clock.setTimeout(() => { timeout = null; send({ type: 'timeout' }); }, deps.timeoutMs ?? PLAYER_TIMEOUT_MS);
          break;
        case 'clearTimeout':
          if (timeout !== null) clock.clearTimeout(timeout);
          timeout = null;
          break;
        case 'init':
          seq += 1;
          {
            const now = seq;
            const fresh = () => now === seq && !m.disposed();
            void deps.fetchInfo()
              .then((info) => deps.port.init(info, {
                onPlayState: (state) => { if (fresh()) send({ type: 'playState', state }); },
                onRenderFailed: () => { if (fresh()) send({ type: 'renderFailed' }); },
                onUserLeft: () => { if (fresh()) send({ type: 'userLeft' }); },
              }))
              .then(() => { if (fresh()) send({ type: 'initialised' }); })
              .catch((err: unknown) => { log('provider B init failed', err); if (fresh()) send({ type: 'initFailed' }); });
          }
          break;
        case 'join':
          void deps.port.join().catch((err: unknown) => { log('provider B join failed', err); if (!stale()) send({ type: 'joinFailed' }); });
          break;
        case 'retryPlay':
          void deps.port.retryPlay().catch((err: unknown) => log('provider B retry failed', err));
          break;
        case 'stop':
          seq += 1;
          void deps.port.stop().catch((err: unknown) => log('provider B stop failed', err));
          break;
      }
    });
  return {
    ...m,
    dispose() {
      m.send({ type: 'stop' });
      m.dispose();
    },
  };
}
