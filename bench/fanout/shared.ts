/** Messages between the bench orchestrator and its server and client processes (IPC). */
export type ServerKind = 'sideline' | 'socketio' | 'floor';

export const SERVER_KINDS: readonly ServerKind[] = ['sideline', 'socketio', 'floor'];

export type ToServer =
  | { type: 'memory' }
  | { type: 'rate'; perSecond: number; durationMs: number; firstId: number }
  | { type: 'saturate'; window: number; firstId: number }
  | { type: 'progress'; completed: number }
  | { type: 'halt' };

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

/** A ~150-byte chat message as the chatroom pushes it; `i` is its id, `t` its send time. */
export function chatMessage(id: number): Record<string, unknown> {
  return {
    i: id,
    t: wallNow(),
    Nickname: 'viewer_0421',
    Message: 'What a goal! Unbelievable finish from the edge of the box',
    Type: 1,
    Color: '#3a7bd5',
  };
}

export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}
