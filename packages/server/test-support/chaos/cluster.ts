import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';
import { repoRoot } from '../../src/config';
import { freePort } from './proxy';

/** The built server (`npm run build -w @sideline/server`). */
export const SERVER_BUNDLE = path.join(repoRoot(), 'packages', 'server', 'dist', 'main.js');
export const NGINX_TEMPLATE = path.join(repoRoot(), 'ops', 'nginx.conf.template');

/** One `node dist/main.js` process; `exits` records every exit, so a crash nobody asked for shows. */
export interface NodeProcess {
  name: string;
  port: number;
  child: ChildProcess;
  /** True once the suite killed it on purpose. */
  killedOnPurpose: boolean;
  exited: boolean;
}

/** One node exit as `startNode` records it. */
export interface NodeExit { name: string; code: number | null; signal: string | null; onPurpose: boolean }

export interface ClusterOptions {
  dir: string;
  env: Record<string, string>;
}

/** Starts a node on `port` and waits until `/readyz` answers 200. */
export async function startNode(name: string, port: number, options: ClusterOptions, exits: NodeExit[]): Promise<NodeProcess> {
  const log = openSync(path.join(options.dir, `${name}.log`), 'a');
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    env: { ...process.env, ...options.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', log, log],
  });
  const node: NodeProcess = { name, port, child, killedOnPurpose: false, exited: false };
  child.on('exit', (code, signal) => {
    node.exited = true;
    exits.push({ name, code, signal, onPurpose: node.killedOnPurpose });
  });
  await waitReady(`http://127.0.0.1:${port}`, 60_000, () => node.exited, path.join(options.dir, `${name}.log`));
  return node;
}

export async function waitReady(base: string, timeoutMs: number, dead: () => boolean = () => false, logFile?: string): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (dead()) throw new Error(`node at ${base} exited while starting${logFile ? `:\n${readFileSync(logFile, 'utf8').slice(-3000)}` : ''}`);
    try {
      const res = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) return;
    } catch {
      // not up yet
    }
    if (Date.now() > end) throw new Error(`${base} not ready within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** `kill -9` and wait for the exit. */
export async function kill9(node: NodeProcess): Promise<void> {
  node.killedOnPurpose = true;
  if (node.exited) return;
  const gone = new Promise<void>((resolve) => node.child.once('exit', () => resolve()));
  node.child.kill('SIGKILL');
  await gone;
}

/** SIGTERM every node still running (it drains), then SIGKILL what is left after `graceMs`. */
export async function stopNodes(nodes: NodeProcess[], graceMs = 500): Promise<void> {
  for (const n of nodes) {
    n.killedOnPurpose = true;
    if (!n.exited) n.child.kill('SIGTERM');
  }
  await new Promise((r) => setTimeout(r, graceMs));
  for (const n of nodes) if (!n.exited) n.child.kill('SIGKILL');
}

/** Creates the empty database `name` through `adminUrl` and answers its URL. */
export async function createDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops the database `name` (closing its connections). */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}

/** Deletes every Redis key under `prefix` (a deployment's whole state there), on a client or at a `redis://` URL. */
export async function clearRedisPrefix(redis: Redis | string, prefix: string): Promise<void> {
  const client = typeof redis === 'string' ? new Redis(redis) : redis;
  try {
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await client.del(...keys);
    } while (cursor !== '0');
  } finally {
    if (client !== redis) client.disconnect();
  }
}

/** Fills the repo's nginx template for `ports` and runs nginx in the foreground from `dir`. */
export async function startNginx(dir: string, ports: number[]): Promise<{ port: number; child: ChildProcess; exited: () => boolean }> {
  const port = await freePort();
  const prefix = path.join(dir, 'nginx');
  mkdirSync(path.join(prefix, 'tmp'), { recursive: true });
  chmodSync(path.join(prefix, 'tmp'), 0o777);
  const servers = ports.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join(' ');
  const conf = readFileSync(NGINX_TEMPLATE, 'utf8').replaceAll('__LISTEN__', `127.0.0.1:${port}`).replaceAll('__UPSTREAM_SERVERS__', servers);
  const confPath = path.join(prefix, 'nginx.conf');
  writeFileSync(confPath, conf);
  const log = openSync(path.join(dir, 'nginx.log'), 'a');
  const child = spawn(existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx', ['-p', `${prefix}/`, '-c', confPath, '-g', 'daemon off;'], { stdio: ['ignore', log, log] });
  let exited = false;
  child.on('exit', () => { exited = true; });
  child.on('error', () => { exited = true; });
  const end = Date.now() + 15_000;
  for (;;) {
    if (exited) throw new Error(`nginx exited: ${readFileSync(path.join(dir, 'nginx.log'), 'utf8')}${readFileSync(path.join(prefix, 'error.log'), 'utf8')}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) break;
    } catch {
      // starting
    }
    if (Date.now() > end) throw new Error('nginx did not come up');
    await new Promise((r) => setTimeout(r, 100));
  }
  return { port, child, exited: () => exited };
}
