import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { settle } from './layout';
import { demoWorld, pageUrl } from './routes';
import { dismissTutorial } from './tutorial';

/**
 * The design pass's before/after page (issue 17 item 10): the same pages, at the same sizes and
 * with the same demo member, shot on the build before the pass (committed under
 * docs/design-pass/before/, made by `npx tsx e2e/design-pass-before.ts <old checkout>`) and on
 * this build (by the gallery journey), side by side in e2e/output/gallery/before-after.html.
 */
export interface Subject { name: string; route: string; width: number; height: number; label: string }

export const DESIGN_PASS_SUBJECTS: readonly Subject[] = [
  { name: 'licensee-1280', route: '/licensee', width: 1280, height: 800, label: 'Licensee page, desktop' },
  { name: 'licensee-390', route: '/licensee', width: 390, height: 844, label: 'Licensee page, phone' },
  { name: 'entertainment-1280', route: '/entertainmentplugin', width: 1280, height: 800, label: 'Entertainment page, desktop' },
  { name: 'topic-390', route: '/streamertopicpage', width: 390, height: 844, label: 'Streamer topic page, phone' },
];

/** Shoots every subject on the server at `baseUrl` into `dir` (`<name>.png`). */
export async function shootSubjects(browser: Browser, baseUrl: string, dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const world = await demoWorld(baseUrl);
  for (const s of DESIGN_PASS_SUBJECTS) {
    const context = await browser.newContext({ viewport: { width: s.width, height: s.height } });
    // No video: both builds show the same still frame instead of whatever second of a stream.
    await context.route('**/*.m3u8*', (route) => route.abort());
    const page = await context.newPage();
    await page.goto(pageUrl(baseUrl, world, s.route));
    await dismissTutorial(page, 3_000);
    await settle(page);
    await page.screenshot({ path: path.join(dir, `${s.name}.png`) });
    await context.close();
  }
}

/** Writes the side-by-side page: each subject's before (a path relative to the page) beside its after. */
export function writeBeforeAfter(file: string, beforeDir: string, afterDir: string): void {
  const rel = (p: string) => path.relative(path.dirname(file), p).split(path.sep).join('/');
  const rows = DESIGN_PASS_SUBJECTS.map((s) => `<section><h2>${s.label} (${s.width}×${s.height})</h2><div class="pair">
<figure><img src="${rel(path.join(beforeDir, `${s.name}.png`))}" alt="${s.label}, before" loading="lazy"><figcaption>Before the design pass</figcaption></figure>
<figure><img src="${rel(path.join(afterDir, `${s.name}.png`))}" alt="${s.label}, after" loading="lazy"><figcaption>This build</figcaption></figure>
</div></section>`).join('\n');
  writeFileSync(file, `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Design pass: before and after</title>
<style>body{font:14px system-ui,sans-serif;margin:16px;background:#f4f5f7;color:#1c2230}h1{font-size:20px}h2{font-size:15px;margin:24px 0 8px}
.pair{display:flex;gap:16px;flex-wrap:wrap;align-items:flex-start}figure{margin:0;max-width:calc(50% - 8px)}img{max-width:100%;border:1px solid #ccd;background:#fff}
figcaption{color:#556;margin-top:4px}@media (max-width:700px){figure{max-width:100%}}</style></head>
<body><h1>Design pass (issue 17): before and after</h1><p>The same pages, sizes and demo member on the build before the pass and on this one.</p>
${rows}
</body></html>
`);
}
