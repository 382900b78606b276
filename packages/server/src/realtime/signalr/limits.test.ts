import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HubConnection as ClientConnection } from '@microsoft/signalr';
import { officialClient, rawClient, startTestHost } from './testing';
import type { RawClient, TestHost } from './testing';

const RS = '\u001e';
const HANDSHAKE = `{"protocol":"json","version":1}${RS}`;
const invocation = (id: string, arg: unknown = id) => `{"type":1,"invocationId":"${id}","target":"Echo","arguments":[${JSON.stringify(arg)}]}${RS}`;

let host: TestHost;
let bystander: ClientConnection;
let wsBase: string;
let calls = 0;

beforeEach(async () => {
  calls = 0;
  host = await startTestHost(
    { '/testhub': { methods: { Echo: (args) => { calls++; return args[0]; } } } },
    { maxInvocationsPerWindow: 5, invocationWindowMs: 60_000, maxMessageBytes: 8 * 1024 },
  );
  wsBase = `${host.base.replace('http', 'ws')}/testhub`;
  bystander = officialClient(`${host.base}/testhub`, 'skip');
  await bystander.start();
});

afterEach(async () => {
  // Whatever the abusive client did, the node serves the other connection.
  await expect(bystander.invoke('Echo', 'unaffected')).resolves.toBe('unaffected');
  await bystander.stop();
  await host.close();
});

async function handshaken(): Promise<RawClient> {
  const raw = await rawClient(wsBase);
  raw.send(HANDSHAKE);
  expect(await raw.next()).toBe('{}');
  return raw;
}

describe('hub flood guard', () => {
  it('answers invocations above the per-connection limit with an error, then closes the connection', async () => {
    const raw = await handshaken();
    raw.send([1, 2, 3, 4, 5].map((n) => invocation(`ok${n}`)).join(''));
    for (let n = 1; n <= 5; n++) expect(JSON.parse(await raw.next((r) => r.includes(`"ok${n}"`)))).toMatchObject({ type: 3, result: `ok${n}` });
    raw.send(invocation('over'));
    const refused = JSON.parse(await raw.next((r) => r.includes('"over"'))) as { error?: string };
    expect(refused.error).toMatch(/^Too many invocations: try again in \d+ s\.$/);
    expect(calls).toBe(6 - 1); // the refused one never reached the hub method
    raw.send(Array.from({ length: 5 }, (_, i) => invocation(`more${i}`)).join(''));
    const close = JSON.parse(await raw.next((r) => r.includes('"type":7'))) as { error?: string; allowReconnect?: boolean };
    expect(close).toEqual({ type: 7, error: 'Too many invocations.', allowReconnect: false });
    await raw.closed;
    expect(calls).toBe(5);
  });

  it('survives a burst of hundreds of invocations in one frame: that connection closed, nothing else', async () => {
    const raw = await handshaken();
    raw.send(Array.from({ length: 10_000 }, (_, i) => `{"type":1,"target":"Echo","arguments":[${i}]}${RS}`).join('').slice(0, 7 * 1024));
    raw.send(Array.from({ length: 200 }, (_, i) => invocation(`f${i}`)).join('').slice(0, 7 * 1024));
    await raw.closed;
    expect(calls).toBeLessThanOrEqual(5);
  });

  it('the limit is per connection: a second connection of the same client starts fresh', async () => {
    const first = await handshaken();
    first.send(Array.from({ length: 6 }, (_, i) => invocation(`a${i}`)).join(''));
    expect(JSON.parse(await first.next((r) => r.includes('"a5"')))).toMatchObject({ error: expect.stringMatching(/^Too many invocations/) });
    const second = await handshaken();
    second.send(invocation('b0'));
    expect(JSON.parse(await second.next((r) => r.includes('"b0"')))).toMatchObject({ result: 'b0' });
    first.ws.close();
    second.ws.close();
  });
});

describe('oversized hub frames', () => {
  it('closes the connection with 1009 and keeps serving the others', async () => {
    const raw = await handshaken();
    raw.send(invocation('big', 'x'.repeat(9 * 1024)));
    expect((await raw.closed).code).toBe(1009);
    expect(calls).toBe(0);
    const next = await handshaken();
    next.send(invocation('small'));
    expect(JSON.parse(await next.next((r) => r.includes('"small"')))).toMatchObject({ result: 'small' });
    next.ws.close();
  });

  it('an oversized frame before the handshake is refused the same way', async () => {
    const raw = await rawClient(wsBase);
    raw.send(`{"protocol":"json","version":1,"pad":"${'y'.repeat(10 * 1024)}"}${RS}`);
    expect((await raw.closed).code).toBe(1009);
  });
});
