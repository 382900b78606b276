import type { AppContext } from '../../http/context';
import { bettingRuntime } from '../betting/index';
import type { FastMarketDeps } from './rounds';
import { FastMarketStreams } from './streams';

const streams = new WeakMap<AppContext, FastMarketStreams>();

/** This node's SSE streams of the app (one per `app.sideline`). */
export function fastMarketStreams(ctx: AppContext): FastMarketStreams {
  let s = streams.get(ctx);
  if (!s) {
    s = new FastMarketStreams(ctx.store);
    streams.set(ctx, s);
  }
  return s;
}

/** What the round functions need, wired to this node's streams. */
export function fastMarketDeps(ctx: AppContext, log?: FastMarketDeps['log']): FastMarketDeps {
  const s = fastMarketStreams(ctx);
  return { store: ctx.store, realtime: ctx.realtime, rt: bettingRuntime(ctx), poke: (m) => s.poke(m), log };
}
