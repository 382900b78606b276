import { PROVIDER_A_ERROR_CODES, ProviderAErrorName } from '@sideline/protocol';

/**
 * Provider A (id 3) player as a pure reducer (schedule spec "Video provider A player"):
 * spinner → playing on a video track → error on the 40 s timeout (15 s preview), a track-ended
 * event or the channel being left. An unpublished video schedules a leave 60 s later unless the
 * video returns; refresh leaves and rejoins as audience; token expiry renews by refetching the
 * channel info; the common hub's player-status push false is an error, true clears it and
 * reconnects if needed. The reducer returns commands (data) the controller carries out.
 */
export type ProviderAStatus = 'idle' | 'joining' | 'waiting' | 'playing' | 'error';

export interface ProviderAState {
  status: ProviderAStatus;
  error: ProviderAErrorName | null;
  /** A leave is scheduled because the streamer's video was unpublished. */
  leavePending: boolean;
  /** Joined to the channel (a refresh or reconnect must leave first). */
  joined: boolean;
}

export type ProviderAEvent =
  | { type: 'start' }
  | { type: 'joined' }
  | { type: 'joinFailed' }
  | { type: 'videoTrack' }
  | { type: 'videoUnpublished' }
  | { type: 'leaveTimerFired' }
  | { type: 'timeout' }
  | { type: 'trackEnded' }
  | { type: 'channelLeft' }
  | { type: 'tokenWillExpire' }
  | { type: 'playerStatus'; ok: boolean }
  | { type: 'refresh' }
  | { type: 'stop' };

export type ProviderACommand =
  | { type: 'join' }
  | { type: 'leave' }
  | { type: 'startTimeout' }
  | { type: 'clearTimeout' }
  | { type: 'scheduleLeave' }
  | { type: 'cancelLeave' }
  | { type: 'renewToken' };

export const initialProviderA: ProviderAState = { status: 'idle', error: null, leavePending: false, joined: false };

export interface Transition<S, C> { state: S; commands: C[] }

const fail = (s: ProviderAState, error: ProviderAErrorName): Transition<ProviderAState, ProviderACommand> => ({
  state: { ...s, status: 'error', error, leavePending: false, joined: false },
  commands: [{ type: 'clearTimeout' }, ...(s.leavePending ? [{ type: 'cancelLeave' } as const] : []), ...(s.joined ? [{ type: 'leave' } as const] : [])],
});

const rejoin = (s: ProviderAState): Transition<ProviderAState, ProviderACommand> => ({
  state: { status: 'joining', error: null, leavePending: false, joined: false },
  commands: [
    ...(s.leavePending ? [{ type: 'cancelLeave' } as const] : []),
    ...(s.joined ? [{ type: 'leave' } as const] : []),
    { type: 'join' }, { type: 'startTimeout' },
  ],
});

export function providerAReducer(s: ProviderAState, e: ProviderAEvent): Transition<ProviderAState, ProviderACommand> {
  const stay = { state: s, commands: [] };
  switch (e.type) {
    case 'start':
      return s.status === 'idle' ? rejoin(s) : stay;
    case 'refresh':
      return s.status === 'idle' ? stay : rejoin(s);
    case 'joined':
      return s.status === 'joining' ? { state: { ...s, status: 'waiting', joined: true }, commands: [] } : stay;
    case 'joinFailed':
      return s.status === 'joining' ? fail({ ...s, joined: false }, ProviderAErrorName.PlayerError) : stay;
    case 'videoTrack':
      if (s.status !== 'waiting' && s.status !== 'playing') return stay;
      return {
        state: { ...s, status: 'playing', leavePending: false },
        commands: [{ type: 'clearTimeout' }, ...(s.leavePending ? [{ type: 'cancelLeave' } as const] : [])],
      };
    case 'videoUnpublished':
      return s.status === 'playing' || s.status === 'waiting'
        ? { state: { ...s, leavePending: true }, commands: s.leavePending ? [] : [{ type: 'scheduleLeave' }] }
        : stay;
    case 'leaveTimerFired':
      return s.leavePending ? fail(s, ProviderAErrorName.LeaveChannel) : stay;
    case 'timeout':
      return s.status === 'joining' || s.status === 'waiting' ? fail(s, ProviderAErrorName.Timeout) : stay;
    case 'trackEnded':
      return s.status === 'playing' || s.status === 'waiting' ? fail(s, ProviderAErrorName.PlayerError) : stay;
    case 'channelLeft':
      return s.status === 'idle' || s.status === 'error' ? stay : fail(s, ProviderAErrorName.LeaveChannel);
    case 'tokenWillExpire':
      return s.joined ? { state: s, commands: [{ type: 'renewToken' }] } : stay;
    case 'playerStatus':
      if (!e.ok) return s.status === 'idle' || s.status === 'error' ? stay : fail(s, ProviderAErrorName.LeaveChannel);
      // True clears the error and reconnects if needed.
      return s.status === 'error' ? rejoin(s) : stay;
    case 'stop':
      return {
        state: initialProviderA,
        commands: [{ type: 'clearTimeout' }, ...(s.leavePending ? [{ type: 'cancelLeave' } as const] : []), ...(s.joined ? [{ type: 'leave' } as const] : [])],
      };
  }
}

/** The E-code the error picture shows. */
export function providerAErrorCode(s: ProviderAState): string | null {
  return s.error ? PROVIDER_A_ERROR_CODES[s.error] : null;
}
