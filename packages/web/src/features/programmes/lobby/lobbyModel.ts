import { LOBBY_MAX_NOT_STARTED, ProgramStatus } from '@sideline/protocol';
import type { EntertainmentProgramme } from '@sideline/protocol';

/**
 * The live-streaming lobby (spec sections 4 and 9): every live programme plus at most 3
 * not-started ones (soonest first), without the one being watched. Live ones come first.
 */
export function selectLobby(programmes: readonly EntertainmentProgramme[], currentEventId: number | null): EntertainmentProgramme[] {
  const others = programmes.filter((p) => p.EventId !== currentEventId);
  const live = others.filter((p) => p.Status === ProgramStatus.Live);
  const soon = others
    .filter((p) => p.Status === ProgramStatus.NotStart)
    .sort((a, b) => a.OpenTime.localeCompare(b.OpenTime))
    .slice(0, LOBBY_MAX_NOT_STARTED);
  return [...live, ...soon];
}
