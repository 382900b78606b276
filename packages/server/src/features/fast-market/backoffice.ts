import type { FastifyInstance } from 'fastify';
import { ListFastMarketRounds, OpenFastMarketRound, SetFastMarketRoundState } from '@sideline/protocol';
import type { FastMarketRound } from '@sideline/protocol';
import { parseJson } from '../../store/values';
import { runningBetsOn, settleBet } from '../betting/index';
import { LedgerReason, credit, moneyTransaction } from '../wallet/index';
import { registerStaffCall, staffError } from '../staff/index';
import { fastMarketId, openRound, settleRound } from './rounds';
import type { FastMarketDeps } from './rounds';
import { fastMarketDeps } from './runtime';
import * as q from './store';

/** The six markets of a round (k 1-6, one per goal type). */
const marketIdsOf = (matchId: number, period: number) => [1, 2, 3, 4, 5, 6].map((k) => fastMarketId(matchId, period, k));

type RoundRow = Awaited<ReturnType<typeof q.roundRows>>[number];

async function toRound(deps: FastMarketDeps, r: RoundRow): Promise<FastMarketRound> {
  const matchId = Number(r.match_id);
  const period = Number(r.period);
  const ids = marketIdsOf(matchId, period);
  const totals = await q.betTotals(deps.store.db, ids);
  let state = r.status as FastMarketRound['State'];
  if (state === 'open') {
    const first = await deps.rt.simulator.market(ids[0]!);
    if (first?.status === 'suspended') state = 'suspended';
  }
  return {
    MatchId: matchId, Period: period, State: state, OpensAt: Number(r.opens_at), ClosesAt: Number(r.closes_at), MarketIds: ids,
    Outcome: r.outcome_json ? parseJson<Record<string, string>>(r.outcome_json, {}) : null,
    Bets: totals.reduce((n, t) => n + Number(t.n), 0), Stake: totals.reduce((n, t) => n + Number(t.stake ?? 0), 0) / 100,
  };
}

async function requireRound(deps: FastMarketDeps, matchId: number, period: number): Promise<RoundRow> {
  const row = await q.roundRow(deps.store.db, matchId, period);
  if (!row) throw staffError(404, 'not-found', `No round ${period} of match ${matchId}`);
  return row;
}

const conflict = (message: string) => staffError(409, 'conflict', message);

/**
 * Voids an open round: claimed once (conditional update), its markets closed, every running bet
 * marked void and its stake credited back in the bet's own transaction (ledger key
 * `fm-void:<betId>`, so a retry never pays twice).
 */
export async function voidRound(deps: FastMarketDeps, matchId: number, period: number): Promise<number> {
  const now = deps.rt.now();
  const claimed = await q.claimRoundVoid(deps.store.db, matchId, period, now);
  if (Number(claimed.numUpdatedRows) !== 1) throw conflict('Only an open or suspended round can be voided');
  let refunded = 0;
  for (const id of marketIdsOf(matchId, period)) {
    await deps.rt.simulator.setMarket(id, { status: 'closed' });
    for (const bet of await runningBetsOn(deps.store.db, id)) {
      const stake = Number(bet.stake_minor);
      const done = await moneyTransaction(deps.store, async (trx) => {
        if (!await settleBet(trx, bet.id, 'void', stake, now)) return false;
        await credit(trx, {
          customerId: bet.customer_id, currencyId: bet.currency_id, amountMinor: stake, reason: LedgerReason.BetPayout,
          idempotencyKey: `fm-void:${bet.id}`, reference: `bet:${bet.id}`, matchId, anchorId: bet.anchor_id, anchorLanguage: bet.anchor_language, now,
        });
        return true;
      });
      if (done) refunded += 1;
    }
  }
  deps.poke?.(matchId);
  return refunded;
}

/** The trading desk's fast-market calls (open, suspend/resume, settle, void, list). */
export async function fastMarketBackofficePlugin(app: FastifyInstance): Promise<void> {
  const deps = fastMarketDeps(app.sideline, app.log);
  const db = deps.store.db;

  registerStaffCall(app, ListFastMarketRounds, async ({ input }) => ({
    Rounds: await Promise.all((await q.roundRows(db, input.MatchId, input.Limit)).map((r) => toRound(deps, r))),
  }));

  registerStaffCall(app, OpenFastMarketRound, async ({ input, audit }) => {
    const round = await openRound(deps, input.MatchId);
    if (!round) throw conflict(`Match ${input.MatchId} is closed or unknown: no round can open`);
    const answer = await toRound(deps, await requireRound(deps, input.MatchId, round.Period));
    audit({ target: `fast-market:${input.MatchId}:${round.Period}`, after: answer });
    return { Round: answer };
  });

  registerStaffCall(app, SetFastMarketRoundState, async ({ input, audit }) => {
    const before = await toRound(deps, await requireRound(deps, input.MatchId, input.Period));
    if (before.State !== 'open' && before.State !== 'suspended') throw conflict(`The round is ${before.State}`);
    if (input.Action === 'suspend' || input.Action === 'resume') {
      for (const id of before.MarketIds) await deps.rt.simulator.setMarket(id, { status: input.Action === 'suspend' ? 'suspended' : 'open' });
      deps.poke?.(input.MatchId);
    } else if (input.Action === 'settle') {
      if (before.State === 'suspended') for (const id of before.MarketIds) await deps.rt.simulator.setMarket(id, { status: 'open' });
      if (!await settleRound(deps, input.MatchId, input.Outcome ?? {})) throw conflict('The round was settled or voided meanwhile');
    } else {
      await voidRound(deps, input.MatchId, input.Period);
    }
    const after = await toRound(deps, await requireRound(deps, input.MatchId, input.Period));
    audit({ target: `fast-market:${input.MatchId}:${input.Period}`, before, after });
    return { Round: after };
  });
}
