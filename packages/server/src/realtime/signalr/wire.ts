import type { Duplex } from 'node:stream';
import { WebSocket } from 'ws';
import type { TransportSocket } from './socket';

/**
 * Pre-framed WebSocket writes: the hub's one cost per delivery, made as small as `ws` allows.
 *
 * Why: profiled under bench/e2e-fanout, nearly all the server's CPU per delivery is the one
 * socket write per viewer per flush. `ws.send` frames each message anew for every socket (a
 * header Buffer, then cork + two writes + uncork, i.e. a `writev` of two pieces). A group
 * frame's bytes are the same for every member, and a server frame is unmasked, so its
 * WebSocket framing is the same too: {@link textFrame} frames a message's bytes ONCE per flush
 * cycle (outbox.ts caches it), and {@link DirectWire} hands that one Buffer to the TCP socket
 * with a single `write`.
 *
 * This steps past `ws`'s Sender, which is only safe while the Sender holds nothing of its own:
 * no permessage-deflate negotiated (the hub server never enables it; a compressing Sender
 * queues frames), nothing queued, no fragmented message open. {@link directWire} checks the
 * shape of the installed `ws` once per socket (null: fall back to `ws.send`), and every write
 * checks that the Sender is idle, otherwise it goes through `ws.send` — so frames, pings and
 * the Close stay in order whichever path each took. `bufferedAmount` (the slow-consumer
 * measure) reads the TCP socket's queue, which both paths fill. wire.test.ts fails when a `ws`
 * upgrade moves these internals, rather than the fast path silently switching off.
 */

/** The parts of `ws` internals a direct write relies on (ws 8: lib/websocket.js, lib/sender.js). */
interface WsInternals {
  _socket?: Duplex | null;
  _sender?: { _queue?: unknown[]; _state?: number; _firstFragment?: boolean } | null;
  _extensions?: Record<string, unknown>;
}

/** ws Sender's idle state (`DEFAULT` in lib/sender.js). */
const SENDER_IDLE = 0;

/** Writes already-framed WebSocket messages straight to the TCP socket under a `ws` WebSocket. */
export class DirectWire {
  constructor(
    private readonly ws: WebSocket,
    private readonly stream: Duplex,
    private readonly sender: NonNullable<WsInternals['_sender']>,
  ) {}

  /** Whether a frame may be written directly now (the Sender holds nothing; the socket is open). */
  get ready(): boolean {
    const sender = this.sender;
    return this.ws.readyState === WebSocket.OPEN && sender._state === SENDER_IDLE && sender._queue!.length === 0 && sender._firstFragment === true;
  }

  /** Writes one complete frame ({@link textFrame}); call only when {@link ready}. */
  write(frame: Buffer): void {
    this.stream.write(frame);
  }
}

/** A {@link DirectWire} for `socket` when it is a `ws` WebSocket this module can write under; else null. */
export function directWire(socket: TransportSocket): DirectWire | null {
  if (!(socket instanceof WebSocket)) return null;
  const internals = socket as unknown as WsInternals;
  const stream = internals._socket;
  const sender = internals._sender;
  if (!stream || typeof stream.write !== 'function' || !sender) return null;
  if (!Array.isArray(sender._queue) || typeof sender._state !== 'number' || typeof sender._firstFragment !== 'boolean') return null;
  // A compressing Sender frames differently and queues: never write past it.
  if (!internals._extensions || Object.keys(internals._extensions).length > 0) return null;
  return new DirectWire(socket, stream, sender);
}

/**
 * One unmasked, final WebSocket text frame holding `payload` (RFC 6455 §5.2): the header
 * (FIN + opcode 1, then the 7-bit, 16-bit or 64-bit length) followed by the bytes.
 */
export function textFrame(payload: Buffer): Buffer {
  const length = payload.length;
  const headerLength = length < 126 ? 2 : length < 0x10000 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + length);
  frame[0] = 0x81;
  if (length < 126) {
    frame[1] = length;
  } else if (length < 0x10000) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeUInt32BE(Math.floor(length / 0x1_0000_0000), 2);
    frame.writeUInt32BE(length >>> 0, 6);
  }
  payload.copy(frame, headerLength);
  return frame;
}
