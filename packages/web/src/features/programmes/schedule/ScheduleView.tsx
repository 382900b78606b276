import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { GetAgoraInfoForPreview, INFINITE_SCROLL_DEBOUNCE_MS, INFINITE_SCROLL_THRESHOLD_PX, ProgramType, ScheduleDataType, StreamingProvider } from '@sideline/protocol';
import type { ScheduleItem } from '@sideline/protocol';
import { callApi } from '../../../shared/api';
import { ProviderPlayer } from '../../video';
import { cardState } from './cardStatus';
import { FilterTags } from './FilterTags';
import { collectTags, filterSchedule, hasMorePages, isNearBottom, visiblePages } from './listModel';
import { toViewerLocal } from './localTime';
import { ScheduleCard } from './ScheduleCard';
import { TopicBanner } from './TopicBanner';
import { useLivePrograms } from './useLivePrograms';
import { usePreviewAutoplay } from './usePreviewAutoplay';
import { useSchedule } from './useSchedule';
import './schedule.css';

export interface ScheduleViewProps {
  /** UserLanguage of the data parameter (the schedule and banner calls). */
  userLanguage: string;
  /** The language picker's choice: 'all' or a content language. */
  languageFilter: string;
  exclusiveStreamerType: number | null;
  /** The element that scrolls (infinite scroll, preview autoplay). */
  scroller: RefObject<HTMLElement | null>;
  onOpen(item: ScheduleItem): void;
  /** Viewer's zone (tests); default the browser's. */
  timeZone?: string;
}

/** A programme starts at OpenTime, a match at EventTime (both Hong Kong time). */
const startTimeOf = (item: ScheduleItem) => (item.DataType === ScheduleDataType.Entertainment ? (item.OpenTime ?? item.EventTime) : item.EventTime);

/** The muted provider-A preview of the card chosen for autoplay (15 s timeout). */
function PreviewPlayer({ item }: { item: ScheduleItem }) {
  const { MatchId, AnchorId, Language, DataType } = item;
  const fetchInfoA = useCallback(
    () => callApi(GetAgoraInfoForPreview, {
      MatchId, AnchorId, Language, ProgramType: DataType === ScheduleDataType.Match ? ProgramType.Match : ProgramType.Entertainment, ChannelType: 0,
    }),
    [MatchId, AnchorId, Language, DataType],
  );
  return <ProviderPlayer provider={StreamingProvider.A} preview muted fetchInfoA={fetchInfoA} />;
}

/**
 * The schedule tab: filter tags, banner and the card list with infinite scroll (16 per page,
 * 15 px from the bottom, 200 ms debounce), live pushes and preview autoplay. A language or
 * tag change resets the list to page 1.
 */
export function ScheduleView(props: ScheduleViewProps) {
  const { t, i18n } = useTranslation();
  const { scroller, languageFilter } = props;
  const schedule = useSchedule(props.userLanguage, props.exclusiveStreamerType);
  useLivePrograms(props.userLanguage, schedule.applyPush);
  const [tagId, setTagId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [languageFilter, tagId]);

  const filtered = useMemo(() => filterSchedule(schedule.items, { language: languageFilter, tagId }), [schedule.items, languageFilter, tagId]);
  const shown = visiblePages(filtered, page);
  const more = hasMorePages(filtered.length, page);
  const tags = useMemo(() => collectTags(schedule.items), [schedule.items]);
  // 'today' is judged against the time the list last changed.
  const now = useMemo(() => (schedule.items ? new Date() : new Date()), [schedule.items]);

  const moreRef = useRef(more);
  moreRef.current = more;
  useEffect(() => {
    const el = scroller.current;
    if (!el) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      if (moreRef.current && isNearBottom(el.scrollTop, el.clientHeight, el.scrollHeight, INFINITE_SCROLL_THRESHOLD_PX)) setPage((p) => p + 1);
    };
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(check, INFINITE_SCROLL_DEBOUNCE_MS);
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      el.removeEventListener('scroll', onScroll);
    };
  }, [scroller]);

  const previewId = usePreviewAutoplay(scroller, `${languageFilter}|${tagId}|${page}|${shown.length}`);

  return (
    <div className="schedule">
      <FilterTags tags={tags} selected={tagId} language={i18n.language} onSelect={setTagId} />
      <TopicBanner userLanguage={props.userLanguage} />
      {schedule.isPending && <p className="schedule__status" role="status">{t('loading')}</p>}
      {schedule.isError && (
        <p className="schedule__status" role="alert">
          {t('system-error')}{' '}
          <button type="button" className="btn btn--ghost" onClick={() => void schedule.refetch()}>{t('retry')}</button>
        </p>
      )}
      {!schedule.isPending && !schedule.isError && shown.length === 0 && <p className="schedule__status">{t('no-programmes')}</p>}
      <ul className="schedule__list" aria-label={t('schedule')} data-page={page}>
        {shown.map((item) => {
          const eligible = cardState(item).display === 'live' && item.StreamingProvider === StreamingProvider.A;
          const previewing = eligible && previewId === String(item.Id);
          return (
            <ScheduleCard
              key={item.Id}
              item={item}
              local={toViewerLocal(startTimeOf(item), now, props.timeZone)}
              language={i18n.language}
              previewEligible={eligible}
              preview={previewing ? <PreviewPlayer item={item} /> : undefined}
              onOpen={props.onOpen}
            />
          );
        })}
      </ul>
      {more && <p className="schedule__more" aria-hidden="true">…</p>}
    </div>
  );
}
