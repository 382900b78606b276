/** What the generator and the orchestrator exchange, and the small statistics both use. */

export const KINDS = ['join', 'chat', 'heartbeat', 'gift', 'bet'] as const;
export type Kind = (typeof KINDS)[number];

/** Share of each kind in the arrival rate (fixed mix). */
export const MIX: Record<Kind, number> = { join: 0.05, chat: 0.35, heartbeat: 0.3, gift: 0.15, bet: 0.15 };

export interface GeneratorInput {
  /** Where the clients go: the load balancer, or the single embedded node. */
  base: string;
  group: string;
  /** Tokens of the members that chat, gift and bet (funded). */
  actorTokens: string[];
  /** One token per simulated viewer. */
  viewerTokens: string[];
  /** Viewers `[0, churn)` leave and join again (the join kind); the rest stay for the run. */
  churn: number;
  /** Total arrivals per second over all kinds. */
  rate: number;
  /** Unrecorded load first (JIT, pools, caches warm on every node). */
  warmupSeconds: number;
  seconds: number;
  bet: { marketId: number; key: string; price: number; point: number | null; betType: number };
}

export interface KindResult {
  ok: number;
  /** Latencies (ms) of the successful calls. */
  latencies: number[];
  /** Failures by code: `http429`, `http<status>`, `net`, `code<Code>[:Field]` (envelope refusal), or the answer's refusal (e.g. `B014`, `notSent`). */
  errors: Record<string, number>;
  /** Arrivals dropped because 100 of the kind (for joins: every churning viewer) were still in flight: the target fell behind. */
  shed: number;
}

export interface GeneratorResult {
  seconds: number;
  kinds: Record<Kind, KindResult>;
  /** Send → MessagePush at each stable viewer, ms. */
  delivery: number[];
  /** Chat lines answered IsSend × stable viewers, minus what those viewers received. */
  missed: number;
  stableViewers: number;
  /** The generator's own health: event-loop lag p99 (ms) and CPU use (share of one core). */
  lagP99: number;
  cpu: number;
}

export type ToGenerator = { type: 'run'; input: GeneratorInput };
/** `started`: the warm-up is over and recording begins. */
export type FromGenerator = { type: 'ready' } | { type: 'started' } | { type: 'result'; result: GeneratorResult } | { type: 'error'; message: string };

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

export function sum(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
