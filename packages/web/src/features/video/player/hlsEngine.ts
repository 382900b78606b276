import type Hls from 'hls.js';
import type { HlsEvent } from './playerState';
import { wireQuality } from './wireQuality';

type HlsClass = typeof Hls;

/*
 * What loads on first play (loadHls.ts, beside hls.js itself), never with a page: the player's
 * hls.js set-up and the wiring of its levels to the quality menu.
 */

export interface StartHls {
  video: HTMLVideoElement;
  url: string;
  /** The player box, marked with the level shown (wireQuality.ts). */
  player: HTMLElement | null;
  /** The master playlist is read: time to play. */
  onParsed: () => void;
  /** Playing failed for good (after the retries and one media recovery); hls.js is already destroyed. */
  onFatal: (kind: Extract<HlsEvent, { type: 'fatal' }>['kind']) => void;
}

/**
 * Plays `url` with hls.js into `video`: live sync 3 segments back, the playlist and segment
 * retries below, one recovery from a media error. Returns the stop, or null when the browser has
 * no Media Source Extensions (Safari plays HLS itself).
 */
export function startHls(Hls: HlsClass, o: StartHls): (() => void) | null {
  if (!Hls.isSupported()) return null;
  const hls = new Hls({
    liveSyncDurationCount: 3,
    manifestLoadPolicy: { default: { maxTimeToFirstByteMs: 10_000, maxLoadTimeMs: 20_000, timeoutRetry: { maxNumRetry: 2, retryDelayMs: 0, maxRetryDelayMs: 0 }, errorRetry: { maxNumRetry: 1, retryDelayMs: 1000, maxRetryDelayMs: 8000 } } },
    fragLoadPolicy: { default: { maxTimeToFirstByteMs: 10_000, maxLoadTimeMs: 20_000, timeoutRetry: { maxNumRetry: 2, retryDelayMs: 0, maxRetryDelayMs: 0 }, errorRetry: { maxNumRetry: 2, retryDelayMs: 500, maxRetryDelayMs: 4000 } } },
  });
  // The levels go to the video controls' quality menu (2+ renditions in the master playlist).
  const unwire = wireQuality(hls, Hls.Events, o.video, o.player);
  const stop = () => { unwire(); hls.destroy(); };
  let recovered = false;
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    if (data.type === Hls.ErrorTypes.MEDIA_ERROR && !recovered) {
      recovered = true;
      hls.recoverMediaError();
      return;
    }
    stop();
    o.onFatal(data.type === Hls.ErrorTypes.NETWORK_ERROR ? 'network' : data.type === Hls.ErrorTypes.MEDIA_ERROR ? 'media' : 'other');
  });
  hls.on(Hls.Events.MANIFEST_PARSED, o.onParsed);
  hls.attachMedia(o.video);
  hls.loadSource(o.url);
  return stop;
}
