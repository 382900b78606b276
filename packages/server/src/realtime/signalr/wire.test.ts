import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { directWire, textFrame } from './wire';

/** ws's own framing (`WebSocket.Sender`, public in ws but absent from @types/ws). */
const { Sender } = createRequire(import.meta.url)('ws') as {
  Sender: { frame(data: Buffer, options: { fin: boolean; opcode: number; mask: boolean; readOnly: boolean; rsv1: boolean }): Buffer[] };
};

const servers: WebSocketServer[] = [];
const clients: WebSocket[] = [];

afterEach(async () => {
  for (const client of clients.splice(0)) client.terminate();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A ws server and one client connected to it; resolves with the server side of the socket. */
async function pair(perMessageDeflate: boolean): Promise<{ server: WebSocket; client: WebSocket; received: string[] }> {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate });
  servers.push(wss);
  await new Promise((resolve) => wss.once('listening', resolve));
  const accepted = new Promise<WebSocket>((resolve) => wss.once('connection', resolve));
  const client = new WebSocket(`ws://127.0.0.1:${(wss.address() as AddressInfo).port}`);
  clients.push(client);
  const received: string[] = [];
  client.on('message', (data: Buffer, isBinary: boolean) => received.push(`${isBinary ? 'binary' : 'text'}:${data.toString('utf8')}`));
  await new Promise((resolve) => client.once('open', resolve));
  return { server: await accepted, client, received };
}

const waitFor = async (check: () => boolean): Promise<void> => {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('textFrame', () => {
  it.each([0, 1, 125, 126, 127, 65_535, 65_536, 70_000])('frames %i bytes exactly as ws frames an unmasked final text message', (length) => {
    const payload = Buffer.alloc(length, 'x');
    const expected = Buffer.concat(Sender.frame(payload, { fin: true, opcode: 1, mask: false, readOnly: true, rsv1: false }));
    expect(textFrame(payload).equals(expected)).toBe(true);
  });
});

describe('directWire', () => {
  it('writes under the installed ws (a ws upgrade that moves its internals fails here), in order with ws.send', async () => {
    const { server, received } = await pair(false);
    const wire = directWire(server);
    expect(wire).not.toBeNull();
    expect(wire!.ready).toBe(true);
    wire!.write(textFrame(Buffer.from('one')));
    server.send(Buffer.from('two'), { binary: false });
    wire!.write(textFrame(Buffer.from('é'.repeat(200))));
    await waitFor(() => received.length === 3);
    expect(received).toEqual(['text:one', 'text:two', `text:${'é'.repeat(200)}`]);
  });

  it('stays out of the way of a compressing ws, and of one that is closing', async () => {
    const compressed = await pair(true);
    expect(compressed.server.extensions).toContain('permessage-deflate');
    expect(directWire(compressed.server)).toBeNull();

    const plain = await pair(false);
    const wire = directWire(plain.server)!;
    plain.server.close(1000);
    expect(wire.ready).toBe(false);
  });

  it('is null for a socket that is not a ws WebSocket (the HTTP transports)', () => {
    expect(directWire({ OPEN: 1, readyState: 1 } as never)).toBeNull();
  });
});
