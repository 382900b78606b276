import { describe, expect, it } from 'vitest';
import type { ScheduleItem } from '@sideline/protocol';
import { selectLicenseeLobby } from './licenseeLobby';

const item = (Id: number, MatchStatus: 1 | 2 | 3 | 4 | 5, DataType: 1 | 2 = 1, EventId: number | null = null): ScheduleItem => ({
  Id, DataType, MatchId: Id, EventId, AnchorId: 1, AnchorName: 'a', AnchorImageUrl: null, Language: 'EN', EventTime: '2026-11-24T20:00:00',
  OpenTime: null, MatchStatus, Status: null, SportType: 1, LeagueId: 1, LeagueName: 'L', LeagueIconUrl: null, HomeTeam: 'H', AwayTeam: 'A',
  HomeIconUrl: null, AwayIconUrl: null, HomeTeamIconUrl: null, AwayTeamIconUrl: null, GlobalShowTime: null, Title: null, LayoutType: 0,
  Tags: [], StreamingProvider: null, StreamingSrc: null, NonLive: MatchStatus === 5, MatchTime: null,
});

describe('selectLicenseeLobby (issue 16 item 2)', () => {
  it('groups running, non-live and not started, without the current match or ended ones', () => {
    const list = [item(1, 1), item(2, 2), item(3, 5), item(4, 1), item(5, 3), item(6, 4)];
    expect(selectLicenseeLobby(list, { matchId: 4, eventId: null }).map((g) => [g.group, g.items.map((i) => i.Id)])).toEqual([
      ['running', [1]], ['non-live', [3]], ['not-started', [2]],
    ]);
  });
  it('filters the current programme out by its EventId, not a match with the same number', () => {
    const list = [item(7, 1, 2, 90), item(90, 1)];
    expect(selectLicenseeLobby(list, { matchId: null, eventId: 90 }).flatMap((g) => g.items.map((i) => i.Id))).toEqual([90]);
  });
  it('is empty when only the current match is listed', () => {
    expect(selectLicenseeLobby([item(1, 1)], { matchId: 1, eventId: null })).toEqual([]);
  });
});
