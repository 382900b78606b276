import { describe, expect, it } from 'vitest';
import { MessageType } from '@sideline/protocol';
import { formatMessage, parseLuckyBox, parseSharedTicket, raisesNewMessageIndicator, templateId } from './format';
import { toChatRow } from './row';
import { wheelPrizeOf } from './useWheelPrizes';
import type { ChatRow } from './row';
import { charWeight, truncateByWeight, unescapeName, welcomeName } from './text';

const t = (key: string, vars?: Record<string, string | number>) => (vars ? `${key}${JSON.stringify(vars)}` : key);
const row = (patch: Partial<ChatRow> & { Type: number }): ChatRow =>
  toChatRow({ CustomerId: 7, Nickname: 'Ann', Message: 'hi', Timestamp: 1000, Color: 3, Vip: 0, ...patch }) as ChatRow;

const ticket = { SportType: 1, MarketId: 9, Key: 'h', Price: 1.95, BetChoice: 'Home', KeyName: 'Arsenal', BetType: 1, BetTypeName: 'Handicap', OddsType: 3, OddsStake: 1200 };

describe('formatMessage by type', () => {
  it.each([
    [MessageType.Message, 'hi', { tone: 'chat', nickname: 'Ann', text: 'hi' }],
    [MessageType.At, '@Mai hi', { tone: 'mention', nickname: 'Ann', text: '@Mai hi' }],
    [MessageType.Broadcast, 'Kick-off!', { tone: 'system', nickname: '', text: 'Kick-off!' }],
    [MessageType.Welcome, '0,Ann', { tone: 'welcome', text: 'welcome-template-0{"nickname":"Ann"}' }],
    [MessageType.Welcome, '3,Ann', { tone: 'welcome', text: 'welcome-template-3{"nickname":"Ann"}' }],
    [MessageType.Gift, '12', { tone: 'gift', text: 'chat-sent-gift{"gift":"Rose"}' }],
    [MessageType.SpecialGift, '99', { tone: 'gift', text: 'chat-sent-gift{"gift":"chat-gift-fallback{\\"id\\":\\"99\\"}"}' }],
    [MessageType.FollowPromotedOdds, '1', { tone: 'follow', text: 'follow-template-1{"nickname":"Ann"}' }],
    [MessageType.FollowPlayerTicket, '0', { tone: 'follow', text: 'follow-player-template-0{"nickname":"Ann","target":"follow-player-fallback"}' }],
    [MessageType.Sticker, '/stickers/wave.png', { tone: 'sticker', imageUrl: '/stickers/wave.png' }],
    [MessageType.Sticker, 'javascript:alert(1)', { tone: 'sticker', text: 'javascript:alert(1)' }],
    [MessageType.Jackpot, '5,000 won', { tone: 'jackpot', nickname: '', text: '🏆 jackpot-prefix: 5,000 won' }],
    [MessageType.AIArmy, 'go', { tone: 'chat', text: 'go' }],
    [MessageType.NBALottery, 'Lakers drawn', { tone: 'system', text: 'Lakers drawn' }],
    [MessageType.Wheel, '100 coins', { tone: 'gift', text: 'chat-wheel-won{"prize":"100 coins"}' }],
    [MessageType.LuckyBox, '12,5', { tone: 'gift', text: 'chat-lucky-box-won{"gift":"Rose"}' }],
    [MessageType.WishCoin, '153', { tone: 'gift', text: 'chat-wish-coin' }],
    [MessageType.ProfitShare, '20', { tone: 'gift', text: 'chat-profit-share{"amount":"20"}' }],
    [MessageType.CoinGift, '12', { tone: 'gift', text: 'chat-sent-gift{"gift":"Rose"}' }],
  ])('type %i %j', (Type, Message, expected) => {
    const view = formatMessage(row({ Type, Message }), { t, giftName: (id) => (id === 12 ? 'Rose' : null) });
    expect(view).toMatchObject(expected);
  });

  it('parses a shared ticket and hides the choice for bet type 646', () => {
    expect(formatMessage(row({ Type: MessageType.ShowingTicket, Message: JSON.stringify(ticket) }), { t }).ticket)
      .toEqual({ betTypeName: 'Handicap', selection: 'Arsenal Home', price: 1.95, stake: 1200 });
    expect(formatMessage(row({ Type: MessageType.ShowingTicket, Message: JSON.stringify({ ...ticket, BetType: 646 }) }), { t }).ticket?.selection).toBe('Arsenal');
    expect(formatMessage(row({ Type: MessageType.ShowingTicket, Message: JSON.stringify({ ...ticket, BetChoice: 'Arsenal -0.5' }) }), { t }).ticket?.selection).toBe('Arsenal -0.5');
    expect(formatMessage(row({ Type: MessageType.ShowingTicket, Message: '{oops' }), { t }).ticket).toBeUndefined();
  });

  it('names the followed player in a FollowPlayerTicket line', () => {
    expect(formatMessage(row({ Type: MessageType.FollowPlayerTicket, Message: '1', FollowNickname: 'LuckyFan' }), { t }).text)
      .toBe('follow-player-template-1{"nickname":"Ann","target":"LuckyFan"}');
  });

  it('names the wheel prize of a Wheel line by its segment index, else shows the text', () => {
    const items = [{ Content1: '5', Content2: 'USD' }, { Content1: 'Thanks', Content2: '' }];
    const wheelPrize = (i: number) => wheelPrizeOf(items, i);
    expect(formatMessage(row({ Type: MessageType.Wheel, Message: '0' }), { t, wheelPrize }).text).toBe('chat-wheel-won{"prize":"5 USD"}');
    expect(formatMessage(row({ Type: MessageType.Wheel, Message: '1' }), { t, wheelPrize }).text).toBe('chat-wheel-won{"prize":"Thanks"}');
    expect(formatMessage(row({ Type: MessageType.Wheel, Message: '9' }), { t, wheelPrize }).text).toBe('chat-wheel-won{"prize":"9"}');
    expect(formatMessage(row({ Type: MessageType.Wheel, Message: '-1' }), { t, wheelPrize }).text).toBe('chat-wheel-won{"prize":"-1"}');
  });

  it('a Wheel line of a zero segment ("0 Try again!") does not say the member won (issue 17 item 7)', () => {
    const items = [{ Content1: '0', Content2: 'Try again!' }, { Content1: 'x5', Content2: 'coins' }];
    const wheelPrize = (i: number) => wheelPrizeOf(items, i);
    expect(formatMessage(row({ Type: MessageType.Wheel, Message: '0' }), { t, wheelPrize }).text).toBe('chat-wheel-no-prize');
    expect(formatMessage(row({ Type: MessageType.Wheel, Message: '1' }), { t, wheelPrize }).text).toBe('chat-wheel-won{"prize":"x5 coins"}');
  });

  it('masks and truncates the welcome name', () => {
    const noNick = formatMessage(row({ Type: MessageType.Welcome, Message: '1,x', Nickname: '', LicenseeUserName: 'player123', Vip: 3 }), { t });
    expect(noNick.text).toBe('welcome-template-1{"nickname":"play***"}');
    const long = formatMessage(row({ Type: MessageType.Welcome, Message: '2', Nickname: '王者荣耀大师兄弟姐妹' }), { t });
    expect(long.text).toBe('welcome-template-2{"nickname":"王者荣耀大师兄..."}');
  });

  it('shows escaped names as their characters (rendered as text, never HTML)', () => {
    expect(formatMessage(row({ Type: MessageType.Message, Nickname: '&lt;b&gt;Tom &amp; &quot;J&quot;' }), { t }).nickname).toBe('<b>Tom & "J"');
  });
});

describe('text rules', () => {
  it.each([
    ['Ann', 'Ann'],
    ['abcdefghijklmn', 'abcdefghijklmn'],
    ['abcdefghijklmno', 'abcdefghijklmn...'],
    ['王者荣耀大师兄弟', '王者荣耀大师兄弟'.slice(0, 7) + '...'],
    ['王者荣耀大师兄', '王者荣耀大师兄'],
    ['ab王者荣耀大师兄', 'ab王者荣耀大师...'],
  ])('truncateByWeight(%s) = %s', (name, expected) => {
    expect(truncateByWeight(name)).toBe(expected);
  });
  it.each([
    [null, 'abc', '***'],
    ['', 'abcd', '***'],
    ['', 'abcde', 'abcd***'],
    ['Nick', 'abcdef', 'Nick'],
    [null, null, '***'],
  ])('welcomeName(%j, %j) = %s', (nick, user, expected) => {
    expect(welcomeName(nick, user)).toBe(expected);
  });
  it('weighs Chinese characters 2', () => {
    expect([charWeight('王'), charWeight('a'), charWeight('ก')]).toEqual([2, 1, 1]);
  });
  it('unescapes only the four entities', () => {
    expect(unescapeName('&lt;&gt;&amp;&quot;&#39;')).toBe('<>&"&#39;');
  });
});

describe('message text conventions', () => {
  it('reads template ids from the first comma part, else a stable pick', () => {
    expect(templateId('2,Ann', 3, 0)).toBe(2);
    expect(templateId('7,Ann', 3, 5)).toBe(1);
    expect(templateId('Ann', 1, 4)).toBe(0);
  });
  it('parses lucky-box text', () => {
    expect(parseLuckyBox('12,5')).toEqual({ giftId: 12, luckyBoxId: 5 });
    expect(parseLuckyBox('12')).toBeNull();
  });
  it('validates shared-ticket JSON', () => {
    expect(parseSharedTicket(JSON.stringify(ticket))?.KeyName).toBe('Arsenal');
    expect(parseSharedTicket('{"KeyName":1}')).toBeNull();
  });
  it('jackpot and NBA lottery do not raise the new-message indicator', () => {
    expect(raisesNewMessageIndicator(MessageType.Jackpot)).toBe(false);
    expect(raisesNewMessageIndicator(MessageType.NBALottery)).toBe(false);
    expect(raisesNewMessageIndicator(MessageType.Message)).toBe(true);
  });
});
