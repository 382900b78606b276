import type Hls from 'hls.js';
import type { StartHls } from './hlsEngine';

interface HlsEngine {
  Hls: typeof Hls;
  /** hlsEngine.ts's startHls with hls.js bound. */
  startHls: (o: StartHls) => (() => void) | null;
}
let pending: Promise<HlsEngine> | null = null;

/**
 * hls.js (light build) and the player's set-up of it (hlsEngine.ts) load on first play only,
 * side by side: neither is in the initial bundle of any page. (hls.js stays its own dynamic
 * import, the one the post wall shares: a static import of it would add a facade chunk.)
 */
export function loadHlsEngine(): Promise<HlsEngine> {
  pending ??= Promise.all([import('hls.js/light'), import('./hlsEngine')])
    .then(([hls, engine]) => ({ Hls: hls.default, startHls: (o: StartHls) => engine.startHls(hls.default, o) }));
  return pending;
}

/** The hls.js class alone. */
export function loadHls(): Promise<typeof Hls> {
  return loadHlsEngine().then((m) => m.Hls);
}
