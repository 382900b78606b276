import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from '../../../shared/navigation';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MessageType, ProgramType } from '@sideline/protocol';
import type { Language, LuckyBox } from '@sideline/protocol';
import { DataParamGate } from '../../../shared/data-param';
import type { HostBridge } from '../../../shared/host';
import { HostBridgeProvider } from '../../../shared/host';
import { createI18n } from '../../../shared/i18n';
import { AlertsProvider } from '../../chat';
import { createAlerts } from '../../chat';
import { ChatBar } from '../../chat';
import { ChatRoomProvider } from '../../chat';
import type { ChatRoom, ChatRoomInfo, ChatRoomSnapshot } from '../../chat';
import { MessageList } from '../../chat';
import { toChatRow } from '../../chat';
import type { ChatRow } from '../../chat';
import { createAnimationQueue } from '../animations/animationQueue';
import { createGiftCatalogue } from '../gifts/catalogue';
import type { GiftParts } from '../gifts/giftParts';
import { GiftPanel } from '../gifts/GiftPanel';
import { usePaidContext } from '../gifts/usePaidContext';
import { createBalanceStore } from '../../shell';
import { createLuckyBoxFocus } from './focus';
import { luckyBoxLineVerdict } from './lineAction';
import { useLuckyBoxLines } from './useLuckyBoxLines';

const info = {
  matchId: 10, anchorId: 0, anchorLanguage: 'en', programType: ProgramType.Match, groupName: 'g', siteId: 1, siteName: 'S',
  currencyId: 20, customerId: 1, isLoggedIn: true, streamerName: 'Mai', isJioo: false, giftAllowed: true, color: 4, blockEnabled: true,
} as ChatRoomInfo;

const box = (Id: number, Name: string): LuckyBox => ({
  Id, Name, ImgUrl: null, FrontendImgUrl: null, Amount: 5, IsVip: false,
  LuckyBoxCurrency: [{ CurrencyId: 20, Amount: 5 }], LuckyBoxSettings: [], LuckyBoxLastWinner: null,
});

const line = (message: string, nickname = 'Ann'): ChatRow =>
  toChatRow({ CustomerId: 2, Nickname: nickname, Message: message, Timestamp: 1, Type: MessageType.LuckyBox, Color: 2 }) as ChatRow;

function Lines(props: { parts: GiftParts }) {
  useLuckyBoxLines({ focus: props.parts.luckyBoxFocus, ctx: usePaidContext(props.parts.balances) });
  return null;
}

/** The chat list and bar of a room holding `rows`, with the gift drawer and the lucky-box line wiring. */
function mount(opts: { rows: ChatRow[]; language?: Language; isLoggedIn?: boolean; offered?: LuckyBox[]; lines?: boolean }) {
  const language = opts.language ?? 'en';
  const snap = {
    status: 'ready', rows: opts.rows, isMatchOpen: true, nickname: 'Me', config: null, cooldownUntil: 0, sending: false, blockedIds: new Set(), slowMode: null,
  } as ChatRoomSnapshot;
  const room = {
    info: { ...info, isLoggedIn: opts.isLoggedIn ?? true }, subscribe: () => () => undefined, getSnapshot: () => snap, onRows: () => () => undefined,
  } as unknown as ChatRoom;
  const client = new QueryClient();
  client.setQueryData(['GetGiftInfo', '20', language, 0], { GiftInfo: [] });
  client.setQueryData(['GetLuckyBoxInfo', 20, language], { LuckyBoxInfo: opts.offered ?? [box(401, 'Bronze Box'), box(402, 'Silver Box')] });
  const parts: GiftParts = {
    balances: createBalanceStore({ fetchBalances: async () => [{ CurrencyId: 20, Balance: 100 }] }),
    queue: createAnimationQueue({ effectsOn: () => false, setTimeout: (cb, ms) => setTimeout(cb, ms), clearTimeout: (h) => clearTimeout(h as number) }),
    catalogue: createGiftCatalogue(),
    luckyBoxFocus: createLuckyBoxFocus(),
  };
  const alerts = createAlerts({ setTimeout: (c, ms) => setTimeout(c, ms), clearTimeout: (h) => clearTimeout(h as number) });
  const sent: string[] = [];
  const bridge = { send: (type: string) => (sent.push(type), true), on: () => () => {}, dispose: () => {} } as unknown as HostBridge;
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <DataParamGate policy="lenient">
            <HostBridgeProvider hostOrigin={null} bridge={bridge}>
              <AlertsProvider alerts={alerts}>
                <ChatRoomProvider room={room}>
                  {opts.lines !== false && <Lines parts={parts} />}
                  <MessageList />
                  <ChatBar onNeedNickname={() => {}} drawers={{ gift: () => <GiftPanel parts={parts} />, sticker: () => <div data-testid="stickers" /> }} />
                </ChatRoomProvider>
              </AlertsProvider>
            </HostBridgeProvider>
          </DataParamGate>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { alerts, sent, parts };
}

describe('lucky-box chat lines', () => {
  it('are buttons named in the current language; activating one opens the gift drawer on the lucky-box tab at that box', async () => {
    const { alerts } = mount({ rows: [line('102,402')] });
    const button = await screen.findByRole('button', { name: 'opened a lucky box and won gift #102 Open this lucky box' });
    expect(button.tagName).toBe('BUTTON');
    expect(screen.queryByTestId('gift-panel')).toBeNull();
    fireEvent.click(button);
    const panel = await screen.findByTestId('gift-panel');
    expect(within(panel).getByRole('tab', { name: 'Lucky box' }).getAttribute('aria-selected')).toBe('true');
    const buy = await screen.findByTestId('lucky-box-buy-402');
    await waitFor(() => expect(document.activeElement).toBe(buy));
    expect(screen.getByTestId('lucky-box-402').className).toContain('lucky-box--focus');
    expect(screen.getByTestId('lucky-box-401').className).not.toContain('lucky-box--focus');
    expect(alerts.getSnapshot().current).toBeNull();
    // These boxes have no picture: each keeps the picture's place, and no <img src=""> (which a
    // browser answers by fetching the page again) is drawn.
    expect(screen.getByTestId('lucky-box-402').querySelector('img')).toBeNull();
    expect(screen.getByTestId('lucky-box-402').querySelector('.lucky-box__no-image')).not.toBeNull();
  });

  it('turns an open drawer (stickers, or another gift tab) to the box', async () => {
    mount({ rows: [line('102,401')] });
    fireEvent.click(screen.getByRole('button', { name: 'Stickers' }));
    expect(screen.getByTestId('stickers')).toBeTruthy();
    fireEvent.click(screen.getByTestId('chat-lucky-box'));
    const buy = await screen.findByTestId('lucky-box-buy-401');
    await waitFor(() => expect(document.activeElement).toBe(buy));
    expect(screen.queryByTestId('stickers')).toBeNull();
    fireEvent.click(screen.getByTestId('gift-tab-featured'));
    expect(screen.queryByTestId('lucky-box-list')).toBeNull();
    fireEvent.click(screen.getByTestId('chat-lucky-box'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('lucky-box-buy-401')));
  });

  it("a box no longer offered shows 'open-expired-lucky-box' and opens nothing", async () => {
    const { alerts } = mount({ rows: [line('102,499')] });
    fireEvent.click(await screen.findByTestId('chat-lucky-box'));
    await waitFor(() => expect(alerts.getSnapshot().current?.key).toBe('open-expired-lucky-box'));
    expect(screen.queryByTestId('gift-panel')).toBeNull();
  });

  it('is a focusable native button (a browser activates it with Enter and Space)', async () => {
    mount({ rows: [line('102,401')] });
    const button = await screen.findByTestId('chat-lucky-box');
    expect(button.getAttribute('type')).toBe('button');
    expect(button.tabIndex).toBe(0);
    button.focus();
    expect(document.activeElement).toBe(button);
    await act(async () => button.click());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('lucky-box-buy-401')));
  });

  it('is named in Chinese on a Chinese page', async () => {
    mount({ rows: [line('102,401')], language: 'cn' });
    expect(await screen.findByRole('button', { name: '打开福袋获得 礼物 #102 打开这个幸运盒' })).toBe(screen.getByTestId('chat-lucky-box'));
  });

  it('logged out: asks the host page to log in', async () => {
    const { sent } = mount({ rows: [line('102,401')], isLoggedIn: false });
    fireEvent.click(await screen.findByTestId('chat-lucky-box'));
    await waitFor(() => expect(sent).toEqual(['WantToLogin']));
  });

  it('stays plain text without the wiring', async () => {
    mount({ rows: [line('102,401')], lines: false });
    expect(screen.getByTestId('chat-list').textContent).toContain('opened a lucky box and won gift #102');
    expect(screen.queryByTestId('chat-lucky-box')).toBeNull();
  });

  it('a malformed lucky-box text is never a button', async () => {
    mount({ rows: [line('nonsense')] });
    expect(screen.getByTestId('chat-list').textContent).toContain('opened a lucky box and won nonsense');
    expect(screen.queryByTestId('chat-lucky-box')).toBeNull();
  });
});

describe('luckyBoxLineVerdict', () => {
  const offered = [{ currencyId: 999, boxes: [{ Id: 401 }] }, { currencyId: 998, boxes: [{ Id: 402 }] }];
  it.each([
    ['offered in the first currency', { isLoggedIn: true, luckyBoxId: 401, offered }, { kind: 'open', luckyBoxId: 401, currencyId: 999 }],
    ['offered in the second currency', { isLoggedIn: true, luckyBoxId: 402, offered }, { kind: 'open', luckyBoxId: 402, currencyId: 998 }],
    ['not offered (expired or unknown)', { isLoggedIn: true, luckyBoxId: 403, offered }, { kind: 'expired' }],
    ['nothing offered', { isLoggedIn: true, luckyBoxId: 401, offered: [] }, { kind: 'expired' }],
    ['logged out', { isLoggedIn: false, luckyBoxId: 401, offered }, { kind: 'login' }],
  ] as const)('%s', (_n, args, expected) => {
    expect(luckyBoxLineVerdict(args)).toEqual(expected);
  });
});
