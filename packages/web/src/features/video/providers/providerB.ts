import { PROVIDER_B_ERROR_CODES, ProviderBErrorName } from '@sideline/protocol';
import type { Transition } from './providerA';

/**
 * Provider B (id 4) player as a pure reducer (schedule spec "Video provider B player"): play
 * state 2 is playing; play state 4 is an error (join error) and it retries playing, up to
 * `PROVIDER_B_MAX_RETRIES` times; refresh stops, re-initialises and restarts. Init, join,
 * render and leave failures map to InitError, JoinError, RenderError and LeaveChannel; the
 * player timeout (40 s) without video is a JoinError so an unreachable cloud never hangs.
 */
export type ProviderBStatus = 'idle' | 'initialising' | 'joining' | 'playing' | 'error';

export interface ProviderBState {
  status: ProviderBStatus;
  error: ProviderBErrorName | null;
  retries: number;
}

export const PROVIDER_B_MAX_RETRIES = 3;
/** Play states the SDK adapter reports. */
export const ProviderBPlayState = { Joining: 1, Playing: 2, Stopped: 3, Error: 4 } as const;

export type ProviderBEvent =
  | { type: 'start' }
  | { type: 'initialised' }
  | { type: 'initFailed' }
  | { type: 'joinFailed' }
  | { type: 'playState'; state: number }
  | { type: 'renderFailed' }
  | { type: 'userLeft' }
  | { type: 'playerStatus'; ok: boolean }
  | { type: 'timeout' }
  | { type: 'refresh' }
  | { type: 'stop' };

export type ProviderBCommand =
  | { type: 'init' } | { type: 'join' } | { type: 'retryPlay' } | { type: 'stop' }
  | { type: 'startTimeout' } | { type: 'clearTimeout' };

export const initialProviderB: ProviderBState = { status: 'idle', error: null, retries: 0 };

const failB = (error: ProviderBErrorName): Transition<ProviderBState, ProviderBCommand> => ({
  state: { status: 'error', error, retries: 0 },
  commands: [{ type: 'clearTimeout' }, { type: 'stop' }],
});

const restart = (s: ProviderBState): Transition<ProviderBState, ProviderBCommand> => ({
  state: { status: 'initialising', error: null, retries: 0 },
  commands: [...(s.status === 'idle' ? [] : [{ type: 'stop' } as const]), { type: 'init' }, { type: 'startTimeout' }],
});

export function providerBReducer(s: ProviderBState, e: ProviderBEvent): Transition<ProviderBState, ProviderBCommand> {
  const stay = { state: s, commands: [] };
  switch (e.type) {
    case 'start':
      return s.status === 'idle' ? restart(s) : stay;
    case 'refresh':
      return s.status === 'idle' ? stay : restart(s);
    case 'initialised':
      return s.status === 'initialising' ? { state: { ...s, status: 'joining' }, commands: [{ type: 'join' }] } : stay;
    case 'initFailed':
      return s.status === 'initialising' ? failB(ProviderBErrorName.InitError) : stay;
    case 'joinFailed':
      return s.status === 'joining' ? failB(ProviderBErrorName.JoinError) : stay;
    case 'playState':
      if (s.status !== 'joining' && s.status !== 'playing') return stay;
      if (e.state === ProviderBPlayState.Playing) return { state: { ...s, status: 'playing', retries: 0 }, commands: [{ type: 'clearTimeout' }] };
      if (e.state === ProviderBPlayState.Error) {
        if (s.retries >= PROVIDER_B_MAX_RETRIES) return failB(ProviderBErrorName.JoinError);
        return { state: { ...s, status: 'joining', retries: s.retries + 1 }, commands: [{ type: 'retryPlay' }] };
      }
      return stay;
    case 'renderFailed':
      return s.status === 'joining' || s.status === 'playing' ? failB(ProviderBErrorName.RenderError) : stay;
    case 'userLeft':
      return s.status === 'playing' || s.status === 'joining' ? failB(ProviderBErrorName.LeaveChannel) : stay;
    case 'playerStatus':
      if (!e.ok) return s.status === 'idle' || s.status === 'error' ? stay : failB(ProviderBErrorName.LeaveChannel);
      return s.status === 'error' ? restart(s) : stay;
    case 'timeout':
      return s.status === 'initialising' ? failB(ProviderBErrorName.InitError)
        : s.status === 'joining' ? failB(ProviderBErrorName.JoinError) : stay;
    case 'stop':
      return { state: initialProviderB, commands: s.status === 'idle' ? [] : [{ type: 'clearTimeout' }, { type: 'stop' }] };
  }
}

export function providerBErrorCode(s: ProviderBState): string | null {
  return s.error ? PROVIDER_B_ERROR_CODES[s.error] : null;
}
