/**
 * One fan-out server of the bench (a child process so it owns its core and its memory):
 * `sideline` (the real SignalR hub server of @sideline/server: `createRealtime` over the
 * memory broker on a plain Node HTTP server, clients joining the chat room with
 * `AddChatRoomGroup`, messages published with `realtime.publish`), `socketio` (Socket.IO 4
 * room broadcast) or `floor` (bare ws: the physical minimum of the same job. It batches as the
 * hub server coalesces: the frames published in one event-loop turn are serialised once, joined
 * once into one 0x1E-separated buffer, and that one buffer is written to every socket as one
 * WebSocket message at the end of the turn; "vs floor" is then the cost over the minimum).
 */
import { createServer } from 'node:http';
import type { HubAuthenticator, HubSession } from '@sideline/server';
import { Server as SocketIOServer } from 'socket.io';
import { WebSocketServer } from 'ws';
import { BENCH_ROOM, BENCH_TOKEN, chatMessage, type FromServer, type ServerKind, type ToServer } from './shared';

const kind = process.argv[2] as ServerKind;
// Loaded only for its own run, so the other servers' processes do not carry the package.
const sideline = kind === 'sideline' ? await import('@sideline/server') : null;
const ROOM = 'match:1:en:0';
const send = (message: FromServer): void => {
  process.send?.(message);
};

interface Fanout {
  publish(id: number): void;
  connections(): number;
}

/** The bench's viewer: a logged-in user of the bench site (what a licensee token resolves to). */
const BENCH_SESSION: HubSession = {
  customerId: 1,
  siteId: 1,
  siteGroup: BENCH_ROOM.siteGroup,
  isUserLogin: true,
  nickname: 'viewer_0421',
  vip: 0,
  tokenExpired: false,
};
/** Accepts the bench token only (the production authenticator reads tokens from the store). */
const benchAuthenticate: HubAuthenticator = async (token) => (token === BENCH_TOKEN ? BENCH_SESSION : null);

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
  if (kind === 'floor') {
    const wss = new WebSocketServer({ server: http, perMessageDeflate: false, clientTracking: true });
    let batch: Buffer[] = [];
    const flush = (): void => {
      const bytes = batch.length === 1 ? batch[0]! : Buffer.concat(batch);
      batch = [];
      for (const ws of wss.clients) ws.send(bytes, { binary: false });
    };
    return {
      port,
      fanout: {
        publish(id) {
          if (batch.length === 0) setImmediate(flush);
          batch.push(Buffer.from(`${JSON.stringify(chatMessage(id))}\x1e`));
        },
        connections: () => wss.clients.size,
      },
    };
  }
  return sidelineServer(http, port);
}

/** The real hub path: negotiate + upgrade on the HTTP server, groups over the memory broker. */
function sidelineServer(http: ReturnType<typeof createServer>, port: Promise<number>): { port: Promise<number>; fanout: Fanout } {
  if (!sideline) throw new Error('@sideline/server is not loaded');
  const { chatGroup, createHubs, createMemoryBroker, createRealtime } = sideline;
  const realtime = createRealtime({ authenticate: benchAuthenticate, broker: createMemoryBroker(), hubs: createHubs });
  http.on('request', (req, res) => {
    if (!realtime.hubServer.handleNegotiate(req, res)) res.writeHead(404).end();
  });
  realtime.attach(http);
  const group = chatGroup(BENCH_ROOM.siteGroup, 1, BENCH_ROOM.matchId, BENCH_ROOM.language, BENCH_ROOM.anchorId);
  return {
    port,
    fanout: {
      publish(id) {
        realtime.publish(group, 'MessagePush', chatMessage(id)).catch((error: unknown) => {
          console.error('publish failed', error);
          process.exit(1);
        });
      },
      connections: () => realtime.groups.memberCount(group),
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
      // Collect, let the collector return pages, collect again: RSS settles before the sample.
      globalThis.gc?.();
      setTimeout(() => {
        globalThis.gc?.();
        const usage = process.memoryUsage();
        send({ type: 'memory', rss: usage.rss, heapUsed: usage.heapUsed, connections: fanout.connections() });
      }, 200);
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
    case 'exit':
      // A normal exit, so `--cpu-prof` writes its profile.
      process.exit(0);
      break;
    case 'halt':
      saturating = null;
      send({ type: 'halted', sent });
      break;
  }
});

void port.then((value) => send({ type: 'listening', port: value }));
