/**
 * Outgoing coalescing shared by every connection of the process.
 *
 * Why: a group publication reaches thousands of connections with the SAME frame string, and a
 * busy room produces several publications per event-loop turn. Writing each frame as its own
 * WebSocket message, re-encoding the string to UTF-8 for every connection, costs one
 * encode + one socket write per frame per connection. Instead:
 *
 * - `sharedBytes(frame)` encodes a frame once; every connection queueing the same frame gets the
 *   same Buffer. The encodings are kept across cycles, the newest up to ENCODED_MAX_BYTES: a
 *   group's recent frames are sent again to every viewer who rejoins (a reconnect storm replays
 *   them over many cycles), and re-encoding them each cycle was 7.5 % of a 10,000-viewer storm's
 *   server CPU (issue 21).
 * - A connection queues the Buffers it is given during one turn and asks `scheduleFlush` for a
 *   flush; one `setImmediate` per turn flushes every such connection, each sending ONE
 *   WebSocket text message holding all its records (the SignalR JSON protocol allows several
 *   0x1E-terminated records per message; the official client splits them).
 * - `joinedBytes(list)` concatenates a batch once when consecutive connections flush the same
 *   sequence of Buffers (members of one group do, in the same order).
 * - `framedBytes(message)` wraps that message in its WebSocket frame once for every connection
 *   writing it (wire.ts: one `write` per connection, no per-connection framing).
 *
 * The batch and frame caches live for one flush cycle only; the encodings are bounded by bytes.
 */

import { textFrame } from './wire';

/** Something with queued output to write (a connection). */
export interface Flushable {
  /** Writes everything queued as one WebSocket message; `now` is the cycle's clock. */
  flush(now: number): void;
}

let dirty: Flushable[] = [];
let spare: Flushable[] = [];
let scheduled = false;

/** Encoded frames, oldest first (Map order), at most ENCODED_MAX_BYTES of them. */
const encoded = new Map<string, Buffer>();
let encodedBytes = 0;
/** How many bytes of encoded frames are kept across cycles (a few rooms' recent rings). */
export const ENCODED_MAX_BYTES = 8 * 1024 * 1024;
let lastFrame: string | null = null;
let lastBytes: Buffer = Buffer.alloc(0);
let lastBatch: Buffer[] = [];
let lastJoined: Buffer = Buffer.alloc(0);
let lastMessage: Buffer | null = null;
let lastFramed: Buffer = Buffer.alloc(0);

/** Errors thrown by a connection's flush (never expected; reported, not propagated). */
let onFlushError: (error: unknown) => void = () => {};

/** Where a failing flush is reported (the hub server's logger). */
export function setFlushErrorHandler(handler: (error: unknown) => void): void {
  onFlushError = handler;
}

function clearCaches(): void {
  lastFrame = null;
  lastBytes = Buffer.alloc(0);
  lastBatch = [];
  lastJoined = lastBytes;
  lastMessage = null;
  lastFramed = lastBytes;
}

function ensureCycle(): void {
  if (scheduled) return;
  scheduled = true;
  setImmediate(runCycle);
}

function runCycle(): void {
  // `scheduled` stays true while flushing: caches filled now are cleared below anyway.
  const now = Date.now();
  // Swap lists: connections queueing during this flush land in the next cycle.
  const list = dirty;
  dirty = spare;
  spare = list;
  for (let i = 0; i < list.length; i++) {
    try {
      list[i]!.flush(now);
    } catch (error) {
      onFlushError(error);
    }
  }
  list.length = 0;
  clearCaches();
  scheduled = false;
  if (dirty.length > 0) ensureCycle();
}

/** Queues `target` for the flush at the end of this turn (call once per turn per target). */
export function scheduleFlush(target: Flushable): void {
  dirty.push(target);
  ensureCycle();
}

/**
 * The UTF-8 bytes of a frame, encoded once whatever the number of connections it is written to
 * (kept while it is among the newest ENCODED_MAX_BYTES). The returned Buffer must not be modified.
 */
export function sharedBytes(frame: string): Buffer {
  if (frame === lastFrame) return lastBytes;
  let bytes = encoded.get(frame);
  if (bytes === undefined) {
    bytes = Buffer.from(frame, 'utf8');
    encoded.set(frame, bytes);
    encodedBytes += bytes.length;
    // The oldest go first; a frame larger than the whole budget is not kept at all.
    for (const [oldest, old] of encoded) {
      if (encodedBytes <= ENCODED_MAX_BYTES) break;
      encoded.delete(oldest);
      encodedBytes -= old.length;
    }
  }
  lastFrame = frame;
  lastBytes = bytes;
  return bytes;
}

/**
 * One Buffer holding `list` in order. When the previous call joined the same Buffers (by
 * identity), its result is returned without copying again. `list` is not kept.
 */
export function joinedBytes(list: readonly Buffer[]): Buffer {
  if (list.length === 1) return list[0]!;
  let same = list.length === lastBatch.length;
  for (let i = 0; same && i < list.length; i++) same = list[i] === lastBatch[i];
  if (same) return lastJoined;
  let total = 0;
  for (const bytes of list) total += bytes.length;
  lastBatch = list.slice();
  lastJoined = Buffer.concat(list, total);
  ensureCycle();
  return lastJoined;
}

/**
 * `message` as one WebSocket text frame (wire.ts `textFrame`). When the previous call framed
 * the same Buffer (by identity: consecutive members of a group flush the same joined batch),
 * its frame is returned without framing again. The returned Buffer must not be modified.
 */
export function framedBytes(message: Buffer): Buffer {
  if (message === lastMessage) return lastFramed;
  lastMessage = message;
  lastFramed = textFrame(message);
  ensureCycle();
  return lastFramed;
}
