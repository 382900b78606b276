/**
 * One fan-out server of the bench (a child process so it owns its core and its memory):
 * `sideline` (GroupRegistry + memory broker, SignalR frames over ws), `socketio` (Socket.IO 4
 * room broadcast) or `floor` (bare ws writing one pre-serialised buffer to every socket).
 */
import { createServer } from 'node:http';
import { Server as SocketIOServer } from 'socket.io';
import { WebSocketServer, type WebSocket } from 'ws';
import { chatMessage, type FromServer, type ServerKind, type ToServer } from './shared';
import { createGroupRegistry, createMemoryBroker, type FrameSink } from './sideline-core';

const kind = process.argv[2] as ServerKind;
const ROOM = 'match:1:en:0';
const send = (message: FromServer): void => {
  process.send?.(message);
};

interface Fanout {
  publish(id: number): void;
  connections(): number;
}

/**
 * The minimal SignalR-style transport under the registry. Frames a connection receives within
 * one event-loop turn go out as ONE WebSocket message (SignalR allows several records per
 * message, each ending with the record separator), and since every member of a group gets
 * the same frame instances in the same order, the bytes are encoded once and shared.
 */
interface BatchingSink extends FrameSink {
  ws: WebSocket;
  frames: string[];
  pendingBytes: number;
  queued: boolean;
}
const flushQueue: BatchingSink[] = [];
let flushScheduled = false;
let cachedFrames: string[] = [];
let cachedBytes: Buffer = Buffer.alloc(0);

function bytesFor(frames: string[]): Buffer {
  let same = frames.length === cachedFrames.length;
  for (let i = 0; same && i < frames.length; i++) same = frames[i] === cachedFrames[i];
  if (!same) {
    cachedFrames = frames;
    cachedBytes = Buffer.from(frames.length === 1 ? frames[0] : frames.join(''));
  }
  return cachedBytes;
}

function flushAll(): void {
  flushScheduled = false;
  const sinks = flushQueue.splice(0);
  for (const sink of sinks) {
    const bytes = bytesFor(sink.frames);
    sink.frames = [];
    sink.pendingBytes = 0;
    sink.queued = false;
    if (sink.ws.readyState === sink.ws.OPEN) sink.ws.send(bytes, { binary: false });
  }
}

let sinkIds = 0;
function wsSink(ws: WebSocket): FrameSink {
  const sink: BatchingSink = {
    id: `ws-${++sinkIds}`,
    ws,
    frames: [],
    pendingBytes: 0,
    queued: false,
    sendFrame(frame: string) {
      sink.frames.push(frame);
      sink.pendingBytes += frame.length;
      if (sink.queued) return;
      sink.queued = true;
      flushQueue.push(sink);
      if (!flushScheduled) {
        flushScheduled = true;
        setImmediate(flushAll);
      }
    },
    get bufferedAmount() {
      return ws.bufferedAmount + sink.pendingBytes;
    },
    close(error?: string) {
      ws.close(1000, error);
    },
  };
  return sink;
}

function start(): { port: Promise<number>; fanout: Fanout } {
  const http = createServer();
  const port = new Promise<number>((resolve) => {
    http.listen(0, '127.0.0.1', () => resolve((http.address() as { port: number }).port));
  });
  if (kind === 'socketio') {
    const io = new SocketIOServer(http, { transports: ['websocket'], perMessageDeflate: false, serveClient: false });
    io.on('connection', (socket) => void socket.join(ROOM));
    return {
      port,
      fanout: {
        publish: (id) => void io.to(ROOM).emit('MessagePush', chatMessage(id)),
        connections: () => io.engine.clientsCount,
      },
    };
  }
  const wss = new WebSocketServer({ server: http, perMessageDeflate: false, clientTracking: true });
  if (kind === 'floor') {
    return {
      port,
      fanout: {
        publish(id) {
          const bytes = Buffer.from(JSON.stringify(chatMessage(id)));
          for (const ws of wss.clients) ws.send(bytes, { binary: false });
        },
        connections: () => wss.clients.size,
      },
    };
  }
  const registry = createGroupRegistry({ broker: createMemoryBroker() });
  wss.on('connection', (ws) => {
    const sink = wsSink(ws);
    void registry.join(ROOM, sink);
    ws.on('close', () => registry.leaveAll(sink));
    ws.on('error', () => registry.leaveAll(sink));
  });
  return {
    port,
    fanout: {
      publish: (id) => void registry.publish(ROOM, 'MessagePush', [chatMessage(id)]),
      connections: () => registry.memberCount(ROOM),
    },
  };
}

const { port, fanout } = start();
let sent = 0;
let completed = 0;
let saturating: { window: number; next: number } | null = null;

function pump(): void {
  if (!saturating) return;
  while (saturating.next - completed <= saturating.window) {
    fanout.publish(saturating.next++);
    sent++;
  }
}

process.on('message', (message: ToServer) => {
  switch (message.type) {
    case 'memory': {
      globalThis.gc?.();
      globalThis.gc?.();
      const usage = process.memoryUsage();
      send({ type: 'memory', rss: usage.rss, heapUsed: usage.heapUsed, connections: fanout.connections() });
      break;
    }
    case 'rate': {
      let id = message.firstId;
      const count = Math.round((message.perSecond * message.durationMs) / 1000);
      const interval = 1000 / message.perSecond;
      const began = performance.now();
      const tick = (): void => {
        fanout.publish(id++);
        sent++;
        if (id - message.firstId >= count) {
          send({ type: 'rate-done', sent: count });
          return;
        }
        const due = began + (id - message.firstId) * interval;
        setTimeout(tick, Math.max(0, due - performance.now()));
      };
      tick();
      break;
    }
    case 'saturate':
      completed = message.firstId - 1;
      saturating = { window: message.window, next: message.firstId };
      pump();
      break;
    case 'progress':
      completed = Math.max(completed, message.completed);
      pump();
      break;
    case 'halt':
      saturating = null;
      send({ type: 'halted', sent });
      break;
  }
});

void port.then((value) => send({ type: 'listening', port: value }));
