import { MatchStatus, ProgramStatus } from '@sideline/protocol';
import type { Store } from '../store/types';
import { startPeriodicStep, type PeriodicStep } from '../ops/periodic';
import { matchTimes, setMatchStatus, setProgrammeStatus } from '../features/schedule/index';
import { programmeTimes } from '../features/programmes/index';
import type { LivePublisher, MatchStartHook } from '../features/schedule/index';

/**
 * The schedule's demo life (on only under `config.sim`): matches and programmes go live when
 * their time comes, end after their length, and items this driver ended come back a while
 * later as upcoming ones, so the topic page and the lobby keep changing state. Every change
 * goes through `features/schedule/live`, which pushes PushLivePrograms when the live set moves.
 */
export const MATCH_LENGTH_MS = 2 * 3600_000;
export const PROGRAMME_LENGTH_MS = 90 * 60_000;
/** An item that ended between these two ages (ms after its end) is rescheduled. */
export const RECYCLE_AFTER_MS = 45 * 60_000;
export const RECYCLE_BEFORE_MS = 12 * 3600_000;
export const DRIVER_INTERVAL_MS = 15_000;
/**
 * A world left alone for a day (a restart on an old database) has ended everything: when fewer
 * than MIN_ACTIVE items of a kind are live or upcoming, the oldest ended ones come back as
 * upcoming, keeping the KEEP_ENDED most recent ended ones for the cards' end overlay.
 */
export const MIN_ACTIVE = 6;
export const KEEP_ENDED = 2;

export interface ScheduleDriverOptions {
  store: Store;
  publish: LivePublisher;
  now?: () => number;
  intervalMs?: number;
  log?: { error(obj: unknown, msg?: string): void };
  /**
   * Called after a match went from NotStart to Running (e.g. publish PushEventStart to its chat
   * and ads groups: `features/streaming` `publishEventStart`). Failures are logged, never stop a step.
   */
  onMatchStart?: MatchStartHook;
  /**
   * Steps run only while this returns true (the node leads the cluster's demo life, see
   * `sim/leader.ts`); default always.
   */
  isLeader?: () => boolean;
}

/** `tick()` steps at the clock's now and resolves with how many items changed; `stop()` waits for a step under way. */
export type ScheduleDriver = PeriodicStep;

/** Minutes ahead a recycled item restarts: 20-110, spread by id so items do not move together. */
export function recycleDelayMs(id: number): number {
  return (20 + (id % 10) * 10) * 60_000;
}

/** One driver step (exported for tests): the transitions due at `now`. */
export async function scheduleStep(store: Store, publish: LivePublisher, now: number, onMatchStart?: MatchStartHook): Promise<number> {
  let changed = 0;
  const matches = await matchTimes(store.db);
  for (const m of matches) {
    const at = Number(m.event_time);
    let patch: { status: number; at?: number } | null = null;
    if (m.status === MatchStatus.NotStart && at <= now) patch = { status: MatchStatus.Running };
    else if (m.status === MatchStatus.Running && at + MATCH_LENGTH_MS <= now) patch = { status: MatchStatus.End };
    else if (m.status === MatchStatus.End) {
      const age = now - (at + MATCH_LENGTH_MS);
      if (age >= RECYCLE_AFTER_MS && age < RECYCLE_BEFORE_MS) patch = { status: MatchStatus.NotStart, at: now + recycleDelayMs(m.id) };
    }
    if (patch) {
      await setMatchStatus(store, publish, m.id, patch);
      changed += 1;
      if (onMatchStart && m.status === MatchStatus.NotStart && patch.status === MatchStatus.Running) await onMatchStart(m.id);
    }
  }
  const programmes = await programmeTimes(store.db);
  for (const p of programmes) {
    const at = Number(p.open_time);
    let patch: { status: number; at?: number } | null = null;
    if (p.status === ProgramStatus.NotStart && at <= now) patch = { status: ProgramStatus.Live };
    else if (p.status === ProgramStatus.Live && at + PROGRAMME_LENGTH_MS <= now) patch = { status: ProgramStatus.End };
    else if (p.status === ProgramStatus.End) {
      const age = now - (at + PROGRAMME_LENGTH_MS);
      if (age >= RECYCLE_AFTER_MS && age < RECYCLE_BEFORE_MS) patch = { status: ProgramStatus.NotStart, at: now + recycleDelayMs(p.event_id) };
    }
    if (patch) {
      await setProgrammeStatus(store, publish, p.event_id, patch);
      changed += 1;
    }
  }
  changed += await refill(store, publish, now);
  return changed;
}

/** Brings the oldest ended items back as upcoming ones when too few are live or upcoming. */
async function refill(store: Store, publish: LivePublisher, now: number): Promise<number> {
  let changed = 0;
  const matches = await matchTimes(store.db);
  const endedMatches = matches.filter((m) => m.status === MatchStatus.End || m.status === MatchStatus.Canceled)
    .sort((a, b) => Number(b.event_time) - Number(a.event_time) || a.id - b.id);
  const matchDeficit = MIN_ACTIVE - (matches.length - endedMatches.length);
  for (const m of endedMatches.slice(KEEP_ENDED).reverse().slice(0, Math.max(0, matchDeficit))) {
    await setMatchStatus(store, publish, m.id, { status: MatchStatus.NotStart, at: now + recycleDelayMs(m.id) });
    changed += 1;
  }
  const programmes = await programmeTimes(store.db);
  const endedProgrammes = programmes.filter((p) => p.status === ProgramStatus.End)
    .sort((a, b) => Number(b.open_time) - Number(a.open_time) || a.event_id - b.event_id);
  const programmeDeficit = MIN_ACTIVE - (programmes.length - endedProgrammes.length);
  for (const p of endedProgrammes.slice(KEEP_ENDED).reverse().slice(0, Math.max(0, programmeDeficit))) {
    await setProgrammeStatus(store, publish, p.event_id, { status: ProgramStatus.NotStart, at: now + recycleDelayMs(p.event_id) });
    changed += 1;
  }
  return changed;
}

/** Starts the driver: a step at once, then every `intervalMs` (one step at a time) while this node leads. */
export function startScheduleDriver(options: ScheduleDriverOptions): ScheduleDriver {
  const now = options.now ?? Date.now;
  const hook = options.onMatchStart;
  const onMatchStart: MatchStartHook | undefined = hook
    && ((id) => hook(id).catch((err: unknown) => options.log?.error({ err, matchId: id }, 'match start hook failed')));
  return startPeriodicStep({
    step: () => scheduleStep(options.store, options.publish, now(), onMatchStart),
    intervalMs: options.intervalMs ?? DRIVER_INTERVAL_MS,
    ...(options.isLeader ? { isLeader: options.isLeader } : {}),
    onError: (err) => options.log?.error({ err }, 'schedule driver step failed'),
  });
}
