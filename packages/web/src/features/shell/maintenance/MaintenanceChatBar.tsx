import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHostBridge } from '../../../shared/host/HostBridgeProvider';
import './maintenance.css';

/**
 * The collapsed chat bar of the maintenance screens. Expanding shows the maintenance notice;
 * each change is told to the host page with StreamerChatRoom { expandChat, expandGift: false }.
 */
export function MaintenanceChatBar() {
  const { t } = useTranslation();
  const bridge = useHostBridge();
  const [expanded, setExpanded] = useState(false);
  const noticeId = useId();
  const toggle = () => {
    const next = !expanded;
    setExpanded(next);
    bridge.send('StreamerChatRoom', { expandChat: next, expandGift: false });
  };
  return (
    <section className={`maintenance-chat ${expanded ? 'maintenance-chat--open' : ''}`} aria-label={t('chatroom')}>
      <button
        type="button"
        className="maintenance-chat__bar"
        aria-expanded={expanded}
        aria-controls={noticeId}
        onClick={toggle}
      >
        <span>{t('chatroom')}</span>
        <span className="maintenance-chat__hint">{expanded ? t('collapse-chat') : t('expand-chat')}</span>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" className="maintenance-chat__chevron">
          <path d="M6 15l6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <div id={noticeId} className="maintenance-chat__notice" hidden={!expanded}>
        <p className="notice notice--warning">{t('chat-room-maintenance')}</p>
        <p>{t('maintenance-notice')}</p>
      </div>
    </section>
  );
}
