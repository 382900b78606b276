import { describe, expect, it } from 'vitest';
import { MessageType } from '../enums';
import { chatPreviewLines } from './preview';
import type { PreviewSource } from './preview';
import type { KeepContext } from './lines';

const ctx: KeepContext = { ownCustomerId: 1, ownNickname: 'Ann', siteId: 1, isJioo: false, blockedIds: new Set([3]) };
let clock = 1_700_000_000_000;
const msg = (patch: Partial<PreviewSource>): PreviewSource => ({
  CustomerId: 2, Nickname: 'Bo', Message: 'hello', Timestamp: (clock += 1_000), Type: MessageType.Message, IsHate: false, Color: 3, Vip: 0, ...patch,
});

describe('the chat preview of a page (issue 20): the lines the list would show first', () => {
  it('keeps what the list keeps: not hate from others, not blocked customers, own hate kept', () => {
    const lines = chatPreviewLines([
      msg({ Message: 'a' }),
      msg({ Message: 'hate', IsHate: true }),
      msg({ Message: 'blocked', CustomerId: 3, Nickname: 'Cy' }),
      msg({ Message: 'own hate', IsHate: true, CustomerId: 1, Nickname: 'Ann' }),
    ], ctx);
    expect(lines.map((l) => l.text)).toEqual(['a', 'own hate']);
    expect(lines[1]).toMatchObject({ own: true, nickname: 'Ann' });
  });

  it('draws written lines and notices only: gifts, tickets and welcomes wait for the widget', () => {
    const lines = chatPreviewLines([
      msg({ Message: 'hi @Mai', Type: MessageType.At }),
      msg({ Message: '12,1', Type: MessageType.Gift }),
      msg({ Message: 'Kick-off in 5', Type: MessageType.Broadcast, CustomerId: null, Nickname: 'System' }),
      msg({ Message: '0', Type: MessageType.Welcome }),
    ], ctx);
    expect(lines.map((l) => [l.tone, l.nickname, l.text])).toEqual([['mention', 'Bo', 'hi @Mai'], ['system', '', 'Kick-off in 5']]);
  });

  it("groups one sender's consecutive lines as the list does, and a line after a gift starts anew", () => {
    const lines = chatPreviewLines([
      msg({ Message: '1' }), msg({ Message: '2' }), msg({ Message: 'gift', Type: MessageType.Gift }), msg({ Message: '3' }),
      msg({ Message: '4', Timestamp: clock + 3 * 60_000 }),
    ], ctx);
    expect(lines.map((l) => [l.text, l.continued])).toEqual([['1', false], ['2', true], ['3', false], ['4', false]]);
  });

  it('unescapes names (they arrive escaped), keeps the colour 1-10 (else 1) and the VIP level', () => {
    const [a, b] = chatPreviewLines([msg({ Nickname: '&lt;b&gt;Bo&amp;Co', Color: 11, Vip: 4 }), msg({ CustomerId: 5, Color: '7' })], ctx);
    expect(a).toMatchObject({ nickname: '<b>Bo&Co', color: 1, vip: 4 });
    expect(b).toMatchObject({ color: 7, vip: 0 });
  });

  it('draws the newest lines up to the bound', () => {
    const lines = chatPreviewLines(Array.from({ length: 40 }, (_, i) => msg({ Message: String(i), CustomerId: i + 10 })), ctx, 5);
    expect(lines.map((l) => l.text)).toEqual(['35', '36', '37', '38', '39']);
  });
});
