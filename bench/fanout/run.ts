/**
 * Fan-out benchmark: one room, N subscribers, ~150-byte chat messages, three servers measured
 * in the same run on loopback: Sideline's GroupRegistry, Socket.IO 4 room broadcast, and the
 * floor (bare ws: frames of one turn serialised once, joined once, one buffer written to every socket — batched as the registry coalesces).
 *
 * Per server and N: memory per idle connection (server RSS and heap growth after GC, divided
 * by N), p50/p99 delivery latency at a fixed moderate rate (~20,000 deliveries/s whatever N),
 * and deliveries/s at saturation (publishing with a window of unacknowledged messages, so the
 * server runs flat out without queueing without end). Servers and clients are separate
 * processes. Usage: `npx tsx bench/fanout/run.ts [N ...]` (default 1000 5000 10000).
 * `FANOUT_SERVERS=sideline,floor` measures only those servers; `FANOUT_CPU_PROF=<dir>` writes
 * a V8 CPU profile of every server process there (`node --cpu-prof`).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SERVER_KINDS, type FromClients, type FromServer, type ServerKind, type ToClients, type ToServer } from './shared';

const here = (file: string): string => fileURLToPath(new URL(file, import.meta.url));
const sizes = process.argv.slice(2).map(Number).filter((n) => n > 0);
const SIZES = sizes.length > 0 ? sizes : [1000, 5000, 10000];
const MODERATE_DELIVERIES_PER_S = 20_000;
const LATENCY_MS = 5_000;
const WARMUP_MS = 1_000;
const SATURATE_MS = 4_000;
const WINDOW = 16;
const BUDGET_MS = 290_000;
const KINDS = process.env.FANOUT_SERVERS
  ? SERVER_KINDS.filter((kind) => process.env.FANOUT_SERVERS!.split(',').includes(kind))
  : SERVER_KINDS;
const CPU_PROF_DIR = process.env.FANOUT_CPU_PROF;

interface Row {
  kind: ServerKind;
  n: number;
  connected: number;
  deliveriesPerS: number;
  p50: number;
  p99: number;
  rssPerConnKb: number;
  heapPerConnKb: number;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

function child(file: string, args: string[], profile = false): ChildProcess {
  const execArgv = ['--import', 'tsx', '--expose-gc', '--max-old-space-size=2048'];
  if (profile && CPU_PROF_DIR) execArgv.push('--cpu-prof', `--cpu-prof-dir=${CPU_PROF_DIR}`);
  return fork(here(file), args, { execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
}

function next<T extends { type: string }>(proc: ChildProcess, type: T['type'], timeoutMs = 60_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      proc.off('message', onMessage);
      reject(new Error(`timed out waiting for ${type}`));
    }, timeoutMs);
    const onMessage = (message: T): void => {
      if (message.type !== type) return;
      clearTimeout(timer);
      proc.off('message', onMessage);
      resolve(message);
    };
    proc.on('message', onMessage);
  });
}

async function measure(kind: ServerKind, n: number): Promise<Row> {
  const server = child('./server.ts', [kind], true);
  const toServer = (message: ToServer): void => void server.send(message);
  let clients: ChildProcess | null = null;
  try {
    const { port } = await next<Extract<FromServer, { type: 'listening' }>>(server, 'listening');
    // The first sample lets start-up garbage go; the second is the baseline.
    toServer({ type: 'memory' });
    await next<Extract<FromServer, { type: 'memory' }>>(server, 'memory');
    await sleep(300);
    toServer({ type: 'memory' });
    const before = await next<Extract<FromServer, { type: 'memory' }>>(server, 'memory');

    clients = child('./clients.ts', [kind, String(port), String(n)]);
    const toClients = (message: ToClients): void => void clients?.send(message);
    const connected = await next<Extract<FromClients, { type: 'connected' }>>(clients, 'connected', 120_000);
    await sleep(500);
    toServer({ type: 'memory' });
    const after = await next<Extract<FromServer, { type: 'memory' }>>(server, 'memory');
    const members = Math.max(1, after.connections);

    // Latency at a fixed moderate rate.
    const perSecond = Math.max(1, Math.round(MODERATE_DELIVERIES_PER_S / n));
    toClients({ type: 'reset' });
    toServer({ type: 'rate', perSecond, durationMs: LATENCY_MS, firstId: 1 });
    await next(server, 'rate-done', LATENCY_MS + 30_000);
    await sleep(300);
    toClients({ type: 'latency-report' });
    const latency = await next<Extract<FromClients, { type: 'latency' }>>(clients, 'latency');

    // Saturation: clients report completed ids, relayed to the server's window.
    const relay = (message: FromClients): void => {
      if (message.type === 'progress') toServer({ type: 'progress', completed: message.completed });
    };
    clients.on('message', relay);
    toServer({ type: 'saturate', window: WINDOW, firstId: 1_000_000 });
    await sleep(WARMUP_MS);
    toClients({ type: 'mark' });
    const first = await next<Extract<FromClients, { type: 'mark' }>>(clients, 'mark');
    await sleep(SATURATE_MS);
    toClients({ type: 'mark' });
    const last = await next<Extract<FromClients, { type: 'mark' }>>(clients, 'mark');
    toServer({ type: 'halt' });
    await next(server, 'halted');
    clients.off('message', relay);

    return {
      kind,
      n,
      connected: connected.count,
      deliveriesPerS: ((last.deliveries - first.deliveries) * 1000) / (last.at - first.at),
      p50: latency.p50,
      p99: latency.p99,
      rssPerConnKb: (after.rss - before.rss) / members / 1024,
      heapPerConnKb: (after.heapUsed - before.heapUsed) / members / 1024,
    };
  } finally {
    clients?.kill();
    const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
    if (server.connected) toServer({ type: 'exit' });
    await Promise.race([exited, sleep(3000)]);
    server.kill();
    await sleep(500);
  }
}

const fmt = (value: number, digits = 1): string => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

async function main(): Promise<void> {
  const began = Date.now();
  const rows: Row[] = [];
  console.log(`fan-out bench: N = ${SIZES.join(', ')}; ~150-byte messages; loopback; latency at ~${MODERATE_DELIVERIES_PER_S} deliveries/s`);
  for (const n of SIZES) {
    if (Date.now() - began > BUDGET_MS * 0.6 && n > 5000) {
      console.log(`skipping N=${n}: time budget`);
      continue;
    }
    for (const kind of KINDS) {
      const row = await measure(kind, n);
      rows.push(row);
      console.log(
        `  ${kind.padEnd(8)} N=${String(n).padStart(5)} connected=${row.connected} deliveries/s=${fmt(row.deliveriesPerS, 0)} p50=${fmt(row.p50, 2)}ms p99=${fmt(row.p99, 2)}ms mem/conn rss=${fmt(row.rssPerConnKb)}KB heap=${fmt(row.heapPerConnKb)}KB`,
      );
    }
  }
  console.log('\n| N | server | deliveries/s | p50 ms | p99 ms | RSS KB/conn | heap KB/conn |');
  console.log('|---|---|---|---|---|---|---|');
  for (const row of rows) {
    console.log(`| ${row.n} | ${row.kind} | ${fmt(row.deliveriesPerS, 0)} | ${fmt(row.p50, 2)} | ${fmt(row.p99, 2)} | ${fmt(row.rssPerConnKb)} | ${fmt(row.heapPerConnKb)} |`);
  }
  console.log('\n| N | deliveries/s vs Socket.IO (target ≥ 2×) | vs floor (target ≥ 0.8×) | p99 vs floor (target ≤ 1.5×) |');
  console.log('|---|---|---|---|');
  for (const n of new Set(rows.map((row) => row.n))) {
    const of = (kind: ServerKind): Row | undefined => rows.find((row) => row.n === n && row.kind === kind);
    const ours = of('sideline');
    const sio = of('socketio');
    const floor = of('floor');
    if (!ours || !sio || !floor) continue;
    console.log(
      `| ${n} | ${fmt(ours.deliveriesPerS / sio.deliveriesPerS, 2)}× | ${fmt(ours.deliveriesPerS / floor.deliveriesPerS, 2)}× | ${fmt(ours.p99 / floor.p99, 2)}× |`,
    );
  }
  console.log(`\ntotal ${((Date.now() - began) / 1000).toFixed(0)} s`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
