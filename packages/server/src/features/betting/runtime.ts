import type { AppContext } from '../../http/context';
import { SimulatedSportsbook } from './sportsbook/simulated';
import type { Sportsbook } from './sportsbook/types';
import type { Clock, Random } from './sportsbook/random';

/**
 * The betting companion's shared parts for one app: the sportsbook, the clock and the random
 * source. One per `app.sideline` (the features are sibling Fastify plugins, so they meet here
 * rather than through decorators). Tests swap `now` / `random` to drive time and draws.
 */
export interface BettingRuntime {
  /** The sportsbook the calls use (the simulator by default). */
  sportsbook: Sportsbook;
  /** The simulator itself: operator endpoints and the demo's life drive it. */
  simulator: SimulatedSportsbook;
  now: Clock;
  random: Random;
}

const runtimes = new WeakMap<AppContext, BettingRuntime>();

export function bettingRuntime(ctx: AppContext): BettingRuntime {
  let rt = runtimes.get(ctx);
  if (!rt) {
    const holder = { now: Date.now as Clock, random: Math.random as Random };
    const simulator = new SimulatedSportsbook(ctx.store, { clock: () => holder.now(), random: () => holder.random() });
    rt = Object.assign(holder, { sportsbook: simulator as Sportsbook, simulator });
    runtimes.set(ctx, rt);
  }
  return rt;
}
