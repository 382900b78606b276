import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_AUTO_SCROLL_THRESHOLD_PX, MessageType } from '@sideline/protocol';
import type { GiftLookup, Translate } from './format';
import { raisesNewMessageIndicator } from './format';
import { ChatAnnouncer } from './ChatAnnouncer';
import { isOwn } from './history';
import { MessageRow } from './MessageRow';
import { useChatLineActions, useChatRoom, useChatSnapshot } from './ChatRoomProvider';
import { continuesGroup, giftCombo } from './row';
import type { ChatRow } from './row';
import { useWheelPrizes } from './useWheelPrizes';
import { Icon } from '../../../shared/ui/Icon';
import { useDismissChatPreview } from '../../../shared/ui/chatPreview';

/** True when the scroll box is within the 5 px auto-scroll threshold of its bottom. */
export function isAtBottom(el: { scrollHeight: number; scrollTop: number; clientHeight: number }): boolean {
  return el.scrollHeight - el.scrollTop - el.clientHeight <= CHAT_AUTO_SCROLL_THRESHOLD_PX;
}

/**
 * What a scroll event means for the list: at the bottom it pins; away from the bottom it
 * unpins only when the reader moved it (wheel, touch, pointer, keys within the last second);
 * otherwise the layout moved under a pinned list (history arriving, images loading, a drawer
 * or banner resizing the box) and the list goes back to its newest line.
 */
export function scrollVerdict(atBottom: boolean, readerMoved: boolean, pinned: boolean): 'pin' | 'unpin' | 'repin' | 'stay' {
  if (atBottom) return 'pin';
  if (readerMoved) return 'unpin';
  return pinned ? 'repin' : 'stay';
}

/** How long after a wheel, touch, pointer or key on the list a scroll counts as the reader's. */
const READER_INTENT_MS = 1000;

/**
 * The live message list: a labelled list, not a live region (ChatAnnouncer speaks for it,
 * batched so 200 lines a second do not flood a screen reader; rows arrive once per frame), pinned to
 * the newest line while the reader is within 5 px of the bottom. Scrolled up, it stays put and
 * a scroll-to-bottom button shows how many new lines arrived (jackpot and NBA lottery lines do
 * not count).
 */
export function MessageList(props: {
  onAuthor?: (row: ChatRow) => void;
  onFollowTicket?: (row: ChatRow) => void;
  giftName?: GiftLookup;
  /** A line's Mention action: "@name " into the chat input. */
  onMention?: (nickname: string) => void;
}) {
  const { t } = useTranslation();
  const room = useChatRoom();
  const { rows, nickname, status } = useChatSnapshot();
  // The room's own lines replace the server's preview of them in the same commit (issue 20).
  useDismissChatPreview(rows.length > 0 || status === 'ready' || status === 'error');
  const lineActions = useChatLineActions();
  const onLuckyBox = useSyncExternalStore(lineActions.subscribe, lineActions.getSnapshot, lineActions.getSnapshot) ?? undefined;
  const box = useRef<HTMLOListElement>(null);
  const pinned = useRef(true);
  const lastSeenId = useRef(0);
  const [unseen, setUnseen] = useState(0);
  const [showJump, setShowJump] = useState(false);
  const hasWheelLine = useMemo(() => rows.some((r) => r.Type === MessageType.Wheel), [rows]);
  const wheelPrize = useWheelPrizes(room.info.anchorId, hasWheelLine);
  const ctx = useMemo(() => ({ t: t as unknown as Translate, giftName: props.giftName, wheelPrize }), [t, props.giftName, wheelPrize]);
  const own = { ownCustomerId: room.info.customerId, ownNickname: nickname };

  useLayoutEffect(() => {
    const el = box.current;
    const newest = rows.length ? rows[rows.length - 1].id : 0;
    if (!el) return;
    if (pinned.current) {
      el.scrollTop = el.scrollHeight;
      lastSeenId.current = newest;
      return;
    }
    let count = 0;
    for (let i = rows.length - 1; i >= 0 && rows[i].id > lastSeenId.current; i--) if (raisesNewMessageIndicator(rows[i].Type)) count++;
    lastSeenId.current = newest;
    if (count) setUnseen((u) => u + count);
  }, [rows]);

  const lastIntent = useRef(-Infinity);
  const markIntent = useCallback(() => { lastIntent.current = performance.now(); }, []);
  const onScroll = useCallback(() => {
    const el = box.current;
    if (!el) return;
    const verdict = scrollVerdict(isAtBottom(el), performance.now() - lastIntent.current < READER_INTENT_MS, pinned.current);
    if (verdict === 'repin') {
      // A room opens at its newest line and keeps following it: a layout shift never unpins.
      el.scrollTop = el.scrollHeight;
      return;
    }
    if (verdict === 'stay') return;
    const atBottom = verdict === 'pin';
    pinned.current = atBottom;
    setShowJump(!atBottom);
    if (atBottom) setUnseen(0);
  }, []);

  const jump = () => {
    const el = box.current;
    if (!el) return;
    el.scrollTop = el.scrollHeight;
    pinned.current = true;
    setShowJump(false);
    setUnseen(0);
  };

  useEffect(() => {
    // A resize (keyboard, rotation) must not unpin a reader who was at the bottom.
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (pinned.current) el.scrollTop = el.scrollHeight;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return (
    <div className="chat-list-wrap">
      <ol
        ref={box}
        className="chat-list"
        aria-label={t('chatroom')}
        tabIndex={0}
        onScroll={onScroll}
        onWheel={markIntent}
        onTouchMove={markIntent}
        onPointerDown={markIntent}
        onKeyDown={markIntent}
        data-testid="chat-list"
      >
        {rows.map((row, i) => (
          <MessageRow key={row.id} row={row} ctx={ctx} own={isOwn(row, own)} continued={continuesGroup(rows[i - 1], row)} combo={giftCombo(rows, i)}
            onAuthor={props.onAuthor} onFollowTicket={props.onFollowTicket} onLuckyBox={onLuckyBox} onMention={props.onMention} />
        ))}
      </ol>
      <ChatAnnouncer giftName={props.giftName} wheelPrize={wheelPrize} />
      {showJump && (
        <button type="button" className="chat-jump" onClick={jump} data-testid="chat-jump">
          <Icon name="arrow-down" /> {unseen > 0 ? t('new-messages-count', { count: unseen }) : t('scroll-to-bottom')}
        </button>
      )}
    </div>
  );
}
