import { MatchStatus, PROGRAMME_LEAD_MS } from '@sideline/protocol';
import type { EventStatus } from '@sideline/protocol';
import type { Store } from '../../store/types';
import { startPeriodicStep, type PeriodicStep } from '../../ops/periodic';
import { claimProgramme, dueEvents, liveEventStates, updateEvent } from './store';
import type { EventRow } from './store';

/**
 * The events' scheduler: PROGRAMME_LEAD_MS (spec: two hours) before an event starts it
 * generates the event's broadcast programme — the schedule's `matches` row with the event's
 * streamer, which the topic page, the lobby and the schedule driver read like any other match —
 * and it follows the programme's status back into the event (Running, Finish, Canceled).
 *
 * It runs on the node that leads the cluster (app's elector, `sim/leader.ts`). Each programme
 * is claimed by a conditional update before its row is written, in one transaction, so even
 * two steps at once (a leader change mid-step) generate it once.
 */
export const SCHEDULER_INTERVAL_MS = 15_000;

const slug = (text: string) => text.normalize('NFKD').replace(/[^\w\s-]/g, '').trim().replace(/[\s_]+/g, '-').toLowerCase() || 'x';
/** The generated team art (media/images.ts draws the name the slug carries). */
const teamIcon = (name: string) => `/media/images/team/${slug(name)}.svg`;

async function generate(store: Store, e: EventRow, now: number): Promise<boolean> {
  return store.transaction(async (trx) => {
    if (!(await claimProgramme(trx, e.id, now))) return false;
    const league = await trx.selectFrom('matches').select('league_icon_url').where('league_id', '=', e.league_id).limit(1).executeTakeFirst();
    await trx.insertInto('matches').values({
      id: Number(e.match_id), sport_type: e.sport_type, league_id: e.league_id, league_name: e.league_name,
      league_icon_url: league?.league_icon_url ?? `/media/images/league/${slug(e.league_name)}.svg`,
      home_team: e.home_team, away_team: e.away_team, home_icon_url: teamIcon(e.home_team), away_icon_url: teamIcon(e.away_team),
      event_time: Number(e.event_time), status: MatchStatus.NotStart, is_esport: e.sport_type === 43 ? 1 : 0, is_gift_disable: 0,
      anchor_ids_json: JSON.stringify([e.anchor_id]), streaming_url: null, slmt_url: null,
    }).onConflict((oc) => oc.column('id').doNothing()).execute();
    return true;
  });
}

function statusOf(matchStatus: number): EventStatus | null {
  if (matchStatus === MatchStatus.Running) return 'running';
  if (matchStatus === MatchStatus.End) return 'finish';
  if (matchStatus === MatchStatus.Canceled) return 'canceled';
  return null;
}

/** One scheduler step at `now`: programmes generated plus event statuses followed. */
export async function schedulerStep(store: Store, now: number): Promise<number> {
  let changed = 0;
  for (const e of await dueEvents(store.db, now, PROGRAMME_LEAD_MS)) {
    if (await generate(store, e, now)) changed += 1;
  }
  for (const s of await liveEventStates(store.db)) {
    const next = statusOf(Number(s.match_status));
    if (next && next !== s.status) {
      await updateEvent(store.db, Number(s.id), { status: next });
      changed += 1;
    }
  }
  return changed;
}

/** The scheduler: a step at once, then every SCHEDULER_INTERVAL_MS while this node leads. */
export type EventScheduler = PeriodicStep;

export function startEventScheduler(options: {
  store: Store;
  isLeader: () => boolean;
  now?: () => number;
  intervalMs?: number;
  log?: { error(obj: unknown, msg?: string): void };
}): EventScheduler {
  const now = options.now ?? Date.now;
  return startPeriodicStep({
    step: () => schedulerStep(options.store, now()),
    intervalMs: options.intervalMs ?? SCHEDULER_INTERVAL_MS,
    isLeader: options.isLeader,
    onError: (err) => options.log?.error({ err }, 'events scheduler step failed'),
  });
}
