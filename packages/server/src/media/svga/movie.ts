import { deflateSync, inflateSync } from 'node:zlib';
import { ProtoWriter, readFields } from './protobuf';

/**
 * SVGA 2.x: the file is a zlib-deflated protocol buffer `com.opensource.svga.MovieEntity`
 * (svga.proto of the SVGA format):
 *
 * ```proto
 * message MovieEntity { string version = 1; MovieParams params = 2; map<string, bytes> images = 3;
 *                       repeated SpriteEntity sprites = 4; }
 * message MovieParams { float viewBoxWidth = 1; float viewBoxHeight = 2; int32 fps = 3; int32 frames = 4; }
 * message SpriteEntity { string imageKey = 1; repeated FrameEntity frames = 2; }
 * message FrameEntity { float alpha = 1; Layout layout = 2; Transform transform = 3; }
 * message Layout { float x = 1; float y = 2; float width = 3; float height = 4; }
 * message Transform { float a = 1; float b = 2; float c = 3; float d = 4; float tx = 5; float ty = 6; }
 * ```
 * `images` values are PNG files; a map entry is a message {1: key, 2: value}. A player draws
 * each sprite's image at `layout` through the canvas matrix `transform`, with `alpha`, once
 * per frame. (1.x files are zip archives; players tell them apart by the 'PK' header.)
 */
export interface Layout { x: number; y: number; width: number; height: number }
export interface Transform { a: number; b: number; c: number; d: number; tx: number; ty: number }
export interface Frame { alpha: number; layout: Layout; transform: Transform }
export interface Sprite { imageKey: string; frames: Frame[] }
export interface Movie {
  version: string;
  viewBoxWidth: number;
  viewBoxHeight: number;
  fps: number;
  frames: number;
  images: Record<string, Buffer>;
  sprites: Sprite[];
}

export const SVGA_VERSION = '2.0.0';

function writeFrame(w: ProtoWriter, f: Frame): void {
  w.float(1, f.alpha);
  w.message(2, (l) => l.float(1, f.layout.x).float(2, f.layout.y).float(3, f.layout.width).float(4, f.layout.height));
  w.message(3, (t) => t.float(1, f.transform.a).float(2, f.transform.b).float(3, f.transform.c).float(4, f.transform.d)
    .float(5, f.transform.tx).float(6, f.transform.ty));
}

/** The protobuf bytes of a movie (not yet deflated). */
export function encodeMovieEntity(movie: Movie): Buffer {
  for (const s of movie.sprites) {
    if (!movie.images[s.imageKey]) throw new Error(`svga: sprite uses unknown image '${s.imageKey}'`);
    if (s.frames.length !== movie.frames) throw new Error(`svga: sprite '${s.imageKey}' has ${s.frames.length} frames, movie has ${movie.frames}`);
  }
  const w = new ProtoWriter();
  w.string(1, movie.version);
  w.message(2, (p) => p.float(1, movie.viewBoxWidth).float(2, movie.viewBoxHeight).uint(3, movie.fps).uint(4, movie.frames));
  for (const [key, png] of Object.entries(movie.images)) w.message(3, (e) => e.string(1, key).bytes(2, png));
  for (const s of movie.sprites) w.message(4, (sw) => {
    sw.string(1, s.imageKey);
    for (const f of s.frames) sw.message(2, (fw) => writeFrame(fw, f));
  });
  return w.finish();
}

/** An SVGA 2.x file: the movie entity, zlib-deflated. */
export function encodeSvga(movie: Movie): Buffer {
  return deflateSync(encodeMovieEntity(movie), { level: 9 });
}

const floats = <K extends string>(buf: Buffer, names: readonly K[]): Record<K, number> => {
  const out = Object.fromEntries(names.map((n) => [n, 0])) as Record<K, number>;
  for (const f of readFields(buf)) {
    const name = names[f.field - 1];
    if (name && f.wire === 5) out[name] = f.value;
  }
  return out;
};

/** Decode an SVGA 2.x file (inflate + protobuf) — the tests' round trip. */
export function decodeSvga(file: Buffer): Movie {
  if (file.subarray(0, 2).toString('latin1') === 'PK') throw new Error('svga: 1.x (zip) files are not supported');
  const root = readFields(inflateSync(file));
  const movie: Movie = { version: '', viewBoxWidth: 0, viewBoxHeight: 0, fps: 0, frames: 0, images: {}, sprites: [] };
  for (const f of root) {
    if (f.field === 1 && f.wire === 2) movie.version = f.value.toString('utf8');
    else if (f.field === 2 && f.wire === 2) {
      for (const p of readFields(f.value)) {
        if (p.field === 1 && p.wire === 5) movie.viewBoxWidth = p.value;
        if (p.field === 2 && p.wire === 5) movie.viewBoxHeight = p.value;
        if (p.field === 3 && p.wire === 0) movie.fps = p.value;
        if (p.field === 4 && p.wire === 0) movie.frames = p.value;
      }
    } else if (f.field === 3 && f.wire === 2) {
      let key = '';
      let value = Buffer.alloc(0);
      for (const e of readFields(f.value)) {
        if (e.field === 1 && e.wire === 2) key = e.value.toString('utf8');
        if (e.field === 2 && e.wire === 2) value = Buffer.from(e.value);
      }
      movie.images[key] = value;
    } else if (f.field === 4 && f.wire === 2) {
      const sprite: Sprite = { imageKey: '', frames: [] };
      for (const s of readFields(f.value)) {
        if (s.field === 1 && s.wire === 2) sprite.imageKey = s.value.toString('utf8');
        if (s.field === 2 && s.wire === 2) {
          const frame: Frame = { alpha: 0, layout: { x: 0, y: 0, width: 0, height: 0 }, transform: { a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0 } };
          for (const fr of readFields(s.value)) {
            if (fr.field === 1 && fr.wire === 5) frame.alpha = fr.value;
            if (fr.field === 2 && fr.wire === 2) frame.layout = floats(fr.value, ['x', 'y', 'width', 'height'] as const);
            if (fr.field === 3 && fr.wire === 2) frame.transform = floats(fr.value, ['a', 'b', 'c', 'd', 'tx', 'ty'] as const);
          }
          sprite.frames.push(frame);
        }
      }
      movie.sprites.push(sprite);
    }
  }
  return movie;
}
