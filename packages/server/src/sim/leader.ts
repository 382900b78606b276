import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { Redis } from 'ioredis';
import type { ServerConfig } from '../config';

/**
 * Leader election for the demo's life (`sim/`): with many nodes the bots, odds, rounds and
 * schedule transitions must run once for the whole cluster, not once per node. One node holds
 * a lease; the others wait and take over when it stops renewing (crash, network cut, shutdown).
 *
 * - PostgreSQL (`DATABASE_URL=postgres://…`): a session advisory lock on a dedicated
 *   connection. The server frees it the moment that session ends, so failover is as fast as
 *   PostgreSQL notices the dead connection; a node whose connection fails steps down at once.
 * - Redis (SQLite file + `REDIS_URL`, unusual): `SET key id NX PX ttl`, renewed by a script
 *   that extends only the holder's own lease.
 * - One node (SQLite, no Redis): always leader.
 *
 * A leader that cannot confirm its lease within `ttlMs` of the last confirmation steps down
 * even if the backend call hangs, so two leaders overlap at most for one renewal period.
 */
export interface LeaseBackend {
  /** Take the lease, or keep it when already held, for `ttlMs`; resolves true while this node holds it. */
  hold(ttlMs: number): Promise<boolean>;
  /** Give the lease up (best effort). */
  release(): Promise<void>;
  /** Release connections. */
  close(): Promise<void>;
}

export interface LeaderElector {
  readonly isLeader: boolean;
  /**
   * `fn(true)` when this node becomes leader (at once if it already is), `fn(false)` when it
   * stops being leader. Returns the unsubscribe function.
   */
  watch(fn: (leader: boolean) => void): () => void;
  /** Start campaigning (idempotent). */
  start(): void;
  /** Stop campaigning, step down (watchers get `false`) and release the lease. */
  stop(): Promise<void>;
}

export interface LeaderElectorOptions {
  backend: LeaseBackend;
  /** Lease length (default 10 s). */
  ttlMs?: number;
  /** How often the lease is taken or renewed (default ttl / 3). */
  renewMs?: number;
  now?: () => number;
  log?: { info(obj: unknown, msg?: string): void; warn(obj: unknown, msg?: string): void };
}

/** Campaigns for the lease of `backend`; see `LeaderElector`. */
export function createLeaderElector(options: LeaderElectorOptions): LeaderElector {
  const ttlMs = options.ttlMs ?? 10_000;
  const renewMs = options.renewMs ?? Math.max(50, Math.floor(ttlMs / 3));
  const now = options.now ?? Date.now;
  const watchers = new Set<(leader: boolean) => void>();
  let leader = false;
  let confirmedAt = 0;
  let timer: ReturnType<typeof setInterval> | null = null;
  let busy = false;
  let stopped = false;

  const set = (value: boolean): void => {
    if (value === leader) return;
    leader = value;
    options.log?.info({ leader }, value ? 'became sim leader' : 'stepped down as sim leader');
    for (const fn of [...watchers]) {
      try {
        fn(value);
      } catch (err) {
        options.log?.warn({ err }, 'leader watcher failed');
      }
    }
  };

  const step = async (): Promise<void> => {
    if (leader && now() - confirmedAt >= ttlMs) set(false);
    if (busy || stopped) return;
    busy = true;
    try {
      const held = await options.backend.hold(ttlMs);
      if (stopped) return;
      if (held) confirmedAt = now();
      set(held);
    } catch (err) {
      options.log?.warn({ err }, 'leader lease check failed');
      if (!stopped) set(false);
    } finally {
      busy = false;
    }
  };

  return {
    get isLeader() {
      return leader;
    },
    watch(fn) {
      watchers.add(fn);
      if (leader) fn(true);
      return () => {
        watchers.delete(fn);
      };
    },
    start() {
      if (timer || stopped) return;
      timer = setInterval(() => void step(), renewMs);
      timer.unref();
      void step();
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      const was = leader;
      set(false);
      try {
        if (was) await options.backend.release();
      } catch {
        // The lease expires on its own.
      }
      await options.backend.close().catch(() => undefined);
    },
  };
}

/** The backend of a single node: always holds the lease. */
export function soleLease(): LeaseBackend {
  return { hold: async () => true, release: async () => undefined, close: async () => undefined };
}

/** An in-process lease table (tests, and several electors in one process). */
export class MemoryLeaseTable {
  holder: string | null = null;
  expiresAt = 0;
  constructor(private readonly now: () => number = Date.now) {}

  lease(id: string): LeaseBackend {
    return {
      hold: async (ttlMs) => {
        const t = this.now();
        if (this.holder === id || this.holder === null || this.expiresAt <= t) {
          this.holder = id;
          this.expiresAt = t + ttlMs;
          return true;
        }
        return false;
      },
      release: async () => {
        if (this.holder === id) this.holder = null;
      },
      close: async () => undefined,
    };
  }
}

const HOLD_SCRIPT = `
if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return 1
end
if redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then return 1 end
return 0
`;

const RELEASE_SCRIPT = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`;

/** A Redis lease on `key` for holder `id` (`SET NX PX`, renewed only by its holder). Owns `redis`. */
export function redisLease(redis: Redis, key: string, id: string): LeaseBackend {
  redis.on('error', () => undefined);
  return {
    async hold(ttlMs) {
      return Number(await redis.eval(HOLD_SCRIPT, 1, key, id, String(ttlMs))) === 1;
    },
    async release() {
      await redis.eval(RELEASE_SCRIPT, 1, key, id);
    },
    async close() {
      redis.disconnect();
    },
  };
}

/** Default advisory lock key of the demo life ('sideline sim' as a number). */
export const SIM_LOCK_KEY = 5_120_202_601;

/**
 * A PostgreSQL session advisory lock on a dedicated connection: held while that session
 * lives. A connection error drops the client (the server frees the lock when the session
 * ends) and the next `hold` reconnects and tries again.
 */
export function postgresLease(connectionString: string, lockKey = SIM_LOCK_KEY): LeaseBackend {
  let client: pg.Client | null = null;
  let held = false;
  const drop = (c: pg.Client): void => {
    if (client !== c) return;
    client = null;
    held = false;
    c.end().catch(() => undefined);
  };
  return {
    async hold() {
      if (!client) {
        const c = new pg.Client({ connectionString, connectionTimeoutMillis: 3000, query_timeout: 3000, keepAlive: true });
        c.on('error', () => drop(c));
        client = c;
        try {
          await c.connect();
        } catch (err) {
          drop(c);
          throw err;
        }
      }
      const c = client;
      try {
        if (held) {
          await c.query('select 1');
          return true;
        }
        const res = await c.query<{ locked: boolean }>('select pg_try_advisory_lock($1::bigint) as locked', [lockKey]);
        held = res.rows[0]?.locked === true;
        return held;
      } catch (err) {
        drop(c);
        throw err;
      }
    },
    async release() {
      if (client && held) await client.query('select pg_advisory_unlock($1::bigint)', [lockKey]).catch(() => undefined);
      held = false;
    },
    async close() {
      const c = client;
      client = null;
      held = false;
      await c?.end().catch(() => undefined);
    },
  };
}

/**
 * The node's elector for the demo life, from its configuration: PostgreSQL advisory lock when
 * the store is PostgreSQL, a Redis lease when only Redis is shared, otherwise sole leader.
 */
export function createSimLeader(config: ServerConfig, log?: LeaderElectorOptions['log']): LeaderElector {
  const id = `${process.pid}-${Math.random().toString(36).slice(2, 10)}`;
  let backend: LeaseBackend;
  if (/^postgres(ql)?:\/\//.test(config.databaseUrl)) backend = postgresLease(config.databaseUrl);
  else if (config.redisUrl) backend = redisLease(new Redis(config.redisUrl, { maxRetriesPerRequest: 1 }), `${config.redisPrefix}sim-leader`, id);
  else backend = soleLease();
  return createLeaderElector({ backend, log });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Leadership of the demo life across nodes (see `sim/leader.ts`). */
    simLeader: LeaderElector;
  }
}

/**
 * Runs `start` while this node leads the demo life (and `config.sim` is on): started once the
 * app is ready and the node is (or becomes) leader, stopped when it steps down or the app closes.
 */
export function runWhileLeader(app: FastifyInstance, start: () => { stop(): unknown }): void {
  if (!app.sideline.config.sim) return;
  let running: { stop(): unknown } | null = null;
  let unwatch: (() => void) | null = null;
  const stop = async () => {
    const r = running;
    running = null;
    await r?.stop();
  };
  app.addHook('onReady', async () => {
    unwatch = app.simLeader.watch((leader) => {
      if (leader && !running) running = start();
      else if (!leader) void Promise.resolve(stop()).catch((err: unknown) => app.log.error({ err }, 'stopping the sim failed'));
    });
  });
  app.addHook('preClose', async () => {
    unwatch?.();
    await stop();
  });
}
