import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DisclaimerDialog } from '../disclaimer/DisclaimerDialog';
import { MaintenanceChatBar } from './MaintenanceChatBar';
import { OverStreamingPhoto } from './OverStreamingPhoto';
import './maintenance.css';

/**
 * The maintenance screen (/MaintenancePage, /maintenance, /LicenseeMaintenance): the
 * over-streaming photo in the viewer's language, the text chat-room-maintenance, a collapsed
 * chat bar expanding to a maintenance notice, and the disclaimer popup.
 */
export function MaintenanceScreen() {
  const { t } = useTranslation();
  const [disclaimerOpen, setDisclaimerOpen] = useState(false);
  return (
    <div className="maintenance">
      <div className="maintenance__stage">
        <OverStreamingPhoto />
        <button type="button" className="maintenance__disclaimer-btn" onClick={() => setDisclaimerOpen(true)}>
          {t('disclaimer')}
        </button>
      </div>
      <h1 className="maintenance__title">{t('chat-room-maintenance')}</h1>
      <MaintenanceChatBar />
      <DisclaimerDialog open={disclaimerOpen} onClose={() => setDisclaimerOpen(false)} />
    </div>
  );
}
