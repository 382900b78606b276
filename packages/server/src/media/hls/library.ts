import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { LOOKS } from './channels';
import type { Look } from './channels';
import { parseSourcePlaylist } from './playlist';
import type { LoopSegment } from './playlist';

/**
 * The renditions every look ships (packages/server/media/hls/README.md): the first is listed
 * first in the master playlist, so a player starts on it. Same segment boundaries in each.
 */
export const RENDITIONS = [
  { name: '240p', dir: '', width: 426, height: 240 },
  { name: '360p', dir: '360p', width: 640, height: 360 },
] as const;
export type RenditionName = (typeof RENDITIONS)[number]['name'];
/** H.264 Constrained Baseline level 3.0 (SPS 42 c0 1e) + AAC-LC, as generate.sh encodes them. */
export const MEDIA_CODECS = 'avc1.42c01e,mp4a.40.2';

/** One rendition of a look: its loop (absolute segment URIs), the bytes, its measured bit rates. */
export interface LoadedRendition {
  name: RenditionName;
  width: number;
  height: number;
  segments: LoopSegment[];
  files: Map<string, Buffer>;
  /** Peak bit rate, bits/s: the largest segment's bytes over its duration (EXT-X-STREAM-INF BANDWIDTH). */
  bandwidth: number;
  /** Mean bit rate over the loop, bits/s (AVERAGE-BANDWIDTH). */
  averageBandwidth: number;
}

/** A look loaded into memory: its renditions (in RENDITIONS order) and the loop length they share. */
export interface LoadedLook {
  look: Look;
  renditions: LoadedRendition[];
  loopMs: number;
}

export type MediaLibrary = ReadonlyMap<Look, LoadedLook>;

const SEGMENT_FILE = /^seg\d{2,4}\.ts$/;

function loadRendition(dir: string, look: Look, r: (typeof RENDITIONS)[number]): LoadedRendition {
  const folder = path.join(dir, look, r.dir);
  const source = path.join(folder, 'source.m3u8');
  if (!existsSync(source)) throw new Error(`HLS media missing: ${source} (see packages/server/media/hls/README.md)`);
  const loop = parseSourcePlaylist(readFileSync(source, 'utf8'));
  const files = new Map<string, Buffer>();
  for (const file of readdirSync(folder)) {
    if (SEGMENT_FILE.test(file)) files.set(file, readFileSync(path.join(folder, file)));
  }
  let peak = 0;
  let bytes = 0;
  for (const s of loop) {
    const file = files.get(s.uri);
    if (!file) throw new Error(`HLS media ${look}/${r.name}: ${s.uri} is listed but missing`);
    peak = Math.max(peak, (file.length * 8) / s.duration);
    bytes += file.length;
  }
  const seconds = loop.reduce((sum, s) => sum + s.duration, 0);
  return {
    name: r.name,
    width: r.width,
    height: r.height,
    segments: loop.map((s) => ({ uri: `/media/hls/${look}/${r.name}/${s.uri}`, duration: s.duration })),
    files,
    bandwidth: Math.ceil(peak),
    averageBandwidth: Math.ceil((bytes * 8) / seconds),
  };
}

/**
 * Load every look and rendition from `dir` (packages/server/media/hls). The segments are small
 * (~3.4 MB in all), so they are served from memory. Throws with a clear message when a file is
 * missing or when a look's renditions do not cut their segments at the same instants (a player
 * could not switch between them without a jump).
 */
export function loadMediaLibrary(dir: string): MediaLibrary {
  const out = new Map<Look, LoadedLook>();
  for (const look of LOOKS) {
    const renditions = RENDITIONS.map((r) => loadRendition(dir, look, r));
    const [first, ...others] = renditions;
    for (const other of others) {
      const same = other.segments.length === first.segments.length
        && other.segments.every((s, i) => Math.round(s.duration * 1000) === Math.round(first.segments[i].duration * 1000));
      if (!same) throw new Error(`HLS media ${look}: ${other.name} does not cut its segments where ${first.name} does`);
    }
    out.set(look, {
      look,
      renditions,
      loopMs: first.segments.reduce((sum, s) => sum + Math.round(s.duration * 1000), 0),
    });
  }
  return out;
}
