import { describe, expect, it } from 'vitest';
import { IndecentWordType, MessageType } from '@sideline/protocol';
import { buildIndecentPattern, isIndecent } from './indecent';
import { decideSend } from './send';
import type { SendContext } from './send';
import { toggleDrawer, insertMention, wantsMentionHelper } from './drawers';

const words = buildIndecentPattern([
  { Type: IndecentWordType.Anywhere, Content: 'bad' },
  { Type: IndecentWordType.Anywhere, Content: 'a.b' },
  { Type: IndecentWordType.WholeWord, Content: 'ass' },
  { Type: IndecentWordType.WholeWord, Content: 'ควาย' },
]);
const ctx: SendContext = {
  isLoggedIn: true, isMatchOpen: true, tokenExpired: false, nickname: 'Ann', lengthLimit: 10, indecent: words,
  cooldownUntil: 0, now: 1000, streamerName: 'Mai',
};

describe('indecent pattern', () => {
  it.each([
    ['this is BAD', true],
    ['badminton', true],
    ['a.b', true],
    ['axb', false],
    ['you ass', true],
    ['class act', false],
    ['ASS!', true],
    ['ไอ้ควาย', true],
    ['ควายป่า', false],
    ['fine', false],
  ])('%s → %s', (text, expected) => {
    expect(isIndecent(words, text)).toBe(expected);
  });
  it('no words: no pattern', () => {
    expect(buildIndecentPattern([])).toBeNull();
  });
});

describe('decideSend', () => {
  it.each<[string, Partial<SendContext>, ReturnType<typeof decideSend>]>([
    ['hi', { isLoggedIn: false }, { kind: 'login' }],
    ['hi', { isMatchOpen: false }, { kind: 'closed' }],
    ['hi', { tokenExpired: true }, { kind: 'closed' }],
    ['   ', {}, { kind: 'blank' }],
    ['hi', { nickname: null }, { kind: 'nickname' }],
    ['hi', { cooldownUntil: 2000 }, { kind: 'cooldown' }],
    ['so bad', {}, { kind: 'indecent' }],
    [' hi ', {}, { kind: 'send', text: 'hi', type: MessageType.Message }],
    ['0123456789abc', {}, { kind: 'send', text: '0123456789', type: MessageType.Message }],
    ['@Mai   hi', {}, { kind: 'send', text: '@Mai hi', type: MessageType.At }],
    ['@mai hi', {}, { kind: 'send', text: '@Mai hi', type: MessageType.At }],
    ['hey @Mai', { lengthLimit: null }, { kind: 'send', text: 'hey @Mai ', type: MessageType.At }],
    ['@Mai hi', { streamerName: null }, { kind: 'send', text: '@Mai hi', type: MessageType.Message }],
  ])('%j with %j', (text, patch, expected) => {
    expect(decideSend(text, { ...ctx, ...patch })).toEqual(expected);
  });
});

describe('chat bar helpers', () => {
  it('keeps one drawer open at a time', () => {
    expect(toggleDrawer(null, 'gift')).toBe('gift');
    expect(toggleDrawer('gift', 'sticker')).toBe('sticker');
    expect(toggleDrawer('sticker', 'sticker')).toBeNull();
  });
  it('shows the @ helper after a typed @ and inserts the mention', () => {
    expect(wantsMentionHelper('hello @', 'Mai')).toBe(true);
    expect(wantsMentionHelper('a@', 'Mai')).toBe(false);
    expect(wantsMentionHelper('@', null)).toBe(false);
    expect(insertMention('hello @', 'Mai')).toBe('hello @Mai ');
  });
});
