import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { WebSocketServer } from 'ws';
import type { WebSocket } from 'ws';
import { SignalRConnection } from './connection';
import type { ConnectionOptions } from './connection';
import { negotiate, randomId } from './negotiate';
import { setFlushErrorHandler } from './outbox';
import type { Negotiation } from './negotiate';
import { silentLogger } from './types';
import type { HubDefinition, RealtimeLogger } from './types';

/** Options of `createHubServer`; every duration defaults to the official server's. */
export interface HubServerOptions extends Partial<ConnectionOptions> {
  logger?: RealtimeLogger;
  /** Largest accepted WebSocket message in bytes; bigger ones close the socket (1009). Default 32 KiB as ASP.NET. */
  maxMessageBytes?: number;
}

/** The SignalR hub server: hubs by path, the WebSocket upgrade, negotiate, shutdown. */
export interface HubServer {
  /** Registers a hub at `path` (e.g. `/chatroomhub`, matched case-insensitively). Map before `attach`/plugin registration. */
  mapHub(path: string, hub: HubDefinition): void;
  /** Listens for WebSocket upgrades of the hub paths on `server`. Other paths are left to other listeners. */
  attach(server: Server): void;
  /** Handles one upgrade request; false when the path is not a hub (the caller decides what to do). */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Plain Node handler for `POST /<hub>/negotiate`; false when the request is not a negotiate. */
  handleNegotiate(req: IncomingMessage, res: ServerResponse): boolean;
  /** Fastify plugin registering `POST /<hub>/negotiate` for every mapped hub. */
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
  const wss = new WebSocketServer({ noServer: true, maxPayload: options.maxMessageBytes ?? 32 * 1024 });
  wss.on('error', (error) => logger.error({ err: error }, 'signalr websocket server error'));
  const attached: { server: Server; listener: (req: IncomingMessage, socket: Duplex, head: Buffer) => void }[] = [];
  let closing = false;

  const tickMs = Math.max(
    5,
    Math.floor(
      Math.min(connectionOptions.keepAliveMs, connectionOptions.clientTimeoutMs, connectionOptions.handshakeTimeoutMs, connectionOptions.reconnectGraceMs) / 4,
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

  function open(socket: WebSocket, hubPath: string, hub: HubDefinition, negotiation: Negotiation | null): void {
    const connection = new SignalRConnection(
      negotiation?.connectionId ?? randomId(16),
      hubPath,
      hub,
      connectionOptions,
      logger,
      negotiation?.stateful ?? false,
      onDispose,
    );
    connections.add(connection);
    if (negotiation) {
      byToken.set(negotiation.connectionToken, connection);
      tokenOf.set(connection, negotiation.connectionToken);
    }
    connection.attach(socket);
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
    if (closing) {
      writeUpgradeError(socket, 503, 'Service Unavailable');
      return true;
    }
    const token = url.searchParams.get('id');
    let negotiation: Negotiation | null = null;
    let existing: SignalRConnection | undefined;
    if (token !== null) {
      negotiation = pending.get(token) ?? null;
      existing = byToken.get(token);
      if (negotiation && negotiation.hubPath !== entry.path) negotiation = null;
      if (existing && existing.hubPath !== entry.path) existing = undefined;
      if (!negotiation && !existing) {
        writeUpgradeError(socket, 404, 'Not Found');
        return true;
      }
      if (existing && !existing.reattachable) {
        // A stateful connection that lost replay data cannot resume; others are in use.
        const lost = existing.isStateful;
        writeUpgradeError(socket, lost ? 404 : 409, lost ? 'Not Found' : 'Conflict');
        if (lost) existing.close(undefined, false);
        return true;
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
        open(ws, entry.path, entry.hub, negotiation);
      });
    } catch (error) {
      logger.warn({ err: error }, 'signalr upgrade failed');
      socket.destroy();
    }
    return true;
  }

  function negotiateFor(pathname: string, search: URLSearchParams): { status: number; body: unknown } | null {
    const match = /^(.*)\/negotiate\/?$/i.exec(pathname);
    if (!match) return null;
    const entry = hubFor(match[1] ?? '');
    if (!entry) return null;
    if (closing) return { status: 503, body: { error: 'Server is shutting down.' } };
    const { negotiation, body } = negotiate(entry.path, search);
    pending.set(negotiation.connectionToken, negotiation);
    return { status: 200, body };
  }

  const negotiatePlugin: FastifyPluginAsync = async (fastify) => {
    for (const { path } of hubs.values()) {
      fastify.post(`${path}/negotiate`, async (request, reply) => {
        const url = new URL(request.url, 'http://localhost');
        const outcome = negotiateFor(url.pathname, url.searchParams);
        if (!outcome) return reply.code(404).send();
        return reply.code(outcome.status).send(outcome.body);
      });
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
    handleNegotiate(req, res) {
      if (req.method !== 'POST') return false;
      let url: URL;
      try {
        url = new URL(req.url ?? '/', 'http://localhost');
      } catch {
        return false;
      }
      const outcome = negotiateFor(url.pathname, url.searchParams);
      if (!outcome) return false;
      req.resume();
      res.writeHead(outcome.status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(outcome.body));
      return true;
    },
    negotiatePlugin,
    get connectionCount() {
      return connections.size;
    },
    async close() {
      closing = true;
      clearInterval(ticker);
      for (const connection of [...connections]) connection.close(undefined, true);
      pending.clear();
      for (const { server, listener } of attached) server.off('upgrade', listener);
      attached.length = 0;
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
