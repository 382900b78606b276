/**
 * The deployments the load bench compares, started with the chaos suite's cluster helpers
 * (packages/server/test-support/chaos/cluster.ts): the built server, fresh state each time.
 *
 * - `embedded`: the default — one process on a SQLite file, in-memory broker, no nginx.
 * - `pg1` / `pg3`: the production shape — 1 or 3 nodes on a fresh PostgreSQL database and a
 *   unique Redis key prefix, behind the repo's nginx template (ops/nginx.conf.template).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  clearRedisPrefix, createDatabase, dropDatabase, freePort, startNginx, startNode, stopNodes,
} from '@sideline/server/testing';
import type { NodeExit, NodeProcess } from '@sideline/server/testing';
import { seedLoadMembers } from './members';

export type TargetKind = 'embedded' | 'pg1' | 'pg3';

export const TARGET_LABELS: Record<TargetKind, string> = {
  embedded: 'embedded (SQLite, 1 process, no nginx)',
  pg1: '1 node (PG+Redis, nginx)',
  pg3: '3 nodes (PG+Redis, nginx)',
};

/** LOAD_KEEP_LOGS=1 keeps each target's directory (node and nginx logs) and says where. */
const KEEP = process.env.LOAD_KEEP_LOGS === '1';
const removeDir = (dir: string) => {
  if (KEEP) console.log(`  logs kept in ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
};

const PG_ADMIN = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/**
 * The API rate limits (config.ts `RATE_LIMIT_*`, docs/operations.md "Rate limits") are raised
 * far above what the bench sends rather than switched off (`RATE_LIMIT=off`), so every call
 * still pays the limiter's counting (in Redis on the PostgreSQL targets) as in production: two
 * demo members send every chat line, gift and bet here, which the per-member limits (chat 20,
 * paid 30 per 10 s) exist to refuse. The hub's per-connection invocation limit stays as is.
 * `LOAD_NODE_ENV` (JSON) adds or overrides node env for a run.
 */
export const LIFT_LIMITS: Record<string, string> = {
  RATE_LIMIT_MEMBER_CALLS: '1000000',
  RATE_LIMIT_MEMBER_CHAT: '1000000',
  RATE_LIMIT_MEMBER_PAID: '1000000',
  RATE_LIMIT_IP: '1000000',
  RATE_LIMIT_IP_LOGIN: '1000000',
};

export interface Target {
  kind: TargetKind;
  /** Where clients go (nginx, or the embedded node). */
  base: string;
  nodes: NodeProcess[];
  exits: NodeExit[];
  /** One token per bench member (members.ts). */
  members: string[];
  stop(): Promise<void>;
}

/** The nodes' operator key: PostgreSQL nodes refuse to start on the public demo key (issue 14). */
export const BENCH_OPERATOR_KEY = 'sideline-bench-operator-key-0123456789abcdef';

/** Starts `kind` with `members` bench members on its fresh, seeded database (`nodeEnv`: more node env). */
export async function startTarget(kind: TargetKind, memberCount: number, nodeEnv: Record<string, string> = {}): Promise<Target> {
  const dir = mkdtempSync(path.join(tmpdir(), `sideline-load-${kind}-`));
  const exits: NodeExit[] = [];
  const nodes: NodeProcess[] = [];
  const extra = { ...LIFT_LIMITS, ...nodeEnv, ...(process.env.LOAD_NODE_ENV ? JSON.parse(process.env.LOAD_NODE_ENV) as Record<string, string> : {}) };
  const common = { SIM: 'off', SEED: 'on', LOG_LEVEL: 'warn', OPERATOR_KEY: process.env.OPERATOR_KEY || BENCH_OPERATOR_KEY, ...extra };

  if (kind === 'embedded') {
    const file = path.join(dir, 'load.db');
    const env = { ...common, DATABASE_URL: file, REDIS_URL: '' };
    let members: string[];
    try {
      nodes.push(await startNode('embedded', await freePort(), { dir, env }, exits));
      members = await seedLoadMembers(file, memberCount);
    } catch (err) {
      await stopNodes(nodes);
      rmSync(dir, { recursive: true, force: true });
      throw err;
    }
    return {
      kind, base: `http://127.0.0.1:${nodes[0]!.port}`, nodes, exits, members,
      async stop() {
        await stopNodes(nodes, 2000);
        removeDir(dir);
      },
    };
  }

  const count = kind === 'pg3' ? 3 : 1;
  const dbName = `sideline_load_${process.pid}_${Date.now()}`;
  const prefix = `sideline-load:${process.pid}:${Date.now()}:`;
  const dbUrl = await createDatabase(PG_ADMIN, dbName);
  const env = { ...common, DATABASE_URL: dbUrl, REDIS_URL, REDIS_PREFIX: prefix };
  let nginx: Awaited<ReturnType<typeof startNginx>> | null = null;
  const stop = async () => {
    await stopNodes(nodes, 2000);
    nginx?.child.kill('SIGQUIT');
    await clearRedisPrefix(REDIS_URL, prefix);
    await dropDatabase(PG_ADMIN, dbName);
    removeDir(dir);
  };
  let members: string[];
  try {
    const ports: number[] = [];
    for (let i = 0; i < count; i++) ports.push(await freePort());
    // The first node migrates and seeds; the bench's members come before the others start.
    nodes.push(await startNode('node1', ports[0]!, { dir, env }, exits));
    members = await seedLoadMembers(dbUrl, memberCount);
    for (let i = 1; i < count; i++) nodes.push(await startNode(`node${i + 1}`, ports[i]!, { dir, env }, exits));
    nginx = await startNginx(dir, ports);
  } catch (err) {
    await stop().catch(() => undefined);
    throw err;
  }
  return { kind, base: `http://127.0.0.1:${nginx.port}`, nodes, exits, members, stop };
}

export interface NodeSample { rss: number; heap: number; cpu: number; hub: number }

/** One node's process figures from its own /metrics (prom-client defaults, `sideline_` prefix). */
export async function sampleNode(node: NodeProcess): Promise<NodeSample | null> {
  try {
    const text = await (await fetch(`http://127.0.0.1:${node.port}/metrics`, { signal: AbortSignal.timeout(5000) })).text();
    const metric = (name: string) => Number(new RegExp(`^${name}(?:\\{[^}]*\\})? ([0-9.e+-]+)$`, 'm').exec(text)?.[1] ?? Number.NaN);
    return {
      rss: metric('sideline_process_resident_memory_bytes'),
      heap: metric('sideline_nodejs_heap_size_used_bytes'),
      cpu: metric('sideline_process_cpu_seconds_total'),
      hub: metric('sideline_hub_connections'),
    };
  } catch {
    return null;
  }
}
