import { describe, expect, it } from 'vitest';
import { hlsErrorCode, hlsReducer, initialHls } from './playerState';
import type { HlsEvent } from './playerState';

const loaded = hlsReducer(initialHls, { type: 'load', attempt: 1 });
const a = loaded.attempt;

describe('HLS player reducer', () => {
  it.each([
    { name: 'loadeddata hides the spinner', e: { type: 'loadeddata', attempt: a }, status: 'playing', code: null },
    { name: 'canplaythrough', e: { type: 'canplaythrough', attempt: a }, status: 'playing', code: null },
    { name: 'timeout while loading', e: { type: 'timeout', attempt: a }, status: 'error', code: 'E102' },
    { name: 'media error 2', e: { type: 'mediaError', code: 2, attempt: a }, status: 'error', code: 'E201' },
    { name: 'media error 3', e: { type: 'mediaError', code: 3, attempt: a }, status: 'error', code: 'E202' },
    { name: 'media error 4', e: { type: 'mediaError', code: 4, attempt: a }, status: 'error', code: 'E203' },
    { name: 'aborted is not an error', e: { type: 'mediaError', code: 1, attempt: a }, status: 'loading', code: null },
    { name: 'hls network fatal', e: { type: 'fatal', kind: 'network', attempt: a }, status: 'error', code: 'E201' },
    { name: 'hls media fatal', e: { type: 'fatal', kind: 'media', attempt: a }, status: 'error', code: 'E202' },
    { name: 'other fatal', e: { type: 'fatal', kind: 'other', attempt: a }, status: 'error', code: 'E204' },
    { name: 'stale attempt ignored', e: { type: 'timeout', attempt: a - 1 }, status: 'loading', code: null },
  ] as const)('$name', ({ e, status, code }) => {
    const s = hlsReducer(loaded, e as HlsEvent);
    expect(s.status).toBe(status);
    expect(hlsErrorCode(s)).toBe(code);
  });

  it('only canplaythrough clears the timeout: loadeddata alone still times out (spec section 4)', () => {
    const data = hlsReducer(loaded, { type: 'loadeddata', attempt: a });
    expect(hlsErrorCode(hlsReducer(data, { type: 'timeout', attempt: a }))).toBe('E102');
    const through = hlsReducer(data, { type: 'canplaythrough', attempt: a });
    expect(hlsReducer(through, { type: 'timeout', attempt: a }).status).toBe('playing');
  });

  it('a timeout after canplaythrough is ignored; refresh (load) clears the error', () => {
    const playing = hlsReducer(loaded, { type: 'canplaythrough', attempt: a });
    expect(hlsReducer(playing, { type: 'timeout', attempt: a }).status).toBe('playing');
    const failed = hlsReducer(loaded, { type: 'timeout', attempt: a });
    const again = hlsReducer(failed, { type: 'load', attempt: a + 1 });
    expect(again).toMatchObject({ status: 'loading', error: null, attempt: a + 1 });
    expect(hlsReducer(hlsReducer(again, { type: 'stop' }), { type: 'loadeddata', attempt: a + 1 }).status).toBe('idle');
  });
});
