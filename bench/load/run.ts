/**
 * bench/load — what going multi-node costs, under a mixed workload (issue 9).
 *
 * Deployments (targets.ts), each on fresh state, one after the other: the production shape —
 * PostgreSQL + Redis behind the repo's nginx template — with 1 node (`pg1`) and with 3 nodes
 * (`pg3`), so their ratio isolates going multi-node; and the embedded default (`embedded`:
 * SQLite, one process, no nginx) for reference. Nodes are the built server, started with the
 * chaos suite's helpers (packages/server/test-support/chaos/cluster.ts).
 *
 * Workload (generator.ts, a child process so its CPU shows apart from the nodes'):
 * LOAD_VIEWERS viewers, each a funded member of its own (members.ts), sit in one chat room on
 * the official @microsoft/signalr client through the load balancer (the chaos suite's Viewer:
 * WebSockets, AddChatRoomGroup, history reload over HTTP, as the widget does). Then open-loop
 * arrivals at LOAD_RATE per second in a fixed mix (stats.ts MIX): join 5 % (a churning viewer
 * leaves and joins again: socket + AddChatRoomGroup + history), chat 35 % (MessagePush),
 * heartbeat 30 % (CollectHeartbeatData), gift 15 % (SendGift) and bet 15 % (PlaceBet), the
 * paid calls with an Idempotency-Key each; LOAD_WARMUP s unrecorded, then LOAD_SECONDS s
 * recorded. LOAD_RATE=20,40,80 steps the rate up (one table per step) to find where errors or
 * latency break.
 *
 * Printed, as a markdown table per step with the ratio 3 nodes / 1 node:
 *   - sustained ok ops/s and p50/p99 latency by kind; chat delivery latency (send → MessagePush
 *     at every viewer that stays for the run) and deliveries missed;
 *   - errors by kind and code (below the table), 429s from the rate limiter apart, and arrivals
 *     shed because 100 of a kind (or every churning viewer) were still in flight: the target fell
 *     behind;
 *   - per node peak RSS and heap used (each node's /metrics), idle CPU, CPU per 1000 ok ops;
 *   - the generator's own event-loop lag and CPU, to tell a saturated generator from a slow
 *     server.
 * Rate limits: the API limits are raised out of reach, not switched off (targets.ts
 * LIFT_LIMITS: RATE_LIMIT_MEMBER_CALLS / _CHAT / _PAID, RATE_LIMIT_IP / _IP_LOGIN = 1000000),
 * so the limiter's counting is still paid; LOAD_NODE_ENV='{"NAME":"value"}' adds node env.
 * Everything — nodes, nginx, PostgreSQL, Redis, the generator, and whatever else runs — shares
 * this machine's cores (2 here): read the figures against each other in one run, not as
 * capacity. LOAD_KEEP_LOGS=1 keeps the node and nginx logs.
 *
 *   npm run build -w @sideline/server && npm run bench:load -w @sideline/bench
 *   LOAD_SECONDS=30 LOAD_RATE=40 LOAD_VIEWERS=20 LOAD_TARGETS=embedded,pg1,pg3 npx tsx bench/load/run.ts
 */
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { call, ROOM, SERVER_BUNDLE } from '@sideline/server/testing';
import { KINDS, MIX, percentile, sum } from './stats';
import type { FromGenerator, GeneratorInput, GeneratorResult, Kind } from './stats';
import { BENCH_OPERATOR_KEY, LIFT_LIMITS, TARGET_LABELS, sampleNode, startTarget } from './targets';
import type { NodeSample, Target, TargetKind } from './targets';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const WARMUP = Number(process.env.LOAD_WARMUP ?? 5);
/** Nodes up, no clients: what each costs doing nothing (timers, pollers, subscriptions). */
const IDLE_SECONDS = 5;
const RATES = (process.env.LOAD_RATE ?? '40').split(',').map(Number);
const VIEWERS = Number(process.env.LOAD_VIEWERS ?? 40);
const CHURN = Math.min(VIEWERS, Number(process.env.LOAD_CHURN ?? Math.ceil(VIEWERS / 4)));
const TARGETS = (process.env.LOAD_TARGETS ?? 'embedded,pg1,pg3').split(',') as TargetKind[];
const OPERATOR = { 'Operator-Key': process.env.OPERATOR_KEY || BENCH_OPERATOR_KEY };

interface Measured {
  result: GeneratorResult;
  /** Per node: peak RSS and heap (bytes) while loaded, CPU seconds spent during the step. */
  nodes: Array<{ rss: number; heap: number; cpu: number }>;
  hubConnections: number[];
  /** Hub connections per node 3 s after every viewer stopped (should be 0). */
  hubAfter: number[];
  unexpectedExits: string[];
  /** CPU of all nodes together while idle, as a share of one core. */
  idleCpu: number;
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

function next(proc: ChildProcess, type: FromGenerator['type'], timeoutMs: number): Promise<FromGenerator> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => { cleanup(); reject(new Error(`generator: no '${type}' within ${timeoutMs} ms`)); }, timeoutMs);
    const onMessage = (m: FromGenerator) => {
      if (m.type === 'error') { cleanup(); reject(new Error(`generator failed: ${m.message}`)); return; }
      if (m.type === type) { cleanup(); resolve(m); }
    };
    const onExit = (code: number | null) => { cleanup(); reject(new Error(`generator exited (${code}) before '${type}'`)); };
    const cleanup = () => { clearTimeout(timer); proc.off('message', onMessage); proc.off('exit', onExit); };
    proc.on('message', onMessage);
    proc.on('exit', onExit);
  });
}

/** Funds for every member, the room's group, an open handicap market with no per-event cap in the way. */
async function prepare(base: string, members: string[]): Promise<Omit<GeneratorInput, 'rate' | 'seconds' | 'warmupSeconds'>> {
  const group = ((await call(base, 'POST', '/CheckSiteGroup', members[0]!, {})).body!.Result as { GroupName: string }).GroupName;
  for (const [i, token] of members.entries()) {
    const a = await call(base, 'POST', '/Demo/TopUp', token, { CurrencyId: 1, Amount: 100_000 }, { 'Idempotency-Key': `load-funds-${i}` });
    if (a.body?.Code !== 200) throw new Error(`top-up failed: ${JSON.stringify(a)}`);
  }
  const listed = await call(base, 'GET', `/Operator/Markets?MatchId=${ROOM.matchId}`, null, undefined, OPERATOR);
  const markets = (listed.body?.Result as { Markets: Array<{ MarketId: number; BetType: number; Point: number | null; Status: string; Selections: Array<{ Key: string; Price: number; Status: string }> }> } | undefined)?.Markets ?? [];
  const market = markets.find((m) => m.BetType === 1 && m.Status === 'open' && m.Selections.some((s) => s.Status === 'open'));
  if (!market) throw new Error(`no open handicap market on ${ROOM.matchId}: ${JSON.stringify(listed)}`);
  const selection = market.Selections.find((s) => s.Status === 'open')!;
  const cap = await call(base, 'POST', '/Operator/SetMarketState', null, { MatchId: ROOM.matchId, MaxPerEvent: 1_000_000 }, OPERATOR);
  if (cap.body?.Code !== 200) throw new Error(`raising MaxPerEvent failed: ${JSON.stringify(cap)}`);
  return {
    base, group, actorTokens: members, viewerTokens: members, churn: CHURN,
    bet: { marketId: market.MarketId, key: selection.Key, price: selection.Price, point: market.Point, betType: market.BetType },
  };
}

async function idleCpu(target: Target): Promise<number> {
  const before = await Promise.all(target.nodes.map(sampleNode));
  const t0 = Date.now();
  await sleep(IDLE_SECONDS * 1000);
  const after = await Promise.all(target.nodes.map(sampleNode));
  const seconds = (Date.now() - t0) / 1000;
  return sum(after.map((a, i) => (a?.cpu ?? Number.NaN) - (before[i]?.cpu ?? Number.NaN))) / seconds;
}

async function measure(target: Target, input: GeneratorInput, idle: number): Promise<Measured> {
  const gen = fork(fileURLToPath(new URL('./generator.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    await next(gen, 'ready', 30_000);
    gen.send({ type: 'run', input });
    await next(gen, 'started', (input.warmupSeconds + 120) * 1000);
    const first = await Promise.all(target.nodes.map(sampleNode));
    const peak = target.nodes.map(() => ({ rss: 0, heap: 0 }));
    const hub: number[] = first.map((s) => s?.hub ?? Number.NaN);
    let done = false;
    const resultP = next(gen, 'result', (input.seconds + 120) * 1000).finally(() => { done = true; });
    let last: Array<NodeSample | null> = first;
    while (!done) {
      last = await Promise.all(target.nodes.map(sampleNode));
      last.forEach((s, i) => {
        if (!s) return;
        peak[i]!.rss = Math.max(peak[i]!.rss, s.rss);
        peak[i]!.heap = Math.max(peak[i]!.heap, s.heap);
      });
      await Promise.race([sleep(1000), resultP.catch(() => undefined)]);
    }
    const message = await resultP;
    if (message.type !== 'result') throw new Error('unexpected generator message');
    const end = await Promise.all(target.nodes.map(sampleNode));
    await sleep(3000);
    const after = await Promise.all(target.nodes.map(sampleNode));
    return {
      hubAfter: after.map((s) => s?.hub ?? Number.NaN),
      result: message.result,
      nodes: peak.map((p, i) => ({ ...p, cpu: (end[i]?.cpu ?? Number.NaN) - (first[i]?.cpu ?? Number.NaN) })),
      hubConnections: hub,
      unexpectedExits: target.exits.filter((e) => !e.onPurpose).map((e) => `${e.name}:${e.signal ?? e.code}`),
      idleCpu: idle,
    };
  } finally {
    if (gen.exitCode === null) gen.kill('SIGKILL');
  }
}

// ------------------------------------------------------------------------------ the table

const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '–');
const f0 = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : '–');
const mb = (bytes: number) => f0(bytes / 1024 / 1024);

function table(rate: number, runs: Map<TargetKind, Measured>): string {
  const cols = TARGETS.filter((t) => runs.has(t));
  const rows: Array<{ label: string; value: (m: Measured) => number; fmt: (n: number) => string; ratio?: boolean }> = [];
  const okRate = (m: Measured, k: Kind) => m.result.kinds[k].ok / m.result.seconds;
  for (const k of KINDS) rows.push({ label: `${k} ok/s (offered ${f1(rate * MIX[k])})`, value: (m) => okRate(m, k), fmt: f1, ratio: true });
  rows.push({ label: '**all ok/s**', value: (m) => sum(KINDS.map((k) => okRate(m, k))), fmt: f1, ratio: true });
  for (const k of KINDS) {
    rows.push({ label: `${k} p50 ms`, value: (m) => percentile(m.result.kinds[k].latencies, 50), fmt: f1, ratio: true });
    rows.push({ label: `${k} p99 ms`, value: (m) => percentile(m.result.kinds[k].latencies, 99), fmt: f1, ratio: true });
  }
  rows.push({ label: 'chat delivery p50 ms (send → other viewers)', value: (m) => percentile(m.result.delivery, 50), fmt: f1, ratio: true });
  rows.push({ label: 'chat delivery p99 ms', value: (m) => percentile(m.result.delivery, 99), fmt: f1, ratio: true });
  rows.push({ label: 'chat deliveries missed (stable viewers)', value: (m) => m.result.missed, fmt: f0 });
  rows.push({ label: 'errors, not 429', value: (m) => sum(KINDS.map((k) => sum(Object.entries(m.result.kinds[k].errors).filter(([c]) => c !== 'http429').map(([, n]) => n)))), fmt: f0 });
  rows.push({ label: '429s (rate limited)', value: (m) => sum(KINDS.map((k) => m.result.kinds[k].errors.http429 ?? 0)), fmt: f0 });
  rows.push({ label: 'arrivals shed (100 in flight, or no idle viewer to join)', value: (m) => sum(KINDS.map((k) => m.result.kinds[k].shed)), fmt: f0 });
  rows.push({ label: 'peak RSS per node MB (max)', value: (m) => Math.max(...m.nodes.map((n) => n.rss)), fmt: mb, ratio: true });
  rows.push({ label: 'peak RSS, all nodes MB', value: (m) => sum(m.nodes.map((n) => n.rss)), fmt: mb, ratio: true });
  rows.push({ label: 'peak heap used per node MB (max)', value: (m) => Math.max(...m.nodes.map((n) => n.heap)), fmt: mb, ratio: true });
  rows.push({ label: 'idle CPU, all nodes (share of a core)', value: (m) => m.idleCpu, fmt: (n) => n.toFixed(3), ratio: true });
  rows.push({ label: 'node CPU s per 1000 ok ops (all nodes)', value: (m) => (sum(m.nodes.map((n) => n.cpu)) * 1000) / sum(KINDS.map((k) => m.result.kinds[k].ok)), fmt: (n) => n.toFixed(2), ratio: true });
  rows.push({ label: 'generator event-loop lag p99 ms', value: (m) => m.result.lagP99, fmt: f1 });
  rows.push({ label: 'generator CPU (share of a core)', value: (m) => m.result.cpu, fmt: (n) => n.toFixed(2) });

  const hasRatio = runs.has('pg1') && runs.has('pg3');
  const head = ['metric', ...cols.map((c) => TARGET_LABELS[c]), ...(hasRatio ? ['3 nodes / 1 node'] : [])];
  const lines = [`| ${head.join(' | ')} |`, `|${head.map((_, i) => (i === 0 ? '---' : '---:')).join('|')}|`];
  for (const row of rows) {
    const values = cols.map((c) => row.value(runs.get(c)!));
    const cells = values.map(row.fmt);
    if (hasRatio) {
      const a = row.value(runs.get('pg1')!);
      const b = row.value(runs.get('pg3')!);
      cells.push(row.ratio && a > 0 && Number.isFinite(a) && Number.isFinite(b) ? `${(b / a).toFixed(2)}×` : '');
    }
    lines.push(`| ${row.label} | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

function errorDetails(runs: Map<TargetKind, Measured>): string {
  const lines: string[] = [];
  for (const [kind, m] of runs) {
    const parts = KINDS.flatMap((k) => Object.entries(m.result.kinds[k].errors).map(([code, n]) => `${k} ${code}×${n}`));
    const shed = KINDS.filter((k) => m.result.kinds[k].shed > 0).map((k) => `${k} shed×${m.result.kinds[k].shed}`);
    lines.push(`- ${TARGET_LABELS[kind]}: errors ${parts.length ? parts.join(', ') : 'none'}${shed.length ? `; ${shed.join(', ')}` : ''}; `
      + `hub connections per node when recording began (closing churned sockets included) ${JSON.stringify(m.hubConnections)}, 3 s after the viewers stopped ${JSON.stringify(m.hubAfter)}; unexpected node exits ${m.unexpectedExits.length ? m.unexpectedExits.join(', ') : 'none'}`);
  }
  return lines.join('\n');
}

// ------------------------------------------------------------------------------ main

async function main(): Promise<void> {
  if (!existsSync(SERVER_BUNDLE)) throw new Error(`build the server first (npm run build -w @sideline/server): ${SERVER_BUNDLE} is missing`);
  const lifted = { ...LIFT_LIMITS, ...(process.env.LOAD_NODE_ENV ? JSON.parse(process.env.LOAD_NODE_ENV) as Record<string, string> : {}) };
  console.log(`bench/load: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), load average ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}; `
    + `the generator, nodes, nginx, PostgreSQL and Redis share them, so read the figures against each other, not as capacity.`);
  console.log(`${VIEWERS} viewers (${CHURN} churning), ${WARMUP} s warm-up + ${SECONDS} s per step, rates ${RATES.join(', ')}/s, mix ${KINDS.map((k) => `${k} ${MIX[k] * 100}%`).join(', ')}; node env added: ${JSON.stringify(lifted)}`);
  const byRate = new Map<number, Map<TargetKind, Measured>>(RATES.map((r) => [r, new Map()]));
  for (const kind of TARGETS) {
    const started = Date.now();
    const target = await startTarget(kind, VIEWERS);
    try {
      const prepared = await prepare(target.base, target.members);
      const idle = await idleCpu(target);
      for (const rate of RATES) {
        const m = await measure(target, { ...prepared, rate, seconds: SECONDS, warmupSeconds: WARMUP }, idle);
        byRate.get(rate)!.set(kind, m);
        console.log(`  ${TARGET_LABELS[kind]} @ ${rate}/s: ${f1(sum(KINDS.map((k) => m.result.kinds[k].ok)) / m.result.seconds)} ok ops/s (${((Date.now() - started) / 1000).toFixed(0)} s so far)`);
      }
    } finally {
      await target.stop();
    }
  }
  for (const [rate, runs] of byRate) {
    console.log(`\n### Offered ${rate} ops/s, ${VIEWERS} viewers, ${SECONDS} s\n`);
    console.log(table(rate, runs));
    console.log(`\n${errorDetails(runs)}`);
  }
}

main().then(() => process.exit(0), (err: unknown) => {
  console.error(err);
  process.exit(1);
});
