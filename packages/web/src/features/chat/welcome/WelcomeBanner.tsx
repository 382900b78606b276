import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageType } from '@sideline/protocol';
import { useChatRoom } from '../list/ChatRoomProvider';
import { formatMessage } from '../list/format';
import type { Translate } from '../list/format';
import type { ChatRow } from '../list/row';
import { createWelcomeQueue } from './welcomeQueue';

const clock = {
  setTimeout: (cb: () => void, ms: number): unknown => setTimeout(cb, ms),
  clearTimeout: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

/** The welcome banner: the room's Welcome (type 5) lines, one at a time for 2 s each. */
export function WelcomeBanner() {
  const { t } = useTranslation();
  const room = useChatRoom();
  const queue = useMemo(() => createWelcomeQueue<ChatRow>(clock), []);
  useEffect(() => {
    const off = room.onRows((rows) => {
      const welcomes = rows.filter((r) => r.Type === MessageType.Welcome);
      if (welcomes.length) queue.push(welcomes);
    });
    return () => {
      off();
      queue.dispose();
    };
  }, [room, queue]);
  const current = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  return (
    <div className="welcome-banner" aria-live="polite" data-testid="welcome-banner">
      {current && (
        <p key={current.id} className={`welcome-banner__item${current.Vip > 0 ? ' welcome-banner__item--vip' : ''}`}>
          {formatMessage(current, { t: t as unknown as Translate }).text}
        </p>
      )}
    </div>
  );
}
