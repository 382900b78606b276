// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageType } from '@sideline/protocol';
import { createI18n } from '../../../shared/i18n';
import type { GiftLookup, Translate } from './format';
import { formatMessage } from './format';
import { MessageRow } from './MessageRow';
import { GIFT_COMBO_MS, giftCombo } from './row';
import type { ChatRow } from './row';

const i18n = createI18n('en');
const gifts: Record<number, { name: string; img: string }> = { 103: { name: 'Golden Boot', img: '/media/gifts/103.png' }, 104: { name: 'Rose', img: 'javascript:alert(1)' } };
const giftName: GiftLookup = Object.assign((id: number) => gifts[id]?.name ?? null, { image: (id: number) => gifts[id]?.img ?? null });
const ctx = { t: i18n.t.bind(i18n) as unknown as Translate, giftName };
const at = Date.UTC(2026, 10, 25, 20, 7);
let id = 0;
const line = (patch: Partial<ChatRow> = {}): ChatRow => ({
  id: ++id, CustomerId: 7, Nickname: 'GoldenFan', Message: '103', Timestamp: at, Type: MessageType.Gift,
  Color: 3, GiftLevel: 0, LicenseeUserName: null, SiteId: 1, IsHate: false, Vip: 2, FollowNickname: null, ...patch,
});

describe('gift lines as compact cards (issue 17 item 6)', () => {
  it('show the gift picture, the sender and "sent <gift>", with ×N from the second of a combo', () => {
    render(<ul><MessageRow row={line()} ctx={ctx} own={false} combo={1} /><MessageRow row={line()} ctx={ctx} own={false} combo={3} /></ul>);
    const [first, third] = screen.getAllByTestId('chat-row');
    expect(first.className).toContain('chat-row--card');
    const img = first.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/media/gifts/103.png');
    // Decorative: the text names the gift, so a screen reader hears it once.
    expect(img?.getAttribute('alt')).toBe('');
    expect(first.textContent).toBe('VIP2GoldenFan sent Golden Boot');
    expect(third.textContent).toBe('VIP2GoldenFan sent Golden Boot ×3');
  });

  it('draw the gift icon when the picture is unknown or not a safe address, and name an unknown gift by its id', () => {
    render(<ul><MessageRow row={line({ Message: '104' })} ctx={ctx} own={false} /><MessageRow row={line({ Message: '999' })} ctx={ctx} own={false} /></ul>);
    const [rose, unknown] = screen.getAllByTestId('chat-row');
    expect(rose.querySelector('img')).toBeNull();
    expect(rose.querySelector('svg.chat-gift__img')).not.toBeNull();
    expect(unknown.textContent).toContain('sent gift #999');
  });

  it('leave other lines as they were', () => {
    render(<ul><MessageRow row={line({ Type: MessageType.Message, Message: 'hello' })} ctx={ctx} own={false} /></ul>);
    expect(screen.getByTestId('chat-row').className).not.toContain('chat-row--card');
    expect(formatMessage(line({ Type: MessageType.Message, Message: 'x' }), ctx).gift).toBeUndefined();
    expect(formatMessage(line({ Type: MessageType.SpecialGift }), ctx).gift).toEqual({ id: 103, imageUrl: '/media/gifts/103.png' });
  });
});

describe('giftCombo', () => {
  it('counts the same sender\'s same gift in a row, each within the combo gap', () => {
    const rows = [
      line({ Timestamp: at }), line({ Timestamp: at + 1_000 }), line({ Timestamp: at + 2_000 }),
      line({ Timestamp: at + 2_000 + GIFT_COMBO_MS }), // too late: a new combo
      line({ Timestamp: at + 40_000, Message: '104' }), // another gift
      line({ Timestamp: at + 41_000, Nickname: 'Other', CustomerId: 8, Message: '104' }), // another sender
      line({ Timestamp: at + 42_000, Type: MessageType.Message, Message: '104' }), // not a gift
    ];
    expect(rows.map((_, i) => giftCombo(rows, i))).toEqual([1, 2, 3, 1, 1, 1, 0]);
  });
});
