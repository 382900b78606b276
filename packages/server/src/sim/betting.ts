import type { FastifyInstance } from 'fastify';
import { bettingRuntime } from '../features/betting/index';
import { dueRounds, openRound, settleRound } from '../features/fast-market/index';
import { fastMarketDeps } from '../features/fast-market/index';
import { pushPromotedOdds } from '../features/promoted-odds/index';
import { setWheelOpen } from '../features/wheel/index';
import { runningMatchAnchors } from '../features/schedule/index';
import { streamerLanguageRow } from '../features/streamers/index';
import { drawMatchEvent, FEED_STEP_MS, postMatchEvent } from '../features/match-events/index';
import { serviceDeps } from '../http/context';
import { runWhileLeader } from './leader';
import { warmUpDemoWorld } from './warmup';

/** Periods of the demo's betting life (ms). */
export interface BettingSimOptions {
  oddsEveryMs?: number;
  roundsEveryMs?: number;
  promotedEveryMs?: number;
  wheelEveryMs?: number;
  /** How often the sportsbook's event feed steps (goal, red card, penalty, VAR, half time, end). */
  matchEventsEveryMs?: number;
  /** How long the wheel stays off when the demo closes it. */
  wheelOffMs?: number;
}

/** The running betting life; each `tick*` runs one step now (tests drive them with a fake clock). */
export interface BettingSim {
  tickOdds(): Promise<void>;
  tickRounds(): Promise<void>;
  tickPromoted(): Promise<void>;
  tickWheel(): Promise<void>;
  tickMatchEvents(): Promise<void>;
  stop(): void;
}

/**
 * The demo's betting life (only under `config.sim`): odds of running matches drift, markets
 * suspend and reopen, goals move scores and lines (`moveOdds`); every running match has a
 * fast-market round that settles and reopens every five minutes; a promoted price is pushed to
 * a random room of a running match every minute (MilliSecondsRemaining 45 s); the wheel closes
 * for a short while now and then (ChangeWheelOpen) and reopens when that while is up. Uses the betting runtime's clock and random
 * source. Errors are logged, never thrown.
 */
export function startBettingSim(app: FastifyInstance, options: BettingSimOptions = {}): BettingSim {
  const ctx = app.sideline;
  const rt = bettingRuntime(ctx);
  const fm = fastMarketDeps(ctx, app.log);
  const db = ctx.store.db;
  let wheelOffUntil: number | null = null;
  /** Reopens the wheel when its off time is up (issue 16 item 38: waiting for the next 15-minute tick kept it off that long). */
  let wheelReopen: ReturnType<typeof setTimeout> | null = null;
  const clearWheelReopen = () => {
    if (wheelReopen !== null) clearTimeout(wheelReopen);
    wheelReopen = null;
  };
  const reopenWheel = async (now: number) => {
    clearWheelReopen();
    wheelOffUntil = null;
    await setWheelOpen(serviceDeps(app), 0, true, now);
  };
  const running = async () => (await runningMatchAnchors(db))
    .map((m) => ({ id: Number(m.id), anchors: JSON.parse(m.anchor_ids_json) as number[] }));

  const sim: BettingSim = {
    async tickOdds() {
      for (const m of await running()) await rt.simulator.moveOdds(m.id);
    },
    async tickRounds() {
      const now = rt.now();
      for (const due of await dueRounds(ctx.store, now)) await settleRound(fm, due.matchId);
      for (const m of await running()) await openRound(fm, m.id);
    },
    async tickPromoted() {
      const matches = (await running()).filter((m) => m.anchors.length);
      if (!matches.length) return;
      const m = matches[Math.floor(rt.random() * matches.length)]!;
      const anchorId = m.anchors[Math.floor(rt.random() * m.anchors.length)]!;
      const streamer = await streamerLanguageRow(db, anchorId);
      const market = (await rt.sportsbook.markets(m.id)).find((x) => x.status === 'open' && x.roundPeriod === null);
      if (!market) return;
      await pushPromotedOdds({ store: ctx.store, realtime: ctx.realtime, rt, log: app.log }, {
        MatchId: m.id, AnchorId: anchorId, Language: streamer?.language ?? 'en', MarketId: market.id, DurationMs: 45_000,
      });
    },
    async tickWheel() {
      const now = rt.now();
      if (wheelOffUntil !== null && now >= wheelOffUntil) {
        await reopenWheel(now);
      } else if (wheelOffUntil === null && rt.random() < 0.25) {
        const offMs = options.wheelOffMs ?? 20_000;
        wheelOffUntil = now + offMs;
        await setWheelOpen(serviceDeps(app), 0, false, now);
        clearWheelReopen();
        wheelReopen = setTimeout(() => {
          wheelReopen = null;
          if (wheelOffUntil === null) return;
          reopenWheel(rt.now()).catch((err: unknown) => app.log.error({ err }, 'betting sim wheel reopen failed'));
        }, offMs);
        wheelReopen.unref();
      }
    },
    async tickMatchEvents() {
      // The sportsbook's event feed: a goal also moves the score; rooms switch only where the
      // site has match-aware chat on (match-events), so a site without it sees nothing new.
      for (const m of await running()) {
        const drawn = drawMatchEvent(rt.random, options.matchEventsEveryMs ?? FEED_STEP_MS);
        if (!drawn) continue;
        if (drawn.Event === 'goal') {
          const event = await rt.simulator.event(m.id);
          if (event && event.status === 'open') {
            const home = drawn.Team === 'home';
            await rt.simulator.setEvent(m.id, { score: { home: event.scoreHome + (home ? 1 : 0), away: event.scoreAway + (home ? 0 : 1) } });
          }
        }
        await postMatchEvent({ store: ctx.store, realtime: ctx.realtime, log: app.log }, { MatchId: m.id, ...drawn }, rt.now());
      }
    },
    stop() {
      for (const timer of timers) clearInterval(timer);
      clearWheelReopen();
    },
  };

  const every = (ms: number, fn: () => Promise<void>) => {
    let busy = false;
    const timer = setInterval(() => {
      if (busy) return;
      busy = true;
      fn().catch((err: unknown) => app.log.error({ err }, 'betting sim step failed')).finally(() => { busy = false; });
    }, ms);
    timer.unref();
    return timer;
  };
  const timers = [
    every(options.oddsEveryMs ?? 5_000, sim.tickOdds),
    every(options.roundsEveryMs ?? 5_000, sim.tickRounds),
    every(options.promotedEveryMs ?? 60_000, sim.tickPromoted),
    every(options.wheelEveryMs ?? 15 * 60_000, sim.tickWheel),
    every(options.matchEventsEveryMs ?? FEED_STEP_MS, sim.tickMatchEvents),
  ];
  return sim;
}

/**
 * Starts the betting life when `config.sim` is on, once the app is ready and while this node
 * leads the cluster's demo life (`sim/leader.ts`); stops it before close. On start the bots
 * warm the world up (`warmUpDemoWorld`: gifts, wheel spins, settled fast-market bets through
 * the real API), so rankings and records exist from the first minute.
 */
export async function bettingSimPlugin(app: FastifyInstance): Promise<void> {
  runWhileLeader(app, () => {
    const sim = startBettingSim(app);
    warmUpDemoWorld(app).catch((err: unknown) => app.log.error({ err }, 'demo warm-up failed'));
    return sim;
  });
}
