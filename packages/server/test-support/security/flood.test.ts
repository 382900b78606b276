import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_RATE_LIMITS } from '../../src/config';
import { makeTestApp } from '../../src/testing/app';
import type { TestApp } from '../../src/testing/app';
import { officialClient, rawClient } from '../../src/realtime/signalr/testing';
import { ROOM } from './testing';

/**
 * Flooding a real node: a hub client sending invocations past `HUB_INVOCATION_LIMIT` is answered
 * with errors, then closed; an HTTP client past its limits gets 429s. Others keep being served.
 */
let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await makeTestApp({ config: { rateLimit: { ...TEST_RATE_LIMITS, windowSeconds: 60, hubInvocations: 4, member: { ...TEST_RATE_LIMITS.member, call: 50 } } } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t?.close();
});

describe('flooding a node', () => {
  it('a hub client flooding invocations is throttled, then closed; the other viewers stay joined', async () => {
    const token = await t.login('member');
    const viewer = officialClient(`${base}/chatroomhub`, 'skip');
    await viewer.start();
    await viewer.invoke('AddChatRoomGroup', ROOM.matchId, 'vn', ROOM.anchorId, ROOM.group, token, '', true);

    const raw = await rawClient(`${base.replace('http', 'ws')}/chatroomhub`);
    raw.send('{"protocol":"json","version":1}\u001e');
    expect(await raw.next()).toBe('{}');
    const join = (id: string) => `{"type":1,"invocationId":"${id}","target":"AddChatRoomGroup","arguments":[${ROOM.matchId},"vn",${ROOM.anchorId},"${ROOM.group}","${token}","",true]}\u001e`;
    raw.send([1, 2, 3, 4, 5].map((n) => join(`j${n}`)).join(''));
    expect(JSON.parse(await raw.next((r) => r.includes('"j4"')))).toMatchObject({ type: 3, result: { Group: expect.any(String) } });
    // The refusal does not wait for the running joins: it may come first.
    const refused = raw.records.find((r) => r.includes('"j5"'));
    expect(JSON.parse(refused ?? 'null')).toMatchObject({ type: 3, error: expect.stringMatching(/^Too many invocations: try again in \d+ s\.$/) });
    raw.send(Array.from({ length: 1000 }, (_, i) => join(`f${i}`)).join('').slice(0, 30_000));
    expect(JSON.parse(await raw.next((r) => r.includes('"type":7')))).toEqual({ type: 7, error: 'Too many invocations.', allowReconnect: false });
    await raw.closed;

    // The viewer's connection (same node, same room) still works; the node still serves HTTP.
    expect(await viewer.invoke('AddChatRoomGroup', ROOM.matchId, 'vn', ROOM.anchorId, ROOM.group, token, '', true)).toMatchObject({ Group: expect.any(String) });
    await viewer.stop();
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  });

  it('an HTTP client hammering one call gets 429s with Retry-After while other members are served', async () => {
    const hammer = await t.login('vip5');
    const other = await t.login('newbie');
    const answers = await Promise.all(Array.from({ length: 80 }, () => fetch(`${base}/Nickname`, { headers: { Token: hammer } })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(50);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
    const refused = answers.find((a) => a.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await refused.json()).toMatchObject({ Code: 429, Result: null });
    expect((await fetch(`${base}/Nickname`, { headers: { Token: other } })).status).toBe(200);
  });
});
