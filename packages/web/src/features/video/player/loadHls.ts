import type Hls from 'hls.js';
import type * as Engine from './hlsEngine';

type HlsEngine = typeof Engine;
let pending: Promise<HlsEngine> | null = null;

/**
 * hls.js (light build) is loaded on first play only, with the wiring of its quality levels
 * (hlsEngine.ts): neither is in the initial bundle of any page.
 */
export function loadHlsEngine(): Promise<HlsEngine> {
  pending ??= import('./hlsEngine');
  return pending;
}

/** The hls.js class alone. */
export function loadHls(): Promise<typeof Hls> {
  return loadHlsEngine().then((m) => m.default);
}
