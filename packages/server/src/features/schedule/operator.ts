import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MatchStatus, ok, OPERATOR_KEY_HEADER, ProgramStatus } from '@sideline/protocol';
import { ApiError, notFound } from '../../http/errors';
import { issuesToItems } from '../../http/validate';
import { requireOperator } from '../operator/auth';
import { publishEventStart } from '../streaming/event-start';
import { findMatch } from './store';
import { setMatchStatus, setProgrammeStatus } from './live';
import type { LivePublisher } from './live';

/** Path of the operator call that sets a match or programme status (tests and the demo console). */
export const SET_LIVE_STATUS_PATH = '/Operator/SetLiveStatus';

/**
 * Body: `{ MatchId, Status }` (a MatchStatus: Running 1, NotStart 2, End 3, Canceled 4,
 * NonLive 5) or `{ EventId, Status }` (a ProgramStatus: Live 1, NotStart 2, End 3, Preview 4);
 * optional `OpenTime`, the new kick-off or opening as epoch ms.
 */
export const SetLiveStatusBody = z.union([
  z.object({ MatchId: z.number().int().positive(), Status: z.enum(MatchStatus), OpenTime: z.number().int().positive().optional() }).strict(),
  z.object({ EventId: z.number().int().positive(), Status: z.enum(ProgramStatus), OpenTime: z.number().int().positive().optional() }).strict(),
]);

/**
 * POST /Operator/SetLiveStatus, guarded by the `Operator-Key` header (401 without the right
 * key). Answers `{ Found, Pushed, LiveMatchIds, LiveEntertainmentEventIds }` in the envelope;
 * PushLivePrograms goes to the streamer schedule hub when the live set changed; a match going
 * from NotStart to Running also gets PushEventStart in its chat and ads groups (the answer's
 * `EventStartGroups` counts them). An operator
 * tool, not a widget call: it is not in the contract's call list (its Operator calls are
 * listed by the protocol's tests).
 */
/**
 * The hook that announces a match start (NotStart → Running): PushEventStart to the match's
 * chat and ads groups on every site. The operator call below uses it; the schedule driver takes
 * it as `onMatchStart`.
 */
/** Told which match just went from NotStart to Running (the operator call and the demo's schedule driver). */
export type MatchStartHook = (matchId: number) => Promise<unknown>;

export function matchStartPublisher(app: FastifyInstance): MatchStartHook {
  return (matchId) => publishEventStart({ store: app.sideline.store, realtime: app.sideline.realtime }, matchId, app.log);
}

export function registerSetLiveStatus(app: FastifyInstance, publish: LivePublisher): void {
  const { store, config } = app.sideline;
  const onMatchStart = matchStartPublisher(app);
  app.post(SET_LIVE_STATUS_PATH, { config: { api: true, callName: 'SetLiveStatus' } }, async (request, reply) => {
    const key = request.headers[OPERATOR_KEY_HEADER.toLowerCase()];
    requireOperator(Array.isArray(key) ? key[0] : key, config.operatorKey);
    const parsed = SetLiveStatusBody.safeParse(request.body ?? {});
    if (!parsed.success) throw ApiError.validation(issuesToItems(parsed.error));
    const body = parsed.data;
    const patch = { status: body.Status, at: body.OpenTime };
    const before = 'MatchId' in body ? await findMatch(store.db, body.MatchId) : null;
    const change = 'MatchId' in body
      ? await setMatchStatus(store, publish, body.MatchId, patch)
      : await setProgrammeStatus(store, publish, body.EventId, patch);
    if (!change.found) throw notFound('MatchId' in body ? `No match ${body.MatchId}` : `No programme ${body.EventId}`);
    const started = 'MatchId' in body && before?.status === MatchStatus.NotStart && body.Status === MatchStatus.Running;
    const eventStartGroups = started ? await onMatchStart(body.MatchId) : 0;
    return reply.code(200).send(ok({ Found: true, Pushed: change.pushed, ...change.live, EventStartGroups: eventStartGroups }));
  });
}
