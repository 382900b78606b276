import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { Redis } from 'ioredis';
import { REDIS_TEST_URL } from '../realtime/broker/redis.testing';
import { createLeaderElector, postgresLease, redisLease } from './leader';
import type { LeaderElector } from './leader';

/** The lease backends against the real PostgreSQL and Redis of the scale suite. */
const PG_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await wait(20);
  }
}

const electors: LeaderElector[] = [];
afterAll(async () => {
  await Promise.all(electors.map((e) => e.stop()));
});

describe('Redis lease', () => {
  it('elects one node, and fails over when the leader stops renewing', async () => {
    const key = `sideline-test:leader:${process.pid}:${Date.now()}`;
    const a = createLeaderElector({ backend: redisLease(new Redis(REDIS_TEST_URL), key, 'a'), ttlMs: 400, renewMs: 80 });
    const b = createLeaderElector({ backend: redisLease(new Redis(REDIS_TEST_URL), key, 'b'), ttlMs: 400, renewMs: 80 });
    electors.push(a, b);
    a.start();
    await until(() => a.isLeader);
    b.start();
    await wait(500);
    expect([a.isLeader, b.isLeader]).toEqual([true, false]);

    // The leader is stopped without releasing (a crash): its lease expires, b takes over.
    const admin = new Redis(REDIS_TEST_URL);
    expect(await admin.get(key)).toBe('a');
    await a.stop();
    await admin.set(key, 'a', 'PX', 400); // as if a had died still holding it
    await until(() => b.isLeader, 3000);
    expect(await admin.get(key)).toBe('b');
    await b.stop();
    expect(await admin.get(key)).toBeNull();
    admin.disconnect();
  });
});

describe('PostgreSQL advisory lock', () => {
  it('elects one node, and fails over when the leader session dies', async () => {
    const lockKey = 900_000_000 + (process.pid % 100_000);
    // a's node can be cut off from PostgreSQL: its lease calls fail from then on.
    let cut = false;
    const leaseA = postgresLease(PG_URL, lockKey);
    const a = createLeaderElector({
      backend: { ...leaseA, hold: async (ttl) => { if (cut) throw new Error('cut off'); return leaseA.hold(ttl); } },
      ttlMs: 1000, renewMs: 100,
    });
    const b = createLeaderElector({ backend: postgresLease(PG_URL, lockKey), ttlMs: 1000, renewMs: 100 });
    electors.push(a, b);
    a.start();
    await until(() => a.isLeader);
    b.start();
    await wait(400);
    expect([a.isLeader, b.isLeader]).toEqual([true, false]);

    // Cut a off and end its session on the server (like a crashed node): the lock is freed.
    cut = true;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`select pg_terminate_backend(pid) from pg_locks where locktype = 'advisory' and objid = $1 and granted`, [lockKey]);
    await until(() => b.isLeader, 5000);
    await until(() => !a.isLeader, 5000);
    await wait(400);
    expect([a.isLeader, b.isLeader]).toEqual([false, true]);
    await admin.end();
  });
});
