import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PostWallItem } from '@sideline/protocol';
import { usePostWall } from './usePostWall';
import './postWall.css';
import { Skeleton } from '../../../shared/ui/Skeleton';

/** A locked post's rule in the viewer's words. */
function RuleLine({ post }: { post: PostWallItem }) {
  const { t } = useTranslation();
  if (post.Rule === 'paid') return <>{t('post-rule-paid', { amount: post.Amount })}</>;
  if (post.Rule === 'vip') return <>{t('post-rule-vip', { level: post.VipLevel ?? '' })}</>;
  if (post.Rule === 'gift') return <>{t('post-rule-gift', { amount: post.Amount, gift: post.GiftName ?? '' })}</>;
  return <>{t('post-locked')}</>;
}

const isPlaylist = (url: string) => /\.m3u8$/i.test(url);

/**
 * An HLS playlist in a video element with the browser's controls: native where the browser plays
 * HLS (Safari, iOS), else hls.js (light build, the same lazily loaded chunk the player uses).
 */
function PlaylistVideo({ url, label }: { url: string; label: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const el = video.current;
    if (!el) return undefined;
    if (el.canPlayType('application/vnd.apple.mpegurl')) {
      el.src = url;
      return undefined;
    }
    let destroy: (() => void) | null = null;
    let cancelled = false;
    import('hls.js/light').then(({ default: Hls }) => {
      if (cancelled) return;
      if (!Hls.isSupported()) { setFailed(true); return; }
      const hls = new Hls();
      hls.on(Hls.Events.ERROR, (_e, data) => { if (data.fatal) setFailed(true); });
      hls.attachMedia(el);
      hls.loadSource(url);
      destroy = () => hls.destroy();
    }).catch(() => setFailed(true));
    return () => { cancelled = true; destroy?.(); };
  }, [url]);
  const { t } = useTranslation();
  return (
    <>
      <video ref={video} className="post__video" controls playsInline aria-label={label} />
      {failed && <p role="alert" className="post-wall__error">{t('post-wall-error')}</p>}
    </>
  );
}

/** A post's video: mp4 with the browser's controls; an HLS playlist loads when asked. */
function PostVideo({ url }: { url: string }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  if (!isPlaylist(url)) return <video className="post__video" src={url} controls preload="metadata" playsInline aria-label={t('post-video')} />;
  if (playing) return <PlaylistVideo url={url} label={t('post-video')} />;
  return (
    <button type="button" className="post__play" onClick={() => setPlaying(true)}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path d="M8 5v14l11-7z" fill="currentColor" /></svg>
      {t('post-video-play')}
    </button>
  );
}

function Post({ post, language }: { post: PostWallItem; language: string }) {
  const { t } = useTranslation();
  const when = new Date(post.PublishTime);
  return (
    <li className={post.Locked ? 'post post--locked' : 'post'} data-post-id={post.PostId}>
      <time className="post__time" dateTime={when.toISOString()}>{when.toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' })}</time>
      <p className="post__content">{post.Content}</p>
      {post.Locked ? (
        <p className="post__lock">
          <svg className="post__lock-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <rect x="5" y="10" width="14" height="10" rx="2" fill="currentColor" />
            <path d="M8 10V7a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
          <span className="visually-hidden">{t('post-locked')}: </span>
          <RuleLine post={post} />
        </p>
      ) : post.Type === 'video' && post.Media[0] ? (
        <PostVideo url={post.Media[0].Url} />
      ) : (
        <ul className="post__photos">
          {post.Media.map((m, i) => (
            <li key={m.Url}><img src={m.Url} alt={t('photo-n', { n: i + 1 })} loading="lazy" /></li>
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * The streamer page's post wall: the streamer's approved posts whose publish time has come,
 * newest first; a restricted post shows locked with its rule (its files never reach the page).
 */
export function PostWall({ streamerId }: { streamerId: number }) {
  const { t, i18n } = useTranslation();
  const posts = usePostWall(streamerId, i18n.language);
  return (
    <section className="post-wall" aria-labelledby={`post-wall-${streamerId}`}>
      <h3 id={`post-wall-${streamerId}`} className="post-wall__title">{t('post-wall')}</h3>
      {posts.isPending ? <Skeleton shape="cards" label={t('loading')} count={2} />
        : posts.isError ? (
          <p role="alert" className="post-wall__error">
            {t('post-wall-error')} <button type="button" className="btn btn--ghost" onClick={() => void posts.refetch()}>{t('retry')}</button>
          </p>
        )
        : posts.data.length === 0 ? <p className="post-wall__empty">{t('post-wall-empty')}</p>
        : <ul className="post-wall__list">{posts.data.map((p) => <Post key={p.PostId} post={p} language={i18n.language} />)}</ul>}
    </section>
  );
}
