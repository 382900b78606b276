import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HubConnection as ClientConnection } from '@microsoft/signalr';
import { officialClient, rawClient, startTestHost } from './testing';
import type { RawClient, TestHost } from './testing';

const RS = '\u001e';
const HANDSHAKE = `{"protocol":"json","version":1}${RS}`;

let host: TestHost;
let bystander: ClientConnection;
let wsBase: string;

beforeEach(async () => {
  host = await startTestHost({
    '/testhub': {
      methods: {
        Echo: (args) => args[0],
        Slow: () => new Promise((resolve) => setTimeout(() => resolve('slow'), 100)),
      },
    },
  });
  wsBase = `${host.base.replace('http', 'ws')}/testhub`;
  bystander = officialClient(`${host.base}/testhub`, 'skip');
  await bystander.start();
});

afterEach(async () => {
  // Whatever the raw client did, the other connection kept working.
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

async function expectClose(raw: RawClient, error: string): Promise<void> {
  const close = JSON.parse(await raw.next((r) => r.includes('"type":7'))) as { error?: string; allowReconnect?: boolean };
  expect(close.error).toBe(`Connection closed with an error. ${error}`);
  expect(close.allowReconnect).toBe(false);
  await raw.closed;
}

describe('handshake errors', () => {
  it.each([
    ['not json', 'An unexpected error occurred during connection handshake.'],
    ['{"protocol":"json"}', 'An unexpected error occurred during connection handshake.'],
    ['{"protocol":"messagepack","version":1}', "The protocol 'messagepack' is not supported."],
    ['{"protocol":"json","version":3}', "The server does not support version 3 of the 'json' protocol."],
  ])('%s → %s', async (request, error) => {
    const raw = await rawClient(wsBase);
    raw.send(request + RS);
    expect(JSON.parse(await raw.next())).toEqual({ error });
    await raw.closed;
  });

  it('fails a handshake that never comes', async () => {
    await host.close();
    host = await startTestHost({ '/testhub': { methods: { Echo: (args) => args[0] } } }, { handshakeTimeoutMs: 100 });
    wsBase = `${host.base.replace('http', 'ws')}/testhub`;
    bystander = officialClient(`${host.base}/testhub`, 'skip');
    await bystander.start();
    const raw = await rawClient(wsBase);
    expect(JSON.parse(await raw.next())).toEqual({ error: 'Handshake was canceled.' });
    await raw.closed;
  });
});

describe('malformed messages close only their connection with the protocol error', () => {
  it.each([
    ['invalid JSON', '{"type":1,', 'Invalid payload.'],
    ['no type', '{"target":"Echo","arguments":[]}', 'Invalid payload.'],
    ['missing target', '{"type":1,"invocationId":"1","arguments":[]}', 'Invalid payload for Invocation message.'],
    ['arguments not an array', '{"type":1,"invocationId":"1","target":"Echo","arguments":"x"}', 'Invalid payload for Invocation message.'],
    ['stream item without item', '{"type":2,"invocationId":"1"}', 'Invalid payload for StreamItem message.'],
    ['completion with result and error', '{"type":3,"invocationId":"1","result":1,"error":"e"}', 'Invalid payload for Completion message.'],
    ['ack without sequence id', '{"type":8}', 'Invalid SequenceId for Ack message.'],
  ])('%s', async (_name, record, error) => {
    const raw = await handshaken();
    raw.send(record + RS);
    await expectClose(raw, error);
  });
});

describe('well-formed but odd traffic', () => {
  it('ignores unknown message types and keeps serving', async () => {
    const raw = await handshaken();
    raw.send(`{"type":99,"whatever":true}${RS}{"type":1,"invocationId":"1","target":"Echo","arguments":[7]}${RS}`);
    expect(JSON.parse(await raw.next((r) => r.includes('"type":3')))).toEqual({ type: 3, invocationId: '1', result: 7 });
    raw.ws.close();
  });

  it('accepts the handshake and invocations in one frame', async () => {
    const raw = await rawClient(wsBase);
    raw.send(`${HANDSHAKE}{"type":1,"invocationId":"a","target":"Echo","arguments":["x"]}${RS}`);
    expect(await raw.next()).toBe('{}');
    expect(JSON.parse(await raw.next())).toEqual({ type: 3, invocationId: 'a', result: 'x' });
    raw.ws.close();
  });

  it('answers a reused invocation id while the first is pending', async () => {
    const raw = await handshaken();
    raw.send(`{"type":1,"invocationId":"9","target":"Slow","arguments":[]}${RS}{"type":1,"invocationId":"9","target":"Echo","arguments":[1]}${RS}`);
    expect(JSON.parse(await raw.next((r) => r.includes('"error"')))).toEqual({ type: 3, invocationId: '9', error: "Invocation ID '9' is already in use." });
    expect(JSON.parse(await raw.next((r) => r.includes('"result"')))).toEqual({ type: 3, invocationId: '9', result: 'slow' });
    raw.ws.close();
  });

  it('refuses stream invocations and client streams with completions', async () => {
    const raw = await handshaken();
    raw.send(`{"type":4,"invocationId":"s","target":"Echo","arguments":[]}${RS}`);
    expect(JSON.parse(await raw.next())).toEqual({
      type: 3,
      invocationId: 's',
      error: "The client attempted to invoke the non-streaming 'Echo' method with a streaming invocation.",
    });
    raw.send(`{"type":1,"invocationId":"t","target":"Echo","arguments":[],"streamIds":["1"]}${RS}`);
    expect(JSON.parse(await raw.next())).toMatchObject({ invocationId: 't', error: expect.stringContaining("Failed to invoke 'Echo' due to an error on the server.") });
    raw.ws.close();
  });

  it('sends no completion for a non-blocking invocation, even of an unknown method', async () => {
    const raw = await handshaken();
    raw.send(`{"type":1,"target":"Nope","arguments":[]}${RS}{"type":1,"invocationId":"2","target":"Echo","arguments":[2]}${RS}`);
    expect(JSON.parse(await raw.next((r) => r.includes('"type":3')))).toEqual({ type: 3, invocationId: '2', result: 2 });
    expect(raw.records.filter((r) => r.includes('Nope'))).toEqual([]);
    raw.ws.close();
  });

  it('survives binary garbage', async () => {
    const raw = await handshaken();
    raw.ws.send(Buffer.from([0xff, 0xfe, 0x00, 0x1e]));
    await expectClose(raw, 'Invalid payload.');
  });
});

describe('fuzz over the socket', () => {
  it('random frames after the handshake never crash the server or touch the other connection', async () => {
    const record = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc.jsonValue().map((v) => JSON.stringify(v)),
      fc
        .record({ type: fc.integer({ min: 0, max: 10 }), invocationId: fc.string(), target: fc.constantFrom('Echo', 'Slow', 'x'), arguments: fc.array(fc.jsonValue(), { maxLength: 3 }), sequenceId: fc.integer() }, { requiredKeys: [] })
        .map((v) => JSON.stringify(v)),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(record, { minLength: 1, maxLength: 5 }), fc.boolean(), async (records, withSeparators) => {
        const raw = await handshaken();
        raw.send(records.join(withSeparators ? RS : '') + (withSeparators ? RS : ''));
        raw.send(`{"type":6}${RS}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        raw.ws.terminate();
        await raw.closed;
        await expect(bystander.invoke('Echo', 1)).resolves.toBe(1);
      }),
      { numRuns: 60 },
    );
  });
});
