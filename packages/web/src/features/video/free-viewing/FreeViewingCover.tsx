import { useTranslation } from 'react-i18next';
import { useHostBridge } from '../../../shared/host/HostBridgeProvider';

/** The free-viewing cover photo: free time is over, log in to keep watching (asks the host with WantToLogin). */
export function FreeViewingCover() {
  const { t } = useTranslation();
  const bridge = useHostBridge();
  return (
    <div className="player-cover" data-free-viewing="expired" role="dialog" aria-label={t('free-viewing-ended', { defaultValue: 'Free viewing has ended' })}>
      <svg viewBox="0 0 64 64" width="56" height="56" aria-hidden="true">
        <rect x="14" y="28" width="36" height="26" rx="4" fill="currentColor" />
        <path d="M22 28v-8a10 10 0 0 1 20 0v8" fill="none" stroke="currentColor" strokeWidth="5" />
      </svg>
      <p>{t('free-viewing-ended', { defaultValue: 'Free viewing has ended' })}</p>
      <button type="button" className="btn btn--primary" onClick={() => bridge.send('WantToLogin', {})}>{t('login-to-chat')}</button>
    </div>
  );
}
