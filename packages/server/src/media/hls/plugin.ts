import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { fail } from '@sideline/protocol';
import { repoRoot } from '../../config';
import { BROKEN_CHANNEL, planChannel } from './channels';
import { loadMediaLibrary } from './library';
import type { MediaLibrary } from './library';
import { liveWindow, renderPlaylist } from './playlist';

export interface HlsPluginOptions {
  /** Folder holding the looks; default packages/server/media/hls. */
  mediaDir?: string;
  /** The clock (tests pin it). */
  now?: () => number;
  /** Segments per playlist window; default 5. */
  windowSize?: number;
}

export const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';
export const SEGMENT_TYPE = 'video/mp2t';

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
 * - `GET /media/hls/:look/:file` — a segment (immutable, cached a day).
 * The `broken` channel's playlist points at `/media/hls/broken/…`, which always answers 404.
 */
export async function hlsPlugin(app: FastifyInstance, options: HlsPluginOptions = {}): Promise<void> {
  const library: MediaLibrary = loadMediaLibrary(options.mediaDir ?? defaultMediaDir());
  const now = options.now ?? Date.now;

  const playlist = (channel: string, reply: FastifyReply) => {
    const sample = library.values().next().value;
    const plan = sample ? planChannel(channel, sample.loopMs) : null;
    if (!plan) return notFound(reply, `No live channel '${channel}'`);
    const look = library.get(plan.look);
    if (!look) return notFound(reply, `No media for channel '${channel}'`);
    const segments = plan.broken
      ? look.segments.map((s, i) => ({ uri: `/media/hls/${BROKEN_CHANNEL}/seg${String(i).padStart(2, '0')}.ts`, duration: s.duration }))
      : look.segments;
    const text = renderPlaylist(liveWindow({ segments, nowMs: now(), offsetMs: plan.offsetMs, windowSize: options.windowSize }));
    return reply
      .header('content-type', PLAYLIST_TYPE)
      .header('cache-control', 'no-cache, no-store, max-age=0')
      .header('access-control-allow-origin', '*')
      .send(text);
  };

  app.get('/media/hls/live/index.m3u8', (_request, reply) => playlist('live', reply));
  app.get<{ Params: { channel: string } }>('/media/live/:channel/index.m3u8', (request, reply) =>
    playlist(request.params.channel, reply));

  app.get<{ Params: { look: string; file: string } }>('/media/hls/:look/:file', (request, reply) => {
    const { look, file } = request.params;
    const loaded = [...library.values()].find((l) => l.look === look);
    const body = loaded?.files.get(file);
    if (!body) return notFound(reply, `No segment ${look}/${file}`);
    return reply
      .header('content-type', SEGMENT_TYPE)
      .header('cache-control', 'public, max-age=86400, immutable')
      .header('access-control-allow-origin', '*')
      .send(body);
  });
}
