import { inflateSync } from 'node:zlib';
import { readFields } from '../../media/svga/index';

/**
 * Is this an SVGA 2.x animation? Read the way a player reads it (svgaplayerweb, our
 * `media/svga/movie.ts`): the file is a zlib-deflated protocol buffer
 * `com.opensource.svga.MovieEntity` { version = 1; params = 2 { viewBoxWidth = 1;
 * viewBoxHeight = 2; fps = 3; frames = 4 }; images = 3 (map key → PNG/JPEG); sprites = 4 }.
 * The bytes must inflate (to at most `SVGA_MAX_INFLATED`, so a deflate bomb stops early),
 * decode as that message, carry a 2.x version, a positive view box, a frame rate and frame
 * count a player can play, and at least one picture (PNG or JPEG by its magic) and one sprite
 * whose image is among them. The name is never consulted. 1.x files (zip archives) are not
 * SVGA 2.x (players of this app cannot show them).
 */
export const SVGA_MAX_INFLATED = 16 * 1024 * 1024;
const MAX_FPS = 120;
const MAX_FRAMES = 100_000;

export interface SvgaInfo { version: string; width: number; height: number; fps: number; frames: number; images: number; sprites: number }

const isPicture = (b: Buffer): boolean =>
  (b.length > 8 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) || (b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff);

/** The movie's header and counts when `bytes` is a playable SVGA 2.x file; null otherwise. */
export function readSvga(bytes: Uint8Array): SvgaInfo | null {
  // zlib stream: CM 8 (deflate) in the low nibble of CMF, and (CMF·256 + FLG) divisible by 31.
  if (bytes.length < 8 || (bytes[0]! & 0x0f) !== 8 || ((bytes[0]! << 8) | bytes[1]!) % 31 !== 0) return null;
  try {
    const root = readFields(inflateSync(bytes, { maxOutputLength: SVGA_MAX_INFLATED }));
    const info: SvgaInfo = { version: '', width: 0, height: 0, fps: 0, frames: 0, images: 0, sprites: 0 };
    const imageKeys = new Set<string>();
    const spriteKeys: string[] = [];
    let hasParams = false;
    for (const f of root) {
      if (f.field === 1) {
        if (f.wire !== 2) return null;
        info.version = f.value.toString('utf8');
      } else if (f.field === 2) {
        if (f.wire !== 2) return null;
        hasParams = true;
        for (const p of readFields(f.value)) {
          if (p.field === 1 && p.wire === 5) info.width = p.value;
          else if (p.field === 2 && p.wire === 5) info.height = p.value;
          else if (p.field === 3 && p.wire === 0) info.fps = p.value;
          else if (p.field === 4 && p.wire === 0) info.frames = p.value;
        }
      } else if (f.field === 3) {
        if (f.wire !== 2) return null;
        let key: string | null = null;
        let picture = false;
        for (const e of readFields(f.value)) {
          if (e.field === 1 && e.wire === 2) key = e.value.toString('utf8');
          if (e.field === 2 && e.wire === 2) picture = isPicture(e.value);
        }
        // Audio entries share the map; only pictures count, and a value that is neither is refused.
        if (key === null) return null;
        if (picture) imageKeys.add(key);
      } else if (f.field === 4) {
        if (f.wire !== 2) return null;
        let key = '';
        for (const s of readFields(f.value)) if (s.field === 1 && s.wire === 2) key = s.value.toString('utf8');
        spriteKeys.push(key);
      }
    }
    info.images = imageKeys.size;
    info.sprites = spriteKeys.length;
    const playable = /^2(\.|$)/.test(info.version) && hasParams
      && Number.isFinite(info.width) && info.width > 0 && Number.isFinite(info.height) && info.height > 0
      && info.fps >= 1 && info.fps <= MAX_FPS && info.frames >= 1 && info.frames <= MAX_FRAMES
      && imageKeys.size > 0 && spriteKeys.some((k) => imageKeys.has(k));
    return playable ? info : null;
  } catch {
    return null; // not zlib, over the inflate cap, or not a protocol buffer
  }
}
