/** IPC between the e2e fan-out orchestrator, its viewer processes and the Socket.IO peer. */
export type TargetKind = 'sideline' | 'socketio';

export type ToViewers = { type: 'record' } | { type: 'report' } | { type: 'storm' };
export type FromViewers =
  | { type: 'connected'; count: number; failed: number }
  | { type: 'report'; deliveries: number; messages: number; duplicates: number; reconnects: number; closeReasons: [string, number][]; perId: [number, number][]; histogram: [number, number][] }
  | { type: 'stormed'; rejoined: number; failed: number; recovered: number; began: number; ended: number };

/** Latency histogram resolution (ms per bucket) and range. */
export const BUCKET_MS = 0.25;
export const MAX_BUCKET = Math.round(30_000 / BUCKET_MS);

/** A monotonic clock shared by processes on one machine (sub-millisecond, epoch based). */
export function wallNow(): number {
  return performance.timeOrigin + performance.now();
}

export const MESSAGE_PREFIX = 'e2e:';
/** The chat text carries the message id and the instant the HTTP request was sent. */
export const messageText = (id: number, sentAt: number): string => `${MESSAGE_PREFIX}${id}:${sentAt.toFixed(3)}`;

/** Reads id and send instant from a serialised MessagePush without parsing the JSON; null if absent. */
export function readStamp(text: string): { id: number; sentAt: number } | null {
  const at = text.indexOf(`"Message":"${MESSAGE_PREFIX}`);
  if (at < 0) return null;
  const start = at + 11 + MESSAGE_PREFIX.length;
  const colon = text.indexOf(':', start);
  const end = text.indexOf('"', colon);
  return { id: parseInt(text.slice(start, colon), 10), sentAt: parseFloat(text.slice(colon + 1, end)) };
}

/** Percentile of a sparse histogram [bucket, count][] in ms. */
export function histogramPercentile(histogram: Map<number, number>, total: number, p: number): number {
  if (total === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * total);
  let seen = 0;
  for (const bucket of [...histogram.keys()].sort((a, b) => a - b)) {
    seen += histogram.get(bucket)!;
    if (seen >= rank) return (bucket + 1) * BUCKET_MS;
  }
  return MAX_BUCKET * BUCKET_MS;
}
