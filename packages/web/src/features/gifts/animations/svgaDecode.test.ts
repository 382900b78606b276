// @vitest-environment jsdom
import { createRequire } from 'node:module';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodeMovie } from './svgaDecode';

/** A minimal protobuf writer for the test movie. */
const varint = (n: number): number[] => {
  const out: number[] = [];
  while (n >= 0x80) {
    out.push((n % 0x80) | 0x80);
    n = Math.floor(n / 0x80);
  }
  out.push(n);
  return out;
};
const tag = (field: number, wire: number) => varint(field * 8 + wire);
const len = (field: number, bytes: number[]) => [...tag(field, 2), ...varint(bytes.length), ...bytes];
const str = (field: number, s: string) => len(field, [...new TextEncoder().encode(s)]);
const f32 = (field: number, v: number) => {
  const b = new Uint8Array(4);
  new DataView(b.buffer).setFloat32(0, v, true);
  return [...tag(field, 5), ...b];
};
const int = (field: number, v: number) => [...tag(field, 0), ...varint(v)];

const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3];
const frame = (alpha: number, scale: number, shapes: number[][]) => [
  ...f32(1, alpha),
  ...len(2, [...f32(1, 10), ...f32(2, 20), ...f32(3, 100), ...f32(4, 50)]),
  ...len(3, [...f32(1, scale), ...f32(4, scale), ...f32(5, 7), ...f32(6, 8)]),
  ...shapes.flatMap((s) => len(5, s)),
];
const rectShape = [...int(1, 1), ...len(3, [...f32(1, 1), ...f32(2, 2), ...f32(3, 30), ...f32(4, 40), ...f32(5, 4)]), ...len(10, [...len(1, [...f32(1, 1), ...f32(4, 1)]), ...f32(3, 2), ...int(4, 1)])];
const keepShape = [...int(1, 3)];
const movie = new Uint8Array([
  ...str(1, '2.0'),
  ...len(2, [...f32(1, 300), ...f32(2, 300), ...int(3, 24), ...int(4, 2)]),
  ...len(3, [...str(1, 'emblem'), ...len(2, png)]),
  ...len(4, [...str(1, 'emblem'), ...len(2, frame(0.5, 2, [rectShape])), ...len(2, frame(1, 0, [keepShape]))]),
]);

interface ParsedVideo {
  videoSize: { width: number; height: number };
  FPS: number;
  frames: number;
  images: Record<string, string>;
  sprites: Array<{ imageKey: string; frames: Array<{ alpha: number; layout: unknown; transform: unknown }> }>;
}

/** svgaplayerweb's own Parser (protobufjs) on the same bytes, as the reference. */
function referenceParse(file: Uint8Array): Promise<ParsedVideo> {
  class FileXhr {
    responseType = '';
    response: ArrayBuffer | null = null;
    onload: (() => void) | null = null;
    onerror: ((e: unknown) => void) | null = null;
    open(): void {}
    send(): void {
      this.response = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer;
      setTimeout(() => this.onload?.(), 0);
    }
  }
  const g = globalThis as unknown as { XMLHttpRequest: unknown };
  const original = g.XMLHttpRequest;
  g.XMLHttpRequest = FileXhr;
  const SVGA = createRequire(import.meta.url)('svgaplayerweb') as { Parser: new () => { load(url: string, ok: (v: ParsedVideo) => void, fail: (e: unknown) => void): void } };
  return new Promise<ParsedVideo>((resolve, reject) => new SVGA.Parser().load('/x.svga', resolve, reject)).finally(() => {
    g.XMLHttpRequest = original;
  });
}

describe('decodeMovie (CSP-safe SVGA 2.x decoding)', () => {
  it('decodes params, images, sprites, frames and shapes', () => {
    const v = decodeMovie(movie);
    expect(v).toMatchObject({ version: '2.0', videoSize: { width: 300, height: 300 }, FPS: 24, frames: 2 });
    expect(v.images.emblem?.startsWith('iVBO')).toBe(true);
    const [f0, f1] = v.sprites[0]!.frames;
    expect(f0).toMatchObject({ alpha: 0.5, layout: { x: 10, y: 20, width: 100, height: 50 }, transform: { a: 2, b: 0, c: 0, d: 2, tx: 7, ty: 8 } });
    expect(f0!.shapes[0]).toMatchObject({ type: 'rect', pathArgs: { x: 1, y: 2, width: 30, height: 40, cornerRadius: 4 }, styles: { fill: [1, 0, 0, 1], strokeWidth: 2, lineCap: 'round' } });
    // A 0 scale reads as 1 (as the reference), and a 'keep' frame keeps the previous shapes.
    expect(f1!.transform).toMatchObject({ a: 1, d: 1 });
    expect(f1!.shapes).toBe(f0!.shapes);
  });

  it('agrees with svgaplayerweb’s own parser on the same file', async () => {
    const ref = await referenceParse(new Uint8Array(deflateSync(movie)));
    const mine = decodeMovie(movie);
    expect(mine.videoSize).toEqual(ref.videoSize);
    expect(mine.FPS).toBe(ref.FPS);
    expect(mine.frames).toBe(ref.frames);
    expect(mine.images).toEqual(ref.images);
    expect(mine.sprites.map((s) => s.frames.map((f) => [f.alpha, f.layout, f.transform])))
      .toEqual(ref.sprites.map((s) => s.frames.map((f) => [f.alpha, f.layout, f.transform])));
  });

  it('refuses malformed input with an error', () => {
    expect(() => decodeMovie(new Uint8Array([0x12, 0x40, 1]))).toThrow(/SVGA/);
    expect(() => decodeMovie(new Uint8Array([]))).toThrow(/no movie params/);
  });
});
