/**
 * The floor under bench/e2e-fanout's CPU per WebSocket message: what this machine's kernel and
 * Node charge for one loopback TCP write of an already-framed message, with no hub, no ws, no
 * JSON — N sockets to readers in 4 separate processes (as the bench's viewers), one message
 * written to each socket per line, lines spaced as the bench spaces them.
 * Two ways of writing: `write` (one Buffer: what the hub does since wire.ts) and `cork+2`
 * (header and payload corked into one writev: what `ws.send` does).
 *
 * On loopback the sender's write also runs the receiver's TCP input and wake-up in its own
 * context, so part of this floor is client work a real network would move to the viewer's
 * device: read the hub's CPU-µs per message against it, not against zero.
 *
 *   npx tsx bench/e2e-fanout/floor.ts [N=10000] [lines=100] [bytes=600]
 */
import { fork } from 'node:child_process';
import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

const READERS = 4;

if (process.argv[2] === 'reader') {
  const [port, count] = process.argv.slice(3).map(Number) as [number, number];
  const { connect } = await import('node:net');
  let open = 0;
  for (let i = 0; i < count; i++) {
    const socket = connect(port, '127.0.0.1', () => {
      if (++open === count) process.send?.('ready');
    });
    socket.on('data', () => undefined);
  }
} else {
  const [n = 10_000, lines = 100, bytes = 600] = process.argv.slice(2).map(Number);
  if (!(bytes >= 126 && bytes < 0x10000)) throw new Error(`bytes must be 126…65535 (a 16-bit WebSocket length), not ${bytes}`);
  const sockets: Socket[] = [];
  const server = createServer({ noDelay: true }, (socket) => {
    socket.setNoDelay(true);
    sockets.push(socket);
  });
  await new Promise<void>((resolve) => server.listen({ port: 0, host: '127.0.0.1', backlog: 4096 }, resolve));
  const { port } = server.address() as AddressInfo;
  const readers = Array.from({ length: READERS }, () =>
    fork(fileURLToPath(import.meta.url), ['reader', String(port), String(Math.ceil(n / READERS))], { execArgv: ['--import', 'tsx'] }));
  await Promise.all(readers.map((reader) => new Promise((resolve) => reader.once('message', resolve))));
  // The readers see their connects before this side has accepted them all (some may wait in
  // the listen backlog): give it up to 5 s, then measure what was accepted (the line says how many).
  for (let waited = 0; sockets.length < READERS * Math.ceil(n / READERS) && waited < 5000; waited += 10) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const payload = Buffer.alloc(bytes, 'a');
  const header = Buffer.from([0x81, 126, bytes >> 8, bytes & 0xff]);
  const framed = Buffer.concat([header, payload]);
  for (const mode of ['write', 'cork+2', 'write', 'cork+2'] as const) {
    const before = process.cpuUsage();
    for (let line = 0; line < lines; line++) {
      for (const socket of sockets) {
        if (mode === 'write') socket.write(framed);
        else {
          socket.cork();
          socket.write(header);
          socket.write(payload);
          socket.uncork();
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const used = process.cpuUsage(before);
    const writes = sockets.length * lines;
    console.log(`floor ${mode}: ${sockets.length} sockets × ${lines} lines of ${bytes} B: ${((used.user + used.system) / writes).toFixed(2)} CPU-µs per write (user ${(used.user / writes).toFixed(2)}, kernel ${(used.system / writes).toFixed(2)})`);
  }
  for (const reader of readers) reader.kill();
  server.close();
  for (const socket of sockets) socket.destroy();
}
