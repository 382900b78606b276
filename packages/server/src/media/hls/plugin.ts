import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { fail } from '@sideline/protocol';
import { repoRoot } from '../../config';
import { BROKEN_CHANNEL, planChannel } from './channels';
import { loadMediaLibrary, MEDIA_CODECS, RENDITIONS } from './library';
import type { LoadedRendition, MediaLibrary } from './library';
import { liveWindow, loopSegmentUri, renderMasterPlaylist, renderPlaylist } from './playlist';
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
const MEDIA_PLAYLIST = /^(\d{3,4}p)\.m3u8$/;
/** Shifted copies kept: every viewer of a look asks for the same few (the newest window, per rendition). */
const SHIFTED_CACHE_SIZE = 128;

function notFound(reply: FastifyReply, message: string) {
  return reply.code(404).header('cache-control', 'no-store').send(fail(404, [{ Field: null, Message: message }]));
}

/** Default media folder: packages/server/media/hls (from src/ or from the dist bundle). */
export function defaultMediaDir(): string {
  return path.join(repoRoot(), 'packages', 'server', 'media', 'hls');
}

/**
 * The demo's live HLS:
 * - `GET /media/live/:channel/index.m3u8` — the channel's master playlist: one
 *   EXT-X-STREAM-INF per rendition (240p first, then 360p; BANDWIDTH measured from the files);
 * - `GET /media/live/:channel/:rendition.m3u8` — that rendition's sliding-window media playlist
 *   (no-cache); every rendition's window is computed from the same clock and phase, so they carry
 *   the same media sequence numbers and a player switches at any segment boundary;
 * - `GET /media/hls/live/index.m3u8` — the master of the channel `live` (older seed URLs);
 * - `GET /media/hls/:look/:rendition/:loop/:file` — a segment as played in pass `loop` of the
 *   loop: its timestamps moved `loop × loopMs` later, so the live timeline never restarts (immutable);
 * - `GET /media/hls/:look/:rendition/:file` — a segment as shipped (pass 0; immutable, cached a day);
 * - `GET /media/hls/:look/:loop/:file`, `/media/hls/:look/:file` — the same for 240p (older playlists).
 * The `broken` channel's media playlists point at `/media/hls/broken/…`, which always answers 404.
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

  const sendPlaylist = (reply: FastifyReply, text: string) => reply
    .header('content-type', PLAYLIST_TYPE)
    .header('cache-control', 'no-cache, no-store, max-age=0')
    .header('access-control-allow-origin', '*')
    .send(text);
  const lookOf = (channel: string) => {
    const sample = library.values().next().value;
    const plan = sample ? planChannel(channel, sample.loopMs) : null;
    const look = plan ? library.get(plan.look) : undefined;
    return plan && look ? { plan, look } : null;
  };

  const master = (channel: string, reply: FastifyReply) => {
    const found = lookOf(channel);
    if (!found) return notFound(reply, `No live channel '${channel}'`);
    return sendPlaylist(reply, renderMasterPlaylist(found.look.renditions.map((r) => ({
      uri: `/media/live/${encodeURIComponent(channel)}/${r.name}.m3u8`,
      bandwidth: r.bandwidth, averageBandwidth: r.averageBandwidth, width: r.width, height: r.height, codecs: MEDIA_CODECS,
    }))));
  };

  const mediaPlaylist = (channel: string, renditionName: string, reply: FastifyReply) => {
    const found = lookOf(channel);
    if (!found) return notFound(reply, `No live channel '${channel}'`);
    const { plan, look } = found;
    const rendition = look.renditions.find((r) => r.name === renditionName);
    if (!rendition) return notFound(reply, `No rendition '${renditionName}' of channel '${channel}'`);
    const segments = plan.broken
      ? rendition.segments.map((s, i) => ({ uri: `/media/hls/${BROKEN_CHANNEL}/${rendition.name}/seg${String(i).padStart(2, '0')}.ts`, duration: s.duration }))
      : rendition.segments;
    return sendPlaylist(reply, renderPlaylist(liveWindow({ segments, nowMs: now(), offsetMs: plan.offsetMs, windowSize: options.windowSize }),
      (e) => `${loopSegmentUri(e.segment.uri, e.loop)}?ch=${encodeURIComponent(channel)}`));
  };

  app.get('/media/hls/live/index.m3u8', (_request, reply) => master('live', reply));
  app.get<{ Params: { channel: string } }>('/media/live/:channel/index.m3u8', (request, reply) =>
    master(request.params.channel, reply));
  app.get<{ Params: { channel: string; file: string } }>('/media/live/:channel/:file', (request, reply) => {
    const { channel, file } = request.params;
    const name = MEDIA_PLAYLIST.exec(file)?.[1];
    if (!name) return notFound(reply, `No playlist ${channel}/${file}`);
    return mediaPlaylist(channel, name, reply);
  });

  const shifted = new Map<string, Buffer>();
  const segment = (reply: FastifyReply, at: { look: string; rendition: string; file: string; loop: number }, channel: string | undefined) => {
    const { look, file, loop } = at;
    const loaded = [...library.values()].find((l) => l.look === look);
    const rendition: LoadedRendition | undefined = loaded?.renditions.find((r) => r.name === at.rendition);
    const original = rendition?.files.get(file);
    if (!loaded || !rendition || !original) return notFound(reply, `No segment ${look}/${at.rendition}/${file}`);
    const key = `${look}/${rendition.name}/${loop}/${file}`;
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
  /** The rendition older playlists (one rendition, no name in the path) played. */
  const base = RENDITIONS[0].name;
  app.get<{ Params: { look: string; file: string } }>('/media/hls/:look/:file', (request, reply) =>
    segment(reply, { look: request.params.look, rendition: base, file: request.params.file, loop: 0 }, channelOf(request.query)));
  // Three parts: `<look>/<loop>/<file>` (240p, older playlists) or `<look>/<rendition>/<file>` (pass 0).
  app.get<{ Params: { look: string; part: string; file: string } }>('/media/hls/:look/:part/:file', (request, reply) => {
    const { look, part, file } = request.params;
    const at = LOOP_INDEX.test(part) ? { look, rendition: base, file, loop: Number(part) } : { look, rendition: part, file, loop: 0 };
    return segment(reply, at, channelOf(request.query));
  });
  app.get<{ Params: { look: string; rendition: string; loop: string; file: string } }>('/media/hls/:look/:rendition/:loop/:file', (request, reply) => {
    const { look, rendition, loop, file } = request.params;
    if (!LOOP_INDEX.test(loop)) return notFound(reply, `No segment ${look}/${rendition}/${loop}/${file}`);
    return segment(reply, { look, rendition, file, loop: Number(loop) }, channelOf(request.query));
  });
}
