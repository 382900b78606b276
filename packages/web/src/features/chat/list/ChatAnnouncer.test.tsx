import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MessageType } from '@sideline/protocol';
import { createI18n } from '../../../shared/i18n';
import { CHAT_ANNOUNCE_INTERVAL_MS, ChatAnnouncer } from './ChatAnnouncer';
import type { ChatRoom } from './chatRoom';
import { ChatRoomProvider } from './ChatRoomProvider';
import { toChatRow } from './row';
import type { ChatRow } from './row';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** The part of a chat room the announcer uses: its live row batches, who the viewer is. */
function fakeRoom() {
  const listeners = new Set<(rows: readonly ChatRow[]) => void>();
  const room = {
    info: { customerId: 1 },
    getSnapshot: () => ({ nickname: 'Me' }),
    onRows: (l: (rows: readonly ChatRow[]) => void) => (listeners.add(l), () => listeners.delete(l)),
  } as unknown as ChatRoom;
  const deliver = (rows: (ChatRow | null)[]) => act(() => {
    for (const l of listeners) l(rows.filter((r): r is ChatRow => r !== null));
  });
  return { room, deliver, listeners };
}

const line = (n: number, customerId = 2, type: number = MessageType.Message) =>
  toChatRow({ CustomerId: customerId, Nickname: `User${customerId}`, Message: `message ${n}`, Type: type, Color: 1 });

function mount(lang: 'en' | 'cn' = 'en') {
  const f = fakeRoom();
  const view = render(
    <I18nextProvider i18n={createI18n(lang)}>
      <ChatRoomProvider room={f.room}><ChatAnnouncer /></ChatRoomProvider>
    </I18nextProvider>,
  );
  const region = screen.getByTestId('chat-announcer');
  return { ...f, region, view };
}

describe('ChatAnnouncer', () => {
  it('is one polite, atomic status region', () => {
    const { region } = mount();
    expect(region.getAttribute('role')).toBe('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.getAttribute('aria-atomic')).toBe('true');
    expect(region.textContent).toBe('');
  });

  it('announces a single new line as "name: text"', () => {
    const { region, deliver } = mount();
    deliver([line(1)]);
    expect(region.textContent).toBe('User2: message 1');
  });

  it('at 200 messages a second, changes at most once per interval and says how many arrived', () => {
    const { region, deliver } = mount();
    const seen: string[] = [];
    // 10 s of traffic: a batch of 4 lines every 20 ms (one per frame).
    let n = 0;
    for (let step = 0; step < 500; step++) {
      deliver([line(++n), line(++n), line(++n), line(++n)]);
      seen.push(region.textContent ?? '');
      act(() => vi.advanceTimersByTime(20));
      seen.push(region.textContent ?? '');
    }
    act(() => vi.runAllTimers());
    seen.push(region.textContent ?? '');
    const changes = seen.filter((s, i) => s !== seen[i - 1]);
    expect(changes.length).toBeLessThanOrEqual(Math.ceil(10_000 / CHAT_ANNOUNCE_INTERVAL_MS) + 1);
    expect(changes[0]).toBe('User2: message 1');
    expect(region.textContent?.trim()).toMatch(/^\d+ new messages$/);
  });

  it('leaves out the viewer\'s own lines and jackpot lines, and speaks the viewer\'s language', () => {
    const { region, deliver } = mount('cn');
    deliver([line(1, 1), line(2, 3, MessageType.Jackpot)]);
    expect(region.textContent).toBe('');
    deliver([line(3, 4)]);
    expect(region.textContent).toBe('User4：message 3');
    act(() => vi.advanceTimersByTime(1));
    deliver([line(4, 4), line(5, 4)]);
    act(() => vi.advanceTimersByTime(CHAT_ANNOUNCE_INTERVAL_MS));
    expect(region.textContent?.trim()).toBe('2 条新消息');
  });

  it('stops listening when unmounted', () => {
    const { view, listeners } = mount();
    expect(listeners.size).toBe(1);
    view.unmount();
    expect(listeners.size).toBe(0);
  });
});
