import { useTranslation } from 'react-i18next';

/** /streamertopicpage/streamerschedule — the schedule tab of the topic page. */
export function StreamerSchedulePage() {
  const { t } = useTranslation();
  return (
    <section className="topic-page__section" aria-label={t('schedule')}>
      <h2 className="visually-hidden">{t('schedule')}</h2>
    </section>
  );
}
