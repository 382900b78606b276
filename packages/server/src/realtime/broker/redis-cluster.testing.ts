import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';

const run = promisify(execFile);

export interface ClusterNodeProcess {
  port: number;
  busPort: number;
  child: ChildProcess;
}

export interface LocalRedisCluster {
  /** `127.0.0.1:port` of every node (primaries and replicas). */
  seeds: string[];
  nodes: ClusterNodeProcess[];
  /** Node id, port and role as the cluster sees them now. */
  topology(): Promise<Array<{ id: string; port: number; primary: boolean; primaryId: string | null; slots: string[] }>>;
  /** Port of the primary serving `key`'s slot. */
  primaryOf(key: string): Promise<number>;
  /** Waits until every live node answers `cluster_state:ok` and agrees on three slot-owning primaries. */
  waitHealthy(timeoutMs?: number): Promise<void>;
  /** SIGKILLs the node on `port` and waits for its exit. */
  kill(port: number): Promise<void>;
  /** Starts the killed node on `port` again (empty; it rejoins as a replica) and waits until it replicates. */
  restart(port: number): Promise<void>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await pause(50);
  }
}

async function oneShot<T>(port: number, fn: (redis: Redis) => Promise<T>): Promise<T> {
  const redis = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return await fn(redis);
  } finally {
    redis.disconnect();
  }
}

/**
 * Starts a Redis Cluster from the machine's `redis-server` (no container) in a temp dir:
 * `shards` primaries with `replicas` replica each, on free loopback ports (client and bus
 * ports both chosen free: Redis 7 `cluster-port`), created by `redis-cli --cluster create`,
 * returned once every node reports `cluster_state:ok`. Node timeout 1 s, so a killed primary's
 * replica is promoted within a few seconds. Fails (never skips) when redis-server is missing.
 */
export async function startLocalRedisCluster(shards = 3, replicas = 1): Promise<LocalRedisCluster> {
  const dir = mkdtempSync(path.join(tmpdir(), 'sideline-redis-cluster-'));
  const nodes: ClusterNodeProcess[] = [];
  const alive = new Set<number>();
  // A test run that ends without `stop` (a failed hook, Ctrl-C) leaves no redis-server behind.
  const killAll = (): void => {
    for (const { child } of nodes) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  process.once('exit', killAll);
  /** Starts (or restarts: its nodes.conf brings it back into the cluster) the node on `port`. */
  const launch = (port: number, busPort: number): ChildProcess => {
    const child = spawn(
      'redis-server',
      [
        '--port', String(port), '--bind', '127.0.0.1', '--cluster-enabled', 'yes', '--cluster-port', String(busPort),
        '--cluster-config-file', `nodes-${port}.conf`, '--cluster-node-timeout', '1000',
        '--dir', dir, '--dbfilename', `${port}.rdb`, '--save', '', '--appendonly', 'no', '--daemonize', 'no',
        '--logfile', path.join(dir, `${port}.log`),
      ],
      { stdio: 'ignore', cwd: dir },
    );
    child.once('exit', () => alive.delete(port));
    alive.add(port);
    return child;
  };
  const stop = async (): Promise<void> => {
    process.removeListener('exit', killAll);
    await Promise.all(
      nodes.map(
        ({ child }) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGKILL');
          }),
      ),
    );
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; i < shards * (1 + replicas); i++) {
      // A free port can be taken by another process before redis-server binds it (the machine
      // runs other suites): a node that exits before answering is started again on new ports.
      for (let attempt = 1; ; attempt++) {
        const port = await freePort();
        let busPort = await freePort();
        while (busPort === port) busPort = await freePort();
        const node = { port, busPort, child: launch(port, busPort) };
        nodes.push(node);
        const exited = (): boolean => node.child.exitCode !== null || node.child.signalCode !== null;
        await until(async () => exited() || (await oneShot(port, (r) => r.ping())) === 'PONG', 30_000, `redis-server on ${port}`);
        if (!exited()) break;
        nodes.splice(nodes.indexOf(node), 1);
        if (attempt === 3) throw new Error(`redis-server exited at start three times (last on ${port}; see ${dir})`);
      }
    }
    await run('redis-cli', [
      '--cluster', 'create', ...nodes.map(({ port }) => `127.0.0.1:${port}`),
      '--cluster-replicas', String(replicas), '--cluster-yes',
    ]);
  } catch (error) {
    await stop();
    throw error;
  }

  async function topology() {
    const live = [...alive];
    for (const port of live) {
      try {
        const text = await oneShot(port, (r) => r.call('CLUSTER', 'NODES') as Promise<string>);
        return text
          .trim()
          .split('\n')
          .map((line) => line.split(' '))
          .filter((fields) => !fields[2].includes('fail') && !fields[2].includes('noaddr'))
          .map((fields) => ({
            id: fields[0],
            port: Number(fields[1].split(':')[1].split('@')[0]),
            primary: fields[2].includes('master'),
            primaryId: fields[3] === '-' ? null : fields[3],
            slots: fields.slice(8),
          }));
      } catch {
        // try the next live node
      }
    }
    throw new Error('No cluster node answers');
  }

  const cluster: LocalRedisCluster = {
    seeds: nodes.map(({ port }) => `127.0.0.1:${port}`),
    nodes,
    topology,
    async primaryOf(key) {
      const slot = Number(await oneShot([...alive][0], (r) => r.call('CLUSTER', 'KEYSLOT', key)));
      for (const node of await topology()) {
        if (!node.primary) continue;
        for (const range of node.slots) {
          const [from, to = from] = range.split('-').map(Number);
          if (slot >= from && slot <= to) return node.port;
        }
      }
      throw new Error(`No primary serves slot ${slot}`);
    },
    async waitHealthy(timeoutMs = 30_000) {
      await until(
        async () => {
          for (const port of alive) {
            const info = await oneShot(port, (r) => r.call('CLUSTER', 'INFO') as Promise<string>);
            if (!info.includes('cluster_state:ok')) return false;
          }
          const primaries = (await topology()).filter((node) => node.primary && node.slots.length > 0 && alive.has(node.port));
          return primaries.length === shards;
        },
        timeoutMs,
        'cluster_state:ok on every node',
      );
    },
    async kill(port) {
      const node = nodes.find((candidate) => candidate.port === port);
      if (!node) throw new Error(`No node on ${port}`);
      if (node.child.exitCode !== null || node.child.signalCode !== null) return;
      await new Promise<void>((resolve) => {
        node.child.once('exit', () => resolve());
        node.child.kill('SIGKILL');
      });
    },
    async restart(port) {
      const node = nodes.find((candidate) => candidate.port === port);
      if (!node) throw new Error(`No node on ${port}`);
      node.child = launch(port, node.busPort);
      await until(
        async () => {
          const info = await oneShot(port, (r) => r.info('replication'));
          return info.includes('role:slave') && info.includes('master_link_status:up');
        },
        30_000,
        `node ${port} replicating again`,
      );
    },
    stop,
  };
  try {
    await cluster.waitHealthy();
  } catch (error) {
    await stop();
    throw error;
  }
  return cluster;
}
