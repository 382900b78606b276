import { useRef, useState } from 'react';
import { Outlet } from '../../shared/navigation';
import { useTranslation } from 'react-i18next';
import { EventListModal } from '../../features/programmes';
import { ContentLanguagePicker, GoToTop, useIsMobile, useOpenCard, useTopicPage } from '../../features/programmes';
import type { ScheduleViewProps } from '../../features/programmes';
import { StreamerBrowser } from '../../features/programmes';
import type { AnchorLanguage } from '@sideline/protocol';
import './streamer-topic.css';

/** What the schedule child route receives from the frame. */
export type TopicOutletContext = Omit<ScheduleViewProps, 'timeZone'>;

/**
 * /streamertopicpage — the topic page frame: the bar (Schedule and Streamer tabs, Events,
 * language picker), then the schedule child route or the streamer page, the event list and
 * the go-to-top button.
 */
export function StreamerTopicPage() {
  const { t } = useTranslation();
  const topic = useTopicPage();
  const isMobile = useIsMobile();
  const scroller = useRef<HTMLDivElement>(null);
  const [eventsOpen, setEventsOpen] = useState(false);
  const onOpen = useOpenCard(topic.state);
  const context: TopicOutletContext = {
    userLanguage: topic.state.UserLanguage,
    languageFilter: topic.language,
    exclusiveStreamerType: topic.state.ExclusiveStreamerType,
    scroller,
    onOpen,
  };
  return (
    <div className="topic-page" ref={scroller}>
      <header className="topic-page__bar">
        <h1 className="topic-page__title">{t('streamer-topic')}</h1>
        <div className="topic-page__tabs" role="tablist" aria-label={t('streamer-topic')}>
          <button type="button" role="tab" className={topic.tab === 'schedule' ? 'tab active' : 'tab'} aria-selected={topic.tab === 'schedule'} onClick={() => topic.setTab('schedule')}>
            {t('schedule')}
          </button>
          {topic.streamerAllowed && (
            <button type="button" role="tab" className={topic.tab === 'streamer' ? 'tab active' : 'tab'} aria-selected={topic.tab === 'streamer'} onClick={() => topic.setTab('streamer')}>
              {t('streamer')}
            </button>
          )}
        </div>
        {topic.eventsAllowed && (
          <button type="button" className="btn btn--ghost" onClick={() => setEventsOpen(true)}>{t('events')}</button>
        )}
        <ContentLanguagePicker options={topic.languages} value={topic.language} onChange={topic.setLanguage} />
      </header>
      <main className="topic-page__body" aria-label={t('main-content')}>
        {topic.tab === 'schedule' ? <Outlet context={context} /> : <StreamerBrowser language={topic.language as AnchorLanguage} isMobile={isMobile} />}
      </main>
      <GoToTop scroller={scroller} />
      <EventListModal open={eventsOpen} userLanguage={topic.state.UserLanguage} onClose={() => setEventsOpen(false)} />
    </div>
  );
}
