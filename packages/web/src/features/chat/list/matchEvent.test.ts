import { describe, expect, it } from 'vitest';
import { LANGUAGES, MessageType } from '@sideline/protocol';
import type { MatchEventLine } from '@sideline/protocol';
import { createI18n } from '../../../shared/i18n';
import { formatMessage } from './format';
import type { Translate } from './format';
import { keepMessage } from './history';
import { matchEventText, slowModeAfter, slowModeOfRows } from './matchEvent';
import { toChatRow } from './row';
import type { ChatRow } from './row';

const start: MatchEventLine = { Phase: 'start', Event: 'goal', Team: 'Reds', Mode: 'slow-mode', SlowModeSeconds: 10, DurationSeconds: 60 };
const end: MatchEventLine = { Phase: 'end', Event: null, Team: null, Mode: 'slow-mode', SlowModeSeconds: null, DurationSeconds: null };
const line = (body: unknown, Timestamp = 1_000): ChatRow =>
  toChatRow({ CustomerId: 0, Nickname: '', Message: typeof body === 'string' ? body : JSON.stringify(body), Timestamp, Type: MessageType.MatchEvent, Color: 1 }) as ChatRow;
const chat = toChatRow({ CustomerId: 2, Nickname: 'Ann', Message: 'hi', Timestamp: 2_000, Type: 1, Color: 1 }) as ChatRow;

describe('match-event lines (type 19, issue 22 item 3)', () => {
  it('a live start line puts the room in slow mode for its duration from arrival; an end line or hold-tickets takes it off', () => {
    expect(slowModeAfter(line(start), 50_000, 50_000)).toEqual({ seconds: 10, until: 110_000 });
    expect(slowModeAfter(line(end), 50_000, 50_000)).toBeNull();
    expect(slowModeAfter(line({ ...start, Mode: 'hold-tickets', SlowModeSeconds: null }), 50_000, 50_000)).toBeNull();
    expect(slowModeAfter(chat, 50_000, 50_000)).toBeUndefined();
    expect(slowModeAfter(line('not json'), 50_000, 50_000)).toBeUndefined();
  });

  it('history: the last match-event line decides, counted from its Timestamp', () => {
    expect(slowModeOfRows([line(start, 1_000), chat], 30_000)).toEqual({ seconds: 10, until: 61_000 });
    expect(slowModeOfRows([line(start, 1_000), chat], 61_000)).toBeNull();
    expect(slowModeOfRows([line(start, 1_000), line(end, 5_000), chat], 6_000)).toBeNull();
    expect(slowModeOfRows([chat], 6_000)).toBeNull();
  });

  it('reads as a system line in every language (no key names), and a malformed one is dropped', () => {
    for (const lang of LANGUAGES) {
      const i18n = createI18n(lang);
      const t = i18n.t.bind(i18n) as unknown as Translate;
      for (const body of [start, end, { ...start, Event: 'red-card' }, { ...start, Event: 'half-time', Team: null, Mode: 'hold-tickets', SlowModeSeconds: null }, { ...end, Mode: 'hold-tickets' }]) {
        const view = formatMessage(line(body), { t });
        expect(view.tone).toBe('system');
        expect(view.text).not.toMatch(/match-event|\{\{/);
      }
    }
    const en = createI18n('en');
    const t = en.t.bind(en) as unknown as Translate;
    expect(matchEventText(start, t)).toBe('Goal! — Reds · Slow mode for 60 s: one message every 10 s');
    expect(matchEventText(end, t)).toBe('Slow mode is over — chat as usual');
    const ctx = { ownCustomerId: 1, ownNickname: 'Me', siteId: 1, isJioo: false, blockedIds: new Set<number>() };
    expect(keepMessage(line(start), ctx)).toBe(true);
    expect(keepMessage(line('{"Phase":"start"}'), ctx)).toBe(false);
  });
});
