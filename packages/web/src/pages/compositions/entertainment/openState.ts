/** The programme (or match) open state (spec section 4). */
export interface OpenState {
  /** Null until the first push or check. */
  isMatchOpen: boolean | null;
  isGiftDisable: boolean;
  /** The viewer left: nothing reopens it. */
  left: boolean;
}

export type OpenEvent =
  | { type: 'push'; status: boolean; tokenExpired: boolean }
  | { type: 'checked'; isOpen: boolean }
  | { type: 'leave' };

export const initialOpenState: OpenState = { isMatchOpen: null, isGiftDisable: false, left: false };

/** What the caller must do after an event besides adopting the state. */
export type OpenEffect = 'none' | 'check-status' | 'start' | 'stop';

/**
 * (state, event) → [state, effect]. A push with status true opens; with false the status is
 * fetched by a call ('check-status'). A push is ignored when already open and staying open, or
 * when the token has expired. Closed: gifts disabled and the connection stops ('stop'). Opened:
 * heartbeat and connection start ('start'). Leaving stops for good.
 */
export function openReducer(state: OpenState, event: OpenEvent): [OpenState, OpenEffect] {
  if (state.left) return [state, 'none'];
  switch (event.type) {
    case 'push':
      if (event.tokenExpired) return [state, 'none'];
      if (event.status && state.isMatchOpen === true) return [state, 'none'];
      if (!event.status) return [state, 'check-status'];
      return [{ ...state, isMatchOpen: true, isGiftDisable: false }, 'start'];
    case 'checked':
      if (event.isOpen === state.isMatchOpen) return [state, 'none'];
      return event.isOpen
        ? [{ ...state, isMatchOpen: true, isGiftDisable: false }, 'start']
        : [{ ...state, isMatchOpen: false, isGiftDisable: true }, 'stop'];
    case 'leave':
      return [{ isMatchOpen: false, isGiftDisable: true, left: true }, 'stop'];
    default:
      return [state, 'none'];
  }
}
