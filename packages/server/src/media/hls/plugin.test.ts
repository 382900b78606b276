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
const mediaSequence = (text: string) => Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(text)?.[1]);

describe('live HLS routes', () => {
  it('serves a channel playlist that advances with the clock', async () => {
    const first = await app.inject({ url: '/media/live/match-51230001-vn/index.m3u8' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe(PLAYLIST_TYPE);
    expect(first.headers['cache-control']).toContain('no-cache');
    expect(segmentUris(first.body)).toHaveLength(5);
    clock += 4_000;
    const later = await app.inject({ url: '/media/live/match-51230001-vn/index.m3u8' });
    expect(mediaSequence(later.body) - mediaSequence(first.body)).toBe(2);
  });

  it('serves every segment the playlist names, as MPEG-TS', async () => {
    const list = await app.inject({ url: '/media/live/streamer-301/index.m3u8' });
    for (const uri of segmentUris(list.body)) {
      const seg = await app.inject({ url: uri });
      expect(seg.statusCode).toBe(200);
      expect(seg.headers['content-type']).toBe(SEGMENT_TYPE);
      expect(seg.headers['cache-control']).toContain('max-age=86400');
      expect(seg.rawPayload[0]).toBe(0x47); // MPEG-TS sync byte
    }
  });

  it('serves a continuous timeline: no discontinuity, and the loop copies continue each other', async () => {
    clock = 1_795_386_593_000;
    const list = await app.inject({ url: '/media/live/live/index.m3u8' });
    expect(list.body).not.toContain('DISCONTINUITY');
    const uris = segmentUris(list.body);
    expect(uris.every((u) => /^\/media\/hls\/\w+\/\d+\/seg\d{2}\.ts\?ch=live$/.test(u))).toBe(true);
    const firsts: number[] = [];
    for (const uri of uris) firsts.push(Math.min(...readPresentationTimes((await app.inject({ url: uri })).rawPayload)));
    // Each segment starts ~2 s (180 000 ticks) after the previous one, across the loop wrap too.
    for (let i = 1; i < firsts.length; i += 1) expect(Math.abs(firsts[i] - firsts[i - 1] - 180_000)).toBeLessThan(4_000);
    expect((await app.inject({ url: '/media/hls/pitch/x1/seg00.ts' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/media/hls/pitch/1/seg99.ts' })).statusCode).toBe(404);
  });

  it('keeps the older /media/hls/live/index.m3u8 address working', async () => {
    const res = await app.inject({ url: '/media/hls/live/index.m3u8' });
    expect(res.statusCode).toBe(200);
    expect(res.body.startsWith('#EXTM3U')).toBe(true);
  });

  it('gives different channels different looks or phases', async () => {
    const a = await app.inject({ url: '/media/live/match-51230001-vn/index.m3u8' });
    const b = await app.inject({ url: '/media/live/match-51230001-th/index.m3u8' });
    const c = await app.inject({ url: '/media/live/match-51230002-cn/index.m3u8' });
    expect(new Set([a.body, b.body, c.body]).size).toBeGreaterThan(1);
  });

  it('the broken channel has a valid playlist whose segments answer 404', async () => {
    const list = await app.inject({ url: '/media/live/broken/index.m3u8' });
    expect(list.statusCode).toBe(200);
    const uris = segmentUris(list.body);
    expect(uris.length).toBeGreaterThan(0);
    for (const uri of uris) expect((await app.inject({ url: uri })).statusCode).toBe(404);
  });

  it('answers 404 for unknown channels and files, and refuses path tricks', async () => {
    expect((await app.inject({ url: '/media/live/nope/index.m3u8' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/media/hls/pitch/seg99.ts' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/media/hls/pitch/source.m3u8' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/media/hls/..%2F..%2Fpackage.json/x' })).statusCode).toBe(404);
  });
});
