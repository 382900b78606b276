import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp } from '../testing/app';
import type { TestApp } from '../testing/app';
import { DEFAULT_RATE_LIMITS } from '../config';
import { REDIS_TEST_URL, redisTestBed } from '../realtime/broker/redis.testing';
import { createRateLimiter, createRedisCounters } from './index';

const bed = redisTestBed('ratelimit');
const rateLimit = { ...DEFAULT_RATE_LIMITS, windowSeconds: 60, member: { call: 5, chat: 2, paid: 2 }, ip: { all: 6, login: 100, operator: 100 } };
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  await bed.ensureReachable();
  // Two nodes of one deployment: same Redis, same prefix; each its own in-memory SQLite.
  const config = { redisUrl: REDIS_TEST_URL, redisPrefix: bed.prefix, rateLimit };
  a = await makeTestApp({ config });
  b = await makeTestApp({ config });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await bed.cleanup();
});

describe('rate limits shared through Redis', () => {
  it('two app instances count one member on one counter', async () => {
    // Both seeded worlds have member 1001: its tokens on either node share the counter.
    const onA = { Token: await a.login('member'), 'x-forwarded-for': '198.51.100.20' };
    const onB = { Token: await b.login('member'), 'x-forwarded-for': '198.51.100.21' };
    const nick = (t: TestApp, headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/Nickname', headers });
    for (let i = 0; i < 3; i++) expect((await nick(a, onA)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await nick(b, onB)).statusCode).toBe(200);
    const refused = await nick(b, onB);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.json()).toMatchObject({ Code: 429, Result: null, Error: [{ Field: null }] });
    expect((await nick(a, onA)).statusCode).toBe(429);
    expect((await nick(a, { Token: await a.login('vip5'), 'x-forwarded-for': '198.51.100.22' })).statusCode).toBe(200);
  });

  it('two app instances count one client address on one counter', async () => {
    const from = (t: TestApp) => t.app.inject({ method: 'GET', url: '/Demo/World', headers: { 'x-forwarded-for': '203.0.113.50' } });
    for (let i = 0; i < 3; i++) expect((await from(a)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await from(b)).statusCode).toBe(200);
    expect((await from(a)).statusCode).toBe(429);
    expect((await from(b)).statusCode).toBe(429);
  });

  it('keeps its keys under the deployment prefix with a lifetime', async () => {
    const counters = createRedisCounters({ connection: REDIS_TEST_URL, prefix: bed.prefix });
    const limiter = createRateLimiter({ ...rateLimit, member: { call: 1, chat: 1, paid: 1 } }, counters);
    expect(await limiter.checkMember(4242, { name: 'GetNickname' })).toBeNull();
    const { Redis } = await import('ioredis');
    const admin = new Redis(REDIS_TEST_URL);
    const keys = await admin.keys(`${bed.prefix}rl:m:call:4242:*`);
    expect(keys).toHaveLength(1);
    const ttl = await admin.pttl(keys[0]!);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(61_000);
    admin.disconnect();
    await limiter.close();
  });
});
