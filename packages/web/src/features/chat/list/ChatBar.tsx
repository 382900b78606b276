import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../../shared/i18n';
import { IconButton } from '../../../shared/ui/IconButton';
import { Icon } from '../../../shared/ui/Icon';
import type { IconName } from '../../../shared/ui/Icon';
import { useFocusTrap } from '../../../shared/a11y';
import { useHostBridge } from '../../../shared/host';
import { useSession } from '../../../shared/session';
import { useChatLineActions, useChatRoom, useChatSnapshot } from './ChatRoomProvider';
import { insertMention, toggleDrawer, wantsMentionHelper } from './drawers';
import { showsCharacterCounter, useCountdown } from './useCountdown';
import type { DrawerId } from './drawers';

const DRAWER_LABELS: Record<DrawerId, TranslationKey> = {
  wheel: 'wheel', ticket: 'show-ticket', gift: 'gifts', sticker: 'stickers', 'quick-bet': 'quick-bet',
};
const DRAWER_ICONS: Record<DrawerId, IconName> = {
  wheel: 'ferris-wheel', ticket: 'ticket', gift: 'gift', sticker: 'sticker', 'quick-bet': 'zap',
};

/**
 * The chat bar: the login prompt when logged out (asks the host page to log in with
 * WantToLogin), else the input ('at-streamer' placeholder; disabled with 'chatroom-close' when
 * the room is closed), the @streamer helper, send, and the drawer toggles the page provides
 * (one drawer open at a time). A token that expired turns the bar into a refresh prompt.
 */
export function ChatBar(props: {
  onNeedNickname: () => void;
  drawers?: Partial<Record<DrawerId, () => ReactNode>>;
  /** A line's Mention request: "@name " goes to the end of the text and the input takes the focus. */
  mention?: { name: string; n: number } | null;
}) {
  const { t } = useTranslation();
  const room = useChatRoom();
  const bridge = useHostBridge();
  const snap = useChatSnapshot();
  const tokenExpired = useSession((s) => s.tokenExpired);
  const [text, setText] = useState('');
  const [drawer, setDrawer] = useState<DrawerId | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const { mention } = props;
  useEffect(() => {
    if (!mention) return;
    setText((t) => `${t && !t.endsWith(' ') ? `${t} ` : t}@${mention.name} `);
    input.current?.focus();
  }, [mention]);
  const lineActions = useChatLineActions();
  const offered = useRef(props.drawers);
  offered.current = room.info.isLoggedIn && !tokenExpired ? props.drawers : undefined;
  // A chat line may ask for a drawer (a lucky-box line opens the gift drawer): it replaces the open one.
  useEffect(() => lineActions.onOpenDrawer((id) => {
    if (!offered.current?.[id]) return false;
    setDrawer(id);
    return true;
  }), [lineActions]);
  const inputId = useId();
  const counterId = useId();
  const cooldown = useCountdown(snap.cooldownUntil);
  const streamerName = room.info.streamerName;
  // An open drawer takes focus; Escape closes it and gives focus back to its toggle.
  const drawerBox = useRef<HTMLDivElement>(null);
  const drawerShown = room.info.isLoggedIn && !tokenExpired && drawer !== null && props.drawers?.[drawer] !== undefined;
  useFocusTrap(drawerBox, { active: drawerShown, trap: false, initialFocus: 'first', onEscape: () => setDrawer(null) });

  if (!room.info.isLoggedIn) {
    return (
      <div className="chat-bar chat-bar--login">
        <button type="button" className="btn btn--primary btn--block" data-testid="chat-login" onClick={() => bridge.send('WantToLogin', {})}>
          {t('login-to-chat')}
        </button>
      </div>
    );
  }
  if (tokenExpired) {
    return (
      <div className="chat-bar chat-bar--expired" role="alert" data-testid="chat-token-expired">
        <span>{t('please-refresh')}</span>
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>{t('refresh')}</button>
      </div>
    );
  }
  const closed = !snap.isMatchOpen;
  const slowMode = snap.slowMode;
  const submit = async () => {
    const outcome = await room.send(text);
    if (outcome === 'sent' || outcome === 'refused' || outcome === 'indecent' || outcome === 'blank' || outcome === 'closed') setText('');
    if (outcome === 'nickname') props.onNeedNickname();
    if (outcome === 'login') bridge.send('WantToLogin', {});
  };
  const limit = snap.config?.MessageLengthLimit;
  const counter = showsCharacterCounter(text.length, limit) && limit ? limit - text.length : null;
  const drawerIds = (Object.keys(props.drawers ?? {}) as DrawerId[]);
  const openDrawer = drawer ? props.drawers?.[drawer] : undefined;
  return (
    <div className="chat-bar">
      {openDrawer && drawer && <div ref={drawerBox} className="chat-drawer" role="region" aria-label={t(DRAWER_LABELS[drawer])} data-testid={`chat-drawer-${drawer}`}>{openDrawer()}</div>}
      {wantsMentionHelper(text, streamerName) && streamerName && (
        <button type="button" className="chat-mention" data-testid="chat-mention" onClick={() => { setText(insertMention(text, streamerName)); input.current?.focus(); }}>
          @{streamerName}
        </button>
      )}
      {slowMode && !closed && (
        // A match event's slow mode (issue 22 item 3): announced once as it starts; the wait is visible text only
        // (Send's label already says it), so a screen reader is not told every second.
        <p className="chat-bar__slow" data-testid="chat-slow-mode" data-seconds={slowMode.seconds}>
          <span role="status">{t('slow-mode-on', { seconds: slowMode.seconds })}</span>
          {cooldown > 0 && <span className="chat-bar__slow-wait" aria-hidden="true" data-testid="chat-slow-mode-wait"> · {t('slow-mode-next', { seconds: cooldown })}</span>}
        </p>
      )}
      <form className="chat-bar__form" onSubmit={(e) => { e.preventDefault(); void submit(); }}>
        <label htmlFor={inputId} className="visually-hidden">{t('chat-input-label')}</label>
        <input
          ref={input}
          id={inputId}
          className="chat-bar__input"
          data-testid="chat-input"
          value={text}
          disabled={closed}
          placeholder={t(closed ? 'chatroom-close' : 'at-streamer')}
          maxLength={limit}
          autoComplete="off"
          aria-describedby={counter !== null ? counterId : undefined}
          onChange={(e) => setText(e.target.value)}
          // Send is disabled in the cool-down, so Enter does not submit; in a match event's slow mode
          // the attempt is answered with the slow-mode message (how long to wait) instead of nothing.
          onKeyDown={(e) => { if (e.key === 'Enter' && slowMode && cooldown > 0 && text.trim()) { e.preventDefault(); void room.send(text); } }}
        />
        {counter !== null && (
          <span id={counterId} className={`chat-bar__counter${counter <= 0 ? ' chat-bar__counter--full' : ''}`} data-testid="chat-counter" aria-live="polite">
            <span aria-hidden="true">{counter}</span><span className="visually-hidden">{t('characters-left', { count: counter })}</span>
          </span>
        )}
        {streamerName && !closed && (
          <IconButton icon="at-sign" label={t('mention-streamer', { name: streamerName })} onClick={() => { setText(insertMention(text, streamerName)); input.current?.focus(); }} />
        )}
        {/* The cool-down shows itself on Send: a countdown instead of a button that silently does nothing. */}
        <button
          type="submit"
          className="btn btn--primary chat-bar__send"
          data-testid="chat-send"
          disabled={closed || !text.trim() || snap.sending || cooldown > 0}
          aria-label={cooldown > 0 ? t('send-wait', { seconds: cooldown }) : undefined}
        >
          {cooldown > 0 ? `${cooldown}s` : t('send')}
        </button>
      </form>
      {drawerIds.length > 0 && (
        <div className="chat-bar__drawers" role="toolbar" aria-label={t('toolbar')}>
          {drawerIds.map((id) => {
            // Icon-first (the label is the accessible name and the tooltip): one row at every width and language.
            return (
              <button key={id} type="button" className="chat-bar__drawer" title={t(DRAWER_LABELS[id])} aria-pressed={drawer === id} data-drawer={id} onClick={() => setDrawer((d) => toggleDrawer(d, id))}>
                <Icon name={DRAWER_ICONS[id]} />
                <span className="visually-hidden">{t(DRAWER_LABELS[id])}</span>
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
