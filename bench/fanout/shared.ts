/** Messages between the bench orchestrator and its server and client processes (IPC). */
export type ServerKind = 'sideline' | 'socketio' | 'floor';

export const SERVER_KINDS: readonly ServerKind[] = ['sideline', 'socketio', 'floor'];

export type ToServer =
  | { type: 'memory' }
  | { type: 'rate'; perSecond: number; durationMs: number; firstId: number }
  | { type: 'saturate'; window: number; firstId: number }
  | { type: 'progress'; completed: number }
  | { type: 'halt' }
  | { type: 'exit' };

export type FromServer =
  | { type: 'listening'; port: number }
  | { type: 'memory'; rss: number; heapUsed: number; connections: number }
  | { type: 'rate-done'; sent: number }
  | { type: 'halted'; sent: number };

export type ToClients = { type: 'mark' } | { type: 'latency-report' } | { type: 'reset' };

export type FromClients =
  | { type: 'connected'; count: number; failed: number }
  | { type: 'progress'; completed: number }
  | { type: 'mark'; deliveries: number; at: number }
  | { type: 'latency'; samples: number; p50: number; p99: number; max: number };

/** A monotonic clock shared by processes on one machine (sub-millisecond, epoch based). */
export function wallNow(): number {
  return performance.timeOrigin + performance.now();
}

/** The bench's chat room: site group, match, language, anchor (the sideline server builds the group name). */
export const BENCH_ROOM = { siteGroup: 'bench', matchId: 1, language: 'en', anchorId: 0 } as const;
/** The token the sideline server's bench authenticator accepts. */
export const BENCH_TOKEN = 'bench-token';

/** A chat message as MessagePush carries it (spec field names). */
export interface ChatPayload {
  CustomerId: number;
  Nickname: string;
  Message: string;
  Timestamp: number;
  Type: number;
  Color: number;
}

/**
 * A ~150-byte chat message as the chatroom pushes it. `CustomerId` carries the message id
 * and `Timestamp` the send time (epoch ms, sub-millisecond), so every server sends the very
 * same payload and the clients read id and time the same way (see `readStamp`).
 */
export function chatMessage(id: number): ChatPayload {
  return {
    CustomerId: id,
    Nickname: 'viewer_0421',
    Message: 'What a goal! Top corner from the edge of the box',
    Timestamp: wallNow(),
    Type: 1,
    Color: 3,
  };
}

/** Reads id and send time from one serialised chat message without parsing the JSON; null when absent. */
export function readStamp(text: string): { id: number; sentAt: number } | null {
  const idAt = text.indexOf('"CustomerId":');
  if (idAt < 0) return null;
  const tAt = text.indexOf('"Timestamp":', idAt);
  if (tAt < 0) return null;
  return { id: parseInt(text.slice(idAt + 13, idAt + 33), 10), sentAt: parseFloat(text.slice(tAt + 12, tAt + 40)) };
}

export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}
