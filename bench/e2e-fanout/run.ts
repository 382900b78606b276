/**
 * bench/e2e-fanout — chat fan-out measured end to end (issue 21), against Socket.IO in the same run.
 *
 * Sideline: the built server (`packages/server/dist/main.js`, as `npm start` runs it: SQLite file,
 * memory bus, SIM off, rate limits lifted out of reach but still counted — bench/load targets.ts).
 * Viewers connect through the real hub path (`/chatroomhub`, SignalR JSON, `AddChatRoomGroup`
 * with a member token) from separate client processes. Chat goes through the real HTTP call
 * `POST /MessagePush` by many members (token, validation, cool-down, storage, publication), open
 * loop at a fixed rate; each line carries the instant its HTTP request was issued, and every
 * viewer's receipt is measured against it.
 * Peer: Socket.IO 4 (peer.ts) doing the same HTTP-to-room job (token, validation, SQLite insert,
 * room broadcast with the in-memory adapter), the same viewer processes speaking Engine.IO.
 *
 * Per target and N viewers: deliveries/s, p50/p99 from HTTP request to receipt, lost deliveries,
 * server CPU-seconds per million deliveries (/proc utime+stime over the measured window), RSS per
 * idle connection (server RSS after connecting minus before, / N).
 * Everything shares this machine's cores: read the figures against each other in one run.
 *
 *   npm run build -w @sideline/server && npx tsx bench/e2e-fanout/run.ts [N ...]   (default 1000 10000)
 *   E2E_DELIVERIES=50000 (target deliveries/s: the message rate is this / N), E2E_SECONDS=10,
 *   E2E_SENDERS=50 members sending, E2E_TARGETS=sideline,socketio, E2E_STORM=off skips the storm,
 *   E2E_CPU_PROFILE=<dir> writes a CPU profile of Sideline's server over each measured window and storm
 *   (cpu-profile.mjs; summarise with `node bench/e2e-fanout/profile-top.mjs <file>`)
 *
 * Reconnect storm (Sideline): while chat goes on, every viewer's socket is cut at once and comes
 * back (WebSocket, handshake, AddChatRoomGroup with its last { Seq, Epoch }); reported: how many
 * rejoined and recovered, the time from the cut to the last rejoin, the server's peak CPU (250 ms
 * samples), and the chat lines of the storm window lost or shown twice across all viewers.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_BUNDLE } from '@sideline/server/testing';
import { startTarget } from '../load/targets';
import { histogramPercentile, messageText, wallNow, type FromViewers, type TargetKind } from './shared';

const here = (file: string): string => fileURLToPath(new URL(file, import.meta.url));
const args = process.argv.slice(2).map(Number).filter((n) => n > 0);
const SIZES = args.length > 0 ? args : [1000, 10_000];
const DELIVERIES_PER_S = Number(process.env.E2E_DELIVERIES ?? 50_000);
const SECONDS = Number(process.env.E2E_SECONDS ?? 10);
const WARMUP_S = 2;
const SENDERS = Number(process.env.E2E_SENDERS ?? 50);
const TARGETS = (process.env.E2E_TARGETS ?? 'sideline,socketio').split(',') as TargetKind[];
const VIEWERS_PER_PROCESS = 2500;
const ROOM = { matchId: 51230001, anchorId: 301, lang: 'vn' };
const TICK_S = 0.01; // 100 Hz clock ticks of /proc/<pid>/stat
const STORM = process.env.E2E_STORM !== 'off';
const STORM_CHAT_S = 8;
const CPU_PROFILE = process.env.E2E_CPU_PROFILE ? path.resolve(process.env.E2E_CPU_PROFILE) : null;

interface Row {
  kind: TargetKind;
  n: number;
  connected: number;
  rate: number;
  sent: number;
  failedCalls: number;
  deliveriesPerS: number;
  lost: number;
  duplicated: number;
  /** Viewers the server cut during the window (slow consumers) that rejoined from their position. */
  reconnects: number;
  /** Close messages the server sent viewers during the window, by error. */
  closeReasons: string;
  p50: number;
  p99: number;
  cpuPerMillion: number;
  /** Deliveries per WebSocket message (the server's writes): how much it batched. */
  perMessage: number;
  /** Server CPU µs per WebSocket message written: the cost that does not depend on batching. */
  cpuPerMessageUs: number;
  /** Share of the server's CPU spent in the kernel (socket writes, mostly). */
  kernelShare: number;
  rssPerConnKb: number;
  storm: Storm | null;
}

/** The reconnect storm: every viewer drops at once and rejoins from its position while chat goes on. */
interface Storm {
  rejoined: number;
  failed: number;
  recovered: number;
  seconds: number;
  peakCpuPercent: number;
  sent: number;
  lost: number;
  duplicated: number;
  /** Re-deliveries of events a viewer already had (same epoch, Seq not above its own), dropped as the widget drops them. */
  dropped: number;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** A process's CPU seconds so far: user, kernel (system) and their sum. */
function cpuTimes(pid: number): { user: number; system: number; total: number } {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const user = Number(fields[11]) * TICK_S;
  const system = Number(fields[12]) * TICK_S;
  return { user, system, total: user + system };
}

const cpuSeconds = (pid: number): number => cpuTimes(pid).total;

function rssBytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'))!;
  return Number(line.replace(/\D+/g, '')) * 1024;
}

function next<T extends { type: string }>(proc: ChildProcess, type: string, timeoutMs = 180_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${type}`)), timeoutMs);
    const onMessage = (message: T): void => {
      if (message.type !== type) return;
      clearTimeout(timer);
      proc.off('message', onMessage);
      resolve(message);
    };
    proc.on('message', onMessage);
  });
}

/** A target server: its base URL, pid, member tokens and the room's group. */
interface Server {
  base: string;
  pid: number;
  tokens: string[];
  group: string;
  stop(): Promise<void>;
  /** Starts, then stops, the server's CPU profile (E2E_CPU_PROFILE; Sideline only). */
  profile?(): void;
}

async function startServer(kind: TargetKind): Promise<Server> {
  if (kind === 'sideline') {
    const profiling: Record<string, string> = CPU_PROFILE ? { E2E_CPU_PROFILE: CPU_PROFILE, NODE_OPTIONS: `--import ${here('cpu-profile.mjs')}` } : {};
    if (CPU_PROFILE) mkdirSync(CPU_PROFILE, { recursive: true });
    const target = await startTarget('embedded', SENDERS, profiling);
    const check = await fetch(`${target.base}/CheckSiteGroup`, { method: 'POST', headers: { Token: target.members[0]!, 'content-type': 'application/json' }, body: '{}' });
    const group = ((await check.json()) as { Result: { GroupName: string } }).Result.GroupName;
    const child = target.nodes[0]!.child;
    return {
      base: target.base, pid: child.pid!, tokens: target.members, group, stop: () => target.stop(),
      profile: () => void (CPU_PROFILE && child.kill('SIGUSR2')),
    };
  }
  const tokens = Array.from({ length: SENDERS }, (_, i) => `peer-token-${i}-${Math.random().toString(36).slice(2)}`);
  const proc = fork(here('peer.ts'), [tokens.join(',')], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const { port } = await next<{ type: 'listening'; port: number }>(proc, 'listening');
  return {
    base: `http://127.0.0.1:${port}`,
    pid: proc.pid!,
    tokens,
    group: 'peer',
    async stop() {
      proc.kill();
      await new Promise((resolve) => proc.once('exit', resolve));
    },
  };
}

/** Open-loop chat at `rate` lines/s for `seconds`: each line a real HTTP call by the next member. */
async function chat(server: Server, rate: number, seconds: number, firstId: number): Promise<{ sent: number; failed: number }> {
  const count = Math.max(1, Math.round(rate * seconds));
  const began = performance.now();
  const calls: Promise<boolean>[] = [];
  for (let i = 0; i < count; i++) {
    const due = began + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const id = firstId + i;
    const sentAt = wallNow();
    calls.push(
      fetch(`${server.base}/MessagePush`, {
        method: 'POST',
        headers: { Token: server.tokens[id % server.tokens.length]!, 'content-type': 'application/json' },
        body: JSON.stringify({
          Nickname: 'x', FollowNickname: null, Message: messageText(id, sentAt), Type: 1, Color: 3, MatchId: ROOM.matchId, AnchorLanguage: ROOM.lang,
          SiteName: 'Sideline Sportsbook', IsAllowSendMessage: true, CurrencyId: 1, GroupName: server.group, AnchorId: ROOM.anchorId,
        }),
      })
        .then(async (res) => {
          const body = (await res.json()) as { Code: number; Result?: { IsSend?: boolean } };
          return body.Code === 200 && body.Result?.IsSend === true;
        })
        .catch(() => false),
    );
  }
  const results = await Promise.all(calls);
  return { sent: results.filter(Boolean).length, failed: results.filter((ok) => !ok).length };
}

async function measure(kind: TargetKind, n: number): Promise<Row> {
  const server = await startServer(kind);
  const viewers: ChildProcess[] = [];
  try {
    await sleep(500);
    const rssBefore = rssBytes(server.pid);
    let connected = 0;
    for (let left = n; left > 0; left -= VIEWERS_PER_PROCESS) {
      const count = Math.min(VIEWERS_PER_PROCESS, left);
      const proc = fork(here('viewers.ts'), [kind, new URL(server.base).port, String(count), server.group, server.tokens.join(',')], {
        execArgv: ['--import', 'tsx', '--max-old-space-size=2048'],
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      viewers.push(proc);
    }
    for (const proc of viewers) connected += (await next<Extract<FromViewers, { type: 'connected' }>>(proc, 'connected', 600_000)).count;
    await sleep(1000);
    const rssPerConnKb = (rssBytes(server.pid) - rssBefore) / connected / 1024;

    const rate = DELIVERIES_PER_S / n;
    await chat(server, rate, WARMUP_S, 1);
    for (const proc of viewers) proc.send({ type: 'record' });
    const firstId = 1_000_000;
    const cpuBefore = cpuTimes(server.pid);
    server.profile?.();
    const began = performance.now();
    const { sent, failed } = await chat(server, rate, SECONDS, firstId);
    // Deliveries per second of the sending window (every call answered by now).
    const elapsedS = (performance.now() - began) / 1000;
    // Let the last lines arrive.
    await sleep(1500);
    const cpuAfter = cpuTimes(server.pid);
    const cpu = cpuAfter.total - cpuBefore.total;
    const kernelShare = (cpuAfter.system - cpuBefore.system) / cpu;
    server.profile?.();
    const reports = await Promise.all(viewers.map((proc) => {
      const report = next<Extract<FromViewers, { type: 'report' }>>(proc, 'report');
      proc.send({ type: 'report' });
      return report;
    }));
    const histogram = new Map<number, number>();
    const perId = new Map<number, number>();
    let deliveries = 0;
    let messages = 0;
    let reconnects = 0;
    const closeReasons = new Map<string, number>();
    for (const report of reports) {
      deliveries += report.deliveries;
      messages += report.messages;
      reconnects += report.reconnects;
      for (const [reason, count] of report.closeReasons) closeReasons.set(reason, (closeReasons.get(reason) ?? 0) + count);
      for (const [bucket, count] of report.histogram) histogram.set(bucket, (histogram.get(bucket) ?? 0) + count);
      for (const [id, count] of report.perId) if (id >= firstId) perId.set(id, (perId.get(id) ?? 0) + count);
    }
    let duplicated = 0;
    for (const count of perId.values()) if (count > connected) duplicated += count - connected;
    const storm = STORM && kind === 'sideline' ? await reconnectStorm(server, viewers, connected, rate) : null;
    return {
      storm,
      kind, n, connected, rate, sent, failedCalls: failed,
      deliveriesPerS: deliveries / elapsedS,
      lost: Math.max(0, sent * connected - (deliveries - duplicated)),
      duplicated,
      reconnects,
      closeReasons: [...closeReasons].map(([reason, count]) => `${reason} ×${count}`).join(', '),
      p50: histogramPercentile(histogram, deliveries, 50),
      p99: histogramPercentile(histogram, deliveries, 99),
      cpuPerMillion: cpu / (deliveries / 1e6),
      perMessage: deliveries / messages,
      cpuPerMessageUs: (cpu / messages) * 1e6,
      kernelShare,
      rssPerConnKb,
    };
  } finally {
    for (const proc of viewers) proc.kill();
    await server.stop();
  }
}

async function reconnectStorm(server: Server, viewers: ChildProcess[], connected: number, rate: number): Promise<Storm> {
  for (const proc of viewers) proc.send({ type: 'record' });
  const firstId = 2_000_000;
  const chatting = chat(server, rate, STORM_CHAT_S, firstId);
  await sleep(1000);
  let peak = 0;
  let last = { at: performance.now(), cpu: cpuSeconds(server.pid) };
  const sampler = setInterval(() => {
    const now = { at: performance.now(), cpu: cpuSeconds(server.pid) };
    peak = Math.max(peak, ((now.cpu - last.cpu) / ((now.at - last.at) / 1000)) * 100);
    last = now;
  }, 250);
  server.profile?.();
  const stormed = await Promise.all(viewers.map((proc) => {
    const done = next<Extract<FromViewers, { type: 'stormed' }>>(proc, 'stormed', 300_000);
    proc.send({ type: 'storm' });
    return done;
  }));
  clearInterval(sampler);
  server.profile?.();
  const { sent } = await chatting;
  await sleep(2000);
  const reports = await Promise.all(viewers.map((proc) => {
    const report = next<Extract<FromViewers, { type: 'report' }>>(proc, 'report');
    proc.send({ type: 'report' });
    return report;
  }));
  const perId = new Map<number, number>();
  let dropped = 0;
  for (const report of reports) {
    dropped += report.duplicates;
    for (const [id, count] of report.perId) if (id >= firstId) perId.set(id, (perId.get(id) ?? 0) + count);
  }
  let shown = 0;
  let duplicated = 0;
  for (const count of perId.values()) {
    shown += Math.min(count, connected);
    if (count > connected) duplicated += count - connected;
  }
  return {
    rejoined: stormed.reduce((sum, s) => sum + s.rejoined, 0),
    failed: stormed.reduce((sum, s) => sum + s.failed, 0),
    recovered: stormed.reduce((sum, s) => sum + s.recovered, 0),
    seconds: (Math.max(...stormed.map((s) => s.ended)) - Math.min(...stormed.map((s) => s.began))) / 1000,
    peakCpuPercent: peak,
    sent,
    lost: sent * connected - shown,
    duplicated,
    dropped,
  };
}

const fmt = (value: number, digits = 1): string => (Number.isFinite(value) ? value.toFixed(digits) : '–');

async function main(): Promise<void> {
  if (TARGETS.includes('sideline') && !existsSync(SERVER_BUNDLE)) {
    console.error(`No built server at ${SERVER_BUNDLE}: run \`npm run build -w @sideline/server\` first.`);
    process.exit(1);
  }
  console.log(`e2e fan-out: HTTP MessagePush → every viewer; ~${DELIVERIES_PER_S} deliveries/s target, ${SECONDS} s measured, ${SENDERS} members sending`);
  const rows: Row[] = [];
  for (const n of SIZES) {
    for (const kind of TARGETS) {
      const row = await measure(kind, n);
      rows.push(row);
      if (row.storm) console.log(`  storm N=${n}: ${row.storm.rejoined} rejoined (${row.storm.recovered} recovered, ${row.storm.failed} failed) in ${fmt(row.storm.seconds, 2)} s, peak CPU ${fmt(row.storm.peakCpuPercent, 0)} %, lost ${row.storm.lost}, shown twice ${row.storm.duplicated}`);
      console.log(`  ${kind} N=${n}: connected ${row.connected}, ${fmt(row.deliveriesPerS, 0)} deliveries/s, p50 ${fmt(row.p50)} ms, p99 ${fmt(row.p99)} ms, lost ${row.lost}, dup ${row.duplicated}, cut & rejoined ${row.reconnects}${row.closeReasons ? ` (${row.closeReasons})` : ''}, ${fmt(row.cpuPerMillion, 2)} CPU-s/M (${fmt(row.perMessage, 2)} deliveries per message, ${fmt(row.cpuPerMessageUs, 2)} CPU-µs per message, ${fmt(row.kernelShare * 100, 0)} % in the kernel), ${fmt(row.rssPerConnKb, 1)} KB/conn`);
    }
  }
  console.log('\n| target | N | lines/s | calls failed | deliveries/s | p50 ms | p99 ms | lost | dup | cut & rejoined | server CPU-s per 10⁶ deliveries | deliveries per WS message | server CPU-µs per WS message | kernel share of server CPU | RSS KB per connection |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(`| ${r.kind} | ${r.n} | ${fmt(r.rate)} | ${r.failedCalls} | ${fmt(r.deliveriesPerS, 0)} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${r.lost} | ${r.duplicated} | ${r.reconnects} | ${fmt(r.cpuPerMillion, 2)} | ${fmt(r.perMessage, 2)} | ${fmt(r.cpuPerMessageUs, 2)} | ${fmt(r.kernelShare * 100, 0)} % | ${fmt(r.rssPerConnKb, 1)} |`);
  }
  const storms = rows.filter((r) => r.storm);
  if (storms.length > 0) {
    console.log('\n| reconnect storm (Sideline) | N | rejoined | failed | recovered | seconds to all rejoined | peak server CPU % | chat lines during | lost | shown twice | re-deliveries dropped |');
    console.log('|---|---|---|---|---|---|---|---|---|---|---|');
    for (const r of storms) {
      const s = r.storm!;
      console.log(`| | ${r.n} | ${s.rejoined} | ${s.failed} | ${s.recovered} | ${fmt(s.seconds, 2)} | ${fmt(s.peakCpuPercent, 0)} | ${s.sent} | ${s.lost} | ${s.duplicated} | ${s.dropped} |`);
    }
  }
  console.log('\n| N | CPU per delivery vs Socket.IO (goal ≤ 0.5×) | p99 vs Socket.IO (goal ≤ 0.33×) |');
  console.log('|---|---|---|');
  for (const n of SIZES) {
    const ours = rows.find((r) => r.kind === 'sideline' && r.n === n);
    const peer = rows.find((r) => r.kind === 'socketio' && r.n === n);
    if (ours && peer) console.log(`| ${n} | ${fmt(ours.cpuPerMillion / peer.cpuPerMillion, 2)}× | ${fmt(ours.p99 / peer.p99, 2)}× |`);
  }
}

await main();
