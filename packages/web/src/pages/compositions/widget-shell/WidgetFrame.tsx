import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatRulesPanel } from '../../../features/chat';
import { DisclaimerDialog } from '../../../features/shell';
import { LanguagePicker } from '../../../features/shell';
import { useHostBridge } from '../../../shared/host/HostBridgeProvider';

/**
 * The layout every widget page shares: a title bar (title, language picker, rules and
 * disclaimer buttons), the chat room rules panel, the disclaimer popup and, for logged-out
 * viewers, the 'login-to-chat' prompt that asks the host page to log in (WantToLogin).
 * Later features (player, chat, gifts …) render into `children`.
 */
export function WidgetFrame(props: {
  title: string;
  showHeader: boolean;
  /** Without the bar, the title is still the page's heading for screen readers. */
  hiddenHeading?: boolean;
  isUserLogin: boolean | null;
  /** The page hosts the chatroom, which shows its own rules panel and login prompt. */
  hasChatroom?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const bridge = useHostBridge();
  const [rulesOpen, setRulesOpen] = useState(!props.hasChatroom);
  const [disclaimerOpen, setDisclaimerOpen] = useState(false);
  return (
    <div className="widget">
      {props.showHeader ? (
        <header className="widget__header">
          <h1 className="widget__title">{props.title}</h1>
        </header>
      ) : props.hiddenHeading ? (
        <h1 className="visually-hidden">{props.title}</h1>
      ) : null}
      <nav className="widget__toolbar" aria-label={t('toolbar')}>
        <LanguagePicker />
        <button type="button" className="btn btn--ghost" aria-expanded={rulesOpen} onClick={() => setRulesOpen((o) => !o)}>
          {t('chat-rules')}
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => setDisclaimerOpen(true)}>
          {t('disclaimer')}
        </button>
      </nav>
      <main className="widget__main" aria-label={t('main-content')}>
        {props.children}
        {rulesOpen && <ChatRulesPanel />}
      </main>
      {props.isUserLogin === false && !props.hasChatroom && (
        <footer className="widget__footer">
          <button type="button" className="btn btn--primary btn--block" onClick={() => bridge.send('WantToLogin', {})}>
            {t('login-to-chat')}
          </button>
        </footer>
      )}
      <DisclaimerDialog open={disclaimerOpen} onClose={() => setDisclaimerOpen(false)} />
    </div>
  );
}
