/**
 * A step that runs every `intervalMs` on the node that leads the cluster (the elector of
 * `sim/leader.ts`), one at a time: the demo's schedule driver and the events' programme
 * scheduler both run this way. A step that throws is logged and the next one runs as usual.
 */
export interface PeriodicStep {
  /** A step now, or the one already running; skipped (0) once stopped or while not leading. */
  tick(): Promise<number>;
  /** No further steps; resolves when the running one has finished. */
  stop(): Promise<void>;
}

export function startPeriodicStep(options: {
  step: () => Promise<number>;
  intervalMs: number;
  /** Leads the cluster? Unset: this node always steps. */
  isLeader?: () => boolean;
  onError: (err: unknown) => void;
}): PeriodicStep {
  let running: Promise<number> | null = null;
  let stopped = false;
  const tick = (): Promise<number> => {
    if (stopped || (options.isLeader && !options.isLeader())) return Promise.resolve(0);
    running ??= options.step().finally(() => { running = null; });
    return running;
  };
  const run = () => void tick().catch(options.onError);
  const timer = setInterval(run, options.intervalMs);
  timer.unref();
  setImmediate(run);
  return {
    tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => 0);
    },
  };
}
