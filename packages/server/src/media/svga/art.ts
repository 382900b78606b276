import { encodePng } from './png';
import type { Frame, Movie, Sprite } from './movie';
import { SVGA_VERSION } from './movie';

/**
 * Procedural art for the demo SVGA files: an emblem picture (heart, star, diamond, coin, box, car, castle)
 * shaded in a hue, a glowing spark picture, and a 2-second animation — the emblem pops in
 * (scale + fade), wobbles and pulses, then flies off fading, while sparks burst outwards.
 */
export type EmblemShape = 'heart' | 'star' | 'diamond' | 'coin' | 'box' | 'car' | 'castle';

export interface MovieSpec {
  shape: EmblemShape;
  /** Hue 0-360 of the emblem. */
  hue: number;
  /** Number of sparks (4-24). */
  sparks: number;
  /** Seed of the spark angles. */
  seed: number;
}

const EMBLEM = 160;
const SPARK = 32;
const VIEW = 300;
const FPS = 24;
const FRAMES = 48;

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

/** Inside test in unit coordinates (u right, v down, both in [-1, 1]). */
function inside(shape: EmblemShape, u: number, v: number): boolean {
  switch (shape) {
    case 'heart': {
      const x = u * 1.25;
      const y = -v * 1.25 + 0.15;
      const a = x * x + y * y - 1;
      return a * a * a - x * x * y * y * y <= 0;
    }
    case 'star': {
      const r = Math.hypot(u, v);
      const theta = Math.atan2(v, u) + Math.PI / 2;
      const sector = ((theta / (2 * Math.PI / 5)) % 1 + 1) % 1;
      const tri = Math.abs(sector - 0.5) * 2; // 1 at the points, 0 between
      return r <= 0.42 + 0.5 * tri ** 1.6;
    }
    case 'diamond':
      return Math.abs(u) * 1.05 + Math.abs(v + 0.1) * (v < -0.1 ? 2.2 : 0.95) <= 0.9;
    case 'coin':
      return Math.hypot(u, v) <= 0.9;
    case 'box':
      return (Math.abs(u) <= 0.78 && v >= -0.2 && v <= 0.85) || (Math.abs(u) <= 0.88 && v >= -0.52 && v <= -0.24);
    case 'car': {
      // A low sports car side on: body, a cabin sloping to the back, two wheels below.
      const body = Math.abs(u) <= 0.92 && v >= -0.02 && v <= 0.3 && !(u > 0.7 && v < 0.08 + (u - 0.7) * 0.5);
      const cabin = v >= -0.3 && v < 0 && u >= -0.5 + (v + 0.3) * -0.9 + 0.27 && u <= 0.35 - (v + 0.3) * -1.1 - 0.33;
      const wheel = Math.hypot(u + 0.55, v - 0.34) <= 0.19 || Math.hypot(u - 0.55, v - 0.34) <= 0.19;
      return body || cabin || wheel;
    }
    case 'castle': {
      // Three towers with battlements over a wall with a gate.
      // A crenel: every other fifth of a tower's width cut out of its top.
      const crenel = (x: number, left: number, width: number, top: number) => v < top + 0.12 && Math.floor(((x - left) / width) * 5) % 2 === 1;
      const wall = Math.abs(u) <= 0.8 && v >= -0.15 && v <= 0.85 && !(Math.abs(u) <= 0.16 && v >= 0.45);
      const side = Math.abs(u) >= 0.44 && Math.abs(u) <= 0.84 && v >= -0.55 && v <= 0.85 && !crenel(Math.abs(u), 0.44, 0.4, -0.55);
      const keep = Math.abs(u) <= 0.24 && v >= -0.85 && v <= 0 && !crenel(u, -0.24, 0.48, -0.85);
      return wall || side || keep;
    }
  }
}

/** Emblem picture: anti-aliased (4×4 samples), shaded from a light top-left, with a dark rim. */
export function emblemPng(shape: EmblemShape, hue: number, size = EMBLEM): Buffer {
  const rgba = new Uint8Array(size * size * 4);
  const n = 4;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let cover = 0;
      let rim = 0;
      for (let sy = 0; sy < n; sy++) {
        for (let sx = 0; sx < n; sx++) {
          const u = ((x + (sx + 0.5) / n) / size) * 2 - 1;
          const v = ((y + (sy + 0.5) / n) / size) * 2 - 1;
          if (inside(shape, u, v)) {
            cover++;
            if (!inside(shape, u * 1.09, v * 1.09)) rim++;
          }
        }
      }
      if (cover === 0) continue;
      const u = (x / size) * 2 - 1;
      const v = (y / size) * 2 - 1;
      const light = 0.72 - 0.28 * Math.min(1, Math.hypot(u + 0.45, v + 0.45) / 1.6);
      const ring = shape === 'coin' && Math.abs(Math.hypot(u, v) - 0.68) < 0.05;
      const l = rim > cover / 2 ? 0.28 : ring ? light - 0.18 : light;
      const [r, g, b] = hslToRgb(hue, 0.78, l);
      const i = (y * size + x) * 4;
      rgba[i] = r;
      rgba[i + 1] = g;
      rgba[i + 2] = b;
      rgba[i + 3] = Math.round((cover / (n * n)) * 255);
    }
  }
  return encodePng(size, size, rgba);
}

/** A soft glowing dot. */
export function sparkPng(hue: number, size = SPARK): Buffer {
  const rgba = new Uint8Array(size * size * 4);
  const [r, g, b] = hslToRgb(hue, 0.9, 0.8);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const d = Math.hypot((x + 0.5) / size * 2 - 1, (y + 0.5) / size * 2 - 1);
      if (d >= 1) continue;
      const i = (y * size + x) * 4;
      const white = Math.max(0, 1 - d * 2.5);
      rgba[i] = Math.round(r + (255 - r) * white);
      rgba[i + 1] = Math.round(g + (255 - g) * white);
      rgba[i + 2] = Math.round(b + (255 - b) * white);
      rgba[i + 3] = Math.round(255 * (1 - d) ** 1.5);
    }
  }
  return encodePng(size, size, rgba);
}

/** Frame of an image of size `w`×`h` centred at (cx, cy), scaled by `s`, rotated by `rot` rad. */
function place(w: number, h: number, cx: number, cy: number, s: number, rot: number, alpha: number): Frame {
  const a = s * Math.cos(rot);
  const b = s * Math.sin(rot);
  const c = -b;
  const d = a;
  return {
    alpha: Math.max(0, Math.min(1, alpha)),
    layout: { x: 0, y: 0, width: w, height: h },
    transform: { a, b, c, d, tx: cx - (a * w / 2 + c * h / 2), ty: cy - (b * w / 2 + d * h / 2) },
  };
}

const easeOutBack = (p: number) => 1 + 2.70158 * (p - 1) ** 3 + 1.70158 * (p - 1) ** 2;
const easeOut = (p: number) => 1 - (1 - p) ** 3;

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The whole movie of one demo animation. */
export function buildMovie(spec: MovieSpec): Movie {
  const c = VIEW / 2;
  const emblemFrames: Frame[] = [];
  for (let t = 0; t < FRAMES; t++) {
    if (t < 10) emblemFrames.push(place(EMBLEM, EMBLEM, c, c, 0.2 + 0.9 * easeOutBack(t / 10), 0, t / 10));
    else if (t < 38) {
      const p = (t - 10) / 28;
      emblemFrames.push(place(EMBLEM, EMBLEM, c, c - 6 * Math.sin(p * 2 * Math.PI), 1.1 + 0.06 * Math.sin(p * 4 * Math.PI), (8 * Math.PI / 180) * Math.sin(p * 2 * Math.PI), 1));
    } else {
      const p = (t - 38) / (FRAMES - 1 - 38);
      emblemFrames.push(place(EMBLEM, EMBLEM, c, c - 40 * p, 1.1 + 0.35 * p, 0, 1 - p));
    }
  }
  const sprites: Sprite[] = [{ imageKey: 'emblem', frames: emblemFrames }];
  const random = mulberry32(spec.seed);
  const count = Math.max(4, Math.min(24, spec.sparks));
  for (let i = 0; i < count; i++) {
    const start = 6 + (i % 12);
    const angle = (i / count) * 2 * Math.PI + (random() - 0.5) * 0.5;
    const reach = 90 + random() * 50;
    const frames: Frame[] = [];
    for (let t = 0; t < FRAMES; t++) {
      const p = (t - start) / 24;
      if (p < 0 || p > 1) frames.push(place(SPARK, SPARK, c, c, 0.1, 0, 0));
      else {
        const r = 20 + reach * easeOut(p);
        frames.push(place(SPARK, SPARK, c + r * Math.cos(angle), c + r * Math.sin(angle), 1.2 - 0.7 * p, 0, 1 - p));
      }
    }
    sprites.push({ imageKey: 'spark', frames });
  }
  return {
    version: SVGA_VERSION, viewBoxWidth: VIEW, viewBoxHeight: VIEW, fps: FPS, frames: FRAMES,
    images: { emblem: emblemPng(spec.shape, spec.hue), spark: sparkPng((spec.hue + 40) % 360) },
    sprites,
  };
}
