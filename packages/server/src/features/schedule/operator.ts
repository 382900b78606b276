import type { FastifyInstance } from 'fastify';
import { MatchStatus, SetLiveStatus } from '@sideline/protocol';
import { notFound } from '../../http/errors';
import { registerCall } from '../../http/register';
import { publishEventStart } from '../streaming/index';
import type { EventStartDeps } from '../streaming/index';
import { findMatch } from './store';
import { setMatchStatus, setProgrammeStatus } from './live';
import type { LivePublisher } from './live';

/** Path of the operator call that sets a match or programme status (tests and the demo console). */
export const SET_LIVE_STATUS_PATH = SetLiveStatus.path;

/**
 * POST /Operator/SetLiveStatus (contract: `SetLiveStatus`, body `SetLiveStatusBody`; the
 * transport checks the `Operator-Key` header). Answers `{ Found, Pushed, LiveMatchIds, LiveEntertainmentEventIds }` in the envelope;
 * PushLivePrograms goes to the streamer schedule hub when the live set changed; a match going
 * from NotStart to Running also gets PushEventStart in its chat and ads groups (the answer's
 * `EventStartGroups` counts them). An operator
 * tool, not a widget call.
 */
/**
 * The hook that announces a match start (NotStart → Running): PushEventStart to the match's
 * chat and ads groups on every site. The operator call below uses it; the schedule driver takes
 * it as `onMatchStart`.
 */
/** Told which match just went from NotStart to Running (the operator call and the demo's schedule driver). */
export type MatchStartHook = (matchId: number) => Promise<unknown>;

export function matchStartPublisher(deps: EventStartDeps & { log: { error(obj: unknown, msg?: string): void } }): MatchStartHook {
  return (matchId) => publishEventStart({ store: deps.store, realtime: deps.realtime }, matchId, deps.log);
}

export function registerSetLiveStatus(app: FastifyInstance, publish: LivePublisher): void {
  const { store } = app.sideline;
  const onMatchStart = (matchId: number) => publishEventStart({ store, realtime: app.sideline.realtime }, matchId, app.log);
  registerCall(app, SetLiveStatus, async ({ input: body }) => {
    const patch = { status: body.Status, at: body.OpenTime };
    const before = 'MatchId' in body ? await findMatch(store.db, body.MatchId) : null;
    const change = 'MatchId' in body
      ? await setMatchStatus(store, publish, body.MatchId, patch)
      : await setProgrammeStatus(store, publish, body.EventId, patch);
    if (!change.found) throw notFound('MatchId' in body ? `No match ${body.MatchId}` : `No programme ${body.EventId}`);
    const started = 'MatchId' in body && before?.status === MatchStatus.NotStart && body.Status === MatchStatus.Running;
    const eventStartGroups = started ? await onMatchStart(body.MatchId) : 0;
    return { Found: true, Pushed: change.pushed, ...change.live, EventStartGroups: eventStartGroups };
  });
}
