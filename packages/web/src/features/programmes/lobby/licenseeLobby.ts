import { MatchStatus, ScheduleDataType } from '@sideline/protocol';
import type { ScheduleItem } from '@sideline/protocol';

/** The three groups of the licensee lobby, in display order. */
export type LicenseeLobbyGroup = 'running' | 'non-live' | 'not-started';

const GROUP_OF: Partial<Record<MatchStatus, LicenseeLobbyGroup>> = {
  [MatchStatus.Running]: 'running',
  [MatchStatus.NonLive]: 'non-live',
  [MatchStatus.NotStart]: 'not-started',
};

/** Whether an item is the one being watched (a match by MatchId, a programme by EventId). */
function isCurrent(item: ScheduleItem, current: { matchId: number | null; eventId: number | null }): boolean {
  if (item.DataType === ScheduleDataType.Match) return current.matchId !== null && item.MatchId === current.matchId;
  return current.eventId !== null && item.EventId === current.eventId;
}

/**
 * The licensee screen's live-streaming lobby (schedule spec sections 2 and 4): the programme
 * list's other matches or streamers, grouped running, non-live, not started (the server's
 * statuses from Hong Kong time), the one being watched filtered out; ended ones never show.
 * Order inside a group is the server's.
 */
export function selectLicenseeLobby(
  programs: readonly ScheduleItem[], current: { matchId: number | null; eventId: number | null },
): { group: LicenseeLobbyGroup; items: ScheduleItem[] }[] {
  const groups: Record<LicenseeLobbyGroup, ScheduleItem[]> = { running: [], 'non-live': [], 'not-started': [] };
  for (const item of programs) {
    const group = GROUP_OF[item.MatchStatus];
    if (group && !isCurrent(item, current)) groups[group].push(item);
  }
  return (['running', 'non-live', 'not-started'] as const).filter((g) => groups[g].length > 0).map((group) => ({ group, items: groups[group] }));
}
