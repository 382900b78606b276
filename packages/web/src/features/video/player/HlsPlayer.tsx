import { useEffect, useReducer, useRef, useState } from 'react';
import { PLAYER_TIMEOUT_MS, PREVIEW_PLAYER_TIMEOUT_MS } from '@sideline/protocol';
import { ErrorPhoto } from './ErrorPhoto';
import { hlsErrorCode, hlsReducer, initialHls } from './playerState';
import type { HlsState } from './playerState';
import { loadHls } from './loadHls';
import { levelLabel, publishQuality } from './quality';
import type { QualityState } from './quality';
import './player.css';

export interface HlsPlayerProps {
  url: string;
  /** Muted by default (spec: the player starts muted). */
  muted?: boolean;
  /** 0–1 (the video controls' slider); default 1. */
  volume?: number;
  /** The preview player times out after 15 s instead of 40 s. */
  preview?: boolean;
  /** Changing it reloads the stream (the toolbar's refresh). */
  refreshKey?: number;
  onStateChange?: (state: HlsState) => void;
}

/**
 * The HLS video player: muted, no native controls, 16:9, a spinner while loading, the error
 * photo with its code on failure. hls.js is imported lazily; browsers that play HLS natively
 * (Safari) use the video element directly.
 */
export function HlsPlayer(props: HlsPlayerProps) {
  const { url, muted = true, preview = false, refreshKey = 0, onStateChange } = props;
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, dispatch] = useReducer(hlsReducer, initialHls);
  const attemptRef = useRef(0);
  const [quality, setQuality] = useState<QualityState | null>(null);

  useEffect(() => { onStateChange?.(state); }, [state, onStateChange]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return undefined;
    const attempt = ++attemptRef.current;
    dispatch({ type: 'load', attempt });
    let cancelled = false;
    let destroy: (() => void) | null = null;
    // Spec section 4: loadstart starts the 40 s (15 s preview) timer, canplaythrough clears it,
    // loadeddata hides the spinner.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onLoadStart = () => {
      clearTimeout(timer);
      timer = setTimeout(() => dispatch({ type: 'timeout', attempt }), preview ? PREVIEW_PLAYER_TIMEOUT_MS : PLAYER_TIMEOUT_MS);
    };
    const onLoadedData = () => dispatch({ type: 'loadeddata', attempt });
    const onCanPlayThrough = () => { clearTimeout(timer); dispatch({ type: 'canplaythrough', attempt }); };
    const onError = () => dispatch({ type: 'mediaError', code: video.error?.code ?? 0, attempt });
    video.addEventListener('loadstart', onLoadStart);
    video.addEventListener('loadeddata', onLoadedData);
    video.addEventListener('canplaythrough', onCanPlayThrough);
    video.addEventListener('error', onError);
    const play = () => { void video.play().catch(() => { /* autoplay refusal: stays on the spinner until the timeout */ }); };

    void loadHls().then((Hls) => {
      if (cancelled) return;
      if (!Hls.isSupported()) {
        if (video.canPlayType('application/vnd.apple.mpegurl')) {
          video.src = url;
          play();
        } else {
          dispatch({ type: 'fatal', kind: 'other', attempt });
        }
        return;
      }
      const hls = new Hls({
        liveSyncDurationCount: 3,
        manifestLoadPolicy: { default: { maxTimeToFirstByteMs: 10_000, maxLoadTimeMs: 20_000, timeoutRetry: { maxNumRetry: 2, retryDelayMs: 0, maxRetryDelayMs: 0 }, errorRetry: { maxNumRetry: 1, retryDelayMs: 1000, maxRetryDelayMs: 8000 } } },
        fragLoadPolicy: { default: { maxTimeToFirstByteMs: 10_000, maxLoadTimeMs: 20_000, timeoutRetry: { maxNumRetry: 2, retryDelayMs: 0, maxRetryDelayMs: 0 }, errorRetry: { maxNumRetry: 2, retryDelayMs: 500, maxRetryDelayMs: 4000 } } },
      });
      let recovered = false;
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (!data.fatal) return;
        if (data.type === Hls.ErrorTypes.MEDIA_ERROR && !recovered) {
          recovered = true;
          hls.recoverMediaError();
          return;
        }
        const kind = data.type === Hls.ErrorTypes.NETWORK_ERROR ? 'network' : data.type === Hls.ErrorTypes.MEDIA_ERROR ? 'media' : 'other';
        dispatch({ type: 'fatal', kind, attempt });
        hls.destroy();
        setQuality(null);
      });
      // The levels of the master playlist, for the controls' quality menu: Auto or a level the
      // viewer picks (now, flushing what is buffered); the level shown follows LEVEL_SWITCHED.
      const publish = () => setQuality({
        levels: hls.levels.map((level, index) => ({ index, height: level.height, label: levelLabel(level) })),
        auto: hls.autoLevelEnabled,
        playing: hls.currentLevel,
        choose: (index) => {
          if (index < 0) hls.nextLevel = -1;
          else hls.currentLevel = index;
          publish();
        },
      });
      hls.on(Hls.Events.MANIFEST_PARSED, () => { publish(); play(); });
      hls.on(Hls.Events.LEVEL_SWITCHED, publish);
      hls.attachMedia(video);
      hls.loadSource(url);
      destroy = () => { hls.destroy(); setQuality(null); };
    }).catch(() => dispatch({ type: 'fatal', kind: 'other', attempt }));

    return () => {
      cancelled = true;
      clearTimeout(timer);
      video.removeEventListener('loadstart', onLoadStart);
      video.removeEventListener('loadeddata', onLoadedData);
      video.removeEventListener('canplaythrough', onCanPlayThrough);
      video.removeEventListener('error', onError);
      destroy?.();
      video.removeAttribute('src');
      dispatch({ type: 'stop' });
    };
  }, [url, preview, refreshKey]);

  useEffect(() => {
    if (videoRef.current) videoRef.current.muted = muted;
  }, [muted]);
  useEffect(() => {
    if (videoRef.current) videoRef.current.volume = Math.min(1, Math.max(0, props.volume ?? 1));
  }, [props.volume]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return undefined;
    publishQuality(video, quality);
    return () => publishQuality(video, null);
  }, [quality]);

  const code = hlsErrorCode(state);
  const playing = quality?.levels.find((l) => l.index === quality.playing);
  return (
    <div className="player" data-player-status={state.status} data-quality-level={playing?.label} data-quality-auto={quality ? quality.auto : undefined}>
      <video ref={videoRef} className="player__media" muted={muted} playsInline autoPlay controls={false} data-testid="hls-video" />
      {state.status === 'loading' && <span className="player__spinner spinner" role="status" aria-label="loading" />}
      {code && <ErrorPhoto code={code} />}
    </div>
  );
}
