import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUDGET_LOCALE, localePreloads, routeLoads, routePreloads } from './loadBudget';
import type { Manifest } from './loadBudget';

let dist: string;
afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

/** A fake build: each file's precompressed `.gz` has the given size, which is what is counted. */
function fakeBuild(manifest: Manifest, gzSizes: Record<string, number>): string {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'budget-'));
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  for (const [file, size] of Object.entries(gzSizes)) {
    fs.writeFileSync(path.join(dist, file), 'x');
    fs.writeFileSync(path.join(dist, `${file}.gz`), Buffer.alloc(size));
  }
  return dist;
}

const licensee = 'src/pages/licensee/LicenseePage.tsx';
const manifest = (pageImports: string[]): Manifest => ({
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], css: ['assets/index.css'], dynamicImports: [licensee, BUDGET_LOCALE] },
  '_react.js': { file: 'assets/react.js' },
  [licensee]: { file: 'assets/licensee.js', isDynamicEntry: true, imports: pageImports, dynamicImports: ['_hls.js', 'src/pages/promotion/PromotionPage.tsx'] },
  '_chat.js': { file: 'assets/chat.js', imports: ['_react.js'], css: ['assets/chat.css'] },
  '_hls.js': { file: 'assets/hls.light.js', isDynamicEntry: true },
  'src/pages/promotion/PromotionPage.tsx': { file: 'assets/promotion.js', isDynamicEntry: true },
  [BUDGET_LOCALE]: { file: 'assets/en.js', isDynamicEntry: true },
});
const sizes = {
  'assets/index.js': 1000, 'assets/react.js': 5000, 'assets/index.css': 300, 'assets/licensee.js': 700,
  'assets/chat.js': 2000, 'assets/chat.css': 100, 'assets/hls.light.js': 90_000, 'assets/promotion.js': 4000, 'assets/en.js': 400,
};

describe('routeLoads', () => {
  it('counts the entry, the page, the locale and their static imports, each once; not lazy chunks', () => {
    const load = routeLoads(fakeBuild(manifest(['_chat.js']), sizes)).find((r) => r.route === '/licensee')!;
    expect(load.jsBytes).toBe(1000 + 5000 + 700 + 2000 + 400);
    expect(load.cssBytes).toBe(300 + 100);
    expect(load.engines).toEqual([]);
  });

  it('grows by what a change adds, and names a video engine pulled in up front', () => {
    const before = routeLoads(fakeBuild(manifest(['_chat.js']), sizes)).find((r) => r.route === '/licensee')!;
    fs.rmSync(dist, { recursive: true, force: true });
    const after = routeLoads(fakeBuild(manifest(['_chat.js', '_hls.js']), { ...sizes, 'assets/chat.js': 12_240 })).find((r) => r.route === '/licensee')!;
    expect(after.jsBytes - before.jsBytes).toBe(10_240 + 90_000);
    expect(after.engines).toEqual(['assets/hls.light.js']);
  });
});

describe('routePreloads', () => {
  it('lists the page chunks and CSS outside the entry closure, as site paths; not lazy chunks, not the locale', () => {
    const preloads = routePreloads(manifest(['_chat.js', '_react.js']));
    expect(preloads['/licensee']).toEqual({ script: ['/assets/licensee.js', '/assets/chat.js'], style: ['/assets/chat.css'] });
    // A route whose page the manifest does not know preloads nothing.
    expect(preloads['/broadcastplugin']).toEqual({ script: [], style: [] });
  });
});

describe('localePreloads', () => {
  it('lists each language with its locale chunk and what that imports, as site paths; ph with English\'s', () => {
    const m: Manifest = {
      ...manifest([]),
      [BUDGET_LOCALE]: { file: 'assets/en.js', isDynamicEntry: true, imports: ['_en-text.js'] },
      '_en-text.js': { file: 'assets/en-text.js' },
      'src/shared/i18n/locales/th.ts': { file: 'assets/th.js', isDynamicEntry: true },
      'src/shared/i18n/locales/more/th.ts': { file: 'assets/th-more.js', isDynamicEntry: true },
    };
    const en = ['/assets/en.js', '/assets/en-text.js'];
    expect(localePreloads(m)).toEqual({ en, th: ['/assets/th.js'], ph: en });
  });
});
