import { FAST_MARKET_RETRIES, FastMarketConnectionStatus } from '@sideline/protocol';

export interface ConnectionState {
  status: FastMarketConnectionStatus;
  /** Automatic retries made since the last open (0-3). */
  retries: number;
}

export type ConnectionEvent =
  | { type: 'start' }
  | { type: 'opened' }
  | { type: 'error' }
  | { type: 'retry' }
  | { type: 'manual' }
  | { type: 'close' };

export const initialConnection: ConnectionState = { status: FastMarketConnectionStatus.Idle, retries: 0 };

/**
 * The fast-market SSE connection, pure (schedule spec section 4): start → connecting; an
 * error → retrying (up to 3 automatic retries, 1 s apart) → after the third failed retry
 * `failed`; `manual` (the reconnect button) → connecting again with a fresh count (the object
 * waits 1 s and fetches a new URL); a successful open resets the count.
 */
export function connectionReducer(state: ConnectionState, event: ConnectionEvent): ConnectionState {
  const S = FastMarketConnectionStatus;
  switch (event.type) {
    case 'start':
      return state.status === S.Idle || state.status === S.Closed ? { status: S.Connecting, retries: 0 } : state;
    case 'opened':
      return state.status === S.Connecting ? { status: S.Open, retries: 0 } : state;
    case 'error':
      if (state.status !== S.Connecting && state.status !== S.Open) return state;
      return state.retries < FAST_MARKET_RETRIES ? { status: S.Retrying, retries: state.retries + 1 } : { status: S.Failed, retries: state.retries };
    case 'retry':
      return state.status === S.Retrying ? { ...state, status: S.Connecting } : state;
    case 'manual':
      return state.status === S.Closed || state.status === S.Idle ? state : { status: S.Connecting, retries: 0 };
    case 'close':
      return { ...state, status: S.Closed };
    default:
      return state;
  }
}
