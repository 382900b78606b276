/**
 * The subscribers (a child process apart from every server, so they never share its event
 * loop). Opens N plain WebSocket connections speaking just enough of each server's protocol:
 * Engine.IO/Socket.IO handshake for `socketio`; for `sideline` the SignalR JSON handshake
 * (`{"protocol":"json","version":1}` + 0x1E) and the real `AddChatRoomGroup` invocation,
 * waiting for its Completion. Every chat message is read the same cheap way for all three
 * servers (`readStamp`: id and send time without parsing the whole JSON).
 */
import WebSocket from 'ws';
import { BENCH_ROOM, BENCH_TOKEN, percentile, readStamp, wallNow, type FromClients, type ServerKind, type ToClients } from './shared';

const RS = '\x1e';
const HANDSHAKE = `{"protocol":"json","version":1}${RS}`;
const JOIN = `${JSON.stringify({
  type: 1,
  invocationId: '1',
  target: 'AddChatRoomGroup',
  arguments: [BENCH_ROOM.matchId, BENCH_ROOM.language, BENCH_ROOM.anchorId, BENCH_ROOM.siteGroup, BENCH_TOKEN, null, true, null],
})}${RS}`;

const [kind, portText, countText] = process.argv.slice(2) as [ServerKind, string, string];
const port = Number(portText);
const total = Number(countText);
const send = (message: FromClients): void => {
  process.send?.(message);
};

let deliveries = 0;
let latencies: number[] = [];
let recording = false;
/** Deliveries per message id, and the highest id every subscriber has received (contiguous). */
const perMessage = new Map<number, number>();
let completed = 0;
let progressQueued = false;

function onFrame(text: string): void {
  const stamp = readStamp(text);
  if (!stamp) return;
  const { id, sentAt } = stamp;
  deliveries++;
  if (recording) latencies.push(wallNow() - sentAt);
  const count = (perMessage.get(id) ?? 0) + 1;
  if (count === total) {
    perMessage.delete(id);
    if (id > completed) {
      completed = id;
      if (!progressQueued) {
        progressQueued = true;
        setImmediate(() => {
          progressQueued = false;
          send({ type: 'progress', completed });
        });
      }
    }
  } else {
    perMessage.set(id, count);
  }
}

function open(): Promise<boolean> {
  return new Promise((resolve) => {
    const url =
      kind === 'socketio'
        ? `ws://127.0.0.1:${port}/socket.io/?EIO=4&transport=websocket`
        : kind === 'sideline'
          ? `ws://127.0.0.1:${port}/chatroomhub`
          : `ws://127.0.0.1:${port}/`;
    const ws = new WebSocket(url, { perMessageDeflate: false });
    let settled = false;
    const settle = (ok: boolean): void => {
      if (!settled) {
        settled = true;
        resolve(ok);
      }
    };
    ws.on('error', () => settle(false));
    ws.on('message', (data: Buffer) => {
      const text = data.toString();
      if (kind === 'socketio') {
        // Engine.IO: 0 open, 2 ping (answer 3), 4 message; Socket.IO: 40 connect, 42 event.
        if (text.startsWith('42')) return onFrame(text);
        if (text === '2') return ws.send('3');
        if (text.startsWith('0')) return ws.send('40');
        if (text.startsWith('40')) return settle(true);
        return;
      }
      if (kind === 'floor') {
        // The floor batches like the hub server: several 0x1E-terminated records per message.
        let start = 0;
        for (let end = text.indexOf(RS); end >= 0; start = end + 1, end = text.indexOf(RS, start)) onFrame(text.slice(start, end));
        return;
      }
      if (kind === 'sideline') {
        // SignalR: one message may carry several records, each ending with 0x1E.
        let start = 0;
        for (let end = text.indexOf(RS); end >= 0; start = end + 1, end = text.indexOf(RS, start)) {
          const record = text.slice(start, end);
          if (settled) onFrame(record);
          else if (record === '{}') ws.send(JOIN);
          else if (record.startsWith('{"type":3,')) settle(!record.includes('"error"'));
          else if (record.startsWith('{"error"')) settle(false);
        }
        return;
      }
    });
    if (kind === 'sideline') ws.on('open', () => ws.send(HANDSHAKE));
    if (kind === 'floor') ws.on('open', () => setTimeout(() => settle(true), 0));
  });
}

async function connectAll(): Promise<void> {
  let failed = 0;
  const batch = 250;
  for (let opened = 0; opened < total; opened += batch) {
    const results = await Promise.all(Array.from({ length: Math.min(batch, total - opened) }, () => open()));
    failed += results.filter((ok) => !ok).length;
  }
  send({ type: 'connected', count: total - failed, failed });
}

process.on('message', (message: ToClients) => {
  if (message.type === 'reset') {
    latencies = [];
    recording = true;
    perMessage.clear();
    completed = 0;
  } else if (message.type === 'mark') {
    send({ type: 'mark', deliveries, at: wallNow() });
  } else if (message.type === 'latency-report') {
    const sorted = Float64Array.from(latencies).sort();
    send({ type: 'latency', samples: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted[sorted.length - 1] ?? NaN });
    latencies = [];
    recording = false;
  }
});

void connectAll();
