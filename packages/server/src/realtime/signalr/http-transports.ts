import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import type { TransportName, TransportSocket } from './socket';

const OPEN = 1 as const;
const CLOSED = 3;
const EMPTY = Buffer.alloc(0);

/**
 * The HTTP transports of the official server (TransportProtocols.md), as `TransportSocket`s:
 * the hub connection writes to them exactly as to a WebSocket. Client → server data arrives as
 * `POST /<hub>?id=<token>` bodies, which the server hands to `receive`.
 */
abstract class HttpSocket extends EventEmitter implements TransportSocket {
  readonly OPEN = OPEN;
  abstract readonly transport: TransportName;
  /** When the socket finished (close, client gone); null while open. */
  finishedAt: number | null = null;

  get readyState(): number {
    return this.finishedAt === null ? OPEN : CLOSED;
  }

  abstract get bufferedAmount(): number;
  abstract send(data: Buffer, options: { binary: false }): void;
  abstract close(code?: number): void;
  abstract terminate(): void;

  /** A POST body from the client: the same as a WebSocket text message. */
  receive(body: Buffer): void {
    if (this.finishedAt === null) this.emit('message', body, false);
  }

  /** Ends the socket once: the connection sees 'close'. */
  protected finish(): void {
    if (this.finishedAt !== null) return;
    this.finishedAt = Date.now();
    this.emit('close');
  }
}

/**
 * Server-Sent Events: one long `GET` answered with `text/event-stream`; every WebSocket message
 * becomes one event whose lines are `data:` lines (the official ServerSentEventsMessageFormatter).
 * The stream opens with a `:` comment line, as the official server writes it, so clients see the
 * open at once.
 */
export class SseSocket extends HttpSocket {
  readonly transport = 'ServerSentEvents' as const;

  constructor(private readonly res: ServerResponse) {
    super();
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      pragma: 'no-cache',
      'content-encoding': 'identity',
      'x-accel-buffering': 'no',
    });
    res.write(':\r\n');
    res.on('close', () => this.finish());
    res.on('error', (error) => this.emit('error', error));
  }

  get bufferedAmount(): number {
    return this.res.writableLength;
  }

  send(data: Buffer): void {
    if (this.finishedAt !== null) return;
    this.res.write(sseEvent(data));
  }

  close(): void {
    if (this.finishedAt === null) this.res.end();
    this.finish();
  }

  terminate(): void {
    this.res.destroy();
    this.finish();
  }
}

const DATA = Buffer.from('data: ');
const LINE_END = Buffer.from('\r\n');

/** One SSE event holding `data` (split into `data:` lines at every LF). */
export function sseEvent(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  let start = 0;
  for (;;) {
    const lf = data.indexOf(10, start);
    const end = lf === -1 ? data.length : lf;
    const lineEnd = end > start && data[end - 1] === 13 ? end - 1 : end;
    parts.push(DATA, data.subarray(start, lineEnd), LINE_END);
    if (lf === -1) break;
    start = lf + 1;
  }
  parts.push(LINE_END);
  return Buffer.concat(parts);
}

export interface LongPollOptions {
  /** A poll with nothing to deliver is answered (200, empty) after this long (official 90 s). */
  pollTimeoutMs: number;
  /** With no poll pending for this long the client is gone (official DisconnectTimeout 15 s). */
  disconnectTimeoutMs: number;
}

/**
 * Long polling: `GET /<hub>?id=<token>` returns whatever is queued (or waits up to the poll
 * timeout, then 200 with an empty body); 204 tells the client the connection is over; the
 * client ends it with `DELETE` (202). The first poll of a connection returns at once, empty:
 * the official client waits for it before it sends the handshake.
 */
export class LongPollSocket extends HttpSocket {
  readonly transport = 'LongPolling' as const;
  readonly inherentKeepAlive = true;
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private poll: ServerResponse | null = null;
  private pollTimer: NodeJS.Timeout | null = null;
  private lastPollAt: number;

  constructor(private readonly options: LongPollOptions, private readonly headers: Readonly<Record<string, string>> = {}, now = Date.now()) {
    super();
    this.lastPollAt = now;
  }

  get bufferedAmount(): number {
    return this.pendingBytes;
  }

  /** Nothing left to hand to the client after the socket finished. */
  get drained(): boolean {
    return this.pendingBytes === 0;
  }

  send(data: Buffer): void {
    if (this.finishedAt !== null) return;
    this.pending.push(data);
    this.pendingBytes += data.length;
    if (this.poll) this.answer(this.poll);
  }

  /** A poll request: answered now when something is queued or the connection is over. */
  handlePoll(res: ServerResponse): void {
    if (this.poll) this.answer(this.poll);
    this.lastPollAt = Date.now();
    if (this.pendingBytes > 0) return this.answer(res);
    if (this.finishedAt !== null) return this.end(res, 204);
    this.poll = res;
    res.on('close', () => {
      if (this.poll !== res) return;
      this.clearPoll();
      this.lastPollAt = Date.now();
    });
    this.pollTimer = setTimeout(() => {
      if (this.poll === res) this.answer(res);
    }, this.options.pollTimeoutMs);
    this.pollTimer.unref?.();
  }

  /** `DELETE`: the client ends the connection; a waiting poll gets 204. */
  handleDelete(): void {
    this.pending = [];
    this.pendingBytes = 0;
    if (this.poll) {
      const res = this.poll;
      this.clearPoll();
      this.end(res, 204);
    }
    this.finish();
  }

  /** The hub server's ticker: a client that stopped polling is gone. */
  tick(now: number): void {
    if (this.finishedAt !== null || this.poll) return;
    if (now - this.lastPollAt >= this.options.disconnectTimeoutMs) this.terminate();
  }

  /** Ends the connection; what is still queued goes out with the next poll, then 204. */
  close(): void {
    if (this.poll && this.pendingBytes === 0) {
      const res = this.poll;
      this.clearPoll();
      this.end(res, 204);
    }
    this.finish();
  }

  terminate(): void {
    this.pending = [];
    this.pendingBytes = 0;
    this.close();
  }

  private answer(res: ServerResponse): void {
    if (this.poll === res) this.clearPoll();
    const body = this.pending.length === 0 ? EMPTY : this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending, this.pendingBytes);
    this.pending = [];
    this.pendingBytes = 0;
    this.lastPollAt = Date.now();
    res.writeHead(200, { ...this.headers, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache', 'content-length': body.length });
    res.end(body);
  }

  private end(res: ServerResponse, status: number): void {
    res.writeHead(status, { ...this.headers, 'content-length': 0 });
    res.end();
  }

  private clearPoll(): void {
    this.poll = null;
    if (this.pollTimer) clearTimeout(this.pollTimer);
    this.pollTimer = null;
  }
}

export type HttpTransportSocket = SseSocket | LongPollSocket;
