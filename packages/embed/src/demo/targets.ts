/** Pure rules about demo targets: which widget route opens them and how to label them. */
import { MatchStatus, ProgramStatus, type DemoTarget } from '@sideline/protocol';
import type { WidgetRoute } from '../sdk/types';

export type TargetKind = DemoTarget['Kind'];

/** A match opens the licensee page, a programme the entertainment page, a broadcast the listener. */
export const ROUTE_OF_KIND: Readonly<Record<TargetKind, WidgetRoute>> = {
  match: '/licensee',
  programme: '/entertainmentplugin',
  broadcast: '/broadcastplugin',
};

export const KIND_HEADINGS: Readonly<Record<TargetKind, string>> = {
  match: 'Matches',
  programme: 'Programmes',
  broadcast: 'Broadcasts',
};

export const KIND_NAMES: Readonly<Record<TargetKind, string>> = {
  match: 'Match',
  programme: 'Programme',
  broadcast: 'Broadcast',
};

export const KIND_ORDER: readonly TargetKind[] = ['match', 'programme', 'broadcast'];

/** Status badge text: programmes use the programme statuses, matches and broadcasts the match ones. */
export function statusLabel(target: DemoTarget): { text: string; live: boolean } {
  if (target.Kind === 'programme') {
    switch (target.Status) {
      case ProgramStatus.Live: return { text: 'Live', live: true };
      case ProgramStatus.NotStart: return { text: 'Upcoming', live: false };
      case ProgramStatus.End: return { text: 'Ended', live: false };
      case ProgramStatus.Preview: return { text: 'Preview', live: false };
      default: return { text: 'Unknown', live: false };
    }
  }
  switch (target.Status) {
    case MatchStatus.Running: return { text: 'Live', live: true };
    case MatchStatus.NotStart: return { text: 'Upcoming', live: false };
    case MatchStatus.End: return { text: 'Ended', live: false };
    case MatchStatus.Canceled: return { text: 'Cancelled', live: false };
    case MatchStatus.NonLive: return { text: 'No stream', live: false };
    default: return { text: 'Unknown', live: false };
  }
}

/**
 * A target's identity. A broadcast shares its match's MatchId, so the id alone is ambiguous:
 * the key is `<Kind>:<MatchId>`.
 */
export type TargetKey = `${TargetKind}:${number}`;

export function targetKey(target: Pick<DemoTarget, 'Kind' | 'MatchId'>): TargetKey {
  return `${target.Kind}:${target.MatchId}`;
}

/** Test id of a target button: `target-<MatchId>`, and `target-broadcast-<MatchId>` for broadcasts (same id as their match). */
export function targetTestId(target: Pick<DemoTarget, 'Kind' | 'MatchId'>): string {
  return target.Kind === 'broadcast' ? `target-broadcast-${target.MatchId}` : `target-${target.MatchId}`;
}

/** The saved target when it still exists, else the first live one, else the first. */
export function pickTarget(targets: readonly DemoTarget[], savedKey: string | null): DemoTarget | null {
  return targets.find((t) => targetKey(t) === savedKey)
    ?? targets.find((t) => statusLabel(t).live)
    ?? targets[0]
    ?? null;
}
