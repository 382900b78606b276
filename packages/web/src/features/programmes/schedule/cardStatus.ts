import { MatchStatus, ProgramStatus, ScheduleDataType } from '@sideline/protocol';
import type { LivePrograms, LocalEventFields, ScheduleItem } from '@sideline/protocol';

/** How a schedule card looks: a live badge, the end overlay, or the (local) start time. */
export type CardDisplay = 'live' | 'end' | 'upcoming' | 'none';

export interface CardState {
  display: CardDisplay;
  /** Only live (entertainment) or running (match) cards open (spec section 4). */
  clickable: boolean;
}

/** The status fields of a schedule item the card rules read. */
export type StatusFields = Pick<ScheduleItem, 'DataType' | 'MatchStatus' | 'Status'>;

/**
 * Card status rules (spec section 4 "Schedule statuses"): a running match or a live programme
 * shows the live badge and is the only clickable kind; an ended one shows the
 * 'streamer-live-end' overlay; a not-started one (and a match without a live stream, NonLive)
 * shows its local date or 'today' and time. Cancelled matches show nothing and do not open.
 */
export function cardState(item: StatusFields): CardState {
  if (item.DataType === ScheduleDataType.Entertainment) {
    switch (item.Status) {
      case ProgramStatus.Live: return { display: 'live', clickable: true };
      case ProgramStatus.End: return { display: 'end', clickable: false };
      case ProgramStatus.NotStart:
      case ProgramStatus.Preview: return { display: 'upcoming', clickable: false };
      default: return { display: 'none', clickable: false };
    }
  }
  switch (item.MatchStatus) {
    case MatchStatus.Running: return { display: 'live', clickable: true };
    case MatchStatus.End: return { display: 'end', clickable: false };
    case MatchStatus.NotStart:
    case MatchStatus.NonLive: return { display: 'upcoming', clickable: false };
    default: return { display: 'none', clickable: false };
  }
}

/**
 * Applies a PushLivePrograms push (spec section 4): a listed match not yet running becomes
 * Running and a running match no longer listed becomes End; a listed programme becomes Live and
 * a live programme no longer listed becomes End. Unchanged items keep their identity, and the
 * same array comes back when nothing changed (so React skips the render).
 */
export function applyLivePrograms<T extends StatusFields & Pick<ScheduleItem, 'MatchId' | 'EventId'>>(items: readonly T[], push: LivePrograms): T[] {
  const liveMatches = new Set(push.LiveMatchIds);
  const liveEvents = new Set(push.LiveEntertainmentEventIds);
  let changed = false;
  const next = items.map((item) => {
    if (item.DataType === ScheduleDataType.Entertainment) {
      const listed = item.EventId !== null && liveEvents.has(item.EventId);
      if (listed && item.Status !== ProgramStatus.Live) {
        changed = true;
        return { ...item, Status: ProgramStatus.Live };
      }
      if (!listed && item.Status === ProgramStatus.Live) {
        changed = true;
        return { ...item, Status: ProgramStatus.End };
      }
      return item;
    }
    const listed = liveMatches.has(item.MatchId);
    if (listed && item.MatchStatus !== MatchStatus.Running) {
      changed = true;
      return { ...item, MatchStatus: MatchStatus.Running };
    }
    if (!listed && item.MatchStatus === MatchStatus.Running) {
      changed = true;
      return { ...item, MatchStatus: MatchStatus.End };
    }
    return item;
  });
  return changed ? next : (items as T[]);
}

/** The text of a not-started card: 'today' (translated by the caller) or MM/DD, then HH:mm. */
export function startLabel(local: LocalEventFields, todayText: string): string {
  if (!local.UserLocalEventTime) return '';
  return `${local.IsToday ? todayText : local.UserLocalEventDate} ${local.UserLocalEventTime}`;
}
