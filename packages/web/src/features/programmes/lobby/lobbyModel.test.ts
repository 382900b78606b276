import { describe, expect, it } from 'vitest';
import type { EntertainmentProgramme } from '@sideline/protocol';
import { selectLobby } from './lobbyModel';

const p = (EventId: number, Status: 1 | 2 | 3 | 4, OpenTime = '2025-01-01T10:00:00'): EntertainmentProgramme => ({
  EventId, Status, OpenTime, Title: `p${EventId}`, AnchorId: 1, StreamerName: 's', ImageUrl: null, Tags: [], Language: 'vn', LayoutType: 0,
});

describe('selectLobby', () => {
  it('lists all live plus at most 3 not-started (soonest first), without the current one or ended ones', () => {
    const list = [
      p(1, 1), p(2, 2, '2025-01-01T12:00:00'), p(3, 3), p(4, 1), p(5, 2, '2025-01-01T11:00:00'),
      p(6, 2, '2025-01-01T13:00:00'), p(7, 2, '2025-01-01T14:00:00'), p(8, 4), p(9, 1),
    ];
    expect(selectLobby(list, 9).map((x) => x.EventId)).toEqual([1, 4, 5, 2, 6]);
    expect(selectLobby(list, null).map((x) => x.EventId)).toEqual([1, 4, 9, 5, 2, 6]);
  });
  it('is empty when only the current programme exists', () => {
    expect(selectLobby([p(1, 1)], 1)).toEqual([]);
  });
});
