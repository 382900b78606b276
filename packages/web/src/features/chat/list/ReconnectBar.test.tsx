import { describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { HubClientSnapshot } from '../../../shared/realtime';
import { FakeClock } from '../../../shared/realtime/testing';
import { createI18n } from '../../../shared/i18n';
import { createReconnectNotice, RECONNECT_NOTICE_DELAY_MS, RELOADED_NOTICE_MS } from './reconnectNotice';
import type { ConnectionStatusSource } from './reconnectNotice';
import { ReconnectBar } from './ReconnectBar';
import { createChatRoom } from './chatRoom';
import type { ChatRoomDeps, ChatRoomInfo } from './chatRoomTypes';

type Status = Pick<HubClientSnapshot, 'state' | 'ready' | 'recovery'>;

/** A fake hub connection: set() replaces its snapshot and tells the listeners, as the HubClient does. */
function fakeHub(initial: Status = { state: 'Connected', ready: true, recovery: null }) {
  let snap = initial;
  const listeners = new Set<() => void>();
  const source: ConnectionStatusSource = {
    subscribe: (l) => (listeners.add(l), () => listeners.delete(l)),
    getSnapshot: () => snap,
  };
  return {
    source,
    listeners,
    set(patch: Partial<Status>) {
      snap = { ...snap, ...patch };
      for (const l of [...listeners]) l();
    },
  };
}

const lost = { state: 'Reconnecting', ready: false } as const;
const rejoining = { state: 'Connected', ready: false } as const;

function mount(lang: 'en' | 'cn' | 'vn' | 'th' | 'id' | 'ph' = 'en', initial?: Status) {
  const clock = new FakeClock();
  const hub = fakeHub(initial);
  const notice = createReconnectNotice(hub.source, clock);
  render(<I18nextProvider i18n={createI18n(lang)}><ReconnectBar notice={notice} /></I18nextProvider>);
  const bar = screen.getByRole('status');
  return { clock, hub, bar, advance: (ms: number) => act(() => clock.advance(ms)) };
}

describe('the reconnecting bar (issue 17 item 7)', () => {
  it('is a polite status region that stays empty while the room is live', () => {
    const { bar } = mount();
    expect(bar.getAttribute('aria-live')).toBe('polite');
    expect(bar.textContent).toBe('');
  });

  it('shows after 2 s of a lost connection and goes once reconnected and caught up', async () => {
    const { hub, bar, advance } = mount();
    act(() => hub.set(lost));
    await advance(RECONNECT_NOTICE_DELAY_MS - 1);
    expect(bar.textContent).toBe('');
    await advance(1);
    expect(bar.textContent).toBe('Reconnecting…');
    // Connected again but the groups are still being rejoined (the gap not replayed yet): it stays.
    act(() => hub.set(rejoining));
    expect(bar.textContent).toBe('Reconnecting…');
    act(() => hub.set({ ready: true, recovery: 'recovered' }));
    expect(bar.textContent).toBe('');
  });

  it('shows nothing for a blip under 2 s', async () => {
    const { hub, bar, advance, clock } = mount();
    act(() => hub.set(lost));
    await advance(RECONNECT_NOTICE_DELAY_MS - 500);
    act(() => hub.set({ state: 'Connected', ready: true, recovery: 'recovered' }));
    await advance(RECONNECT_NOTICE_DELAY_MS * 5);
    expect(bar.textContent).toBe('');
    expect(clock.pending()).toBe(0);
  });

  it('does not show while the first connection is still being made', async () => {
    const { hub, bar, advance } = mount('en', { state: 'Connecting', ready: false, recovery: null });
    await advance(RECONNECT_NOTICE_DELAY_MS * 3);
    expect(bar.textContent).toBe('');
    act(() => hub.set({ state: 'Connected', ready: true }));
    act(() => hub.set(lost));
    await advance(RECONNECT_NOTICE_DELAY_MS);
    expect(bar.textContent).toBe('Reconnecting…');
  });

  it('says briefly that the history was reloaded when the rejoin could not replay the gap', async () => {
    const { hub, bar, advance } = mount();
    act(() => hub.set(lost));
    await advance(RECONNECT_NOTICE_DELAY_MS);
    act(() => hub.set({ state: 'Connected', ready: true, recovery: 'reloaded' }));
    expect(bar.textContent).toBe('Reconnected — chat history reloaded');
    await advance(RELOADED_NOTICE_MS);
    expect(bar.textContent).toBe('');
  });

  it('speaks the six languages (ph in English)', async () => {
    const expected = { cn: '正在重新连接…', vn: 'Đang kết nối lại…', th: 'กำลังเชื่อมต่อใหม่…', id: 'Menyambung ulang…', ph: 'Reconnecting…' } as const;
    for (const [lang, text] of Object.entries(expected)) {
      const { hub, bar, advance } = mount(lang as keyof typeof expected);
      act(() => hub.set(lost));
      await advance(RECONNECT_NOTICE_DELAY_MS);
      expect(bar.textContent).toBe(text);
      cleanup();
    }
  });

  it('listens to the hub only while mounted', () => {
    const clock = new FakeClock();
    const hub = fakeHub();
    const notice = createReconnectNotice(hub.source, clock);
    const view = render(<I18nextProvider i18n={createI18n('en')}><ReconnectBar notice={notice} /></I18nextProvider>);
    expect(hub.listeners.size).toBe(1);
    view.unmount();
    expect(hub.listeners.size).toBe(0);
  });

  it('the chat room builds it from a hub that reports its connection (the HubClient), not from one that does not', async () => {
    const clock = new FakeClock();
    const hub = fakeHub();
    const base = { on: () => () => {}, start: async () => {}, stop: async () => {} };
    const deps = (h: ChatRoomDeps['hub']): ChatRoomDeps => ({
      info: { matchId: 1 } as ChatRoomInfo, api: {} as ChatRoomDeps['api'], hub: h, clock, alerts: { show: () => {} }, isTokenExpired: () => false,
    });
    expect(createChatRoom(deps(base)).reconnect).toBeNull();
    const room = createChatRoom(deps({ ...base, ...hub.source }));
    const notice = room.reconnect;
    expect(notice).not.toBeNull();
    const off = notice?.subscribe(() => {});
    hub.set(lost);
    await clock.advance(RECONNECT_NOTICE_DELAY_MS);
    expect(notice?.getSnapshot()).toBe('reconnecting');
    off?.();
  });
});
