import type { AddressInfo } from 'node:net';
import { HubConnectionBuilder, HttpTransportType, LogLevel } from '@microsoft/signalr';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_RATE_LIMITS } from '../config';
import { makeTestApp } from '../testing/app';
import type { TestApp } from '../testing/app';
import { rawClient } from './signalr/testing';

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

describe('hub connection attempts on the node', () => {
  // One long window: the counts below never straddle two windows.
  it('count against the per-address limit: negotiates and WebSocket upgrades past it get 429 with Retry-After, logged and counted', async () => {
    t = await makeTestApp({ config: { rateLimit: { ...TEST_RATE_LIMITS, windowSeconds: 86_400, ip: { all: 3, login: 100, operator: 100 } } } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const negotiate = () => fetch(`${base}/chatroomhub/negotiate?negotiateVersion=1`, { method: 'POST' });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await negotiate()).status);
    expect(statuses).toEqual([200, 200, 200]);
    const refused = await negotiate();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    await expect(rawClient(`${base.replace('http', 'ws')}/chatroomhub`)).rejects.toThrow('429');
    // The official client gives up on every transport instead of hammering.
    const client = new HubConnectionBuilder().withUrl(`${base}/chatroomhub`, { transport: HttpTransportType.ServerSentEvents }).configureLogging(LogLevel.None).build();
    await expect(client.start()).rejects.toThrow();
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(/sideline_hub_connections_refused_total\{kind="negotiate"\} [2-9]/);
    expect(metrics.body).toMatch(/sideline_hub_connections_refused_total\{kind="upgrade"\} 1/);
  });

  it('serve the official client over Server-Sent Events and long polling through the whole app', async () => {
    t = await makeTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    for (const transport of [HttpTransportType.ServerSentEvents, HttpTransportType.LongPolling]) {
      const client = new HubConnectionBuilder().withUrl(`${base}/commonhub`, { transport }).configureLogging(LogLevel.None).build();
      await client.start();
      expect(client.state).toBe('Connected');
      await client.stop();
    }
    t.app.server.closeAllConnections();
  });
});
