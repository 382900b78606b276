import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnchorLanguage, Streamer } from '@sideline/protocol';
import { StreamerBadge } from './StreamerBadge';
import { StreamerDetailView } from './StreamerDetailView';
import { pageCount, pageItems, pageOfIndex } from './streamerModel';
import { useStreamerList } from './useStreamers';
import './streamers.css';

function StreamerCard(props: { streamer: Streamer; onOpen(): void }) {
  const { streamer } = props;
  return (
    <li className="streamer-card">
      <button type="button" className="streamer-card__open" onClick={props.onOpen} aria-label={streamer.Name}>
        {streamer.ImageUrl ? <img className="streamer-card__img" src={streamer.ImageUrl} alt="" loading="lazy" /> : <span className="streamer-card__img" />}
        <span className="streamer-card__name">{streamer.Name} <StreamerBadge tag={streamer.Tag} tagName={streamer.TagName} /></span>
      </button>
    </li>
  );
}

/**
 * The Streamer tab: streamers of the chosen language. Desktop: 3 cards per page with arrows and
 * a thumbnail strip; mobile: a 2-column grid. A card opens its detail view.
 */
export function StreamerBrowser(props: { language: AnchorLanguage; isMobile: boolean }) {
  const { t } = useTranslation();
  const list = useStreamerList(props.language);
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<number | null>(null);
  useEffect(() => {
    setPage(0);
    setOpen(null);
  }, [props.language]);
  const close = useCallback(() => setOpen(null), []);
  const streamers = list.data ?? [];
  const step = useCallback((i: number) => {
    setOpen(i);
    setPage(pageOfIndex(i));
  }, []);

  if (list.isPending) return <p role="status" className="schedule__status">{t('loading')}</p>;
  if (list.isError) return <p role="alert" className="schedule__status">{t('system-error')}</p>;
  if (open !== null) {
    return <StreamerDetailView list={streamers} index={open} isMobile={props.isMobile} onStep={step} onClose={close} />;
  }
  if (streamers.length === 0) return <p className="schedule__status">{t('no-streamers')}</p>;
  if (props.isMobile) {
    return (
      <ul className="streamer-grid streamer-grid--mobile" aria-label={t('streamer')}>
        {streamers.map((s, i) => <StreamerCard key={s.Id} streamer={s} onOpen={() => setOpen(i)} />)}
      </ul>
    );
  }
  const pages = pageCount(streamers.length);
  return (
    <div className="streamer-desktop">
      <div className="streamer-desktop__row">
        <button type="button" className="icon-btn streamer-arrow" aria-label={t('previous-page')} disabled={page === 0} onClick={() => setPage((p) => p - 1)}>‹</button>
        <ul className="streamer-grid" aria-label={t('streamer')}>
          {pageItems(streamers, page).map((s, i) => <StreamerCard key={s.Id} streamer={s} onOpen={() => setOpen(page * 3 + i)} />)}
        </ul>
        <button type="button" className="icon-btn streamer-arrow" aria-label={t('next-page')} disabled={page >= pages - 1} onClick={() => setPage((p) => p + 1)}>›</button>
      </div>
      <ul className="streamer-thumbs" aria-label={t('thumbnails')}>
        {streamers.map((s, i) => (
          <li key={s.Id}>
            <button type="button" className="streamer-thumb" aria-current={pageOfIndex(i) === page} aria-label={s.Name} onClick={() => setPage(pageOfIndex(i))}>
              {s.ImageUrl ? <img src={s.ImageUrl} alt="" /> : <span>{s.Name.slice(0, 1)}</span>}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
