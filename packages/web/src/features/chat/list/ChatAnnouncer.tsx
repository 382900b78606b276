import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LiveRegion, useBatchedAnnouncement } from '../../../shared/a11y';
import type { AnnouncementBatch } from '../../../shared/a11y';
import { useChatRoom } from './ChatRoomProvider';
import { formatMessage, raisesNewMessageIndicator } from './format';
import type { FormatContext, Translate } from './format';
import { isOwn } from './history';
import type { ChatRow } from './row';

/** At most one chat announcement per this many milliseconds, however fast lines arrive. */
export const CHAT_ANNOUNCE_INTERVAL_MS = 3_000;

/**
 * Tells a screen reader about new chat lines without flooding it: one polite live region,
 * changed at most every CHAT_ANNOUNCE_INTERVAL_MS — the line itself when one arrived since the
 * last announcement, else 'N new messages'. The viewer's own lines and jackpot/NBA lottery lines
 * are not announced. (The list itself is a log with aria-live off.)
 */
export function ChatAnnouncer(props: { giftName?: FormatContext['giftName']; wheelPrize?: FormatContext['wheelPrize'] }) {
  const { t } = useTranslation();
  const room = useChatRoom();
  const format = useCallback((batch: AnnouncementBatch<ChatRow>) => {
    if (batch.count > 1) return t('new-messages-count', { count: batch.count });
    const ctx: FormatContext = { t: t as unknown as Translate, giftName: props.giftName, wheelPrize: props.wheelPrize };
    const view = formatMessage(batch.latest, ctx);
    return view.nickname ? t('chat-announce-message', { name: view.nickname, text: view.text }) : view.text;
  }, [t, props.giftName, props.wheelPrize]);
  const { message, push } = useBatchedAnnouncement(format, CHAT_ANNOUNCE_INTERVAL_MS);
  useEffect(() => room.onRows((rows) => {
    const own = { ownCustomerId: room.info.customerId, ownNickname: room.getSnapshot().nickname };
    for (const row of rows) if (raisesNewMessageIndicator(row.Type) && !isOwn(row, own)) push(row);
  }), [room, push]);
  return <LiveRegion message={message} testId="chat-announcer" />;
}
