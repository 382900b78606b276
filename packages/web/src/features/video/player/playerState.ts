import { mediaErrorName, PLAYER_ERROR_CODES, PlayerErrorName } from '@sideline/protocol';

/**
 * The HLS player as a pure reducer: loading (spinner) → playing, or → error with the named code
 * of spec section 8 (TimeOut after 40 s / 15 s preview, MEDIA_ERR_* from the media element or
 * hls.js, VideoJSError for anything else). `load` (a new URL or refresh) starts over.
 * Spec section 4: loadstart starts the timer, `canplaythrough` is what clears it (`ready`),
 * `loadeddata` hides the spinner; a timeout with no canplaythrough yet is TimeOut even when data
 * has loaded.
 */
export type HlsStatus = 'idle' | 'loading' | 'playing' | 'error';

export interface HlsState {
  status: HlsStatus;
  error: PlayerErrorName | null;
  /** canplaythrough arrived: the timeout no longer applies. */
  ready: boolean;
  /** The load this state belongs to (the player numbers its loads) so a stale timer or event of an earlier load is ignored. */
  attempt: number;
}

export type HlsEvent =
  | { type: 'load'; attempt: number }
  | { type: 'loadeddata'; attempt: number }
  | { type: 'canplaythrough'; attempt: number }
  | { type: 'timeout'; attempt: number }
  | { type: 'mediaError'; code: number; attempt: number }
  | { type: 'fatal'; kind: 'network' | 'media' | 'other'; attempt: number }
  | { type: 'stop' };

export const initialHls: HlsState = { status: 'idle', error: null, ready: false, attempt: 0 };

const fail = (s: HlsState, error: PlayerErrorName): HlsState => ({ ...s, status: 'error', error });

export function hlsReducer(s: HlsState, e: HlsEvent): HlsState {
  if (e.type === 'load') return { status: 'loading', error: null, ready: false, attempt: e.attempt };
  if (e.type === 'stop') return { ...initialHls, attempt: s.attempt };
  if (e.attempt !== s.attempt || s.status === 'idle' || s.status === 'error') return s;
  switch (e.type) {
    case 'loadeddata':
      return { ...s, status: 'playing', error: null };
    case 'canplaythrough':
      return { ...s, status: 'playing', error: null, ready: true };
    case 'timeout':
      return s.ready ? s : fail(s, PlayerErrorName.TimeOut);
    case 'mediaError': {
      const name = mediaErrorName(e.code);
      return name ? fail(s, name) : s;
    }
    case 'fatal':
      return fail(s, e.kind === 'network' ? PlayerErrorName.MEDIA_ERR_NETWORK
        : e.kind === 'media' ? PlayerErrorName.MEDIA_ERR_DECODE : PlayerErrorName.VideoJSError);
  }
}

/** The E-code the error photo shows. */
export function hlsErrorCode(s: HlsState): string | null {
  return s.error ? PLAYER_ERROR_CODES[s.error] : null;
}
