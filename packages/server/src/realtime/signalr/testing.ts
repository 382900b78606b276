import { createServer, request as httpRequest } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HubConnectionBuilder, HttpTransportType, LogLevel } from '@microsoft/signalr';
import type { HubConnection as ClientConnection } from '@microsoft/signalr';
import { WebSocket } from 'ws';
import { createHubServer } from './server';
import type { HubServer, HubServerOptions } from './server';
import type { HubDefinition } from './types';
import { RECORD_SEPARATOR } from './protocol';

/** A real HTTP server on port 0 with a hub server attached (negotiate through the plain handler). */
export interface TestHost {
  server: Server;
  hubServer: HubServer;
  /** `http://127.0.0.1:<port>` */
  base: string;
  close(): Promise<void>;
}

export async function startTestHost(hubs: Record<string, HubDefinition>, options: HubServerOptions = {}): Promise<TestHost> {
  const hubServer = createHubServer(options);
  for (const [path, hub] of Object.entries(hubs)) hubServer.mapHub(path, hub);
  const server = createServer((req, res) => {
    if (hubServer.handleNegotiate(req, res)) return;
    res.writeHead(404).end();
  });
  hubServer.attach(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    hubServer,
    base: `http://127.0.0.1:${port}`,
    async close() {
      await hubServer.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The official client, either skipping negotiation (as the widget does) or negotiating. */
export function officialClient(
  url: string,
  mode: 'skip' | 'negotiate' | 'stateful',
  configure?: (builder: HubConnectionBuilder) => HubConnectionBuilder,
): ClientConnection {
  let builder = new HubConnectionBuilder()
    .withUrl(url, mode === 'skip' ? { skipNegotiation: true, transport: HttpTransportType.WebSockets } : { transport: HttpTransportType.WebSockets })
    .configureLogging(LogLevel.None);
  if (mode === 'stateful') builder = builder.withStatefulReconnect();
  if (configure) builder = configure(builder);
  return builder.build();
}

/** A raw WebSocket client collecting every record it receives. */
export interface RawClient {
  ws: WebSocket;
  records: string[];
  /** Resolves with the first record (after `from`) that satisfies `match`. */
  next(match?: (record: string) => boolean, timeoutMs?: number): Promise<string>;
  closed: Promise<{ code: number }>;
  send(text: string): void;
}

export async function rawClient(url: string): Promise<RawClient> {
  const ws = new WebSocket(url);
  const records: string[] = [];
  const waiters: { match: (r: string) => boolean; resolve: (r: string) => void; seen: number }[] = [];
  let consumed = 0;
  ws.on('message', (data: Buffer) => {
    const parts = data.toString('utf8').split(RECORD_SEPARATOR);
    parts.pop();
    records.push(...parts);
    for (const waiter of [...waiters]) {
      const found = records.slice(waiter.seen).find(waiter.match);
      if (found !== undefined) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(found);
      }
    }
  });
  const closed = new Promise<{ code: number }>((resolve) => ws.on('close', (code) => resolve({ code })));
  ws.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    ws,
    records,
    closed,
    send: (text) => ws.send(text),
    next(match = () => true, timeoutMs = 3000) {
      const seen = consumed;
      const found = records.slice(seen).find(match);
      if (found !== undefined) {
        consumed = records.indexOf(found, seen) + 1;
        return Promise.resolve(found);
      }
      return new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching record; got ${JSON.stringify(records)}`)), timeoutMs);
        waiters.push({
          match,
          seen,
          resolve: (record) => {
            clearTimeout(timer);
            consumed = records.indexOf(record, seen) + 1;
            resolve(record);
          },
        });
      });
    },
  };
}

/** Resolves when `predicate` holds (polling), or rejects after `timeoutMs`. */
export async function waitFor(predicate: () => boolean, timeoutMs = 3000): Promise<void> {
  const start = Date.now();
  while (!predicate()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** An HTTP proxy in front of `target` that passes requests through but refuses what a hostile network breaks. */
export interface BlockingProxy {
  base: string;
  /** Requests seen, as `METHOD path accept`. */
  seen: string[];
  close(): Promise<void>;
}

/**
 * Starts a proxy on port 0 that forwards HTTP (streaming the answers, so SSE and long polls work)
 * and refuses every WebSocket upgrade with 403, as carrier and hotel proxies do. With
 * `refuseEventStreams`, `Accept: text/event-stream` requests get 403 too (a buffering proxy).
 */
export async function startBlockingProxy(target: string, refuseEventStreams = false): Promise<BlockingProxy> {
  const upstream = new URL(target);
  const seen: string[] = [];
  const server = createServer((req, res) => {
    const accept = req.headers.accept ?? '';
    seen.push(`${req.method ?? ''} ${req.url ?? ''} ${accept}`);
    if (refuseEventStreams && accept.includes('text/event-stream')) {
      res.writeHead(403).end();
      return;
    }
    const forward = httpRequest(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    res.on('close', () => forward.destroy());
    req.pipe(forward);
  });
  server.on('upgrade', (req, socket) => {
    seen.push(`UPGRADE ${req.url ?? ''}`);
    socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    seen,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
