import type { FastifyInstance } from 'fastify';
import { CheckAllowPromotedOdds, GetPromotedOdds, HubLanguage, OperatorCancelPromotedOdds, OperatorDeletePromotedOdds, OperatorPushPromotedOdds } from '@sideline/protocol';
import { registerCall } from '../../http/register';
import { bettingRuntime } from '../betting/index';
import { allowPromotedOdds, cancelPromotedOdds, deletePromotedOdds, promotedOddsOf, pushPromotedOdds } from './service';
import { mayShowPromotedOdds } from '../responsible-gambling/index';

/** Operator paths (tests and the demo console). */
export const PROMOTED_ODDS_OPERATOR = {
  push: OperatorPushPromotedOdds.path,
  cancel: OperatorCancelPromotedOdds.path,
  delete: OperatorDeletePromotedOdds.path,
} as const;

/**
 * Promoted odds: POST /Auth/CheckAllowPromotedOdds, POST /GetPromotedOdds, and the operator's
 * push / cancel / delete (PushPromotedOdds, CancelPromotedOdds, DeletePromotedOdds).
 */
export async function promotedOddsPlugin(app: FastifyInstance): Promise<void> {
  const { store, realtime } = app.sideline;
  const deps = { store, realtime, rt: bettingRuntime(app.sideline), log: app.log };
  registerCall(app, CheckAllowPromotedOdds, async ({ session }) => ({ IsAllowPromotedOdds: allowPromotedOdds(session) && await mayShowPromotedOdds(store, session) }));
  registerCall(app, GetPromotedOdds, async ({ input, session }) => {
    if (!await mayShowPromotedOdds(store, session)) return { PromotedOdds: [] }; // the site's jurisdiction profile / the player's state
    if (!HubLanguage.safeParse(input.Language).success) return { PromotedOdds: [] };
    return { PromotedOdds: await promotedOddsOf(deps, input.MatchId, input.Language, input.AnchorId) };
  });
  registerCall(app, OperatorPushPromotedOdds, ({ input }) => pushPromotedOdds(deps, input));
  registerCall(app, OperatorCancelPromotedOdds, ({ input }) => cancelPromotedOdds(deps, input.PromotedOddsId));
  registerCall(app, OperatorDeletePromotedOdds, async ({ input }) => ({ Deleted: await deletePromotedOdds(deps, input.MarketIds) }));
}
