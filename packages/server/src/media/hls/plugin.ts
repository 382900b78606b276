import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { fail } from '@sideline/protocol';
import { repoRoot } from '../../config';
import { BROKEN_CHANNEL, planChannel } from './channels';
import { loadMediaLibrary } from './library';
import type { MediaLibrary } from './library';
import { liveWindow, loopSegmentUri, renderPlaylist } from './playlist';
import { shiftTimestamps, TICKS_PER_MS } from './timestamps';
import { TRAFFIC_FLUSH_MS, trafficCounterFor } from './traffic';

export interface HlsPluginOptions {
  /** Folder holding the looks; default packages/server/media/hls. */
  mediaDir?: string;
  /** The clock (tests pin it). */
  now?: () => number;
  /** Segments per playlist window; default 5. */
  windowSize?: number;
  /**
   * Counts every segment served (channel from the `ch` query the playlist adds, bytes); default
   * the store's traffic counter (`hls_traffic`, flushed every 10 s and on close) when the app has a store.
   */
  traffic?: { add(channel: string | undefined, bytes: number, now: number): void };
}

export const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';
export const SEGMENT_TYPE = 'video/mp2t';

const LOOP_INDEX = /^\d{1,12}$/;
/** Shifted copies kept: every viewer of a look asks for the same few (the newest window). */
const SHIFTED_CACHE_SIZE = 64;

function notFound(reply: FastifyReply, message: string) {
  return reply.code(404).header('cache-control', 'no-store').send(fail(404, [{ Field: null, Message: message }]));
}

/** Default media folder: packages/server/media/hls (from src/ or from the dist bundle). */
export function defaultMediaDir(): string {
  return path.join(repoRoot(), 'packages', 'server', 'media', 'hls');
}

/**
 * The demo's live HLS:
 * - `GET /media/live/:channel/index.m3u8` — the sliding-window playlist of a channel (no-cache);
 * - `GET /media/hls/live/index.m3u8` — the same for the channel `live` (older seed URLs);
 * - `GET /media/hls/:look/:loop/:file` — a segment as played in pass `loop` of the loop: its
 *   timestamps moved `loop × loopMs` later, so the live timeline never restarts (immutable);
 * - `GET /media/hls/:look/:file` — a segment as shipped (pass 0; immutable, cached a day).
 * The `broken` channel's playlist points at `/media/hls/broken/…`, which always answers 404.
 * Segment addresses in a playlist carry `?ch=<channel>`: the bytes served are counted per
 * channel and day for the traffic reports (features/reports).
 */
export async function hlsPlugin(app: FastifyInstance, options: HlsPluginOptions = {}): Promise<void> {
  const library: MediaLibrary = loadMediaLibrary(options.mediaDir ?? defaultMediaDir());
  const now = options.now ?? Date.now;
  // A bare Fastify (the route tests) has no store: nothing is counted unless `traffic` is given.
  const store = app.hasDecorator('sideline') ? app.sideline.store : undefined;
  const counter = store ? trafficCounterFor(store) : null;
  const traffic = options.traffic ?? counter;
  if (counter && !options.traffic) {
    const flush = () => counter.flush().catch((err: unknown) => app.log.warn({ err }, 'HLS traffic not written yet; kept for the next flush'));
    const timer = setInterval(() => void flush(), TRAFFIC_FLUSH_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await flush();
    });
  }

  const playlist = (channel: string, reply: FastifyReply) => {
    const sample = library.values().next().value;
    const plan = sample ? planChannel(channel, sample.loopMs) : null;
    if (!plan) return notFound(reply, `No live channel '${channel}'`);
    const look = library.get(plan.look);
    if (!look) return notFound(reply, `No media for channel '${channel}'`);
    const segments = plan.broken
      ? look.segments.map((s, i) => ({ uri: `/media/hls/${BROKEN_CHANNEL}/seg${String(i).padStart(2, '0')}.ts`, duration: s.duration }))
      : look.segments;
    const text = renderPlaylist(liveWindow({ segments, nowMs: now(), offsetMs: plan.offsetMs, windowSize: options.windowSize }),
      (e) => `${loopSegmentUri(e.segment.uri, e.loop)}?ch=${encodeURIComponent(channel)}`);
    return reply
      .header('content-type', PLAYLIST_TYPE)
      .header('cache-control', 'no-cache, no-store, max-age=0')
      .header('access-control-allow-origin', '*')
      .send(text);
  };

  app.get('/media/hls/live/index.m3u8', (_request, reply) => playlist('live', reply));
  app.get<{ Params: { channel: string } }>('/media/live/:channel/index.m3u8', (request, reply) =>
    playlist(request.params.channel, reply));

  const shifted = new Map<string, Buffer>();
  const segment = (reply: FastifyReply, look: string, file: string, loop: number, channel: string | undefined) => {
    const loaded = [...library.values()].find((l) => l.look === look);
    const original = loaded?.files.get(file);
    if (!loaded || !original) return notFound(reply, `No segment ${look}/${file}`);
    const key = `${look}/${loop}/${file}`;
    let body = loop === 0 ? original : shifted.get(key);
    if (!body) {
      body = shiftTimestamps(original, loop * loaded.loopMs * TICKS_PER_MS);
      shifted.set(key, body);
      if (shifted.size > SHIFTED_CACHE_SIZE) shifted.delete(shifted.keys().next().value as string);
    }
    traffic?.add(channel, body.length, now());
    return reply
      .header('content-type', SEGMENT_TYPE)
      .header('cache-control', 'public, max-age=86400, immutable')
      .header('access-control-allow-origin', '*')
      .send(body);
  };

  const channelOf = (query: unknown) => {
    const ch = (query as { ch?: unknown } | undefined)?.ch;
    return typeof ch === 'string' ? ch : undefined;
  };
  app.get<{ Params: { look: string; file: string } }>('/media/hls/:look/:file', (request, reply) =>
    segment(reply, request.params.look, request.params.file, 0, channelOf(request.query)));
  app.get<{ Params: { look: string; loop: string; file: string } }>('/media/hls/:look/:loop/:file', (request, reply) => {
    const { look, loop, file } = request.params;
    if (!LOOP_INDEX.test(loop)) return notFound(reply, `No segment ${look}/${loop}/${file}`);
    return segment(reply, look, file, Number(loop), channelOf(request.query));
  });
}
