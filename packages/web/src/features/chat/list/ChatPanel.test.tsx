import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { ProgramType } from '@sideline/protocol';
import type { HostBridge } from '../../../shared/host';
import { HostBridgeProvider } from '../../../shared/host';
import { createI18n } from '../../../shared/i18n';
import { AlertsProvider } from '../alerts/AlertsProvider';
import { createAlerts } from '../alerts/alerts';
import { createChatRoom } from './chatRoom';
import type { ChatHub, ChatRoomDeps, ChatRoomInfo } from './chatRoom';
import { ChatPanel } from './ChatPanel';
import { ChatRoomProvider } from './ChatRoomProvider';
import { scrollVerdict } from './MessageList';

const info: ChatRoomInfo = {
  matchId: 10, anchorId: 0, anchorLanguage: 'en', programType: ProgramType.Match, groupName: 'g', siteId: 1, siteName: 'S',
  currencyId: 20, customerId: 1, isLoggedIn: true, streamerName: 'Mai', isJioo: false, giftAllowed: true, color: 4, blockEnabled: true,
};
const ok = <T,>(Result: T) => ({ Code: 200 as const, Result, Error: null });

function mount(opts: { info?: Partial<ChatRoomInfo>; nickname?: string | null; push?: unknown; open?: boolean } = {}) {
  const handlers = new Map<string, (...a: unknown[]) => void>();
  const hub: ChatHub = { on: (e, h) => (handlers.set(e, h as (...a: unknown[]) => void), () => handlers.delete(e)), start: async () => {}, stop: async () => {} };
  const answers: Record<string, unknown> = {
    GetNickname: ok({ Nickname: opts.nickname === undefined ? 'Ann' : opts.nickname }),
    GetConfig: ok({ Config: { MessageLengthLimit: 50, MessageFrequency: 0, TurnoverLimit: [], IsSendGift: true, IsAllowSendMessage: true, IsAllowShowingTicket: true, UserTurnover: 0, Vip: 0 } }),
    GetIndecent: ok({ IndecentDto: [{ Type: 1, Content: 'bad' }] }),
    CheckMatchStatus: ok({ IsOpen: opts.open ?? true }),
    GetMessage: ok({ Messages: [{ CustomerId: 2, CustId: null, Nickname: '&lt;Bo&gt;', Message: '<img src=x onerror=alert(1)>', Timestamp: 1, Type: 1, Color: 2, GiftLevel: null, LicenseeUserName: null, SiteId: 1, SiteName: null, SubsidiaryName: null, ProgramType: 1, IsHate: false, Vip: 0, FollowNickname: null }], WelcomeMessages: [] }),
    SaveChatroomEntry: ok({ IsSaveData: false }),
    CollectHeartbeatData: ok({}),
    MessagePush: opts.push ?? ok({ IsNotCheckMessage: false, IsMuted: false, IsSend: true, Turnover: 0 }),
    UpdateNickname: ok({ Nickname: 'Zed' }),
    BlockCustomer: ok({ BlockIds: [2] }),
  };
  const api = { callEnvelope: vi.fn(async (call: { name: string }) => answers[call.name]) };
  const alerts = createAlerts({ setTimeout: (c, ms) => setTimeout(c, ms), clearTimeout: (h) => clearTimeout(h as number) });
  const room = createChatRoom({
    info: { ...info, ...opts.info }, api: api as unknown as ChatRoomDeps['api'], hub,
    clock: { setTimeout: (c, ms) => setTimeout(c, ms), clearTimeout: (h) => clearTimeout(h as number), now: () => Date.now() },
    alerts, isTokenExpired: () => false, frame: (cb) => { cb(); return () => {}; },
  });
  const sent: { type: string; payload: unknown }[] = [];
  const bridge = { send: (type: string, payload: unknown) => (sent.push({ type, payload }), true), on: () => () => {}, dispose: () => {} } as unknown as HostBridge;
  const onToggle = vi.fn();
  const Harness = () => {
    return (
      <QueryClientProvider client={queries}>
        <I18nextProvider i18n={createI18n('en')}>
          <HostBridgeProvider hostOrigin={null} bridge={bridge}>
            <AlertsProvider alerts={alerts}>
              <ChatRoomProvider room={room}>
                <NicknameHost onToggle={onToggle} />
              </ChatRoomProvider>
            </AlertsProvider>
          </HostBridgeProvider>
        </I18nextProvider>
      </QueryClientProvider>
    );
  };
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<Harness />);
  return { room, api, sent, handlers, onToggle };
}

function NicknameHost(props: { onToggle: () => void }) {
  const [open, setOpen] = useState(false);
  return <ChatPanel expanded onToggleExpanded={props.onToggle} canUpdateNickname nicknameOpen={open} onNicknameOpenChange={setOpen} />;
}

describe('ChatPanel', () => {
  it('renders history as text, never HTML, and sends a message', async () => {
    const { room, api } = mount();
    await act(() => room.start());
    const list = screen.getByRole('list', { name: 'Chat Room' });
    expect(list.textContent).toContain('<Bo>');
    expect(list.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(list.querySelector('img')).toBeNull();
    const input = screen.getByTestId('chat-input') as HTMLInputElement;
    expect(input.placeholder).toBe('Say something to the streamer…');
    fireEvent.change(input, { target: { value: 'hello' } });
    fireEvent.click(screen.getByTestId('chat-send'));
    await waitFor(() => expect(input.value).toBe(''));
    expect(api.callEnvelope.mock.calls.some(([c]) => c.name === 'MessagePush')).toBe(true);
  });

  it('refuses an indecent message with the alert and clears the field', async () => {
    const { room } = mount();
    await act(() => room.start());
    const input = screen.getByTestId('chat-input') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'so bad' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    await waitFor(() => expect(screen.getByTestId('chat-alert').getAttribute('data-key')).toBe('sensitive-words-prohibited'));
    // The alert and the cleared field are two renders: wait for the second too, never read it after the first.
    await waitFor(() => expect(input.value).toBe(''));
  });

  it('opens the nickname dialog before the first message; confirm stays disabled while blank', async () => {
    const { room } = mount({ nickname: null });
    await act(() => room.start());
    fireEvent.change(screen.getByTestId('chat-input'), { target: { value: 'hi' } });
    fireEvent.click(screen.getByTestId('chat-send'));
    const dialog = await screen.findByRole('dialog');
    const nick = screen.getByTestId('nickname-input') as HTMLInputElement;
    expect(nick.maxLength).toBe(20);
    fireEvent.change(nick, { target: { value: '   ' } });
    expect((screen.getByTestId('nickname-confirm') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(nick, { target: { value: 'Zed' } });
    fireEvent.keyDown(nick, { key: 'Enter' });
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(room.getSnapshot().nickname).toBe('Zed');
  });

  it('disables the input with chatroom-close when the room is closed', async () => {
    const { room } = mount({ open: false });
    await act(() => room.start());
    const input = screen.getByTestId('chat-input') as HTMLInputElement;
    expect(input.disabled).toBe(true);
    expect(input.placeholder).toBe('The chat room is closed');
  });

  it('shows the login prompt to an anonymous viewer and asks the host to log in', async () => {
    const { room, sent } = mount({ info: { isLoggedIn: false } });
    await act(() => room.start());
    fireEvent.click(screen.getByTestId('chat-login'));
    expect(sent).toContainEqual({ type: 'WantToLogin', payload: {} });
    expect(screen.queryByTestId('chat-input')).toBeNull();
  });

  it('blocks and reports another member from their name', async () => {
    const { room, sent } = mount();
    await act(() => room.start());
    fireEvent.click(screen.getByRole('button', { name: '<Bo>' }));
    fireEvent.click(await screen.findByTestId('block-open-confirm'));
    fireEvent.click(await screen.findByTestId('block-confirm'));
    await waitFor(() => expect(sent.some((m) => m.type === 'SendReportPlayer')).toBe(true));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Chat Room' }).textContent).not.toContain('<Bo>'));
  });

  it('shows the rules panel with the five rules and the @ helper', async () => {
    const { room } = mount();
    await act(() => room.start());
    fireEvent.click(screen.getByTestId('chat-rules-toggle'));
    expect(screen.getAllByRole('listitem').filter((li) => li.closest('.chat-rules'))).toHaveLength(5);
    const input = screen.getByTestId('chat-input') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'hey @' } });
    fireEvent.click(screen.getByTestId('chat-mention'));
    expect(input.value).toBe('hey @Mai ');
  });
});

describe('the list follows its newest line (issue 16 item 31)', () => {
  it('a scroll the reader did not make never unpins; one they made does', () => {
    expect(scrollVerdict(true, false, false)).toBe('pin');
    expect(scrollVerdict(false, false, true)).toBe('repin');
    expect(scrollVerdict(false, true, true)).toBe('unpin');
    expect(scrollVerdict(false, false, false)).toBe('stay');
  });

  it('opens at the newest line: a layout shift under the list shows no new-messages pill, a wheel scroll up does', async () => {
    mount();
    const list = await screen.findByTestId('chat-list');
    let top = 0;
    Object.defineProperty(list, 'scrollHeight', { configurable: true, get: () => 1000 });
    Object.defineProperty(list, 'clientHeight', { configurable: true, get: () => 200 });
    Object.defineProperty(list, 'scrollTop', { configurable: true, get: () => top, set: (v: number) => { top = Math.min(v, 800); } });
    // History arrived and the box grew under the pinned list: the browser reports a scroll 88 px above the bottom.
    top = 712;
    act(() => { fireEvent.scroll(list); });
    expect(top).toBe(800);
    expect(screen.queryByTestId('chat-jump')).toBeNull();
    // The reader scrolls up with the wheel: the list stays there and offers the jump back.
    act(() => { fireEvent.wheel(list); });
    top = 300;
    act(() => { fireEvent.scroll(list); });
    expect(top).toBe(300);
    expect(screen.getByTestId('chat-jump')).toBeTruthy();
  });
});
