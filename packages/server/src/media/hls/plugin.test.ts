import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hlsPlugin, PLAYLIST_TYPE, SEGMENT_TYPE } from './plugin';
import { readPresentationTimes } from './timestamps';

let clock = 1_700_000_000_000;
const app = Fastify();

beforeAll(async () => {
  await app.register((instance) => hlsPlugin(instance, { now: () => clock }));
  await app.ready();
});
afterAll(() => app.close());

const segmentUris = (text: string) => text.split('\n').filter((l) => l && !l.startsWith('#'));
/** The channel's master playlist, then the media playlist of its `rendition` (default the first listed). */
async function mediaPlaylist(channel: string, rendition?: string) {
  const master = await app.inject({ url: `/media/live/${channel}/index.m3u8` });
  const uris = segmentUris(master.body);
  const uri = rendition ? uris.find((u) => u.endsWith(`/${rendition}.m3u8`)) : uris[0];
  if (!uri) throw new Error(`no ${rendition ?? 'first'} rendition in ${master.body}`);
  return app.inject({ url: uri });
}
const mediaSequence = (text: string) => Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(text)?.[1]);

describe('live HLS routes', () => {
  it('serves a master playlist listing 240p then 360p with bandwidth, resolution and codecs', async () => {
    const res = await app.inject({ url: '/media/live/match-51230001-vn/index.m3u8' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(PLAYLIST_TYPE);
    expect(res.headers['cache-control']).toContain('no-cache');
    const inf = [...res.body.matchAll(/#EXT-X-STREAM-INF:BANDWIDTH=(\d+),AVERAGE-BANDWIDTH=(\d+),RESOLUTION=(\d+x\d+),CODECS="avc1\.42c01e,mp4a\.40\.2"\n(\S+)/g)]
      .map(([, peak, average, resolution, uri]) => ({ peak: Number(peak), average: Number(average), resolution, uri }));
    expect(inf.map((v) => [v.resolution, v.uri])).toEqual([
      ['426x240', '/media/live/match-51230001-vn/240p.m3u8'],
      ['640x360', '/media/live/match-51230001-vn/360p.m3u8'],
    ]);
    for (const v of inf) expect(v.peak).toBeGreaterThanOrEqual(v.average);
    // Measured from the files: ~110 + 32 kb/s and ~250 + 32 kb/s of media plus the MPEG-TS overhead.
    expect(inf[0].average).toBeGreaterThan(100_000);
    expect(inf[1].average).toBeGreaterThan(inf[0].average * 1.5);
    expect(inf[1].peak).toBeLessThan(500_000);
  });

  it('keeps every rendition in step with the wall clock: the same media sequence and segment cuts', async () => {
    for (const at of [clock, clock + 2_000, clock + 19_000]) {
      clock = at;
      const [low, high] = [await mediaPlaylist('streamer-301', '240p'), await mediaPlaylist('streamer-301', '360p')];
      expect(mediaSequence(high.body)).toBe(mediaSequence(low.body));
      expect(segmentUris(high.body).map((u) => u.replace('/360p/', '/240p/'))).toEqual(segmentUris(low.body));
      expect(high.body.replace(/\/360p\//g, '/240p/')).toBe(low.body);
    }
    const [low, high] = [await mediaPlaylist('streamer-301', '240p'), await mediaPlaylist('streamer-301', '360p')];
    const [a, b] = [segmentUris(low.body).at(-1)!, segmentUris(high.body).at(-1)!];
    const first = async (uri: string) => Math.min(...readPresentationTimes((await app.inject({ url: uri })).rawPayload));
    // The same segment of either rendition starts at the same instant: a switch is seamless.
    expect(Math.abs((await first(a)) - (await first(b)))).toBeLessThan(100);
    expect((await app.inject({ url: '/media/live/streamer-301/720p.m3u8' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/media/live/streamer-301/index.txt' })).statusCode).toBe(404);
  });

  it('serves a channel playlist that advances with the clock', async () => {
    const first = await mediaPlaylist('match-51230001-vn');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe(PLAYLIST_TYPE);
    expect(first.headers['cache-control']).toContain('no-cache');
    expect(segmentUris(first.body)).toHaveLength(5);
    clock += 4_000;
    const later = await mediaPlaylist('match-51230001-vn');
    expect(mediaSequence(later.body) - mediaSequence(first.body)).toBe(2);
  });

  it('serves every segment the playlist names, as MPEG-TS', async () => {
    const uris = [...segmentUris((await mediaPlaylist('streamer-301', '240p')).body), ...segmentUris((await mediaPlaylist('streamer-301', '360p')).body)];
    expect(uris.filter((u) => u.includes('/360p/'))).toHaveLength(5);
    for (const uri of uris) {
      const seg = await app.inject({ url: uri });
      expect(seg.statusCode).toBe(200);
      expect(seg.headers['content-type']).toBe(SEGMENT_TYPE);
      expect(seg.headers['cache-control']).toContain('max-age=86400');
      expect(seg.rawPayload[0]).toBe(0x47); // MPEG-TS sync byte
    }
  });

  it('serves a continuous timeline: no discontinuity, and the loop copies continue each other', async () => {
    clock = 1_795_386_593_000;
    const list = await mediaPlaylist('live', '360p');
    expect(list.body).not.toContain('DISCONTINUITY');
    const uris = segmentUris(list.body);
    expect(uris.every((u) => /^\/media\/hls\/\w+\/360p\/\d+\/seg\d{2}\.ts\?ch=live$/.test(u))).toBe(true);
    const firsts: number[] = [];
    for (const uri of uris) firsts.push(Math.min(...readPresentationTimes((await app.inject({ url: uri })).rawPayload)));
    // Each segment starts ~2 s (180 000 ticks) after the previous one, across the loop wrap too.
    for (let i = 1; i < firsts.length; i += 1) expect(Math.abs(firsts[i] - firsts[i - 1] - 180_000)).toBeLessThan(4_000);
    expect((await app.inject({ url: '/media/hls/pitch/x1/seg00.ts' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/media/hls/pitch/1/seg99.ts' })).statusCode).toBe(404);
  });

  it('keeps the older addresses working: /media/hls/live/index.m3u8 and the 240p segments without a rendition', async () => {
    const res = await app.inject({ url: '/media/hls/live/index.m3u8' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('\n/media/live/live/360p.m3u8\n');
    for (const url of ['/media/hls/pitch/seg03.ts', '/media/hls/pitch/7/seg03.ts', '/media/hls/pitch/240p/seg03.ts', '/media/hls/pitch/360p/seg03.ts']) {
      expect((await app.inject({ url })).statusCode, url).toBe(200);
    }
    expect((await app.inject({ url: '/media/hls/pitch/7/seg03.ts' })).rawPayload).toEqual((await app.inject({ url: '/media/hls/pitch/240p/7/seg03.ts' })).rawPayload);
  });

  it('gives different channels different looks or phases', async () => {
    const a = await mediaPlaylist('match-51230001-vn');
    const b = await mediaPlaylist('match-51230001-th');
    const c = await mediaPlaylist('match-51230002-cn');
    expect(new Set([a.body, b.body, c.body]).size).toBeGreaterThan(1);
  });

  it('the broken channel has valid playlists whose segments answer 404, in every rendition', async () => {
    for (const rendition of ['240p', '360p']) {
      const list = await mediaPlaylist('broken', rendition);
      expect(list.statusCode).toBe(200);
      const uris = segmentUris(list.body);
      expect(uris.length).toBeGreaterThan(0);
      for (const uri of uris) expect((await app.inject({ url: uri })).statusCode).toBe(404);
    }
  });

  it('answers 404 for unknown channels and files, and refuses path tricks', async () => {
    expect((await app.inject({ url: '/media/live/nope/index.m3u8' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/media/hls/pitch/seg99.ts' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/media/hls/pitch/source.m3u8' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/media/hls/pitch/360p/source.m3u8' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/media/hls/pitch/720p/1/seg00.ts' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/media/hls/pitch/360p/x1/seg00.ts' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/media/hls/..%2F..%2Fpackage.json/x' })).statusCode).toBe(404);
  });
});
