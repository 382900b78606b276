// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MessageType } from '@sideline/protocol';
import { createI18n } from '../../../shared/i18n';
import type { Translate } from './format';
import { MessageRow } from './MessageRow';
import type { ChatRow } from './row';

const i18n = createI18n('en');
const ctx = { t: i18n.t.bind(i18n) as unknown as Translate };
const at = new Date(2026, 10, 25, 20, 7).getTime();
const row: ChatRow = {
  id: 1, CustomerId: 2, Nickname: 'Bo', Message: 'what a save', Timestamp: at, Type: MessageType.Message,
  Color: 2, GiftLevel: null, LicenseeUserName: null, SiteId: 1, IsHate: false, Vip: 0, FollowNickname: null,
};

describe("a line's time and actions (issue 17 item 6)", () => {
  it('render nothing until asked for: a quiet list carries no hidden buttons', () => {
    render(<ul><MessageRow row={row} ctx={ctx} own={false} onAuthor={() => undefined} onMention={() => undefined} /></ul>);
    expect(screen.queryByTestId('chat-row-actions')).toBeNull();
  });

  it('show with the keyboard focus on the line (its name button): time, Mention and Block or report', () => {
    const onMention = vi.fn();
    const onAuthor = vi.fn();
    render(<ul><MessageRow row={row} ctx={ctx} own={false} onAuthor={onAuthor} onMention={onMention} /></ul>);
    act(() => screen.getByRole('button', { name: 'Bo' }).focus());
    expect(screen.getByTestId('chat-row-actions').querySelector('time')?.textContent).toBe('20:07');
    fireEvent.click(screen.getByRole('button', { name: '@ Mention' }));
    expect(onMention).toHaveBeenCalledWith('Bo');
    fireEvent.click(screen.getByRole('button', { name: 'Block or report' }));
    expect(onAuthor).toHaveBeenCalledWith(row);
  });

  it('show after a long press on a touch screen, and close on a touch elsewhere', () => {
    vi.useFakeTimers();
    try {
      render(<><ul><MessageRow row={row} ctx={ctx} own={false} onMention={() => undefined} /></ul><button type="button">elsewhere</button></>);
      const line = screen.getByTestId('chat-row');
      fireEvent.pointerDown(line, { pointerType: 'touch' });
      act(() => { vi.advanceTimersByTime(600); });
      expect(screen.getByTestId('chat-row-actions')).toBeTruthy();
      fireEvent.pointerDown(screen.getByRole('button', { name: 'elsewhere' }), { pointerType: 'touch' });
      expect(screen.queryByTestId('chat-row-actions')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("offer the viewer's own line only its time", () => {
    render(<ul><MessageRow row={row} ctx={ctx} own onAuthor={() => undefined} onMention={() => undefined} /></ul>);
    fireEvent.focus(screen.getByTestId('chat-row'));
    expect(screen.getByTestId('chat-row-actions').querySelectorAll('button')).toHaveLength(0);
  });
});
