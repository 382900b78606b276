import type { AddressInfo } from 'node:net';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../../src/http/transport';
import { makeTestApp } from '../../src/testing/app';
import type { TestApp } from '../../src/testing/app';
import { officialClient, rawClient } from '../../src/realtime/signalr/testing';
import { ROOM } from './testing';

/**
 * Oversized input over real sockets: HTTP bodies above the limit answer 413 (envelope) whether
 * announced by Content-Length or streamed chunked; hub frames above the limit close that socket
 * (1009). The node keeps serving throughout.
 */
let t: TestApp;
let base: string;
let token: string;

beforeAll(async () => {
  t = await makeTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  token = await t.login('member');
});
afterAll(async () => {
  await t?.close();
});

const stillServing = async () => {
  const res = await fetch(`${base}/Demo/World`);
  expect(res.status).toBe(200);
};

/** A chunked POST of `total` bytes (no Content-Length): the server must stop it at the limit. */
function chunkedPost(path: string, total: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', Token: token, 'transfer-encoding': 'chunked' } }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    const chunk = Buffer.alloc(16 * 1024, 'a');
    req.write('{"Message":"');
    let sent = 0;
    const pump = () => {
      while (sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      req.end('"}');
    };
    req.on('response', () => (sent = total));
    pump();
  });
}

describe('oversized HTTP bodies', () => {
  it('answers 413 in the envelope for a body above the limit, and keeps serving', async () => {
    const big = JSON.stringify({ Message: 'x'.repeat(BODY_LIMIT_BYTES + 1) });
    for (const path of ['/MessagePush', '/SendGift', '/VerifyLicenseeToken', '/Demo/Login']) {
      const res = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', Token: token, 'Idempotency-Key': 'big' }, body: big });
      expect(res.status, path).toBe(413);
      expect(await res.json()).toMatchObject({ Code: 413, Result: null, Error: [{ Field: 'body' }] });
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
    await stillServing();
  });

  it('stops a chunked body of 8 MB at the limit with 413', async () => {
    const res = await chunkedPost('/MessagePush', 8 * 1024 * 1024);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ Code: 413 });
    await stillServing();
  });

  it('a body just under the limit is parsed (validation answers, not 413)', async () => {
    const res = await fetch(`${base}/UpdateNickname`, { method: 'POST', headers: { 'content-type': 'application/json', Token: token }, body: JSON.stringify({ Nickname: 'y'.repeat(BODY_LIMIT_BYTES - 100) }) });
    expect(res.status).toBe(400);
  });
});

describe('oversized hub frames', () => {
  it('closes the sending socket with 1009 and other clients keep their room', async () => {
    const viewer = officialClient(`${base}/chatroomhub`, 'skip');
    await viewer.start();
    await viewer.invoke('AddChatRoomGroup', ROOM.matchId, 'vn', ROOM.anchorId, ROOM.group, token, '', true);

    const raw = await rawClient(`${base.replace('http', 'ws')}/chatroomhub`);
    raw.send('{"protocol":"json","version":1}\u001e');
    expect(await raw.next()).toBe('{}');
    raw.send(`{"type":1,"invocationId":"1","target":"AddChatRoomGroup","arguments":[${ROOM.matchId},"vn",${ROOM.anchorId},"${ROOM.group}","${'t'.repeat(64 * 1024)}","",true]}\u001e`);
    expect((await raw.closed).code).toBe(1009);

    // Before the handshake too.
    const early = await rawClient(`${base.replace('http', 'ws')}/chatroomhub`);
    early.send(`{"protocol":"json","version":1,"x":"${'p'.repeat(40 * 1024)}"}\u001e`);
    expect((await early.closed).code).toBe(1009);

    expect(await viewer.invoke('AddChatRoomGroup', ROOM.matchId, 'vn', ROOM.anchorId, ROOM.group, token, '', true)).toMatchObject({ Group: expect.stringContaining(ROOM.group) });
    await viewer.stop();
    await stillServing();
  });
});
