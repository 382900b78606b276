import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { LOOKS } from './channels';
import type { Look } from './channels';
import { parseSourcePlaylist } from './playlist';
import type { LoopSegment } from './playlist';

/** A look loaded into memory: its loop (with absolute segment URIs) and the segment bytes. */
export interface LoadedLook {
  look: Look;
  segments: LoopSegment[];
  files: Map<string, Buffer>;
  loopMs: number;
}

export type MediaLibrary = ReadonlyMap<Look, LoadedLook>;

const SEGMENT_FILE = /^seg\d{2,4}\.ts$/;

/**
 * Load every look from `dir` (packages/server/media/hls). The segments are small (~1.3 MB in
 * all), so they are served from memory. Throws with a clear message when a look is missing.
 */
export function loadMediaLibrary(dir: string): MediaLibrary {
  const out = new Map<Look, LoadedLook>();
  for (const look of LOOKS) {
    const lookDir = path.join(dir, look);
    const source = path.join(lookDir, 'source.m3u8');
    if (!existsSync(source)) throw new Error(`HLS media missing: ${source} (see packages/server/media/hls/README.md)`);
    const loop = parseSourcePlaylist(readFileSync(source, 'utf8'));
    const files = new Map<string, Buffer>();
    for (const file of readdirSync(lookDir)) {
      if (SEGMENT_FILE.test(file)) files.set(file, readFileSync(path.join(lookDir, file)));
    }
    for (const s of loop) {
      if (!files.has(s.uri)) throw new Error(`HLS media ${look}: ${s.uri} is listed but missing`);
    }
    out.set(look, {
      look,
      segments: loop.map((s) => ({ uri: `/media/hls/${look}/${s.uri}`, duration: s.duration })),
      files,
      loopMs: loop.reduce((sum, s) => sum + Math.round(s.duration * 1000), 0),
    });
  }
  return out;
}
