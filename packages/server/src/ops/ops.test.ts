import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { makeTestApp } from '../testing/app';
import type { TestApp } from '../testing/app';
import { drainAndClose } from './shutdown';
import { enabledFaults, installFaults } from './faults';
import { createNodeMetrics } from './metrics';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('health and readiness', () => {
  it('answers /healthz and /readyz without auth, outside the envelope, even in maintenance', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { store: 'ok', broker: 'ok', draining: false } });

    const m = await makeTestApp({ config: { maintenance: true } });
    try {
      expect((await m.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      expect((await m.app.inject({ method: 'POST', url: '/Demo/Login', payload: { UserKey: 'member' } })).statusCode).toBe(503);
    } finally {
      await m.close();
    }
  });

  it('is not ready while draining, and names a failing store', async () => {
    const d = await makeTestApp();
    d.app.ops.state.draining = true;
    const res = await d.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'not-ready', checks: { draining: true, store: 'ok' } });
    d.app.ops.state.draining = false;
    await d.app.sideline.store.db.destroy();
    const broken = await d.app.inject({ method: 'GET', url: '/readyz' });
    expect(broken.statusCode).toBe(503);
    expect(broken.json().checks.store).not.toBe('ok');
    await d.app.close().catch(() => undefined);
  });

  it('drainAndClose marks the node not ready, then closes it', async () => {
    const seen: boolean[] = [];
    const d = await makeTestApp({
      features: [async (app) => { app.addHook('preClose', async () => { seen.push(app.ops.state.draining); }); }],
    });
    const closing = drainAndClose(d.app, { delayMs: 300 });
    const during = await d.app.inject({ method: 'GET', url: '/readyz' });
    expect(during.statusCode).toBe(503);
    await closing;
    expect(seen).toEqual([true]);
  });
});

describe('metrics and request ids', () => {
  it('serves Prometheus text with HTTP latency by route and hub gauges', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/Demo/Login', payload: { UserKey: 'member' } });
    expect(login.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(kept.headers['x-request-id']).toBe('abc-123');
    await t.app.sideline.realtime.publish('ops-test-group', 'GetJackpots', { Jackpots: [] });
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.body;
    expect(text).toMatch(/sideline_http_request_duration_seconds_count\{method="POST",route="\/Demo\/Login",status_code="200"\} 1/);
    expect(text).toMatch(/sideline_hub_connections 0/);
    expect(text).toMatch(/sideline_hub_messages_published_total 1/);
    for (const name of ['sideline_hub_groups', 'sideline_hub_messages_in_total', 'sideline_hub_frames_out_total', 'sideline_hub_fanout_seconds', 'sideline_ledger_errors_total']) {
      expect(text).toContain(`# TYPE ${name}`);
    }
  });

  it('counts fan-out: messages in, frames out and latency', async () => {
    const metrics = createNodeMetrics();
    metrics.realtimeHooks.onFanout(3, 0.0002);
    metrics.realtimeHooks.onFanout(2, 0.0001);
    metrics.ledgerError('SendGift');
    const text = await metrics.registry.metrics();
    expect(text).toMatch(/sideline_hub_messages_in_total 2/);
    expect(text).toMatch(/sideline_hub_frames_out_total 5/);
    expect(text).toMatch(/sideline_hub_fanout_seconds_count 2/);
    expect(text).toMatch(/sideline_ledger_errors_total\{call="SendGift"\} 1/);
  });
});

describe('fault injection (test-only)', () => {
  it('is off unless SIDELINE_FAULTS names the hook, and fires only on a paid call with the header', async () => {
    expect([...enabledFaults({})]).toEqual([]);
    expect([...enabledFaults({ SIDELINE_FAULTS: 'crash-after-debit, other' })]).toEqual(['crash-after-debit', 'other']);

    const build = async (faults: Set<string>) => {
      let crashed = 0;
      const app = Fastify();
      installFaults(app, new Set(['Pay']), faults, () => { crashed += 1; });
      app.post('/pay', { config: { callName: 'Pay' } }, async () => ({ ok: true }));
      app.post('/free', { config: { callName: 'Free' } }, async () => ({ ok: true }));
      await app.ready();
      return { app, crashed: () => crashed };
    };
    const off = await build(new Set());
    await off.app.inject({ method: 'POST', url: '/pay', headers: { 'x-sideline-fault': 'crash-after-debit' } });
    expect(off.crashed()).toBe(0);
    const on = await build(new Set(['crash-after-debit']));
    await on.app.inject({ method: 'POST', url: '/pay' });
    await on.app.inject({ method: 'POST', url: '/free', headers: { 'x-sideline-fault': 'crash-after-debit' } });
    expect(on.crashed()).toBe(0);
    await on.app.inject({ method: 'POST', url: '/pay', headers: { 'x-sideline-fault': 'crash-after-debit' } });
    expect(on.crashed()).toBe(1);
    await off.app.close();
    await on.app.close();
  });
});
