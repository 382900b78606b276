import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalRedisCluster } from '../../src/realtime/broker/redis-cluster.testing';
import type { LocalRedisCluster } from '../../src/realtime/broker/redis-cluster.testing';
import { startFaultProxy } from './proxy';
import type { FaultProxy } from './proxy';
import { freePort } from './proxy';
import { clearRedisPrefix, createDatabase, dropDatabase, kill9, startNginx, startNode, stopNodes, waitReady, SERVER_BUNDLE } from './cluster';
import type { NodeExit, NodeProcess } from './cluster';
import { CHAOS_PREFIX, Viewer, call, login } from './clients';
import type { Answer } from './clients';
import { repoRoot } from '../../src/config';

/**
 * The chaos suite (issue 9): three `node dist/main.js` nodes behind nginx (the repo's
 * ops/nginx.conf.template) on loopback, sharing PostgreSQL (a fresh database) and Redis (a
 * unique key prefix), each reached through a TCP proxy the suite can cut. Viewers (the official
 * SignalR client) watch one chat room through nginx while senders stream chat lines and a payer
 * streams paid calls with Idempotency-Keys. Faults: (a) kill -9 of a node, then a kill -9
 * between a debit and its answer with a retry on another node, (b) Redis cut for 5 s, (c) Redis
 * emptied (the suite's prefix flushed, connections dropped), (d) PostgreSQL connections
 * dropped for 3 s. After each: no unexpected exit, every viewer connected again, every chat
 * line answered with success shown exactly once by every viewer in its sender's order, every
 * ledger sums to its balance, no negative balance, no key moved money twice.
 *
 * `broker`: 'redis' runs every fault above with the hub broker on the machine's Redis;
 * 'redis-cluster' runs the hub broker on a three-shard Redis Cluster started from the machine's
 * redis-server (sharded pub/sub; rate limits and the leader lease stay on Redis) with faults
 * (a) and (e) a shard primary killed mid-stream, its replica promoted.
 */
export type ChaosBroker = 'redis' | 'redis-cluster';

export function chaosSuite(broker: ChaosBroker): void {
  const PG_ADMIN = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const REDIS = new URL(process.env.REDIS_URL || 'redis://127.0.0.1:6379');
  const DB_NAME = `sideline_chaos_${broker.replace('-', '_')}_${process.pid}_${Date.now()}`;
  const PREFIX = `sideline-chaos:${process.pid}:${Date.now()}:`;
  const VIEWERS = 6;
  const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

  const exits: NodeExit[] = [];
  const nodes: NodeProcess[] = [];
  let dir: string;
  let pgProxy: FaultProxy;
  let redisProxy: FaultProxy;
  let nginx: Awaited<ReturnType<typeof startNginx>>;
  let lb: string;
  let db: pg.Pool;
  let redisAdmin: Redis;
  let redisCluster: LocalRedisCluster | undefined;
  let env: Record<string, string>;
  const viewers: Viewer[] = [];
  let group: string;
  const tokens: Record<string, string> = {};

  /** What the clients were told, per chat line and per paid key. */
  const chatOk = new Map<string, string[]>();
  const chatFailed: string[] = [];
  const paid: Array<{ call: string; key: string; answer: Answer; attempts: number }> = [];

  async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
    const end = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
      await wait(100);
    }
  }

  /** The port of the cluster primary holding the watched room's channel (its meta key names the group). */
  async function primaryHoldingGroup(cluster: LocalRedisCluster): Promise<number> {
    for (const node of (await cluster.topology()).filter((n) => n.primary)) {
      const redis = new Redis({ port: node.port, host: '127.0.0.1' });
      try {
        const [, keys] = await redis.scan(0, 'MATCH', `${PREFIX}m:*`, 'COUNT', 10_000);
        if (keys.some((key) => key.includes(group))) return node.port;
      } finally {
        redis.disconnect();
      }
    }
    throw new Error(`no primary holds a channel of ${group}`);
  }

  async function restartNode(index: number): Promise<void> {
    const old = nodes[index]!;
    nodes[index] = await startNode(old.name, old.port, { dir, env }, exits);
  }

  /** Streams chat and paid calls until `stop` resolves. */
  function workload(phase: string): { stop(): Promise<void> } {
    let running = true;
    const loops: Promise<void>[] = [];
    for (const sender of ['member', 'vip5']) {
      loops.push((async () => {
        const sent = chatOk.get(sender) ?? [];
        chatOk.set(sender, sent);
        for (let n = 0; running; n++) {
          const text = `${CHAOS_PREFIX}${phase}:${sender}:${n}`;
          const a = await call(lb, 'POST', '/MessagePush', tokens[sender]!, {
            Nickname: 'x', FollowNickname: null, Message: text, Type: 1, Color: 3, MatchId: 51230001, AnchorLanguage: 'vn',
            SiteName: 'Sideline Sportsbook', IsAllowSendMessage: true, CurrencyId: 1, GroupName: group, AnchorId: 301,
          });
          if (a.body?.Code === 200 && (a.body.Result as { IsSend: boolean }).IsSend) sent.push(text);
          else chatFailed.push(text);
          await wait(60);
        }
      })());
    }
    loops.push((async () => {
      for (let n = 0; running; n++) {
        const topUp = n % 2 === 0;
        const callName = topUp ? 'DemoTopUp' : 'SendGift';
        const key = `${phase}-${n}`;
        const body = topUp ? { CurrencyId: 1, Amount: 1 } : {
          SiteName: 'Sideline Sportsbook', CurrencyId: 1, CurrencyName: 'USD', EnableSingleWallet: false, UserLanguage: 'en',
          GiftInfo: { GiftLevel: 0, NickName: 'LuckyFan', Amount: 5, Quantity: 1, IsUsingTicket: false },
          GroupName: group, MatchId: 51230001, AnchorId: 301, AnchorLanguage: 'vn', Message: '102', Color: 3, Type: 2, ProgramType: 1,
        };
        paid.push(await payRetrying(callName, topUp ? '/Demo/TopUp' : '/SendGift', key, body));
        await wait(80);
      }
    })());
    return {
      async stop() {
        running = false;
        await Promise.all(loops);
      },
    };
  }

  /** A paid call retried with the same key until it has a definitive answer (as a client must). */
  async function payRetrying(callName: string, url: string, key: string, body: unknown, base = lb, headers: Record<string, string> = {}) {
    let answer: Answer = { status: 0, body: null, replayed: false };
    let attempts = 0;
    for (; attempts < 60; ) {
      attempts += 1;
      answer = await call(base, 'POST', url, tokens.member!, body, { 'Idempotency-Key': key, ...headers });
      const code = answer.body?.Code;
      if (answer.status === 200 && code !== undefined && code < 500 && code !== 409) break;
      await wait(500);
      base = lb;
      headers = {};
    }
    return { call: callName, key, answer, attempts };
  }

  /** The invariants of the issue, with the counts printed. */
  async function check(fault: string): Promise<void> {
    const unexpected = exits.filter((e) => !e.onPurpose);
    expect(unexpected, `unexpected exits: ${JSON.stringify(unexpected)}`).toEqual([]);
    expect(nginx.exited()).toBe(false);

    await until(() => viewers.every((v) => v.connected), 60_000, 'every viewer connected');
    const expected = [...chatOk.values()].flat();
    const inDb = new Set((await db.query<{ message: string }>(`select message from chat_messages where message like 'chaos:%'`)).rows.map((r) => r.message));
    await until(() => viewers.every((v) => expected.every((m) => v.view.includes(m))), 60_000, 'every success line at every viewer');

    for (const v of viewers) {
      expect(new Set(v.view).size).toBe(v.view.length);
      expect(v.duplicates).toBe(0);
      for (const m of v.view) expect(inDb.has(m), `${m} shown but not stored`).toBe(true);
      for (const [sender, sent] of chatOk) {
        const shown = v.view.filter((m) => sent.includes(m) && m.includes(`:${sender}:`));
        if (JSON.stringify(shown) !== JSON.stringify(sent)) console.log(`[chaos] viewer view: ${JSON.stringify(v.view)} reloads ${v.reloads}`);
        expect(shown).toEqual(sent);
      }
    }

    const ledger = await db.query<{ customer_id: number; currency_id: number; balance: string; sum: string | null }>(`
      select w.customer_id, w.currency_id, w.balance_minor as balance,
        (select sum(l.amount_minor) from ledger l where l.customer_id = w.customer_id and l.currency_id = w.currency_id) as sum
      from wallets w`);
    const mismatched = ledger.rows.filter((r) => Number(r.sum ?? 0) !== Number(r.balance));
    const negative = ledger.rows.filter((r) => Number(r.balance) < 0);
    expect(mismatched).toEqual([]);
    expect(negative).toEqual([]);
    const moves = await db.query<{ idempotency_key: string; n: string }>(`select idempotency_key, count(*) as n from ledger where idempotency_key like 'DemoTopUp:%' or idempotency_key like 'SendGift:%' group by idempotency_key`);
    const byKey = new Map(moves.rows.map((r) => [r.idempotency_key, Number(r.n)]));
    const twice = moves.rows.filter((r) => Number(r.n) > 1);
    expect(twice).toEqual([]);
    const succeeded = paid.filter((p) => p.answer.body?.Code === 200);
    for (const p of succeeded) expect(byKey.get(`${p.call}:${p.key}`), `${p.call} ${p.key}`).toBe(1);

    const counts = {
      fault,
      viewers: viewers.length,
      viewersConnected: viewers.filter((v) => v.connected).length,
      chatSentOk: expected.length,
      chatNotOk: chatFailed.length,
      chatStored: inDb.size,
      shownPerViewer: viewers.map((v) => v.view.length),
      duplicatesShown: viewers.reduce((a, v) => a + v.duplicates, 0),
      duplicatesDroppedBySeq: viewers.reduce((a, v) => a + v.droppedDuplicates, 0),
      reconciledAfterReload: viewers.reduce((a, v) => a + v.reconciled, 0),
      rejoins: viewers.reduce((a, v) => a + v.joins, 0),
      historyReloads: viewers.reduce((a, v) => a + v.reloads, 0),
      paidCalls: paid.length,
      paidOk: succeeded.length,
      paidRetries: paid.reduce((a, p) => a + p.attempts - 1, 0),
      ledgerMovesByKey: moves.rows.length,
      movedTwice: twice.length,
      wallets: ledger.rows.length,
      walletsMismatched: mismatched.length,
      negativeBalances: negative.length,
      exits: exits.map((e) => `${e.name}:${e.signal ?? e.code}${e.onPurpose ? '' : '!'}`),
    };
    console.log(`[chaos] ${JSON.stringify(counts)}`);
  }

  /**
   * A fault under load, then the invariants. Each step's time is printed, so a phase that runs
   * long says where (a paid call retries for up to 60 × 15 s while a store is away).
   */
  async function runPhase(phase: string, fault: () => Promise<void>): Promise<void> {
    const started = Date.now();
    const step = (what: string) => console.log(`[chaos] (${phase}) ${what} at ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const load = workload(phase);
    await wait(2000);
    await fault();
    step('fault over');
    await wait(3000);
    await load.stop();
    step('load stopped');
    await check(phase);
    step('checked');
  }

  /** A phase's own limit: the fault, the load draining its retries and the checks' waits. */
  const PHASE_TIMEOUT = 240_000;

  beforeAll(async () => {
    execFileSync('npm', ['run', 'build', '-w', '@sideline/server'], { cwd: repoRoot(), stdio: 'ignore' });
    dir = mkdtempSync(path.join(tmpdir(), 'sideline-chaos-'));
    const dbUrl = new URL(await createDatabase(PG_ADMIN, DB_NAME));
    db = new pg.Pool({ connectionString: dbUrl.toString(), max: 3 });
    redisAdmin = new Redis(REDIS.toString());
    pgProxy = await startFaultProxy(Number(dbUrl.port || 5432), dbUrl.hostname);
    redisProxy = await startFaultProxy(Number(REDIS.port || 6379), REDIS.hostname);
    const nodeDb = new URL(dbUrl.toString());
    nodeDb.host = `127.0.0.1:${pgProxy.port}`;
    env = {
      DATABASE_URL: nodeDb.toString(),
      REDIS_URL: `redis://127.0.0.1:${redisProxy.port}`,
      REDIS_PREFIX: PREFIX,
      SIM: 'off',
      SEED: 'on',
      LOG_LEVEL: 'warn',
      SIDELINE_FAULTS: 'crash-after-debit',
      // PostgreSQL nodes refuse to start on the public demo operator key.
      OPERATOR_KEY: 'sideline-chaos-operator-key-0123456789abcdef',
      // Senders stream chat and paid calls far faster than a person could (docs/operations.md, rate limits).
      RATE_LIMIT_MEMBER_CHAT: '5000',
      RATE_LIMIT_MEMBER_PAID: '5000',
    };
    if (broker === 'redis-cluster') {
      redisCluster = await startLocalRedisCluster(3, 1);
      env.REDIS_CLUSTER_NODES = redisCluster.seeds.join(',');
    }
    const ports = [await freePort(), await freePort(), await freePort()];
    // The first node migrates and seeds; then the chat cool-down is lifted so senders can stream.
    nodes.push(await startNode('node1', ports[0]!, { dir, env }, exits));
    await db.query('update chat_configs set message_frequency = 0');
    nodes.push(await startNode('node2', ports[1]!, { dir, env }, exits));
    nodes.push(await startNode('node3', ports[2]!, { dir, env }, exits));
    nginx = await startNginx(dir, ports);
    lb = `http://127.0.0.1:${nginx.port}`;
    for (const key of ['member', 'vip5']) tokens[key] = await login(lb, key);
    group = ((await call(lb, 'POST', '/CheckSiteGroup', tokens.member!, {})).body!.Result as { GroupName: string }).GroupName;
    // Funds for the gifts, one key.
    await payRetrying('DemoTopUp', '/Demo/TopUp', 'seed-funds', { CurrencyId: 1, Amount: 100_000 });
    // Tokens first, so the viewers' sockets spread over the nodes (round robin) instead of all
    // landing where every third request goes.
    const viewerTokens: string[] = [];
    for (let i = 0; i < VIEWERS; i++) viewerTokens.push(await login(lb, i % 2 ? 'vip5' : 'member'));
    for (let i = 0; i < VIEWERS; i++) {
      const v = new Viewer(lb, viewerTokens[i]!, group);
      viewers.push(v);
      await v.start();
    }
    console.log(`[chaos] cluster up: nodes ${ports.join(',')} behind nginx :${nginx.port}, logs in ${dir} (${SERVER_BUNDLE})`);
  }, 180_000);

  afterAll(async () => {
    await Promise.allSettled(viewers.map((v) => v.stop()));
    await stopNodes(nodes);
    nginx?.child.kill('SIGQUIT');
    await pgProxy?.close();
    await redisProxy?.close();
    await db?.end();
    if (redisAdmin) {
      await clearRedisPrefix(redisAdmin, PREFIX);
      redisAdmin.disconnect();
    }
    await redisCluster?.stop();
    await dropDatabase(PG_ADMIN, DB_NAME);
  }, 60_000);

  describe(`chaos: three nodes behind nginx on PostgreSQL and ${broker === 'redis' ? 'Redis' : 'a three-shard Redis Cluster'}`, () => {
    it('(a) kill -9 a node: clients reconnect elsewhere, nothing lost or doubled', async () => {
      // The node holding the most hub connections dies (its viewers must move to the others).
      const held = await Promise.all(nodes.map(async (n) => {
        const text = await (await fetch(`http://127.0.0.1:${n.port}/metrics`)).text();
        return Number(/^sideline_hub_connections (\d+)/m.exec(text)?.[1] ?? 0);
      }));
      const victim = held.indexOf(Math.max(...held));
      console.log(`[chaos] hub connections per node before (a): ${JSON.stringify(held)}; killing node${victim + 1}`);
      expect(held[victim]).toBeGreaterThan(0);
      await runPhase('a', async () => {
        await kill9(nodes[victim]!);
      });
      expect(viewers.reduce((a, v) => a + v.joins, 0)).toBeGreaterThanOrEqual(VIEWERS + held[victim]!);
      await restartNode(victim);
    }, 240_000);

    it('(a) kill -9 between the debit and the answer, retried on another node: one debit', async () => {
      const key = 'crash-after-debit-1';
      const body = {
        SiteName: 'Sideline Sportsbook', CurrencyId: 1, CurrencyName: 'USD', EnableSingleWallet: false, UserLanguage: 'en',
        GiftInfo: { GiftLevel: 0, NickName: 'LuckyFan', Amount: 5, Quantity: 1, IsUsingTicket: false },
        GroupName: group, MatchId: 51230001, AnchorId: 301, AnchorLanguage: 'vn', Message: '102', Color: 3, Type: 2, ProgramType: 1,
      };
      const victim = nodes[2]!;
      victim.killedOnPurpose = true;
      const first = await call(`http://127.0.0.1:${victim.port}`, 'POST', '/SendGift', tokens.member!, body, { 'Idempotency-Key': key, 'X-Sideline-Fault': 'crash-after-debit' });
      expect(first.status).toBe(0); // the connection died with the process
      await until(() => victim.exited, 10_000, 'the victim to exit');
      const retry = await payRetrying('SendGift', '/SendGift', key, body, `http://127.0.0.1:${nodes[0]!.port}`);
      expect(retry.answer.body?.Code).toBe(200);
      expect(retry.answer.replayed).toBe(true);
      paid.push(retry);
      const rows = await db.query(`select count(*)::int as n from ledger where idempotency_key = $1`, [`SendGift:${key}`]);
      expect(rows.rows[0].n).toBe(1);
      console.log(`[chaos] crash-after-debit: first attempt status ${first.status} (killed), retry on node1 Code ${retry.answer.body?.Code} replayed=${retry.answer.replayed}, ledger rows for the key: ${rows.rows[0].n}`);
      await restartNode(2);
      await check('a-crash-after-debit');
    });

    if (broker === 'redis-cluster') {
      it('(e) a shard primary killed mid-stream, its replica promoted', async () => {
        const cluster = redisCluster!;
        const victim = await primaryHoldingGroup(cluster);
        console.log(`[chaos] (e) the room's shard primary is :${victim}; killing it`);
        await runPhase('e', async () => {
          await cluster.kill(victim);
          await cluster.waitHealthy(60_000);
        });
        await cluster.restart(victim);
      }, PHASE_TIMEOUT);
      return;
    }

    it('(b) Redis cut for 5 s', async () => {
      await runPhase('b', async () => {
        redisProxy.cut();
        await wait(5000);
        redisProxy.restore();
      });
    }, PHASE_TIMEOUT);

    it('(c) Redis restarted empty', async () => {
      await runPhase('c', async () => {
        redisProxy.cut();
        await clearRedisPrefix(redisAdmin, PREFIX);
        await wait(500);
        redisProxy.restore();
      });
    }, PHASE_TIMEOUT);

    it('(d) PostgreSQL restarted', async () => {
      await runPhase('d', async () => {
        pgProxy.cut();
        await wait(3000);
        pgProxy.restore();
      });
      for (const n of nodes) await waitReady(`http://127.0.0.1:${n.port}`, 30_000);
    }, PHASE_TIMEOUT);
  });
}
