import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp } from '../../testing/app';
import type { TestApp } from '../../testing/app';
import { buildMovie } from './art';
import { GIFT_SVGA_SLUGS, shapeOf, svgaFile, svgaSlugs } from './catalogue';
import { emblemPng } from './art';
import { decodeSvga, encodeSvga } from './movie';
import { PNG_SIGNATURE, crc32, encodePng } from './png';

/** Walk a PNG's chunks, checking every CRC; returns the chunk types and IHDR size. */
function readPng(png: Buffer): { types: string[]; width: number; height: number; pixels: Buffer } {
  expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  const types: string[] = [];
  let pos = 8;
  let width = 0;
  let height = 0;
  const idat: Buffer[] = [];
  while (pos < png.length) {
    const len = png.readUInt32BE(pos);
    const type = png.subarray(pos + 4, pos + 8).toString('ascii');
    const data = png.subarray(pos + 8, pos + 8 + len);
    expect(png.readUInt32BE(pos + 8 + len)).toBe(crc32(png.subarray(pos + 4, pos + 8 + len)));
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
    }
    if (type === 'IDAT') idat.push(data);
    types.push(type);
    pos += 12 + len;
  }
  return { types, width, height, pixels: inflateSync(Buffer.concat(idat)) };
}

describe('demo gift art looks like the gift it names (issue 17 item 8)', () => {
  it.each([['supercar', 'car'], ['castle', 'castle'], ['kiss', 'heart'], ['flowers', 'heart'], ['diamond-ring', 'diamond'], ['lucky-coin', 'coin']] as const)(
    '%s draws a %s', (slug, shape) => expect(shapeOf(slug)).toBe(shape),
  );
  it('the car and the castle are pictures of their own, not the diamond', () => {
    const diamond = emblemPng('diamond', 200, 64);
    expect(emblemPng('car', 200, 64).equals(diamond)).toBe(false);
    expect(emblemPng('castle', 200, 64).equals(diamond)).toBe(false);
  });
});

describe('PNG encoder', () => {
  it('matches the standard CRC-32 and writes valid chunks', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    const rgba = new Uint8Array([255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 255, 0, 1, 2, 3, 4]);
    const png = readPng(encodePng(2, 2, rgba));
    expect(png.types).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect([png.width, png.height]).toEqual([2, 2]);
    expect([...png.pixels]).toEqual([0, 255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 0, 255, 0, 1, 2, 3, 4]);
    expect(() => encodePng(2, 2, new Uint8Array(3))).toThrow();
  });
});

describe('SVGA 2.x files', () => {
  it('round-trip: zlib-deflated protobuf MovieEntity with PNG images and animated sprites', () => {
    const movie = buildMovie({ shape: 'heart', hue: 330, sparks: 8, seed: 1 });
    const back = decodeSvga(encodeSvga(movie));
    expect(back.version).toBe('2.0.0');
    expect([back.viewBoxWidth, back.viewBoxHeight, back.fps, back.frames]).toEqual([300, 300, 24, 48]);
    expect(Object.keys(back.images).sort()).toEqual(['emblem', 'spark']);
    expect(back.images.emblem).toEqual(movie.images.emblem);
    expect(back.sprites).toHaveLength(9);
    const emblem = back.sprites[0]!;
    expect(emblem.frames).toHaveLength(48);
    // It really animates: alpha fades in and out, the scale and position change over time.
    expect(emblem.frames[0]!.alpha).toBe(0);
    expect(emblem.frames[20]!.alpha).toBe(1);
    expect(emblem.frames[47]!.alpha).toBeCloseTo(0, 5);
    expect(new Set(emblem.frames.map((f) => f.transform.a.toFixed(3))).size).toBeGreaterThan(20);
    expect(new Set(back.sprites[1]!.frames.map((f) => f.transform.tx.toFixed(1))).size).toBeGreaterThan(10);
    expect(emblem.frames[20]!.transform.a).toBeCloseTo(movie.sprites[0]!.frames[20]!.transform.a, 5);
  });

  it('one file per demo gift, plus lucky-box opening and VIP welcome 1-10; images are valid PNGs', () => {
    expect(GIFT_SVGA_SLUGS).toEqual(expect.arrayContaining(['heart', 'supercar', 'diamond-ring', 'wish-coin', 'profit-share', 'clover']));
    expect(svgaSlugs()).toEqual(expect.arrayContaining(['lucky-box-open', 'vip-welcome-1', 'vip-welcome-10']));
    for (const slug of ['heart', 'castle', 'lucky-box-open']) {
      const movie = decodeSvga(svgaFile(slug)!);
      const emblem = readPng(movie.images.emblem!);
      expect([emblem.width, emblem.height]).toEqual([160, 160]);
      expect(emblem.pixels.length).toBe(160 * (160 * 4 + 1));
    }
    expect(svgaFile('nope')).toBeNull();
  });

  describe('served at /media/svga/<slug>.svga', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await makeTestApp();
    });
    afterAll(() => t.close());

    it('every gift SvgaUrl of the catalogue answers a decodable file; unknown ones 404', async () => {
      const token = await t.login('coin-member');
      const urls = new Set<string>();
      for (const q of ['CurrencyIds=1', 'CurrencyIds=999,998']) {
        const res = await t.app.inject({ method: 'GET', url: `/GetGiftInfo?${q}&UserLanguage=en&Vip=0`, headers: q.includes('999') ? { Token: token } : {} });
        for (const g of res.json().Result.GiftInfo as Array<{ SvgaUrl: string }>) urls.add(g.SvgaUrl);
      }
      expect(urls.size).toBeGreaterThan(10);
      for (const url of urls) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        expect(decodeSvga(res.rawPayload).frames).toBe(48);
      }
      expect((await t.app.inject({ method: 'GET', url: '/media/svga/unknown.svga' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/media/svga/..%2Fx.svga' })).statusCode).toBe(404);
    });
  });
});
