import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { HttpTransportType, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import { afterEach, describe, expect, it } from 'vitest';
import { createHubServer } from './server';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

/** The hub server as the node mounts it: negotiate and the HTTP transports as Fastify routes, upgrades on its server. */
async function fastifyHost() {
  const hubServer = createHubServer({ headers: { 'X-Content-Type-Options': 'nosniff' } });
  hubServer.mapHub('/testhub', { methods: { Echo: (args) => args[0] } });
  const app = Fastify();
  await app.register(hubServer.negotiatePlugin);
  hubServer.attach(app.server);
  await app.listen({ port: 0, host: '127.0.0.1' });
  closers.push(async () => {
    await hubServer.close();
    // The client's keep-alive sockets (undici) stay open after it stopped.
    app.server.closeAllConnections();
    await app.close();
  });
  return { app, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

describe('hub server mounted on Fastify', () => {
  it.each([
    ['WebSockets', HttpTransportType.WebSockets],
    ['ServerSentEvents', HttpTransportType.ServerSentEvents],
    ['LongPolling', HttpTransportType.LongPolling],
  ] as const)('serves the official client over %s (bodies read by the transport, not by Fastify)', async (_name, transport) => {
    const { base } = await fastifyHost();
    const client = new HubConnectionBuilder().withUrl(`${base}/testhub`, { transport }).configureLogging(LogLevel.None).build();
    closers.push(() => client.stop());
    await client.start();
    await expect(client.invoke('Echo', { text: 'é'.repeat(3000) })).resolves.toEqual({ text: 'é'.repeat(3000) });
  });

  it('answers negotiate through inject with the configured headers', async () => {
    const { app } = await fastifyHost();
    const res = await app.inject({ method: 'POST', url: '/testhub/negotiate?negotiateVersion=1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.json()).toMatchObject({ negotiateVersion: 1 });
  });
});
