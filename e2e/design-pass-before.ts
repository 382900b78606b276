/**
 * Shoots the design pass's "before" pictures (docs/design-pass/before/) on another checkout's
 * build: `npx tsx e2e/design-pass-before.ts /path/to/old/checkout` (built with `npm run build`
 * there). Run once; the gallery journey shoots "after" on every run and pairs them.
 */
import path from 'node:path';
import { launchBrowser } from './support/browser';
import { shootSubjects } from './support/designPass';
import { repoRoot, startServer } from './support/server';

const root = process.argv[2];
if (!root) throw new Error('usage: npx tsx e2e/design-pass-before.ts <old checkout, built>');
const server = await startServer({}, path.resolve(root));
const browser = await launchBrowser();
try {
  await shootSubjects(browser, server.baseUrl, path.join(repoRoot, 'docs', 'design-pass', 'before'));
} finally {
  await browser.close();
  await server.stop();
}
