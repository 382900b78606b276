/**
 * The back office is its own bundle (packages/backoffice, served under /backoffice/): the
 * widget's /licensee initial load carries none of it. Read from both builds' manifests: no
 * initial file of /licensee comes from the back office, and none contains the back office's
 * code (its API prefix, hub path, sign-in call) nor any file of the back office build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readManifest, routeLoads } from './loadBudget';

const here = path.dirname(fileURLToPath(import.meta.url));
const webDist = path.resolve(here, '..', 'dist');
const officeDist = path.resolve(here, '..', '..', 'backoffice', 'dist');
const built = (dist: string) => fs.existsSync(path.join(dist, '.vite', 'manifest.json'));

/** Text only the back office's code holds (the contract's staff calls and hub, the app's strings). */
const BACKOFFICE_MARKERS = ['/backoffice/api', '/backofficehub', 'StaffLogin', 'StaffLogoutEverywhere', 'sideline.backoffice.language'];

describe('the back office stays out of the widget (build output)', () => {
  it("/licensee's initial load holds no back-office file and no back-office code", () => {
    expect(built(webDist), `no manifest in ${webDist}: run \`npm run build\` first`).toBe(true);
    expect(built(officeDist), `no manifest in ${officeDist}: run \`npm run build\` first`).toBe(true);
    const licensee = routeLoads(webDist).find((r) => r.route === '/licensee');
    expect(licensee?.files.length).toBeGreaterThan(0);
    const officeFiles = new Set(Object.values(readManifest(officeDist)).map((c) => path.basename(c.file)));
    const webManifest = readManifest(webDist);
    // No chunk of the widget's manifest is built from back-office sources.
    expect(Object.keys(webManifest).filter((k) => k.includes('backoffice/'))).toEqual([]);
    for (const file of licensee!.files) {
      expect(officeFiles.has(path.basename(file)), file).toBe(false);
      const text = fs.readFileSync(path.join(webDist, file), 'utf8');
      for (const marker of BACKOFFICE_MARKERS) expect(text.includes(marker), `${file} contains ${marker}`).toBe(false);
    }
  });

  it('the markers are real: the back office build does contain them', () => {
    const office = Object.values(readManifest(officeDist)).map((c) => fs.readFileSync(path.join(officeDist, c.file), 'utf8')).join('\n');
    for (const marker of BACKOFFICE_MARKERS) expect(office.includes(marker), marker).toBe(true);
  });
});
