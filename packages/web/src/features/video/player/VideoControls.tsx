import { useCallback, useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { GetRoomViewers, ROOM_VIEWERS_MAX_AGE_S } from '@sideline/protocol';
import { callApi } from '../../../shared/api';
import { IconButton } from '../../../shared/ui/IconButton';
import { chatSettings, useChatSettings } from '../../shell';
import { QualityMenu, useQuality } from './QualityMenu';
import './video-controls.css';

/** Controls hide after this long without pointer movement (issue 17: "auto-hiding after 3 s"). */
export const CONTROLS_HIDE_MS = 3_000;

export interface VideoControlsProps {
  /** The box that goes full screen (the player box: video, bullets and overlays together). */
  box: RefObject<HTMLElement | null>;
  muted: boolean;
  onToggleMute: () => void;
  /** 0–1; absent when the player cannot set it (provider SDKs): only mute shows. */
  volume?: number;
  onVolume?: (volume: number) => void;
  /** The match or programme is live: the LIVE badge shows. */
  live: boolean;
  /** Picture in picture needs a video element to hand to the browser. */
  pip: boolean;
  /** The match (or programme) whose viewers the count shows (GET /GetRoomViewers, refreshed every 30 s); absent: no count. */
  matchId?: number;
  /** 2 for an entertainment programme's room; default 1, a match. */
  programType?: 1 | 2;
}

/** Asked again this soon while the room shows nobody yet (the player mounts before the chat joins). */
const VIEWERS_EMPTY_RETRY_MS = 6_000;

/** The room's viewer count, asked now and every ROOM_VIEWERS_MAX_AGE_S; null until known or when the call fails. */
function useViewers(matchId: number | undefined, programType: 1 | 2): number | null {
  const [viewers, setViewers] = useState<number | null>(null);
  useEffect(() => {
    if (matchId === undefined) return undefined;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () => {
      callApi(GetRoomViewers, { MatchId: matchId, ProgramType: programType }).then((r) => {
        if (!live) return;
        setViewers(r.Viewers);
        timer = setTimeout(ask, r.Viewers > 0 ? ROOM_VIEWERS_MAX_AGE_S * 1000 : VIEWERS_EMPTY_RETRY_MS);
      }, () => {
        if (!live) return;
        setViewers(null);
        timer = setTimeout(ask, ROOM_VIEWERS_MAX_AGE_S * 1000);
      });
    };
    ask();
    return () => { live = false; clearTimeout(timer); };
  }, [matchId, programType]);
  return viewers;
}

/**
 * Controls over the video, as viewers expect from a live player: LIVE badge, mute and volume,
 * bullet chat on/off, the quality menu (when the stream has 2+ levels), picture in picture
 * (where the browser has it) and full screen. They show
 * on pointer movement or a tap and hide 3 s later; while one of them has the keyboard focus (or
 * the pointer rests on the bar) they stay, so they are always reachable by keyboard and touch.
 */
export function VideoControls(props: VideoControlsProps) {
  const { t } = useTranslation();
  const { box } = props;
  const bulletChat = useChatSettings((s) => s.bulletChat);
  const viewers = useViewers(props.matchId, props.programType ?? 1);
  const quality = useQuality(box);
  const [shown, setShown] = useState(true);
  const [fullscreen, setFullscreen] = useState(false);
  const bar = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const hideLater = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      const held = bar.current && (bar.current.contains(document.activeElement) || bar.current.matches(':hover'));
      if (!held) setShown(false);
    }, CONTROLS_HIDE_MS);
  }, []);
  const wake = useCallback(() => {
    setShown(true);
    hideLater();
  }, [hideLater]);

  useEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    hideLater();
    const onFullscreen = () => setFullscreen(document.fullscreenElement === el);
    el.addEventListener('pointermove', wake);
    el.addEventListener('pointerdown', wake);
    document.addEventListener('fullscreenchange', onFullscreen);
    return () => {
      el.removeEventListener('pointermove', wake);
      el.removeEventListener('pointerdown', wake);
      document.removeEventListener('fullscreenchange', onFullscreen);
      if (timer.current !== null) clearTimeout(timer.current);
    };
  }, [box, wake, hideLater]);

  const canFullscreen = typeof document !== 'undefined' && document.fullscreenEnabled === true;
  const canPip = props.pip && typeof document !== 'undefined' && document.pictureInPictureEnabled === true;
  const toggleFullscreen = () => {
    const el = box.current;
    if (!el) return;
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void el.requestFullscreen().catch(() => undefined);
  };
  const togglePip = () => {
    const video = box.current?.querySelector('video');
    if (!video) return;
    if (document.pictureInPictureElement) void document.exitPictureInPicture().catch(() => undefined);
    else void video.requestPictureInPicture().catch(() => undefined);
  };

  return (
    <div
      ref={bar}
      className={`video-controls${shown ? '' : ' video-controls--hidden'}`}
      role="toolbar"
      aria-label={t('video-controls')}
      data-testid="video-controls"
      data-shown={shown}
      onFocus={wake}
    >
      {props.live && <span className="video-controls__live" data-testid="video-live">{t('live')}</span>}
      {viewers !== null && viewers > 0 && (
        <span className="video-controls__viewers" data-testid="video-viewers">{t('viewers-count', { n: viewers.toLocaleString('en') })}</span>
      )}
      <span className="video-controls__spacer" />
      <IconButton icon={props.muted ? 'volume-off' : 'volume'} label={props.muted ? t('unmute') : t('mute')} aria-pressed={props.muted}
        data-testid="video-mute" onClick={props.onToggleMute} />
      {props.volume !== undefined && props.onVolume && (
        <input
          type="range" className="video-controls__volume" min={0} max={100} step={5} data-testid="video-volume"
          aria-label={t('volume')} title={t('volume')}
          value={props.muted ? 0 : Math.round(props.volume * 100)}
          onChange={(e) => props.onVolume?.(Number(e.target.value) / 100)}
        />
      )}
      <IconButton icon={bulletChat ? 'bullets' : 'bullets-off'} label={bulletChat ? t('bullet-chat-off') : t('bullet-chat-on')} aria-pressed={bulletChat}
        data-testid="video-bullets" onClick={() => chatSettings.getState().setBulletChat(!bulletChat)} />
      {quality && quality.levels.length >= 2 && <QualityMenu quality={quality} />}
      {canPip && <IconButton icon="pip" label={t('picture-in-picture')} data-testid="video-pip" onClick={togglePip} />}
      {canFullscreen && (
        <IconButton icon={fullscreen ? 'minimize' : 'maximize'} label={fullscreen ? t('exit-fullscreen') : t('fullscreen')} aria-pressed={fullscreen}
          data-testid="video-fullscreen" onClick={toggleFullscreen} />
      )}
    </div>
  );
}
