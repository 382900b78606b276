import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckSiteGroup } from '@sideline/protocol';
import { DEMO_OPERATOR_KEY, loadConfig } from '../../src/config';
import { makeTestApp } from '../../src/testing/app';
import type { TestApp } from '../../src/testing/app';
import { NON_PAGE_CSP } from '../../src/http/headers';

/**
 * Issue 14, defects 6 and 7, as a stranger meets them: the public demo operator key on a real
 * deployment, /metrics open to anyone, GetHost echoing the caller's Host, SVG media frameable,
 * CheckSiteGroup's contract and answer disagreeing.
 */
const STRANGER = '203.0.113.9';
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

describe('the operator key (issue 14, defect 6)', () => {
  const OWN_KEY = 'k'.repeat(20) + '0123456789abcdef';
  const PG = 'postgres://app@db:5432/sideline';

  it('a PostgreSQL or production deployment refuses to start with the demo key, no key or a short one, in one line', () => {
    for (const env of [
      { DATABASE_URL: PG }, { DATABASE_URL: PG, OPERATOR_KEY: DEMO_OPERATOR_KEY }, { DATABASE_URL: PG, OPERATOR_KEY: 'short-key' },
      { NODE_ENV: 'production' }, { NODE_ENV: 'production', OPERATOR_KEY: DEMO_OPERATOR_KEY }, { SEED: 'off' },
    ]) {
      let message = '';
      try {
        loadConfig(env);
      } catch (err) {
        message = (err as Error).message;
      }
      expect(message, JSON.stringify(env)).toMatch(/^OPERATOR_KEY must be a key of your own of at least 32 random bytes/);
      expect(message).not.toContain('\n');
    }
  });

  it('keeps the demo default only for the demo world, and takes a key of its own anywhere', () => {
    expect(loadConfig({}).operatorKey).toBe(DEMO_OPERATOR_KEY);
    expect(loadConfig({ DATABASE_URL: PG, OPERATOR_KEY: OWN_KEY }).operatorKey).toBe(OWN_KEY);
    expect(loadConfig({ NODE_ENV: 'production', OPERATOR_KEY: OWN_KEY }).operatorKey).toBe(OWN_KEY);
  });
});

describe('/metrics (issue 14, defect 7)', () => {
  it('without METRICS_TOKEN: a stranger, or anyone through a proxy, gets 401; a local scraper the text', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: STRANGER })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: { 'x-forwarded-for': STRANGER } })).statusCode).toBe(401);
    const local = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(local.statusCode).toBe(200);
    expect(local.body).toContain('sideline_http_request_duration_seconds');
  });

  it('with METRICS_TOKEN: only its bearer, from anywhere', async () => {
    const own = await makeTestApp({ config: { metricsToken: 'scrape-secret' } });
    try {
      expect((await own.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
      expect((await own.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(401);
      const ok = await own.app.inject({ method: 'GET', url: '/metrics', remoteAddress: STRANGER, headers: { authorization: 'Bearer scrape-secret' } });
      expect(ok.statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });
});

describe('GetHost (issue 14, defect 7)', () => {
  it('ignores X-Forwarded-Host from a peer that is not a configured proxy, and refuses a Host with markup', async () => {
    const forged = await t.app.inject({ method: 'GET', url: '/GetHost', remoteAddress: STRANGER, headers: { host: 'live.example', 'x-forwarded-host': 'evil.example' } });
    expect(forged.json().Result.Host).toBe('http://live.example');
    const markup = await t.app.inject({ method: 'GET', url: '/GetHost', headers: { host: 'x"><script>alert(1)</script>' } });
    expect(markup.statusCode).toBe(400);
  });

  it('with PUBLIC_URL answers it, whatever Host the client sends', async () => {
    const own = await makeTestApp({ config: { publicUrl: 'https://live.example.com' } });
    try {
      const res = await own.app.inject({ method: 'GET', url: '/GetHost', headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } });
      expect(res.json().Result.Host).toBe('https://live.example.com');
    } finally {
      await own.close();
    }
  });
});

describe('headers and contract (issue 14, defect 7)', () => {
  it('SVG media may not be framed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/images/team/arsenal.svg' });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(NON_PAGE_CSP).toContain("frame-ancestors 'none'");
  });

  it('CheckSiteGroup: the contract says a token is needed, and the server agrees (anonymous tokens count)', async () => {
    expect(CheckSiteGroup.headers.auth).toBe('token');
    expect((await t.app.inject({ method: 'POST', url: '/CheckSiteGroup', payload: {} })).statusCode).toBe(401);
    const anonymous = await t.app.inject({ method: 'POST', url: '/CheckSiteGroup', payload: {}, headers: { Token: await t.anonymous() } });
    expect(anonymous.json().Result.GroupName).toBe('Licensee4283400');
  });
});
