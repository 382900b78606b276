import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls, OPERATOR_KEY_HEADER } from '@sideline/protocol';
import { makeTestApp } from '../testing/app';
import type { TestApp } from '../testing/app';
import { DEFAULT_RATE_LIMITS, loadConfig } from '../config';
import type { RateLimitConfig } from './types';
import { classOf, createMemoryCounters, createRateLimiter, createRedisCounters } from './index';
import { pushBody, siteGroup } from '../features/chat/testing';

const limits = (over: Partial<RateLimitConfig> = {}): RateLimitConfig => ({
  ...DEFAULT_RATE_LIMITS,
  windowSeconds: 60,
  member: { call: 4, chat: 2, paid: 2 },
  ip: { all: 1000, login: 1000, operator: 1000 },
  ...over,
});

describe('memory counters', () => {
  it('count per key inside a clock-aligned window and start again in the next one', async () => {
    let now = 120_500;
    const counters = createMemoryCounters(() => now);
    expect(await counters.hit('a', 1000)).toEqual({ count: 1, resetInMs: 500 });
    expect(await counters.hit('a', 1000)).toEqual({ count: 2, resetInMs: 500 });
    expect(await counters.hit('b', 1000)).toEqual({ count: 1, resetInMs: 500 });
    now = 121_000;
    expect(await counters.hit('a', 1000)).toEqual({ count: 1, resetInMs: 1000 });
    await counters.close();
  });
});

describe('limiter', () => {
  it('classes every call of the contract: each paid call is paid, the chat sends are chat', () => {
    for (const call of allCalls) {
      const cls = classOf(call);
      if (call.paid) expect(cls, call.name).toBe('paid');
      else expect(['call', 'chat'], call.name).toContain(cls);
    }
    expect(allCalls.filter((c) => classOf(c) === 'chat').map((c) => c.name).sort()).toEqual(['EntertainmentMessagePush', 'MessagePush']);
  });

  it('refuses above the limit with the seconds left in the window; 0 or disabled means no limit', async () => {
    const limiter = createRateLimiter(limits({ windowSeconds: 10, member: { call: 0, chat: 1, paid: 1 } }), createMemoryCounters());
    const chat = { name: 'MessagePush', paid: false };
    expect(await limiter.checkMember(1, chat)).toBeNull();
    const refusal = await limiter.checkMember(1, chat);
    expect(refusal?.limit).toBe('chat');
    expect(refusal?.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(refusal?.retryAfterSeconds).toBeLessThanOrEqual(10);
    expect(await limiter.checkMember(2, chat)).toBeNull();
    for (let i = 0; i < 50; i++) expect(await limiter.checkMember(1, { name: 'GetNickname' })).toBeNull();
    const off = createRateLimiter({ ...limits({ member: { call: 1, chat: 1, paid: 1 } }), enabled: false }, createMemoryCounters());
    for (let i = 0; i < 5; i++) expect(await off.checkMember(1, chat)).toBeNull();
    await limiter.close();
    await off.close();
  });

  it('reads its limits from the environment and refuses nonsense', () => {
    const c = loadConfig({ RATE_LIMIT_WINDOW_S: '30', RATE_LIMIT_MEMBER_CHAT: '5', RATE_LIMIT_MEMBER_PAID: '7', RATE_LIMIT_MEMBER_CALLS: '9', RATE_LIMIT_IP: '11', RATE_LIMIT_IP_LOGIN: '13', RATE_LIMIT_IP_OPERATOR: '17', HUB_INVOCATION_LIMIT: '15', RATE_LIMIT: 'off', TRUST_PROXY: '10.0.0.0/8' });
    expect(c.rateLimit).toEqual({ enabled: false, windowSeconds: 30, member: { call: 9, chat: 5, paid: 7 }, ip: { all: 11, login: 13, operator: 17 }, hubInvocations: 15 });
    expect(c.trustProxy).toBe('10.0.0.0/8');
    expect(loadConfig({}).rateLimit).toEqual(DEFAULT_RATE_LIMITS);
    expect(() => loadConfig({ RATE_LIMIT_MEMBER_CHAT: 'lots' })).toThrow(/RATE_LIMIT_MEMBER_CHAT/);
    expect(() => loadConfig({ RATE_LIMIT_WINDOW_S: '0' })).toThrow(/RATE_LIMIT_WINDOW_S/);
  });

  it('fails open to memory counters when Redis does not answer', async () => {
    const errors: Error[] = [];
    const counters = createRedisCounters({ connection: { host: '127.0.0.1', port: 1, retryStrategy: () => null }, prefix: 'nowhere:', onError: (e) => errors.push(e), now: () => 120_000 });
    // The fallback's window is pinned: on a busy machine the three hits (each waiting out the
    // timeout) could otherwise straddle a window boundary and count from 1 again.
    const limiter = createRateLimiter(limits({ member: { call: 2, chat: 2, paid: 2 } }), counters);
    expect(await limiter.checkMember(1, { name: 'GetNickname' })).toBeNull();
    expect(await limiter.checkMember(1, { name: 'GetNickname' })).toBeNull();
    expect((await limiter.checkMember(1, { name: 'GetNickname' }))?.limit).toBe('call');
    expect(errors.length).toBeGreaterThan(0);
    await limiter.close();
  });
});

describe('HTTP: 429 with Retry-After in the envelope', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ config: { rateLimit: limits({ ip: { all: 40, login: 1000, operator: 1000 } }) } });
  });
  afterAll(async () => {
    await t.close();
  });

  const expect429 = (res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }, message: RegExp) => {
    expect(res.statusCode).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(res.json()).toEqual({ Code: 429, Result: null, Error: [{ Field: null, Message: expect.stringMatching(message) }] });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  };

  it('limits each member per class: chat, paid, other calls; another member is not affected', async () => {
    const member = await t.login('member');
    const vip = await t.login('vip5');
    const group = await siteGroup(t.app, member);
    const headers = { Token: member, 'x-forwarded-for': '198.51.100.1' };
    for (let i = 0; i < 2; i++) {
      const ok = await t.app.inject({ method: 'POST', url: '/MessagePush', headers, payload: pushBody(group, { Message: `line ${i}` }) });
      expect(ok.statusCode).toBe(200);
    }
    expect429(await t.app.inject({ method: 'POST', url: '/MessagePush', headers, payload: pushBody(group) }), /^Too many chat messages: try again in \d+ s$/);

    const db = t.app.sideline.store.db;
    const balance = async () => (await db.selectFrom('wallets').select('balance_minor').where('customer_id', '=', 1001).where('currency_id', '=', 1).executeTakeFirstOrThrow()).balance_minor;
    for (let i = 0; i < 2; i++) {
      const ok = await t.app.inject({ method: 'POST', url: '/Demo/TopUp', headers: { ...headers, 'Idempotency-Key': `rl-${i}` }, payload: { CurrencyId: 1, Amount: 1 } });
      expect(ok.json().Code).toBe(200);
    }
    const before = await balance();
    expect429(await t.app.inject({ method: 'POST', url: '/Demo/TopUp', headers: { ...headers, 'Idempotency-Key': 'rl-3' }, payload: { CurrencyId: 1, Amount: 1 } }), /^Too many paid calls/);
    expect(await balance()).toBe(before); // refused before the handler: no money moved

    // CheckSiteGroup above was the first of the 4 other calls.
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ method: 'GET', url: '/Nickname', headers })).statusCode).toBe(200);
    expect429(await t.app.inject({ method: 'GET', url: '/Nickname', headers }), /^Too many requests: try again/);

    const other = await t.app.inject({ method: 'GET', url: '/Nickname', headers: { Token: vip, 'x-forwarded-for': '198.51.100.1' } });
    expect(other.statusCode).toBe(200);
    // A new token of the same member shares the member's counter.
    const again = await t.app.inject({ method: 'GET', url: '/Nickname', headers: { Token: await t.login('member'), 'x-forwarded-for': '198.51.100.1' } });
    expect(again.statusCode).toBe(429);
  });

  it('limits each client address (X-Forwarded-For from the trusted proxy), anonymous callers included', async () => {
    const from = (ip: string) => t.app.inject({ method: 'GET', url: '/Demo/World', headers: { 'x-forwarded-for': ip } });
    for (let i = 0; i < 40; i++) expect((await from('203.0.113.9')).statusCode).toBe(200);
    expect429(await from('203.0.113.9'), /^Too many requests from this address/);
    expect((await from('203.0.113.10')).statusCode).toBe(200);
    // Pages and health are not API calls: never limited.
    expect((await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-for': '203.0.113.9' } })).statusCode).toBe(200);
  });

  it('keeps serving after refusing', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/Demo/World', headers: { 'x-forwarded-for': '192.0.2.77' } })).statusCode).toBe(200);
  });
});

describe('HTTP: token-minting calls per address', () => {
  it('answers 429 on the login limit while other calls from the address go on', async () => {
    const t = await makeTestApp({ config: { rateLimit: limits({ ip: { all: 1000, login: 3, operator: 1000 } }) } });
    try {
      const login = () => t.app.inject({ method: 'POST', url: '/Demo/Login', payload: { UserKey: 'member', UserLanguage: 'en' } });
      for (let i = 0; i < 3; i++) expect((await login()).statusCode).toBe(200);
      const refused = await login();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().Error[0].Message).toMatch(/^Too many sign-ins from this address/);
      expect((await t.app.inject({ method: 'GET', url: '/Demo/World' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('HTTP: Operator-Key calls per address', () => {
  it('counts every operator call of the contract, wrong keys included, before the key is checked', async () => {
    const t = await makeTestApp({ config: { rateLimit: limits({ ip: { all: 1000, login: 1000, operator: 2 } }) } });
    try {
      const key = t.app.sideline.config.operatorKey;
      const operatorCalls = allCalls.filter((c) => c.headers.auth === 'operator');
      expect(operatorCalls.length).toBeGreaterThanOrEqual(14);
      for (const [i, call] of operatorCalls.entries()) {
        const send = (ip: string, operatorKey: string) => t.app.inject({
          method: call.method, url: call.method === 'GET' ? `${call.path}?MatchId=1&date=2026-11-24` : call.path,
          headers: { [OPERATOR_KEY_HEADER]: operatorKey, 'x-forwarded-for': ip }, payload: call.method === 'GET' ? undefined : {},
        });
        const ip = `198.51.100.${100 + i}`;
        for (let n = 0; n < 2; n++) expect((await send(ip, 'guess')).statusCode, call.name).toBe(401);
        const refused = await send(ip, key);
        expect(refused.statusCode, call.name).toBe(429);
        expect(refused.json().Error[0].Message).toMatch(/^Too many operator calls from this address/);
        expect((await send(`203.0.113.${100 + i}`, key)).statusCode, call.name).not.toBe(429);
      }
      // Viewer calls from a throttled address are not operator calls: they go on.
      expect((await t.app.inject({ method: 'GET', url: '/Demo/World', headers: { 'x-forwarded-for': '198.51.100.100' } })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
