import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig, testConfig } from './config';

let app: FastifyInstance;
let base: string;
beforeAll(async () => {
  app = await buildApp({ config: testConfig({ seed: true }) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  base = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await app.close();
});

describe('on a real port', () => {
  it('logs in and reads the nickname over HTTP; bad input does not stop the server', async () => {
    const login = await fetch(`${base}/Demo/Login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ UserKey: 'member' }) });
    const token = ((await login.json()) as { Result: { Token: string } }).Result.Token;
    const broken = await fetch(`${base}/UpdateNickname`, { method: 'POST', headers: { 'content-type': 'application/json', Token: token }, body: '{oops' });
    expect(broken.status).toBe(400);
    const res = await fetch(`${base}/Nickname`, { headers: { Token: token } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ Code: 200, Result: { Nickname: 'LuckyFan' }, Error: null });
  });
});

describe('config', () => {
  it('reads the environment with defaults and refuses a bad port', () => {
    const c = loadConfig({ PORT: '9000', HOST_ORIGINS: 'https://a.example, https://b.example', MAINTENANCE: 'true', SIM: 'off' });
    expect(c).toMatchObject({ port: 9000, maintenance: true, sim: false, hostOrigins: ['https://a.example', 'https://b.example'] });
    expect(loadConfig({}).port).toBe(8080);
    expect(loadConfig({}).databaseUrl).toMatch(/data[/\\]sideline\.db$/);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('reads REDIS_CLUSTER_NODES as host:port seeds and refuses a malformed one', () => {
    expect(loadConfig({}).redisClusterNodes).toBeNull();
    expect(loadConfig({ REDIS_CLUSTER_NODES: '10.0.0.1:7000, redis-b:7001' }).redisClusterNodes).toEqual(['10.0.0.1:7000', 'redis-b:7001']);
    expect(() => loadConfig({ REDIS_CLUSTER_NODES: '10.0.0.1' })).toThrow(/REDIS_CLUSTER_NODES/);
    expect(() => loadConfig({ REDIS_CLUSTER_NODES: 'a:70000' })).toThrow(/REDIS_CLUSTER_NODES/);
    expect(loadConfig({}).redisClusterWaitReplicas).toBe(0);
    expect(loadConfig({ REDIS_CLUSTER_WAIT_REPLICAS: '1' }).redisClusterWaitReplicas).toBe(1);
  });
});
