import { useEffect, useReducer, useRef } from 'react';
import { PLAYER_TIMEOUT_MS, PREVIEW_PLAYER_TIMEOUT_MS } from '@sideline/protocol';
import { ErrorPhoto } from './lazyErrorPhoto';
import { hlsErrorCode, hlsReducer, initialHls } from './playerState';
import type { HlsState } from './playerState';
import { loadHlsEngine } from './loadHls';
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
 * photo with its code on failure. hls.js and its set-up (hlsEngine.ts) are imported lazily;
 * browsers that play HLS natively (Safari) use the video element directly.
 */
export function HlsPlayer(props: HlsPlayerProps) {
  const { url, muted = true, preview = false, refreshKey = 0, onStateChange } = props;
  const videoRef = useRef<HTMLVideoElement>(null);
  const playerRef = useRef<HTMLDivElement>(null);
  const [state, dispatch] = useReducer(hlsReducer, initialHls);
  const attemptRef = useRef(0);

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

    void loadHlsEngine().then(({ startHls }) => {
      if (cancelled) return;
      destroy = startHls({ video, url, player: playerRef.current, onParsed: play, onFatal: (kind) => dispatch({ type: 'fatal', kind, attempt }) });
      if (destroy) return;
      if (video.canPlayType('application/vnd.apple.mpegurl')) {
        video.src = url;
        play();
      } else {
        dispatch({ type: 'fatal', kind: 'other', attempt });
      }
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

  const code = hlsErrorCode(state);
  return (
    <div className="player" ref={playerRef} data-player-status={state.status}>
      <video ref={videoRef} className="player__media" muted={muted} playsInline autoPlay controls={false} data-testid="hls-video" />
      {state.status === 'loading' && <span className="player__spinner spinner" role="status" aria-label="loading" />}
      {code && <ErrorPhoto code={code} />}
    </div>
  );
}
