import { useTranslation } from 'react-i18next';
import { TimerDemo } from '../../features/shell';
import { LanguagePicker } from '../../features/shell';

/** /TimerTest — the countdown timer demo. */
export function TimerTestPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <header className="page__header">
        <h1>{t('timer-test')}</h1>
        <LanguagePicker />
      </header>
      <main className="page__main">
        <TimerDemo />
      </main>
    </div>
  );
}
