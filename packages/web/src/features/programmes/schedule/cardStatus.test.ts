import { describe, expect, it } from 'vitest';
import { MatchStatus, ProgramStatus, ScheduleDataType } from '@sideline/protocol';
import { applyLivePrograms, cardState, startLabel } from './cardStatus';

const M = ScheduleDataType.Match;
const E = ScheduleDataType.Entertainment;

describe('cardState (spec section 4 card rules)', () => {
  it.each([
    [M, MatchStatus.Running, null, 'live', true],
    [M, MatchStatus.NotStart, null, 'upcoming', false],
    [M, MatchStatus.NonLive, null, 'upcoming', false],
    [M, MatchStatus.End, null, 'end', false],
    [M, MatchStatus.Canceled, null, 'none', false],
    [E, MatchStatus.NotStart, ProgramStatus.Live, 'live', true],
    [E, MatchStatus.Running, ProgramStatus.NotStart, 'upcoming', false],
    [E, MatchStatus.NotStart, ProgramStatus.Preview, 'upcoming', false],
    [E, MatchStatus.NotStart, ProgramStatus.End, 'end', false],
    [E, MatchStatus.Running, null, 'none', false],
  ] as const)('DataType %s MatchStatus %s Status %s → %s, clickable %s', (DataType, MatchStatus_, Status, display, clickable) => {
    expect(cardState({ DataType, MatchStatus: MatchStatus_, Status })).toEqual({ display, clickable });
  });
});

describe('applyLivePrograms (PushLivePrograms)', () => {
  const item = (DataType: 1 | 2, MatchId: number, EventId: number | null, MatchStatus_: 1 | 2 | 3 | 4 | 5, Status: 1 | 2 | 3 | 4 | null) =>
    ({ DataType, MatchId, EventId, MatchStatus: MatchStatus_, Status });

  it.each([
    ['listed not-started match → Running', item(M, 1, null, 2, null), [1], [], { MatchStatus: 1 }],
    ['listed running match stays', item(M, 1, null, 1, null), [1], [], { MatchStatus: 1 }],
    ['running match no longer listed → End', item(M, 1, null, 1, null), [], [], { MatchStatus: 3 }],
    ['not-started match not listed stays', item(M, 1, null, 2, null), [], [], { MatchStatus: 2 }],
    ['listed ended match → Running', item(M, 1, null, 3, null), [1], [], { MatchStatus: 1 }],
    ['listed programme → Live', item(E, 0, 7, 2, 2), [], [7], { Status: 1 }],
    ['live programme no longer listed → End', item(E, 0, 7, 2, 1), [], [], { Status: 3 }],
    ['not-started programme not listed stays', item(E, 0, 7, 2, 2), [], [], { Status: 2 }],
    ['a programme ignores the match list', item(E, 7, 8, 2, 2), [7], [], { Status: 2 }],
  ])('%s', (_name, it_, matches, events, expected) => {
    const [out] = applyLivePrograms([it_], { LiveMatchIds: matches, LiveEntertainmentEventIds: events });
    expect(out).toMatchObject(expected);
  });

  it('returns the same array when nothing changed', () => {
    const items = [item(M, 1, null, 1, null)];
    expect(applyLivePrograms(items, { LiveMatchIds: [1], LiveEntertainmentEventIds: [] })).toBe(items);
  });
});

describe('startLabel', () => {
  it.each([
    [{ UserLocalEventDate: '03/10', UserLocalEventTime: '20:30', IsToday: true }, 'Today 20:30'],
    [{ UserLocalEventDate: '03/11', UserLocalEventTime: '08:00', IsToday: false }, '03/11 08:00'],
    [{ UserLocalEventDate: '', UserLocalEventTime: '', IsToday: false }, ''],
  ])('%o → %s', (local, text) => expect(startLabel(local, 'Today')).toBe(text));
});
