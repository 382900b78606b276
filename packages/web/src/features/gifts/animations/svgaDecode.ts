/**
 * A decoder of SVGA 2.x files (zlib-deflated protobuf `com.opensource.svga.MovieEntity`) into
 * the video item svgaplayerweb's Player draws. Why our own: svgaplayerweb's Parser decodes with
 * protobufjs, whose generated decoders need `eval`, which the pages' Content-Security-Policy
 * (script-src 'self') forbids. The Player itself needs no eval. SVGA 1.x (zip) files are not
 * supported (the server generates 2.x).
 */

/** The video item as svgaplayerweb's Player and renderer read it. */
export interface SvgaVideoItem {
  version: string;
  videoSize: { width: number; height: number };
  FPS: number;
  frames: number;
  /** Image key → base64 PNG/JPEG (no data: prefix), as the renderer expects. */
  images: Record<string, string>;
  sprites: SvgaSprite[];
  audios: unknown[];
}

export interface SvgaSprite {
  imageKey: string;
  matteKey: string | null;
  frames: SvgaFrame[];
}

export interface SvgaFrame {
  alpha: number;
  layout: { x: number; y: number; width: number; height: number };
  transform: { a: number; b: number; c: number; d: number; tx: number; ty: number };
  /** A clip path in the renderer's BezierPath shape. */
  maskPath: { _d: string; _transform: undefined; _styles: { fill: string } } | null;
  shapes: Array<Record<string, unknown>>;
}

type Fields = Map<number, Array<number | Uint8Array>>;

class Reader {
  pos = 0;
  private view: DataView;
  constructor(private buf: Uint8Array) {
    this.view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  }
  done(): boolean {
    return this.pos >= this.buf.length;
  }
  varint(): number {
    let result = 0;
    let shift = 0;
    for (;;) {
      if (this.pos >= this.buf.length) throw new Error('SVGA: truncated varint');
      const b = this.buf[this.pos++]!;
      result += (b & 0x7f) * 2 ** shift;
      if (b < 0x80) return result;
      shift += 7;
      if (shift > 63) throw new Error('SVGA: varint too long');
    }
  }
  bytes(n: number): Uint8Array {
    if (this.pos + n > this.buf.length) throw new Error('SVGA: truncated field');
    const out = this.buf.subarray(this.pos, this.pos + n);
    this.pos += n;
    return out;
  }
  float(): number {
    if (this.pos + 4 > this.buf.length) throw new Error('SVGA: truncated float');
    const v = this.view.getFloat32(this.pos, true);
    this.pos += 4;
    return v;
  }
}

/** Reads one message into field number → values (varints and fixed32 floats as numbers, length-delimited as bytes). */
function fields(buf: Uint8Array): Fields {
  const r = new Reader(buf);
  const out: Fields = new Map();
  const put = (n: number, v: number | Uint8Array) => {
    const list = out.get(n);
    if (list) list.push(v);
    else out.set(n, [v]);
  };
  while (!r.done()) {
    const key = r.varint();
    const field = Math.floor(key / 8);
    switch (key & 7) {
      case 0: put(field, r.varint()); break;
      case 1: r.bytes(8); break;
      case 2: put(field, r.bytes(r.varint())); break;
      case 5: put(field, r.float()); break;
      default: throw new Error(`SVGA: unsupported wire type ${key & 7}`);
    }
  }
  return out;
}

const text = new TextDecoder();
const num = (f: Fields, n: number): number => {
  const v = f.get(n)?.[0];
  return typeof v === 'number' ? v : 0;
};
const str = (f: Fields, n: number): string => {
  const v = f.get(n)?.[0];
  return v instanceof Uint8Array ? text.decode(v) : '';
};
const msg = (f: Fields, n: number): Fields | null => {
  const v = f.get(n)?.[0];
  return v instanceof Uint8Array ? fields(v) : null;
};
const msgs = (f: Fields, n: number): Fields[] => (f.get(n) ?? []).filter((v): v is Uint8Array => v instanceof Uint8Array).map(fields);

function base64(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

function transformOf(f: Fields | null) {
  // As svgaplayerweb's FrameEntity: a or d of 0 (absent) read as 1.
  return {
    a: (f && num(f, 1)) || 1, b: f ? num(f, 2) : 0, c: f ? num(f, 3) : 0, d: (f && num(f, 4)) || 1, tx: f ? num(f, 5) : 0, ty: f ? num(f, 6) : 0,
  };
}

const SHAPE_TYPES = ['shape', 'rect', 'ellipse', 'keep'] as const;
const LINE_CAPS = ['butt', 'round', 'square'];
const LINE_JOINS = ['miter', 'round', 'bevel'];

function shapeOf(f: Fields): Record<string, unknown> {
  const type = SHAPE_TYPES[num(f, 1)] ?? 'shape';
  const shape: Record<string, unknown> = { type };
  const sh = msg(f, 2);
  const rect = msg(f, 3);
  const ell = msg(f, 4);
  if (type === 'shape' && sh) shape.pathArgs = { d: str(sh, 1) };
  if (type === 'rect' && rect) shape.pathArgs = { x: num(rect, 1), y: num(rect, 2), width: num(rect, 3), height: num(rect, 4), cornerRadius: num(rect, 5) };
  if (type === 'ellipse' && ell) shape.pathArgs = { x: num(ell, 1), y: num(ell, 2), radiusX: num(ell, 3), radiusY: num(ell, 4) };
  const st = msg(f, 10);
  if (st) {
    const rgba = (c: Fields | null) => (c ? [num(c, 1), num(c, 2), num(c, 3), num(c, 4)] : null);
    const dash = [num(st, 7), num(st, 8), num(st, 9)];
    shape.styles = {
      fill: rgba(msg(st, 1)), stroke: rgba(msg(st, 2)), strokeWidth: num(st, 3),
      lineCap: LINE_CAPS[num(st, 4)] ?? 'butt', lineJoin: LINE_JOINS[num(st, 5)] ?? 'miter', miterLimit: num(st, 6),
      lineDash: dash.some((d) => d > 0) ? dash : [],
    };
  }
  const tr = msg(f, 11);
  if (tr) shape.transform = transformOf(tr);
  return shape;
}

/** Decodes the (already inflated) MovieEntity protobuf. Throws on malformed input. */
export function decodeMovie(bytes: Uint8Array): SvgaVideoItem {
  const movie = fields(bytes);
  const params = msg(movie, 2);
  if (!params) throw new Error('SVGA: no movie params');
  const images: Record<string, string> = {};
  for (const entry of msgs(movie, 3)) {
    const value = entry.get(2)?.[0];
    if (value instanceof Uint8Array) images[str(entry, 1)] = base64(value);
  }
  const sprites = msgs(movie, 4).map((s): SvgaSprite => {
    let lastShapes: SvgaFrame['shapes'] = [];
    return {
      imageKey: str(s, 1),
      matteKey: str(s, 3) || null,
      frames: msgs(s, 2).map((fr): SvgaFrame => {
        const layout = msg(fr, 2);
        const clip = str(fr, 4);
        let shapes = msgs(fr, 5).map(shapeOf);
        if (shapes[0]?.type === 'keep') shapes = lastShapes;
        else lastShapes = shapes;
        return {
          alpha: num(fr, 1),
          layout: layout ? { x: num(layout, 1), y: num(layout, 2), width: num(layout, 3), height: num(layout, 4) } : { x: 0, y: 0, width: 0, height: 0 },
          transform: transformOf(msg(fr, 3)),
          maskPath: clip ? { _d: clip, _transform: undefined, _styles: { fill: '#000000' } } : null,
          shapes,
        };
      }),
    };
  });
  return {
    version: str(movie, 1) || '2.0',
    videoSize: { width: num(params, 1), height: num(params, 2) },
    FPS: num(params, 3) || 20,
    frames: num(params, 4),
    images,
    sprites,
    audios: [],
  };
}

/** Inflates (zlib) an SVGA 2.x file with the platform's DecompressionStream. */
export async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) throw new Error('SVGA 1.x (zip) files are not supported');
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Fetches and decodes an SVGA file. */
export async function loadSvgaFile(url: string, signal?: AbortSignal): Promise<SvgaVideoItem> {
  const res = await fetch(url, { signal });
  if (!res.ok) throw new Error(`SVGA ${url}: HTTP ${res.status}`);
  return decodeMovie(await inflate(new Uint8Array(await res.arrayBuffer())));
}
