import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STREAMER_STARS_MAX } from '@sideline/protocol';
import type { Streamer } from '@sideline/protocol';
import { useFocusTrap } from '../../../shared/a11y';
import { PostWall } from '../post-wall';
import { StreamerBadge } from './StreamerBadge';
import { featuresToShow, stepIndex } from './streamerModel';
import { useStreamerDetail } from './useStreamers';
import { IconButton } from '../../../shared/ui/IconButton';

export interface StreamerDetailViewProps {
  list: readonly Streamer[];
  index: number;
  isMobile: boolean;
  onStep(index: number): void;
  /** Close, and also the fall-back when the detail cannot load (back to the list). */
  onClose(): void;
}

/**
 * A streamer's detail: photo carousel, name, intro, tag badge, feature bars of up to 5 stars
 * (mobile: the first only), the post wall (its own chunk), previous/next streamer and close. A
 * failed load returns to the list.
 */
export function StreamerDetailView({ list, index, isMobile, onStep, onClose }: StreamerDetailViewProps) {
  const { t } = useTranslation();
  const streamer = list[index];
  const detail = useStreamerDetail(streamer?.Id ?? null);
  const [photo, setPhoto] = useState(0);
  useEffect(() => setPhoto(0), [streamer?.Id]);
  useEffect(() => {
    if (detail.isError || !streamer) onClose();
  }, [detail.isError, streamer, onClose]);
  const panel = useRef<HTMLElement>(null);
  useFocusTrap(panel, { active: Boolean(streamer), trap: false, onEscape: onClose });
  if (!streamer) return null;
  const d = detail.data;
  const photos = d ? (d.AnchorPhotos.length > 0 ? d.AnchorPhotos : d.ImageUrl ? [{ Id: 0, ImageUrl: d.ImageUrl }] : []) : [];
  const prev = stepIndex(index, -1, list.length);
  const next = stepIndex(index, 1, list.length);
  return (
    <section ref={panel} className="streamer-detail" role="dialog" aria-modal="false" aria-label={streamer.Name}>
      <IconButton icon="close" className="streamer-detail__close" label={t('close')} onClick={onClose} />
      {detail.isPending && <p role="status">{t('loading')}</p>}
      {d && (
        <div className="streamer-detail__body">
          <div className="streamer-carousel" aria-roledescription="carousel">
            {photos[photo] && <img className="streamer-carousel__img" src={photos[photo].ImageUrl} alt={t('photo-n', { n: photo + 1 })} />}
            {photos.length > 1 && (
              <div className="streamer-carousel__dots">
                {photos.map((p, i) => (
                  <button key={p.Id} type="button" className="streamer-carousel__dot" aria-label={t('photo-n', { n: i + 1 })} aria-current={i === photo} onClick={() => setPhoto(i)} />
                ))}
              </div>
            )}
          </div>
          <div className="streamer-detail__text">
            <h2 className="streamer-detail__name">
              {d.Name} <StreamerBadge tag={d.Tag} tagName={d.TagName} />
            </h2>
            {d.Intro && <p className="streamer-detail__intro">{d.Intro}</p>}
            <ul className="streamer-features" aria-label={t('streamer-features')}>
              {featuresToShow(d.AnchorFeatures, isMobile).map((f) => (
                <li key={f.Id} className="streamer-feature">
                  <span className="streamer-feature__text">{f.Content}</span>
                  <span className="streamer-feature__stars" role="img" aria-label={t('stars', { count: f.Star })}>
                    {Array.from({ length: STREAMER_STARS_MAX }, (_, i) => (
                      <span key={i} aria-hidden="true" className={i < f.Star ? 'star star--on' : 'star'}>★</span>
                    ))}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
      {d && <PostWall streamerId={streamer.Id} />}
      <nav className="streamer-detail__nav" aria-label={t('streamer')}>
        <button type="button" className="btn btn--ghost" disabled={prev === null} onClick={() => prev !== null && onStep(prev)}>
          ‹ {t('previous-streamer')}
        </button>
        <button type="button" className="btn btn--ghost" disabled={next === null} onClick={() => next !== null && onStep(next)}>
          {t('next-streamer')} ›
        </button>
      </nav>
    </section>
  );
}
