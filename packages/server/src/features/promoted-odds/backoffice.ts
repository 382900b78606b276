import type { FastifyInstance } from 'fastify';
import { CancelRecommendBet, CreateRecommendBet, ListRecommendBets } from '@sideline/protocol';
import { bettingRuntime } from '../betting/index';
import { registerStaffCall, staffError } from '../staff/index';
import { cancelPromotedOdds, pushPromotedOdds } from './service';
import * as q from './store';
import type { PromotionRow } from './store';

/** The recommend-bet status the desk shows: an active promotion past its countdown is 'expired'. */
function toOrder(p: PromotionRow, now: number) {
  return {
    PromotedOddsId: p.id, MatchId: Number(p.match_id), AnchorId: p.anchor_id, Language: p.language, MarketId: Number(p.market_id),
    KeyName: p.key_name, BetTypeName: p.bet_type_name, Point: p.point, OddsPrice: p.price_milli / 1000,
    Status: p.status === 'active' && Number(p.expires_at) <= now ? 'expired' : p.status,
    CreatedAt: Number(p.created_at), ExpiresAt: Number(p.expires_at),
  };
}

/**
 * The trading desk's recommend-bet setting (promoted odds): "one recommend-bet order at a time,
 * with a countdown in minutes" — a second active order on the match is a 409 conflict.
 */
export async function promotedOddsBackofficePlugin(app: FastifyInstance): Promise<void> {
  const { store, realtime } = app.sideline;
  const deps = { store, realtime, rt: bettingRuntime(app.sideline), log: app.log };

  registerStaffCall(app, ListRecommendBets, async ({ input }) => {
    const now = deps.rt.now();
    const orders = (await q.recentPromotions(store.db, input.MatchId, 100)).map((p) => toOrder(p, now));
    const markets = input.MatchId === undefined ? [] : (await deps.rt.sportsbook.markets(input.MatchId))
      .filter((m) => m.status === 'open')
      .flatMap((m) => m.selections.slice(0, 1).map((s) => ({ MatchId: m.matchId, MarketId: m.id, KeyName: s.keyName, BetTypeName: m.betTypeName, Point: m.point, OddsPrice: s.priceMilli / 1000 })));
    return { Orders: orders, Markets: markets };
  });

  registerStaffCall(app, CreateRecommendBet, async ({ input, audit }) => {
    const now = deps.rt.now();
    const active = (await q.recentPromotions(store.db, input.MatchId, 20)).find((p) => p.status === 'active' && Number(p.expires_at) > now);
    if (active) throw staffError(409, 'conflict', 'One recommend-bet order at a time: cancel the active one first');
    const pushed = await pushPromotedOdds(deps, {
      MatchId: input.MatchId, AnchorId: input.AnchorId, Language: input.Language, MarketId: input.MarketId, DurationMs: input.CountdownMinutes * 60_000,
    });
    const row = await q.findPromotion(store.db, pushed.PromotedOddsId);
    const order = toOrder(row!, now);
    audit({ target: `recommend-bet:${input.MatchId}`, after: order });
    return { Order: order };
  });

  registerStaffCall(app, CancelRecommendBet, async ({ input, audit }) => {
    const row = await q.findPromotion(store.db, input.PromotedOddsId);
    if (!row) throw staffError(404, 'not-found', `No recommend-bet ${input.PromotedOddsId}`);
    if (row.status !== 'active') throw staffError(409, 'conflict', `The order is ${row.status}`);
    await cancelPromotedOdds(deps, input.PromotedOddsId);
    const order = toOrder({ ...row, status: 'cancelled' }, deps.rt.now());
    audit({ target: `recommend-bet:${Number(row.match_id)}`, before: toOrder(row, deps.rt.now()), after: order });
    return { Order: order };
  });
}
