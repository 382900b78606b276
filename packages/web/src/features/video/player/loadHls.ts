import type Hls from 'hls.js';

let pending: Promise<typeof Hls> | null = null;

/** hls.js (light build) is loaded on first play only: it is not in the initial bundle of any page. */
export function loadHls(): Promise<typeof Hls> {
  pending ??= import('hls.js/light').then((m) => m.default);
  return pending;
}
