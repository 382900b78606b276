import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { WebSocketServer } from 'ws';
import { SignalRConnection } from './connection';
import type { ConnectionOptions } from './connection';
import { negotiate, randomId } from './negotiate';
import { setFlushErrorHandler } from './outbox';
import type { Negotiation } from './negotiate';
import { LongPollSocket, SseSocket } from './http-transports';
import type { HttpTransportSocket } from './http-transports';
import type { TransportName, TransportSocket } from './socket';
import { silentLogger } from './types';
import type { HubDefinition, RealtimeLogger } from './types';

/** Options of `createHubServer`; every duration defaults to the official server's. */
export interface HubServerOptions extends Partial<ConnectionOptions> {
  logger?: RealtimeLogger;
  /** Largest accepted WebSocket message (or POST body) in bytes; bigger ones close the socket (1009) or get 413. Default 32 KiB as ASP.NET. */
  maxMessageBytes?: number;
  /** Headers on every HTTP answer of the hub server (it answers past the host's hooks), e.g. security headers. */
  headers?: Readonly<Record<string, string>>;
  /** Long polling: an idle poll is answered empty after this long (official 90 s). */
  pollTimeoutMs?: number;
  /** HTTP transports: a client with no open request (poll or stream) for this long is gone (official 15 s). */
  disconnectTimeoutMs?: number;
  /**
   * Admission of a negotiate or a WebSocket upgrade (the per-address rate limit): null lets it
   * through, a refusal answers 429 with Retry-After. Called once per request, before any work.
   */
  admit?: (request: IncomingMessage, kind: 'negotiate' | 'upgrade') => Promise<Refusal | null> | Refusal | null;
}

/** A refused request: how long until the client may try again. */
export interface Refusal {
  retryAfterSeconds: number;
}

/** The SignalR hub server: hubs by path, the WebSocket upgrade, negotiate, shutdown. */
export interface HubServer {
  /** Registers a hub at `path` (e.g. `/chatroomhub`, matched case-insensitively). Map before `attach`/plugin registration. */
  mapHub(path: string, hub: HubDefinition): void;
  /** Listens for WebSocket upgrades of the hub paths on `server`. Other paths are left to other listeners. */
  attach(server: Server): void;
  /** Handles one upgrade request; false when the path is not a hub (the caller decides what to do). */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /**
   * Plain Node handler for `POST /<hub>/negotiate` and the HTTP transports' requests
   * (`GET`/`POST`/`DELETE /<hub>?id=`); false when the request is neither (the caller answers it).
   */
  handleNegotiate(req: IncomingMessage, res: ServerResponse): boolean;
  /** Fastify plugin registering negotiate and the HTTP transports' routes for every mapped hub. */
  negotiatePlugin: FastifyPluginAsync;
  /** Live connections (including stateful ones waiting for a reattach). */
  readonly connectionCount: number;
  /** Sends Close with allowReconnect true to every client, stops accepting, clears timers. */
  close(): Promise<void>;
}

const DEFAULTS: ConnectionOptions = {
  keepAliveMs: 15_000,
  clientTimeoutMs: 30_000,
  handshakeTimeoutMs: 15_000,
  reconnectGraceMs: 15_000,
  replayBufferBytes: 100_000,
  ackDelayMs: 1_000,
  maxPendingInvocations: 32,
  maxInvocationsPerWindow: 200,
  invocationWindowMs: 10_000,
};

function writeUpgradeError(socket: Duplex, status: number, text: string): void {
  try {
    socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  } catch {
    socket.destroy();
  }
}

/**
 * Creates the hub server. It knows no feature: hubs are registered with `mapHub`.
 *
 * URLs: skip-negotiation clients open `ws://host/<hub>` directly; negotiating clients POST
 * `/<hub>/negotiate` and then open `ws://host/<hub>?id=<connectionToken>`. A stateful-reconnect
 * client reopens the same URL after a drop and is reattached; once the connection was cleaned
 * up (grace period over) the upgrade answers 404, as the official server does.
 */
export function createHubServer(options: HubServerOptions = {}): HubServer {
  const logger = options.logger ?? silentLogger;
  setFlushErrorHandler((error) => logger.error({ err: error }, 'signalr flush failed'));
  const connectionOptions: ConnectionOptions = {
    keepAliveMs: options.keepAliveMs ?? DEFAULTS.keepAliveMs,
    clientTimeoutMs: options.clientTimeoutMs ?? DEFAULTS.clientTimeoutMs,
    handshakeTimeoutMs: options.handshakeTimeoutMs ?? DEFAULTS.handshakeTimeoutMs,
    reconnectGraceMs: options.reconnectGraceMs ?? DEFAULTS.reconnectGraceMs,
    replayBufferBytes: options.replayBufferBytes ?? DEFAULTS.replayBufferBytes,
    ackDelayMs: options.ackDelayMs ?? DEFAULTS.ackDelayMs,
    maxPendingInvocations: options.maxPendingInvocations ?? DEFAULTS.maxPendingInvocations,
    maxInvocationsPerWindow: options.maxInvocationsPerWindow ?? DEFAULTS.maxInvocationsPerWindow,
    invocationWindowMs: options.invocationWindowMs ?? DEFAULTS.invocationWindowMs,
  };
  const hubs = new Map<string, { path: string; hub: HubDefinition }>();
  const connections = new Set<SignalRConnection>();
  /** Negotiated, not yet opened. */
  const pending = new Map<string, Negotiation>();
  /** Opened negotiated connections by connectionToken (for stateful reattach and 409). */
  const byToken = new Map<string, SignalRConnection>();
  const tokenOf = new WeakMap<SignalRConnection, string>();
  /** HTTP-transport sockets by connectionToken (kept a little after they finish, for a last poll). */
  const httpSockets = new Map<string, HttpTransportSocket>();
  const maxMessageBytes = options.maxMessageBytes ?? 32 * 1024;
  const pollTimeoutMs = options.pollTimeoutMs ?? 90_000;
  const disconnectTimeoutMs = options.disconnectTimeoutMs ?? 15_000;
  const wss = new WebSocketServer({ noServer: true, maxPayload: maxMessageBytes });
  wss.on('error', (error) => logger.error({ err: error }, 'signalr websocket server error'));
  const attached: { server: Server; listener: (req: IncomingMessage, socket: Duplex, head: Buffer) => void }[] = [];
  let closing = false;

  const tickMs = Math.max(
    5,
    Math.floor(
      Math.min(
        connectionOptions.keepAliveMs,
        connectionOptions.clientTimeoutMs,
        connectionOptions.handshakeTimeoutMs,
        connectionOptions.reconnectGraceMs,
        disconnectTimeoutMs,
      ) / 4,
    ),
  );
  const ticker = setInterval(() => {
    const now = Date.now();
    for (const connection of connections) {
      try {
        connection.tick(now);
      } catch (error) {
        logger.error({ err: error, connectionId: connection.id }, 'signalr tick failed');
      }
    }
    for (const [token, negotiation] of pending) {
      if (now - negotiation.createdAt >= connectionOptions.reconnectGraceMs) pending.delete(token);
    }
    for (const [token, socket] of httpSockets) {
      if (socket instanceof LongPollSocket) socket.tick(now);
      const finishedAt = socket.finishedAt;
      if (finishedAt === null) continue;
      // A finished long poll keeps its token until its last records are polled (or the client is gone).
      const drained = !(socket instanceof LongPollSocket) || socket.drained;
      if (drained || now - finishedAt >= disconnectTimeoutMs) httpSockets.delete(token);
    }
  }, tickMs);
  ticker.unref();

  function hubFor(pathname: string): { path: string; hub: HubDefinition } | undefined {
    const normalized = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
    return hubs.get(normalized.toLowerCase());
  }

  function onDispose(connection: SignalRConnection): void {
    connections.delete(connection);
    const token = tokenOf.get(connection);
    if (token !== undefined && byToken.get(token) === connection) byToken.delete(token);
  }

  function open(socket: TransportSocket, hubPath: string, hub: HubDefinition, negotiation: Negotiation | null, transport: TransportName): void {
    const connection = new SignalRConnection(
      negotiation?.connectionId ?? randomId(16),
      hubPath,
      hub,
      connectionOptions,
      logger,
      // Stateful reconnect is a WebSocket feature only (the official client asks for it on WebSockets only).
      transport === 'WebSockets' && (negotiation?.stateful ?? false),
      onDispose,
    );
    connections.add(connection);
    if (negotiation) {
      byToken.set(negotiation.connectionToken, connection);
      tokenOf.set(connection, negotiation.connectionToken);
    }
    connection.attach(socket);
  }

  function refuseUpgrade(socket: Duplex, refusal: Refusal): void {
    try {
      socket.end(`HTTP/1.1 429 Too Many Requests\r\nRetry-After: ${refusal.retryAfterSeconds}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    } catch {
      socket.destroy();
    }
  }

  /** Runs `admit` (when configured), then `proceed` unless refused; a failing check lets the request through. */
  function admitted(req: IncomingMessage, kind: 'negotiate' | 'upgrade', proceed: () => void, refuse: (refusal: Refusal) => void): void {
    if (!options.admit) return proceed();
    let outcome: ReturnType<NonNullable<HubServerOptions['admit']>>;
    try {
      outcome = options.admit(req, kind);
    } catch (error) {
      logger.error({ err: error }, 'signalr admission check failed');
      return proceed();
    }
    if (outcome === null || !('then' in outcome)) return outcome ? refuse(outcome) : proceed();
    outcome.then(
      (refusal) => (refusal ? refuse(refusal) : proceed()),
      (error: unknown) => {
        logger.error({ err: error }, 'signalr admission check failed');
        proceed();
      },
    );
  }

  function handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
    } catch {
      return false;
    }
    const entry = hubFor(url.pathname);
    if (!entry) return false;
    socket.on('error', (error) => logger.debug({ err: error }, 'signalr upgrade socket error'));
    admitted(
      req,
      'upgrade',
      () => {
        if (!socket.destroyed) upgradeHub(req, socket, head, entry, url);
      },
      (refusal) => refuseUpgrade(socket, refusal),
    );
    return true;
  }

  function upgradeHub(req: IncomingMessage, socket: Duplex, head: Buffer, entry: { path: string; hub: HubDefinition }, url: URL): void {
    if (closing) return writeUpgradeError(socket, 503, 'Service Unavailable');
    const token = url.searchParams.get('id');
    let negotiation: Negotiation | null = null;
    let existing: SignalRConnection | undefined;
    if (token !== null) {
      negotiation = pending.get(token) ?? null;
      existing = byToken.get(token);
      if (negotiation && negotiation.hubPath !== entry.path) negotiation = null;
      if (existing && existing.hubPath !== entry.path) existing = undefined;
      if (!negotiation && !existing) return writeUpgradeError(socket, 404, 'Not Found');
      if (existing && !existing.reattachable) {
        // A stateful connection that lost replay data cannot resume; others are in use.
        const lost = existing.isStateful;
        writeUpgradeError(socket, lost ? 404 : 409, lost ? 'Not Found' : 'Conflict');
        if (lost) existing.close(undefined, false);
        return;
      }
    }
    try {
      wss.handleUpgrade(req, socket, head, (ws) => {
        ws.on('error', (error) => logger.debug({ err: error }, 'signalr socket error'));
        if (existing) {
          // The grace period may have ended while the upgrade was in flight.
          if (existing.alive) existing.reattach(ws);
          else ws.close(1011);
          return;
        }
        if (negotiation) pending.delete(negotiation.connectionToken);
        open(ws, entry.path, entry.hub, negotiation, 'WebSockets');
      });
    } catch (error) {
      logger.warn({ err: error }, 'signalr upgrade failed');
      socket.destroy();
    }
  }

  const extraHeaders = options.headers ?? {};

  function answer(res: ServerResponse, status: number, body: unknown, headers: Record<string, string | number> = {}): void {
    if (res.headersSent) return;
    for (const [name, value] of Object.entries(extraHeaders)) res.setHeader(name, value);
    if (body === undefined) {
      res.writeHead(status, { 'content-length': 0, ...headers });
      res.end();
      return;
    }
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    const type = typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8';
    res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(text), ...headers });
    res.end(text);
  }

  /** `POST /<hub>/negotiate` (admission first). */
  function negotiateRequest(req: IncomingMessage, res: ServerResponse, entry: { path: string }, search: URLSearchParams): void {
    req.resume();
    admitted(
      req,
      'negotiate',
      () => {
        if (closing) return answer(res, 503, { error: 'Server is shutting down.' });
        const { negotiation, body } = negotiate(entry.path, search);
        pending.set(negotiation.connectionToken, negotiation);
        answer(res, 200, body);
      },
      (refusal) => answer(res, 429, { error: 'Too many connection attempts from this address.' }, { 'retry-after': refusal.retryAfterSeconds }),
    );
  }

  /** Reads a POST body up to `limit` bytes; null when it is bigger (the rest is discarded). */
  function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
    return new Promise((resolve) => {
      const chunks: Buffer[] = [];
      let size = 0;
      let over = false;
      req.on('data', (chunk: Buffer) => {
        if (over) return;
        size += chunk.length;
        if (size > limit) {
          over = true;
          chunks.length = 0;
          return;
        }
        chunks.push(chunk);
      });
      req.on('end', () => resolve(over ? null : Buffer.concat(chunks, size)));
      req.on('error', () => resolve(null));
      req.on('aborted', () => resolve(null));
    });
  }

  const wantsEventStream = (req: IncomingMessage): boolean => (req.headers.accept ?? '').includes('text/event-stream');

  /** The HTTP transports' requests on `/<hub>?id=<token>` (TransportProtocols.md). */
  function transportRequest(req: IncomingMessage, res: ServerResponse, entry: { path: string; hub: HubDefinition }, search: URLSearchParams): void {
    res.on('error', (error) => logger.debug({ err: error }, 'signalr http transport response error'));
    const token = search.get('id');
    if (token === null) {
      req.resume();
      return answer(res, 400, 'Connection ID required');
    }
    const socket = httpSockets.get(token);
    const webSocketConnection = !socket && byToken.has(token);
    switch (req.method) {
      case 'GET': {
        req.resume();
        if (socket) {
          if (socket instanceof LongPollSocket && !wantsEventStream(req)) {
            for (const [name, value] of Object.entries(extraHeaders)) res.setHeader(name, value);
            return socket.handlePoll(res);
          }
          if (socket instanceof SseSocket && wantsEventStream(req)) return answer(res, 409, 'Another SSE request is already pending.');
          return answer(res, 400, 'Cannot change transports mid-connection');
        }
        if (webSocketConnection) return answer(res, 400, 'Cannot change transports mid-connection');
        const negotiation = pending.get(token);
        if (!negotiation || negotiation.hubPath !== entry.path) return answer(res, 404, 'No Connection with that ID');
        if (closing) return answer(res, 503, 'Server is shutting down.');
        pending.delete(token);
        if (wantsEventStream(req)) {
          for (const [name, value] of Object.entries(extraHeaders)) res.setHeader(name, value);
          const sse = new SseSocket(res);
          httpSockets.set(token, sse);
          open(sse, entry.path, entry.hub, negotiation, 'ServerSentEvents');
          return;
        }
        const poll = new LongPollSocket({ pollTimeoutMs, disconnectTimeoutMs }, extraHeaders);
        httpSockets.set(token, poll);
        open(poll, entry.path, entry.hub, negotiation, 'LongPolling');
        // The first poll only opens the connection (the official client waits for it).
        return answer(res, 200, undefined);
      }
      case 'POST': {
        if (!socket) {
          req.resume();
          return answer(res, webSocketConnection ? 405 : 404, webSocketConnection ? 'POST requests are not allowed for WebSocket connections.' : 'No Connection with that ID');
        }
        void readBody(req, maxMessageBytes).then((body) => {
          if (body === null) {
            answer(res, 413, 'Message too large.');
            socket.terminate();
            return;
          }
          if (socket.finishedAt !== null) return answer(res, 404, 'No Connection with that ID');
          socket.receive(body);
          answer(res, 200, undefined);
        });
        return;
      }
      case 'DELETE': {
        req.resume();
        if (!(socket instanceof LongPollSocket)) return answer(res, socket || webSocketConnection ? 400 : 404, 'No long polling connection with that ID');
        socket.handleDelete();
        return answer(res, 202, 'Accepted');
      }
      default:
        req.resume();
        return answer(res, 405, undefined, { allow: 'GET, POST, DELETE' });
    }
  }

  /** Negotiate or an HTTP-transport request of a mapped hub; false when `req` is neither. */
  function handleHttp(req: IncomingMessage, res: ServerResponse): boolean {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
    } catch {
      return false;
    }
    const negotiateMatch = /^(.*)\/negotiate\/?$/i.exec(url.pathname);
    if (negotiateMatch) {
      const entry = hubFor(negotiateMatch[1] ?? '');
      if (!entry || req.method !== 'POST') return false;
      negotiateRequest(req, res, entry, url.searchParams);
      return true;
    }
    const entry = hubFor(url.pathname);
    if (!entry) return false;
    transportRequest(req, res, entry, url.searchParams);
    return true;
  }

  const negotiatePlugin: FastifyPluginAsync = async (fastify) => {
    // Hijacked before body parsing: the transport reads POST bodies itself, streams and long polls stay open.
    const hijack = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      reply.hijack();
      if (!handleHttp(request.raw, reply.raw)) answer(reply.raw, 404, undefined);
    };
    const noop = async (): Promise<void> => {};
    for (const { path } of hubs.values()) {
      fastify.route({ method: 'POST', url: `${path}/negotiate`, onRequest: hijack, handler: noop });
      fastify.route({ method: ['GET', 'POST', 'DELETE'], url: path, onRequest: hijack, handler: noop });
    }
  };

  return {
    mapHub(path, hub) {
      if (!/^\/[A-Za-z0-9_-]+$/.test(path)) throw new Error(`Invalid hub path '${path}'`);
      hubs.set(path.toLowerCase(), { path, hub });
    },
    attach(server) {
      const listener = (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
        try {
          if (handleUpgrade(req, socket, head)) return;
        } catch (error) {
          logger.error({ err: error }, 'signalr upgrade handler failed');
          socket.destroy();
          return;
        }
        // Not a hub path: if nobody else handles upgrades, refuse instead of hanging.
        if (server.listenerCount('upgrade') === 1) writeUpgradeError(socket, 404, 'Not Found');
      };
      server.on('upgrade', listener);
      attached.push({ server, listener });
    },
    handleUpgrade,
    handleNegotiate: handleHttp,
    negotiatePlugin,
    get connectionCount() {
      return connections.size;
    },
    async close() {
      closing = true;
      clearInterval(ticker);
      for (const connection of [...connections]) connection.close(undefined, true);
      pending.clear();
      for (const socket of httpSockets.values()) socket.terminate();
      httpSockets.clear();
      for (const { server, listener } of attached) server.off('upgrade', listener);
      attached.length = 0;
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
