import type { RawData } from 'ws';
import type { TransportSocket } from './socket';
import { completionErrorFor, InvocationErrors } from './errors';
import {
  HANDSHAKE_OK_FRAME,
  HandshakeErrors,
  MessageType,
  PING_FRAME,
  RECORD_SEPARATOR,
  handshakeErrorFrame,
  invocationFrame,
  isSequencedType,
  parseHandshakeRequest,
  parseMessage,
  serializeMessage,
  splitRecords,
} from './protocol';
import type { HubMessage, InvocationMessage, StreamInvocationMessage } from './protocol';
import { framedBytes, joinedBytes, scheduleFlush, sharedBytes } from './outbox';
import type { Flushable } from './outbox';
import { directWire } from './wire';
import type { DirectWire } from './wire';
import type { HubConnection, HubDefinition, HubMethodHandler, RealtimeLogger } from './types';

/** Timing and size knobs of one connection (the server passes its own). */
export interface ConnectionOptions {
  /** Send a Ping when nothing was sent for this long (official default 15 s). */
  keepAliveMs: number;
  /** Close when nothing arrived from the client for this long (official default 30 s). */
  clientTimeoutMs: number;
  /** Fail the handshake when it has not arrived within this time (official default 15 s). */
  handshakeTimeoutMs: number;
  /** Stateful reconnect: how long a dropped connection waits for the client to reattach. */
  reconnectGraceMs: number;
  /** Stateful reconnect: replay buffer size in bytes (official default 100,000). */
  replayBufferBytes: number;
  /** Stateful reconnect: delay before acknowledging received messages (official: 1 s). */
  ackDelayMs: number;
  /** Invocations queued behind a running one before the connection is closed as abusive. */
  maxPendingInvocations: number;
  /**
   * Invocations (and stream invocations) one connection may send per `invocationWindowMs`;
   * the ones above are answered with an error, and above twice the limit the connection is
   * closed. 0: no limit.
   */
  maxInvocationsPerWindow: number;
  invocationWindowMs: number;
}

interface BufferedFrame {
  id: number;
  frame: string;
}

/** Close texts of this server (the official server's are not specified for these cases). */
export const CloseErrors = {
  protocol: (detail: string) => `Connection closed with an error. ${detail}`,
  timeout: 'Server timeout elapsed without receiving a message from the client.',
  sequence: 'Sequence ID greater than amount of messages we have received.',
  flooding: 'Too many pending invocations.',
  rate: 'Too many invocations.',
} as const;

/** Completion error of an invocation refused by the per-connection rate limit. */
export const rateLimitedInvocation = (retryAfterSeconds: number): string =>
  `Too many invocations: try again in ${retryAfterSeconds} s.`;

const SEQUENCED_PREFIX = /^\{"type":([1-9])[,}]/;

let lastClassified: string | null = null;
let lastSequenced = false;

/**
 * Whether a pre-serialised frame carries a message of types 1-5. The same frame instance is
 * usually classified for every member of a group in a row: the last answer is remembered.
 */
function frameIsSequenced(frame: string): boolean {
  if (frame === lastClassified) return lastSequenced;
  const match = SEQUENCED_PREFIX.exec(frame);
  let sequenced: boolean;
  if (match) sequenced = isSequencedType(Number(match[1]));
  else {
    const parsed = parseMessage(frame.endsWith(RECORD_SEPARATOR) ? frame.slice(0, -1) : frame);
    sequenced = parsed.kind === 'message' && isSequencedType(parsed.message.type);
  }
  lastClassified = frame;
  lastSequenced = sequenced;
  return sequenced;
}

/** Per hub definition, its methods keyed by lower-cased name (shared by its connections). */
const methodTables = new WeakMap<HubDefinition, Map<string, HubMethodHandler>>();

function methodTableOf(hub: HubDefinition): Map<string, HubMethodHandler> {
  let table = methodTables.get(hub);
  if (!table) {
    table = new Map();
    for (const [name, handler] of Object.entries(hub.methods)) table.set(name.toLowerCase(), handler);
    methodTables.set(hub, table);
  }
  return table;
}

/** ws send options of every frame: text, whatever the data type (Buffers are UTF-8 JSON). */
const TEXT = { binary: false } as const;
const PING_BYTES = Buffer.from(PING_FRAME, 'utf8');

type State = 'handshake' | 'open' | 'closed';

/**
 * One SignalR hub connection over one transport socket (a WebSocket, an SSE stream with POSTs,
 * or long polls) or, with stateful reconnect, successive WebSockets.
 *
 * - Handshake: the first record is the handshake request; the answer is `{}` or
 *   `{"error":…}` followed by a close.
 * - Invocations run one at a time per connection (ASP.NET's default
 *   MaximumParallelInvocationsPerClient = 1), so join-then-leave keeps its order.
 * - Stateful reconnect (handshake version 2 after a negotiate that enabled it): every message
 *   of types 1-5 gets the next sequence id, sent frames stay in a replay buffer until the
 *   client Acks them, received ones are Acked about once a second. When the socket drops the
 *   connection waits `reconnectGraceMs` for a new socket; on reattach it sends Sequence with
 *   its oldest unacknowledged id (or total + 1) and replays, exactly as `MessageBuffer.ts` of
 *   the official client does on its side.
 * - Output is coalesced: every record queued in one event-loop turn (group frames, events,
 *   completions, pings) goes out at the end of the turn as ONE WebSocket text message, in
 *   queue order; a group frame's bytes are encoded and WebSocket-framed once for all members
 *   (outbox.ts, wire.ts) and written with one socket write per member. Close
 *   paths flush synchronously first, so nothing queued is overtaken by the Close.
 * - Nothing a client sends can throw out of this class; a protocol error closes this
 *   connection only.
 */
export class SignalRConnection implements HubConnection, Flushable {
  readonly items = new Map<string, unknown>();
  private socket: TransportSocket | null = null;
  /** The socket's TCP stream when it is a `ws` WebSocket written to pre-framed (wire.ts). */
  private wire: DirectWire | null = null;
  private state: State = 'handshake';
  private textBuffer = '';
  private lastSendAt: number;
  private lastReceiveAt: number;
  private readonly openedAt: number;
  private detachedAt: number | null = null;
  private readonly methods: Map<string, HubMethodHandler>;
  private readonly pendingIds = new Set<string>();
  private chain: Promise<void> = Promise.resolve();
  private queued = 0;
  private windowStartedAt = 0;
  private invocationsInWindow = 0;
  private stateful = false;
  // Stateful-reconnect bookkeeping.
  private sentCount = 0;
  private replay: BufferedFrame[] = [];
  private replayBytes = 0;
  /** Highest sequence id dropped from a full replay buffer before the client acked it. */
  private lostUpTo = 0;
  private latestReceived = 0;
  private nextReceiving = 1;
  private waitForSequence = false;
  private ackTimer: NodeJS.Timeout | null = null;
  // Outgoing batch: records queued this turn, written as one WebSocket message by `flush`.
  private outbox: Buffer[] = [];
  private outBytes = 0;
  private flushQueued = false;

  constructor(
    readonly id: string,
    readonly hubPath: string,
    private readonly hub: HubDefinition,
    private readonly options: ConnectionOptions,
    private readonly logger: RealtimeLogger,
    /** Stateful reconnect was agreed in negotiate (it still needs handshake version 2). */
    private readonly statefulAllowed: boolean,
    private readonly onDispose: (connection: SignalRConnection) => void,
    now = Date.now(),
  ) {
    this.methods = methodTableOf(hub);
    this.openedAt = now;
    this.lastSendAt = now;
    this.lastReceiveAt = now;
  }

  get alive(): boolean {
    return this.state !== 'closed';
  }

  /** Stateful reconnect was agreed (negotiate + handshake version 2). */
  get isStateful(): boolean {
    return this.stateful;
  }

  /** True when stateful reconnect is active and the connection may be reattached. */
  get reattachable(): boolean {
    return this.stateful && this.state === 'open' && this.lostUpTo === 0;
  }

  /**
   * Bytes not yet on the wire: the records queued for this turn's flush plus what the socket
   * holds. While detached (stateful reconnect) it is the replay buffer, which a reattach sends.
   */
  get bufferedAmount(): number {
    const socket = this.socket;
    return socket ? socket.bufferedAmount + this.outBytes : this.replayBytes;
  }

  /** Binds the first socket. */
  attach(socket: TransportSocket): void {
    this.bindSocket(socket);
  }

  /** Stateful reconnect: a new socket for this connection. The old one, if any, is dropped. */
  reattach(socket: TransportSocket): void {
    const old = this.socket;
    if (old) {
      this.unbindSocket(old);
      old.terminate();
    }
    this.detachedAt = null;
    this.lastReceiveAt = Date.now();
    // Records queued for the old socket are in the replay buffer (if sequenced): start clean.
    this.discardOutbox();
    this.bindSocket(socket);
    this.waitForSequence = true;
    const sequenceId = this.replay.length > 0 ? this.replay[0]!.id : this.sentCount + 1;
    this.write(serializeMessage({ type: MessageType.Sequence, sequenceId }));
    for (const item of this.replay) this.write(item.frame);
  }

  /**
   * Queues a pre-serialised frame (usually shared by every member of a group). It goes out
   * with whatever else this connection is sent in the same turn, as one WebSocket message;
   * its bytes are encoded once for all connections (see outbox.ts).
   */
  sendFrame(frame: string): void {
    if (this.state !== 'open') return;
    this.send(frame, this.stateful && frameIsSequenced(frame), sharedBytes(frame));
  }

  sendEvent(target: string, args: readonly unknown[]): void {
    this.send(invocationFrame(target, args), true);
  }

  /** Writes the records queued this turn as ONE WebSocket text message (called by outbox.ts). */
  flush(now: number): void {
    this.flushQueued = false;
    const outbox = this.outbox;
    if (outbox.length === 0) return;
    const bytes = joinedBytes(outbox);
    outbox.length = 0;
    this.outBytes = 0;
    const socket = this.socket;
    if (!socket || socket.readyState !== socket.OPEN) return;
    this.lastSendAt = now;
    try {
      const wire = this.wire;
      if (wire !== null && wire.ready) wire.write(framedBytes(bytes));
      else socket.send(bytes, TEXT);
    } catch (error) {
      this.logger.error({ err: error, connectionId: this.id }, 'signalr send failed');
    }
  }

  /** Sends a Close message (with `error`, `allowReconnect`) and disposes the connection. */
  close(error?: string, allowReconnect?: boolean): void {
    if (this.state === 'closed') return;
    const message: HubMessage = { type: MessageType.Close };
    if (error !== undefined) message.error = error;
    if (allowReconnect !== undefined) message.allowReconnect = allowReconnect;
    this.write(serializeMessage(message));
    this.flush(Date.now());
    this.socket?.close(1000);
    this.dispose();
  }

  /** Timers, driven by the server's single ticker. */
  tick(now: number): void {
    if (this.state === 'closed') return;
    if (this.detachedAt !== null) {
      if (now - this.detachedAt >= this.options.reconnectGraceMs) this.dispose();
      return;
    }
    if (this.state === 'handshake') {
      if (now - this.openedAt >= this.options.handshakeTimeoutMs) this.failHandshake('Handshake was canceled.');
      return;
    }
    if (!this.socket?.inherentKeepAlive && now - this.lastReceiveAt >= this.options.clientTimeoutMs) {
      this.logger.debug({ connectionId: this.id }, 'signalr client timeout');
      this.close(CloseErrors.timeout, false);
      return;
    }
    if (now - this.lastSendAt >= this.options.keepAliveMs) this.write(PING_FRAME, PING_BYTES);
  }

  // ---- socket plumbing -------------------------------------------------------------------

  private readonly onMessage = (data: RawData, isBinary: boolean): void => {
    try {
      const text = Array.isArray(data)
        ? Buffer.concat(data).toString('utf8')
        : Buffer.isBuffer(data)
          ? data.toString('utf8')
          : Buffer.from(data).toString('utf8');
      void isBinary;
      this.receive(text);
    } catch (error) {
      this.logger.error({ err: error, connectionId: this.id }, 'signalr receive failed');
      this.close(CloseErrors.protocol('Invalid payload.'), false);
    }
  };

  private readonly onClose = (): void => {
    if (this.state === 'closed') return;
    if (this.stateful && this.state === 'open') {
      // Keep the connection for the grace period: the official client reattaches with id=<token>.
      if (this.socket) this.unbindSocket(this.socket);
      this.socket = null;
      this.discardOutbox();
      this.detachedAt = Date.now();
      this.clearAckTimer();
      return;
    }
    this.dispose();
  };

  private readonly onError = (error: Error & { code?: string }): void => {
    this.logger.debug({ err: error, connectionId: this.id }, 'signalr socket error');
    // An oversized frame would only be resent after a reattach: end the connection for good.
    if (error.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH') {
      this.flush(Date.now());
      this.socket?.close(1009);
      this.dispose();
    }
  };

  private bindSocket(socket: TransportSocket): void {
    this.socket = socket;
    this.wire = directWire(socket);
    socket.on('message', this.onMessage);
    socket.on('close', this.onClose);
    socket.on('error', this.onError);
  }

  private unbindSocket(socket: TransportSocket): void {
    this.wire = null;
    socket.off('message', this.onMessage);
    socket.off('close', this.onClose);
    socket.off('error', this.onError);
    // Keep a no-op error listener so a late error on a dropped socket cannot crash the process.
    socket.on('error', () => {});
  }

  /** Queues one record (bytes of `frame`) for this turn's flush; dropped when no socket is open. */
  private write(frame: string, bytes?: Buffer): void {
    const socket = this.socket;
    if (!socket || socket.readyState !== socket.OPEN) return;
    const data = bytes ?? Buffer.from(frame, 'utf8');
    this.outbox.push(data);
    this.outBytes += data.length;
    if (!this.flushQueued) {
      this.flushQueued = true;
      scheduleFlush(this);
    }
  }

  private discardOutbox(): void {
    this.outbox.length = 0;
    this.outBytes = 0;
  }

  /** Counts a record for stateful reconnect (types 1-5) and queues it when a socket is bound. */
  private send(frame: string, sequenced: boolean, bytes?: Buffer): void {
    if (this.state !== 'open') return;
    if (this.stateful && sequenced) {
      this.sentCount++;
      this.replay.push({ id: this.sentCount, frame });
      this.replayBytes += frame.length;
      while (this.replayBytes > this.options.replayBufferBytes && this.replay.length > 1) {
        const dropped = this.replay.shift()!;
        this.replayBytes -= dropped.frame.length;
        this.lostUpTo = dropped.id;
      }
    }
    if (this.socket) this.write(frame, bytes);
  }

  // ---- receiving -------------------------------------------------------------------------

  private receive(text: string): void {
    if (this.state === 'closed') return;
    this.lastReceiveAt = Date.now();
    this.textBuffer += text;
    if (this.textBuffer.length > 4 * 1024 * 1024) {
      this.close(CloseErrors.protocol('Invalid payload.'), false);
      return;
    }
    const { records, rest } = splitRecords(this.textBuffer);
    this.textBuffer = rest;
    for (const record of records) {
      if (!this.alive) return;
      if (this.state === 'handshake') this.handshake(record);
      else this.handleRecord(record);
    }
  }

  private handshake(record: string): void {
    const parsed = parseHandshakeRequest(record);
    if (!parsed.ok) return this.failHandshake(parsed.error);
    const { protocol, version } = parsed.request;
    if (protocol !== 'json') return this.failHandshake(HandshakeErrors.protocol(protocol));
    if (version < 1 || version > 2) return this.failHandshake(HandshakeErrors.version(protocol, version));
    this.stateful = this.statefulAllowed && version === 2;
    this.state = 'open';
    this.write(HANDSHAKE_OK_FRAME);
    try {
      this.hub.onConnected?.(this);
    } catch (error) {
      this.logger.error({ err: error, connectionId: this.id }, 'signalr onConnected failed');
    }
  }

  private failHandshake(error: string): void {
    this.write(handshakeErrorFrame(error));
    this.flush(Date.now());
    this.socket?.close(1000);
    this.dispose();
  }

  private handleRecord(record: string): void {
    const parsed = parseMessage(record);
    if (parsed.kind === 'ignored') return;
    if (parsed.kind === 'error') {
      this.close(CloseErrors.protocol(parsed.error), false);
      return;
    }
    const message = parsed.message;
    if (this.stateful) {
      if (this.waitForSequence) {
        if (message.type !== MessageType.Sequence) return;
        this.waitForSequence = false;
      }
      if (isSequencedType(message.type)) {
        const current = this.nextReceiving++;
        if (current <= this.latestReceived) return; // a replayed duplicate
        this.latestReceived = current;
        this.scheduleAck();
      }
    }
    this.dispatch(message);
  }

  private dispatch(message: HubMessage): void {
    switch (message.type) {
      case MessageType.Invocation:
        if (this.throttled(message.invocationId)) return;
        this.enqueueInvocation(message);
        return;
      case MessageType.StreamInvocation:
        if (this.throttled(message.invocationId)) return;
        this.rejectStreamInvocation(message);
        return;
      case MessageType.Close:
        // The client is leaving: no reattach.
        this.flush(Date.now());
        this.socket?.close(1000);
        this.dispose();
        return;
      case MessageType.Ack:
        if (this.stateful) this.ack(message.sequenceId);
        return;
      case MessageType.Sequence:
        if (!this.stateful) return;
        if (message.sequenceId > this.latestReceived + 1) {
          this.close(CloseErrors.sequence, false);
          return;
        }
        this.nextReceiving = message.sequenceId;
        return;
      default:
        // Ping refreshes lastReceiveAt (done); StreamItem, Completion and CancelInvocation
        // have nothing to act on: this server neither accepts client streams nor asks for
        // client results.
        return;
    }
  }

  private ack(sequenceId: number): void {
    let drop = 0;
    while (drop < this.replay.length && this.replay[drop]!.id <= sequenceId) {
      this.replayBytes -= this.replay[drop]!.frame.length;
      drop++;
    }
    if (drop > 0) this.replay = this.replay.slice(drop);
    if (sequenceId >= this.lostUpTo) this.lostUpTo = 0;
  }

  private scheduleAck(): void {
    if (this.ackTimer) return;
    this.ackTimer = setTimeout(() => {
      this.ackTimer = null;
      if (this.socket && this.state === 'open') {
        this.write(serializeMessage({ type: MessageType.Ack, sequenceId: this.latestReceived }));
      }
    }, this.options.ackDelayMs);
    this.ackTimer.unref?.();
  }

  private clearAckTimer(): void {
    if (this.ackTimer) clearTimeout(this.ackTimer);
    this.ackTimer = null;
  }

  // ---- invocations -----------------------------------------------------------------------

  private complete(invocationId: string | undefined, outcome: { result?: unknown; error?: string }): void {
    if (invocationId === undefined) return;
    const message: HubMessage = { type: MessageType.Completion, invocationId };
    if (outcome.error !== undefined) message.error = outcome.error;
    else if (outcome.result !== undefined) message.result = outcome.result;
    this.send(serializeMessage(message), true);
  }

  /**
   * The per-connection invocation rate limit: true when this invocation was refused (answered
   * with an error when it expects an answer) or the connection closed for flooding.
   */
  private throttled(invocationId: string | undefined): boolean {
    const limit = this.options.maxInvocationsPerWindow;
    if (!limit) return false;
    const now = Date.now();
    if (now - this.windowStartedAt >= this.options.invocationWindowMs) {
      this.windowStartedAt = now;
      this.invocationsInWindow = 0;
    }
    this.invocationsInWindow++;
    if (this.invocationsInWindow <= limit) return false;
    if (this.invocationsInWindow > 2 * limit) {
      this.logger.warn({ connectionId: this.id, hub: this.hubPath }, 'signalr connection closed for flooding');
      this.close(CloseErrors.rate, false);
      return true;
    }
    const retryAfter = Math.max(1, Math.ceil((this.windowStartedAt + this.options.invocationWindowMs - now) / 1000));
    this.complete(invocationId, { error: rateLimitedInvocation(retryAfter) });
    return true;
  }

  private rejectStreamInvocation(message: StreamInvocationMessage): void {
    const known = this.methods.has(message.target.toLowerCase());
    this.complete(message.invocationId, {
      error: known ? InvocationErrors.streamingNotSupported(message.target) : InvocationErrors.unknownMethod(message.target),
    });
  }

  private enqueueInvocation(message: InvocationMessage): void {
    const { invocationId, target } = message;
    if (invocationId !== undefined) {
      if (this.pendingIds.has(invocationId)) {
        this.complete(invocationId, { error: InvocationErrors.idInUse(invocationId) });
        return;
      }
      this.pendingIds.add(invocationId);
    }
    if (this.queued >= this.options.maxPendingInvocations) {
      this.close(CloseErrors.flooding, false);
      return;
    }
    this.queued++;
    this.chain = this.chain.then(async () => {
      try {
        await this.invoke(message);
      } catch (error) {
        this.logger.error({ err: error, connectionId: this.id, target }, 'signalr invocation bookkeeping failed');
      } finally {
        this.queued--;
        if (invocationId !== undefined) this.pendingIds.delete(invocationId);
      }
    });
  }

  private async invoke(message: InvocationMessage): Promise<void> {
    const { invocationId, target } = message;
    if (this.state === 'closed') return;
    const handler = this.methods.get(target.toLowerCase());
    if (!handler) {
      this.logger.debug({ connectionId: this.id, target }, 'signalr unknown hub method');
      this.complete(invocationId, { error: InvocationErrors.unknownMethod(target) });
      return;
    }
    if (message.streamIds && message.streamIds.length > 0) {
      this.complete(invocationId, {
        error: InvocationErrors.binding(target, `Client sent ${message.streamIds.length} stream(s), Hub method expects 0.`),
      });
      return;
    }
    try {
      const result = await handler(message.arguments, { connection: this, target });
      this.complete(invocationId, { result });
    } catch (error) {
      const mapped = completionErrorFor(target, error);
      if (!mapped.expected) this.logger.error({ err: error, connectionId: this.id, target }, 'signalr hub method failed');
      this.complete(invocationId, { error: mapped.text });
    }
  }

  // ---- end of life -----------------------------------------------------------------------

  private dispose(): void {
    if (this.state === 'closed') return;
    const wasOpen = this.state === 'open';
    this.state = 'closed';
    this.clearAckTimer();
    if (this.socket) this.unbindSocket(this.socket);
    this.socket = null;
    this.discardOutbox();
    this.replay = [];
    this.replayBytes = 0;
    try {
      if (wasOpen) this.hub.onDisconnected?.(this);
    } catch (error) {
      this.logger.error({ err: error, connectionId: this.id }, 'signalr onDisconnected failed');
    }
    this.items.clear();
    this.onDispose(this);
  }
}
