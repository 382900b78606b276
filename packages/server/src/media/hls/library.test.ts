import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadMediaLibrary } from './library';
import { defaultMediaDir } from './plugin';

const copies: string[] = [];
afterAll(() => { for (const dir of copies) rmSync(dir, { recursive: true, force: true }); });
/** A copy of the shipped media to break. */
function copy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'sideline-hls-'));
  copies.push(dir);
  cpSync(defaultMediaDir(), dir, { recursive: true });
  return dir;
}

describe('loadMediaLibrary', () => {
  it('loads every look in 240p and 360p, cut at the same instants, with measured bit rates', () => {
    const library = loadMediaLibrary(defaultMediaDir());
    for (const look of library.values()) {
      expect(look.loopMs).toBe(20_000);
      expect(look.renditions.map((r) => [r.name, r.width, r.height, r.segments.length])).toEqual([['240p', 426, 240, 10], ['360p', 640, 360, 10]]);
      expect(look.renditions[1].segments[3].uri).toBe(`/media/hls/${look.look}/360p/seg03.ts`);
      expect(look.renditions[1].averageBandwidth).toBeGreaterThan(look.renditions[0].averageBandwidth);
    }
  });

  it('refuses a rendition whose segments are cut elsewhere, or a missing one, with a clear message', () => {
    const moved = copy();
    writeFileSync(path.join(moved, 'bars', '360p', 'source.m3u8'),
      `#EXTM3U\n${Array.from({ length: 10 }, (_, i) => `#EXTINF:${i === 0 ? 1.5 : 2},\nseg0${i}.ts`).join('\n')}\n`);
    expect(() => loadMediaLibrary(moved)).toThrow(/bars: 360p does not cut its segments where 240p does/);
    const missing = copy();
    rmSync(path.join(missing, 'pitch', '360p'), { recursive: true });
    expect(() => loadMediaLibrary(missing)).toThrow(/HLS media missing: .*pitch\/360p\/source\.m3u8/);
  });
});
