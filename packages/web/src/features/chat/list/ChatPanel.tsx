import { useCallback, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { nicknameEditable } from '../nickname/editable';
import { AlertBanner } from '../alerts/AlertBanner';
import { ChatRulesPanel } from '../rules/ChatRulesPanel';
import { lazyPanel, usePreloadWhenIdle } from '../../../shared/ui/lazyPanel';
import { WelcomeBanner } from '../welcome/WelcomeBanner';
import { ChatBar } from './ChatBar';
import { ChatHeader } from './ChatHeader';
import { useChatRoom, useChatSnapshot } from './ChatRoomProvider';
import type { DrawerId } from './drawers';
import { raisesNewMessageIndicator } from './format';
import type { GiftLookup } from './format';
import { canFollowSharedTickets } from './followTicket';
import { MessageList } from './MessageList';
import { ReconnectBar } from './ReconnectBar';
import type { ChatRow } from './row';
import './chat.css';

// The nickname dialog and the block-and-report sheet open on demand: their code loads after the
// first chat lines (idle) or when first opened, and they mount from then on (issue 20).
const NicknameDialog = lazyPanel(() => import('../nickname/NicknameDialog').then((m) => m.NicknameDialog), { fallback: null });
const BlockReport = lazyPanel(() => import('../block-report/BlockReport').then((m) => m.BlockReport), { fallback: null });
const DIALOGS = [NicknameDialog, BlockReport];

/** True from the first time `on` is true (a dialog mounts when first opened and stays, for its closing focus). */
function useOnceTrue(on: boolean): boolean {
  const [once, setOnce] = useState(on);
  if (on && !once) setOnce(true);
  return once || on;
}

export interface ChatPanelProps {
  expanded: boolean;
  onToggleExpanded: () => void;
  /** The host's ChatRoomExpandIcon {show}: false hides the expand/collapse arrow. */
  showExpandIcon?: boolean;
  canUpdateNickname: boolean;
  /** Nickname dialog open state is shared with the settings menu's Nickname item. */
  nicknameOpen: boolean;
  onNicknameOpenChange: (open: boolean) => void;
  drawers?: Partial<Record<DrawerId, () => ReactNode>>;
  giftName?: GiftLookup;
  /**
   * Follow on shared-ticket lines (type 10) → the quick-bet panel. Hidden for match 1688168
   * and while the nickname editor is open; absent: no Follow buttons.
   */
  onFollowTicket?: (row: ChatRow) => void;
}

/**
 * The chat room panel: header, rules, welcome banner, message list, alert banner and chat bar,
 * with the nickname dialog and the block-and-report sheet. Collapsed, only the header shows
 * and a dot marks new messages (not jackpot or NBA lottery lines).
 */
export function ChatPanel(props: ChatPanelProps) {
  const room = useChatRoom();
  const snap = useChatSnapshot();
  const [rulesOpen, setRulesOpen] = useState(false);
  const [hasNew, setHasNew] = useState(false);
  const [author, setAuthor] = useState<ChatRow | null>(null);
  const { expanded, onNicknameOpenChange } = props;
  usePreloadWhenIdle(DIALOGS, { afterFirstContent: true });
  const nicknameMounted = useOnceTrue(props.nicknameOpen);
  const blockMounted = useOnceTrue(author !== null);

  useEffect(() => {
    if (expanded) {
      setHasNew(false);
      return;
    }
    return room.onRows((rows) => {
      if (rows.some((r) => raisesNewMessageIndicator(r.Type))) setHasNew(true);
    });
  }, [room, expanded]);

  const canEditNickname = nicknameEditable({ isLoggedIn: room.info.isLoggedIn, canUpdateNickname: props.canUpdateNickname, currencyId: room.info.currencyId });
  const openAuthor = useCallback((row: ChatRow) => setAuthor(row), []);
  const needNickname = useCallback(() => onNicknameOpenChange(true), [onNicknameOpenChange]);
  // A line's Mention puts "@name " into the input (n: a new request each time, even for the same name).
  const [mention, setMention] = useState<{ name: string; n: number } | null>(null);
  const mentionLine = useCallback((name: string) => setMention((m) => ({ name, n: (m?.n ?? 0) + 1 })), []);

  return (
    <section className={`chat-room${expanded ? '' : ' chat-room--collapsed'}`} aria-label={room.info.streamerName ?? undefined} data-testid="chat-room">
      <ChatHeader
        canEditNickname={canEditNickname}
        onEditNickname={needNickname}
        rulesOpen={rulesOpen}
        onToggleRules={() => setRulesOpen((o) => !o)}
        expanded={expanded}
        onToggleExpanded={props.onToggleExpanded}
        showExpandIcon={props.showExpandIcon ?? true}
        hasNew={hasNew}
      />
      {expanded && (
        <>
          {rulesOpen && <ChatRulesPanel />}
          <WelcomeBanner />
          <ReconnectBar notice={room.reconnect ?? null} />
          <MessageList
            onAuthor={room.info.blockEnabled && room.info.isLoggedIn ? openAuthor : undefined}
            onFollowTicket={canFollowSharedTickets({ matchId: room.info.matchId, nicknameEditorOpen: props.nicknameOpen }) ? props.onFollowTicket : undefined}
            giftName={props.giftName}
            onMention={room.info.isLoggedIn && snap.isMatchOpen ? mentionLine : undefined}
          />
          <AlertBanner />
          <ChatBar onNeedNickname={needNickname} drawers={props.drawers} mention={mention} />
        </>
      )}
      {nicknameMounted && <NicknameDialog open={props.nicknameOpen} onClose={() => onNicknameOpenChange(false)} initial={snap.nickname ?? ''} />}
      {blockMounted && <BlockReport author={author} onClose={() => setAuthor(null)} />}
    </section>
  );
}
