import { useTranslation } from 'react-i18next';
import type { Translate } from '../list/format';
import { useAlerts, useAlertsSnapshot } from './AlertsProvider';
import { Icon } from '../../../shared/ui/Icon';
import type { IconName } from '../../../shared/ui/Icon';
import './alerts.css';

const ICONS = { notice: 'info', done: 'check', close: 'close' } as const satisfies Record<string, IconName>;

/**
 * The chatroom alert banner / toast: red (error), green (success) or neutral (info), with the
 * notice, done or close icon; announced politely (errors assertively). Text only, no HTML.
 */
export function AlertBanner() {
  const { t } = useTranslation();
  const tx = t as unknown as Translate;
  const alerts = useAlerts();
  const { current } = useAlertsSnapshot();
  return (
    <div className="chat-alert-region" aria-live={current?.tone === 'error' ? 'assertive' : 'polite'} role="status">
      {current && (
        <div className={`chat-alert chat-alert--${current.tone}`} data-testid="chat-alert" data-key={current.key}>
          <Icon name={ICONS[current.icon]} className="icon chat-alert__icon" />
          <span className="chat-alert__text">
            {tx(current.key, current.vars)}
            {current.detail ? ` ${current.detail}` : ''}
          </span>
          <button type="button" className="chat-alert__close" aria-label={t('close')} title={t('close')} onClick={() => alerts.dismiss()}>
            <Icon name="close" />
          </button>
        </div>
      )}
    </div>
  );
}
