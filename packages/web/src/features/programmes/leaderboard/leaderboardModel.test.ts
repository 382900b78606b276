import { describe, expect, it } from 'vitest';
import type { DateRange, LeaderboardRow } from '@sideline/protocol';
import { ownRank, periodForRange, periodOptions, rankedRows, rangeOf, splitTop } from './leaderboardModel';

const range = (LeaderBoardDate: DateRange['LeaderBoardDate'], IsShowLast = false): DateRange => ({ LeaderBoardDate, IsShowLast, DateRange: LeaderBoardDate });

describe('leaderboard period rules', () => {
  it.each([
    ['weekly', [range('LastWeek', true), range('CurrentWeek')], 'LastWeek'],
    ['weekly', [range('LastWeek', false), range('CurrentWeek')], 'CurrentWeek'],
    ['weekly', [range('CurrentWeek')], 'CurrentWeek'],
    ['monthly', [range('LastMonth', true), range('CurrentMonth')], 'LastMonth'],
    ['monthly', [range('LastWeek', true), range('CurrentMonth')], 'CurrentMonth'],
  ] as const)('%s with %o → %s', (r, ranges, period) => expect(periodForRange(r, ranges)).toBe(period));

  it('offers the periods the server lists for the tab (dropdown only when more than one)', () => {
    expect(periodOptions('weekly', [range('CurrentWeek'), range('CurrentMonth')]).map((r) => r.LeaderBoardDate)).toEqual(['CurrentWeek']);
    expect(periodOptions('monthly', [range('LastMonth'), range('CurrentMonth')])).toHaveLength(2);
  });
  it('maps periods to tabs', () => {
    expect([rangeOf('LastWeek'), rangeOf('CurrentMonth')]).toEqual(['weekly', 'monthly']);
  });
});

describe('rows and own rank', () => {
  const row = (NickName: string, Score: number, LeaderBoardDate: LeaderboardRow['LeaderBoardDate'] = 'CurrentWeek'): LeaderboardRow =>
    ({ NickName, Score, IsMe: false, LeaderBoardDate });
  it('ranks one period by score and splits top 3 from the rest', () => {
    const rows = rankedRows([row('a', 5), row('b', 50), row('x', 999, 'CurrentMonth'), row('c', 20), row('d', 1), row('e', 20)], 'CurrentWeek');
    expect(rows.map((r) => `${r.Rank}${r.NickName}`)).toEqual(['1b', '2c', '3e', '4a', '5d']);
    const { top, rest } = splitTop(rows);
    expect(top.map((r) => r.NickName)).toEqual(['b', 'c', 'e']);
    expect(rest[0]?.Rank).toBe(4);
  });
  it.each([
    [[{ LeaderBoardDate: 'CurrentWeek', Rank: 1, Score: 9 }], { rank: 1, score: 9 }],
    [[{ LeaderBoardDate: 'CurrentWeek', Rank: 50, Score: 2 }], { rank: 50, score: 2 }],
    [[{ LeaderBoardDate: 'CurrentWeek', Rank: 51, Score: 1 }], { rank: null, score: 1 }],
    [[{ LeaderBoardDate: 'CurrentWeek', Rank: null, Score: 0 }], { rank: null, score: 0 }],
    [[{ LeaderBoardDate: 'LastWeek', Rank: 3, Score: 5 }], { rank: null, score: 0 }],
  ] as const)('own rank %o → %o', (ranks, out) => expect(ownRank(ranks, 'CurrentWeek')).toEqual(out));
});
