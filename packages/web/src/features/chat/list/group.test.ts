import { describe, expect, it } from 'vitest';
import { MessageType } from '@sideline/protocol';
import { continuesGroup, GROUP_GAP_MS } from './row';
import type { ChatRow } from './row';

const row = (over: Partial<ChatRow>): ChatRow => ({
  id: 1, CustomerId: 7, Nickname: 'Ann', Message: 'hi', Timestamp: 1_000_000, Type: MessageType.Message, Color: 1,
  GiftLevel: null, LicenseeUserName: null, SiteId: 1, IsHate: false, Vip: 0, FollowNickname: null, ...over,
});

describe('grouping a sender\'s consecutive lines', () => {
  it.each([
    ['the same sender a moment later', row({ Timestamp: 1_005_000 }), true],
    ['a mention or a sticker of the same sender', row({ Type: MessageType.At, Timestamp: 1_001_000 }), true],
    ['another sender', row({ CustomerId: 8, Nickname: 'Bob' }), false],
    ['the same sender two minutes later', row({ Timestamp: 1_000_000 + GROUP_GAP_MS }), false],
    ['a gift of the same sender', row({ Type: MessageType.Gift }), false],
    ['an anonymous line', row({ CustomerId: null }), false],
    ['a line that arrived out of order', row({ Timestamp: 999_000 }), false],
  ] as const)('%s: %s', (_what, next, grouped) => expect(continuesGroup(row({}), next)).toBe(grouped));

  it('the first line of the list starts a group', () => expect(continuesGroup(undefined, row({}))).toBe(false));
});
