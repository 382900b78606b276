import { NavLink, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguagePicker } from '../../features/language';

/** /streamertopicpage — the streamer topic page frame; its schedule is the child route. */
export function StreamerTopicPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <div className="topic-page">
      <header className="topic-page__bar">
        <h1 className="topic-page__title">{t('streamer-topic')}</h1>
        <nav aria-label={t('streamer-topic')} className="topic-page__tabs">
          <NavLink to={{ pathname: 'streamerschedule', search }} className="tab">
            {t('schedule')}
          </NavLink>
        </nav>
        <LanguagePicker />
      </header>
      <main className="topic-page__body" aria-label={t('main-content')}>
        <Outlet />
      </main>
    </div>
  );
}
