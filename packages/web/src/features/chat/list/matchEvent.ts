import { MessageType, parseMatchEventLine } from '@sideline/protocol';
import type { MatchEventLine } from '@sideline/protocol';
import type { ChatRow } from './row';
import type { Translate } from './format';

/** The temporary slow mode a match event put the room in (issue 22 item 3). */
export interface SlowMode {
  /** Seconds between two messages. */
  seconds: number;
  /** Epoch ms (this device's clock) when it ends at the latest; the server's end line ends it sooner. */
  until: number;
}

/**
 * What a match-event line (type 19) does to the room's slow mode: a 'start' line in slow-mode
 * puts the room in it for its DurationSeconds — counted from `receivedAt` for a live line (this
 * device's clock), from its Timestamp for a history line —, an 'end' line (or a hold-tickets
 * start) takes it off. `undefined` for any other line: no change.
 */
export function slowModeAfter(row: ChatRow, receivedAt: number | null, now: number): SlowMode | null | undefined {
  if (row.Type !== MessageType.MatchEvent) return undefined;
  const line = parseMatchEventLine(row.Message);
  if (!line) return undefined;
  if (line.Phase === 'end' || line.Mode !== 'slow-mode' || !line.SlowModeSeconds || !line.DurationSeconds) return null;
  const until = (receivedAt ?? row.Timestamp) + line.DurationSeconds * 1000;
  return until > now ? { seconds: line.SlowModeSeconds, until } : null;
}

/** The last word of `rows` on slow mode (history: each line counted from its Timestamp). */
export function slowModeOfRows(rows: readonly ChatRow[], now: number): SlowMode | null {
  for (let i = rows.length - 1; i >= 0; i -= 1) {
    const next = slowModeAfter(rows[i]!, null, now);
    if (next !== undefined) return next;
  }
  return null;
}

const EVENT_KEYS = {
  goal: 'match-event-goal', 'red-card': 'match-event-red-card', penalty: 'match-event-penalty', var: 'match-event-var',
  'half-time': 'match-event-half-time', end: 'match-event-end',
} as const;

/** The text of a match-event line in the viewer's language (the event, its team, what the room does now). */
export function matchEventText(line: MatchEventLine, t: Translate): string {
  if (line.Phase === 'end') return t(line.Mode === 'hold-tickets' ? 'match-event-hold-end' : 'match-event-slow-mode-end');
  const event = line.Event ? t(EVENT_KEYS[line.Event]) : '';
  const head = line.Team ? t('match-event-team', { event, team: line.Team }) : event;
  const mode = line.Mode === 'hold-tickets'
    ? t('match-event-hold-tickets')
    : t('match-event-slow-mode', { seconds: line.SlowModeSeconds ?? 0, duration: line.DurationSeconds ?? 0 });
  return `${head} · ${mode}`;
}
