import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CheckAllowPromotedOdds, GetPromotedOdds, HubLanguage } from '@sideline/protocol';
import { registerCall } from '../../http/register';
import { bettingRuntime } from '../betting/index';
import { operatorRoute } from '../betting/index';
import { allowPromotedOdds, cancelPromotedOdds, deletePromotedOdds, promotedOddsOf, pushPromotedOdds } from './service';

/** Operator paths (tests and the demo console). */
export const PROMOTED_ODDS_OPERATOR = {
  push: '/Operator/PromotedOdds/Push',
  cancel: '/Operator/PromotedOdds/Cancel',
  delete: '/Operator/PromotedOdds/Delete',
} as const;

/**
 * Promoted odds: POST /Auth/CheckAllowPromotedOdds, POST /GetPromotedOdds, and the operator's
 * push / cancel / delete (PushPromotedOdds, CancelPromotedOdds, DeletePromotedOdds).
 */
export async function promotedOddsPlugin(app: FastifyInstance): Promise<void> {
  const { store, realtime } = app.sideline;
  const deps = { store, realtime, rt: bettingRuntime(app.sideline), log: app.log };
  registerCall(app, CheckAllowPromotedOdds, ({ session }) => ({ IsAllowPromotedOdds: allowPromotedOdds(session) }));
  registerCall(app, GetPromotedOdds, async ({ input }) => {
    if (!HubLanguage.safeParse(input.Language).success) return { PromotedOdds: [] };
    return { PromotedOdds: await promotedOddsOf(deps, input.MatchId, input.Language, input.AnchorId) };
  });
  operatorRoute(app, 'POST', PROMOTED_ODDS_OPERATOR.push, z.object({
    MatchId: z.number().int().positive(), AnchorId: z.number().int().nonnegative(), Language: HubLanguage,
    MarketId: z.number().int().positive().optional(), Key: z.string().min(1).optional(), Boost: z.number().min(0).max(5).optional(),
    DurationMs: z.number().int().min(1000).max(3_600_000).optional(), ShowCategory: z.number().int().min(1).max(12).optional(),
  }).strict(), (input) => pushPromotedOdds(deps, input));
  operatorRoute(app, 'POST', PROMOTED_ODDS_OPERATOR.cancel, z.object({ PromotedOddsId: z.number().int().positive() }).strict(),
    (input) => cancelPromotedOdds(deps, input.PromotedOddsId));
  operatorRoute(app, 'POST', PROMOTED_ODDS_OPERATOR.delete, z.object({ MarketIds: z.array(z.number().int().positive()).min(1).max(100) }).strict(),
    async (input) => ({ Deleted: await deletePromotedOdds(deps, input.MarketIds) }));
}
