import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedBaseUrl } from '../support/shared-server';
import { launchBrowser, screenshot, trackErrors, type Browser, type Page } from '../support/browser';
import { repoRoot } from '../support/server';
import { dismissTutorial } from '../support/tutorial';

const baseUrl = sharedBaseUrl();
const MATCH = 51230001;
let browser: Browser;

const encodeData = (data: object) => Buffer.from(JSON.stringify(data), 'utf8').toString('base64');

async function token(kind: 'member' | 'anonymous'): Promise<string> {
  const res = kind === 'member'
    ? await fetch(`${baseUrl}/Demo/Login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ UserKey: 'member', UserLanguage: 'en' }) })
    : await fetch(`${baseUrl}/Demo/AnonymousToken`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ SiteId: 4283400 }) });
  return (await res.json()).Result.Token as string;
}

const videoTime = (page: Page) => page.locator('[data-testid="hls-video"]').evaluate((v: HTMLVideoElement) => v.currentTime);

beforeAll(async () => { browser = await launchBrowser(); });
afterAll(async () => { await browser?.close(); });

describe('streaming on the licensee page', () => {
  it('plays the live stream, switches source from the dropdown, refreshes, and shows the error photo for the broken stream', async () => {
    const page = await browser.newPage({ viewport: { width: 900, height: 760 } });
    const errors = trackErrors(page);
    const data = encodeData({ Token: await token('member'), MatchId: MATCH, UserLanguage: 'en', IsLicenseeChatroom: true });
    await page.goto(`${baseUrl}/licensee?data=${data}`);
    await dismissTutorial(page, 3_000); // a member's first visit opens the tutorial over the page
    await expect.poll(() => page.locator('section.streaming-view').getAttribute('data-source'), { timeout: 15_000 }).toBe('Streamer:301:VN');
    await expect.poll(() => page.locator('[data-team-header]').textContent()).toContain('Arsenal');
    expect(await page.locator('[data-testid="hls-video"]').evaluate((v: HTMLVideoElement) => v.muted && !v.controls)).toBe(true);

    await expect.poll(() => videoTime(page), { timeout: 30_000 }).toBeGreaterThan(1);
    const t1 = await videoTime(page);
    await page.waitForTimeout(1500);
    expect(await videoTime(page)).toBeGreaterThan(t1);
    await screenshot(page, 'streaming-live');

    await page.locator('.source-dropdown__toggle').click();
    await page.getByRole('tab', { name: 'Streamer' }).click();
    await page.locator('[data-source-key="Streamer:303:TH"]').click();
    await expect.poll(() => page.locator('section.streaming-view').getAttribute('data-source')).toBe('Streamer:303:TH');
    await expect.poll(() => videoTime(page), { timeout: 30_000 }).toBeGreaterThan(1);

    await page.locator('[data-action="refresh"]').click();
    await expect.poll(() => page.locator('.player-box').getAttribute('data-refresh')).toBe('1');
    await expect.poll(() => page.locator('.player').getAttribute('data-player-status'), { timeout: 30_000 }).toBe('playing');
    await screenshot(page, 'streaming-switched');

    await page.locator('.source-dropdown__toggle').click();
    await page.getByRole('tab', { name: 'Video' }).click();
    await page.locator('[data-source-key="Video:13"]').click();
    const photo = page.locator('.player-photo--error');
    await expect.poll(() => photo.count(), { timeout: 40_000 }).toBe(1);
    expect(await photo.locator('.player-photo__text').textContent()).toBe('Error Code：E201');
    // A sentence says what went wrong, and Try again reloads the source (the toolbar's refresh).
    await expect.poll(() => photo.getByTestId('player-error-sentence').textContent()).toBe('The connection dropped while the video was playing.');
    await screenshot(page, 'streaming-error');
    const refreshed = Number(await page.locator('.player-box').getAttribute('data-refresh'));
    await photo.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => page.locator('.player-box').getAttribute('data-refresh')).toBe(String(refreshed + 1));
    expect(errors).toEqual([]);
    await page.close();
  }, 150_000);

  it('provider A streams end in their error state with a code instead of hanging', async () => {
    const page = await browser.newPage({ viewport: { width: 900, height: 760 } });
    const data = encodeData({ Token: await token('member'), MatchId: MATCH, UserLanguage: 'en', AnchorId: 305 });
    await page.goto(`${baseUrl}/licensee?data=${data}`);
    await dismissTutorial(page, 3_000); // a member's first visit opens the tutorial over the page
    await expect.poll(() => page.locator('section.streaming-view').getAttribute('data-source'), { timeout: 15_000 }).toBe('Streamer:305:CN');
    await expect.poll(() => page.locator('.player-photo--error').count(), { timeout: 60_000 }).toBe(1);
    expect(await page.locator('.player-photo--error .player-photo__text').textContent()).toMatch(/^Error Code：E(102|301|302)$/);
    await expect.poll(() => page.getByTestId('player-error-sentence').textContent()).toMatch(/too long to start|could not be joined|has left the channel/);
    await page.close();
  }, 90_000);

  it("an anonymous viewer's free viewing runs out into the cover photo and survives a reload", async () => {
    const page = await browser.newPage({ viewport: { width: 900, height: 760 } });
    const data = encodeData({ Token: await token('anonymous'), MatchId: MATCH, UserLanguage: 'en', IsLicenseeChatroom: true, WatchTimeLimit: 8, IsUserLogin: false });
    const url = `${baseUrl}/licensee?data=${data}`;
    await page.goto(url);
    const badge = page.locator('[data-free-viewing-remaining]');
    await expect.poll(() => badge.count(), { timeout: 15_000 }).toBe(1);
    await page.waitForTimeout(3_000);
    const before = Number(await badge.getAttribute('data-free-viewing-remaining'));
    expect(before).toBeLessThan(8);
    await page.reload();
    await expect.poll(() => badge.count(), { timeout: 15_000 }).toBe(1);
    const after = Number(await badge.getAttribute('data-free-viewing-remaining'));
    expect(after).toBeLessThanOrEqual(before);
    await expect.poll(() => page.locator('[data-free-viewing="expired"]').count(), { timeout: 20_000 }).toBe(1);
    expect(await page.locator('[data-testid="hls-video"]').count()).toBe(0);
    await screenshot(page, 'free-viewing-cover');
    await page.reload();
    await expect.poll(() => page.locator('[data-free-viewing="expired"]').count(), { timeout: 15_000 }).toBe(1);
    await page.close();
  }, 90_000);
});

describe('a match that has not started yet', () => {
  const WAITING = 51230012;
  const setLive = (status: number) => fetch(`${baseUrl}/Operator/SetLiveStatus`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'Operator-Key': 'sideline-demo-operator' },
    body: JSON.stringify({ MatchId: WAITING, Status: status }),
  });

  it('shows the site ad while it has no stream, and PushEventStart re-initialises it into a playing stream', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = trackErrors(page);
    const data = encodeData({ Token: await token('member'), MatchId: WAITING, UserLanguage: 'en', IsLicenseeChatroom: true });
    try {
      await page.goto(`${baseUrl}/licensee?data=${data}`);
      await dismissTutorial(page, 3_000); // a member's first visit opens the tutorial over the page
      const ad = page.locator('.player-box .player-ad[data-ad-type="1"]');
      await expect.poll(() => ad.count(), { timeout: 15_000 }).toBe(1);
      expect(await page.locator('section.streaming-view').getAttribute('data-source')).toBe('none');
      await expect.poll(() => ad.locator('[data-player-status]').getAttribute('data-player-status'), { timeout: 30_000 }).toBe('playing');
      // The chat (and with it the ads group) is up before the match starts.
      await expect.poll(() => page.locator('.chat-room').count(), { timeout: 15_000 }).toBeGreaterThan(0);
      await page.waitForTimeout(1_500);
      await screenshot(page, 'streaming-ad-390');

      const started = await setLive(1);
      expect((await started.json()).Result.EventStartGroups).toBeGreaterThan(0);
      await expect.poll(() => page.locator('section.streaming-view').getAttribute('data-source'), { timeout: 15_000 }).toBe('Streamer:301:VN');
      expect(await ad.count()).toBe(0);
      await expect.poll(() => videoTime(page), { timeout: 30_000 }).toBeGreaterThan(1);
      await screenshot(page, 'streaming-started-390');
      expect(errors).toEqual([]);
    } finally {
      await setLive(2);
      await page.close();
    }
  }, 120_000);
});

describe('one settings menu and the bullet chat inside the video', () => {
  for (const width of [390, 1280]) {
    it(`at ${width} px the menu sits in the streaming toolbar and bullets stay in the player box`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 844 } });
      const data = encodeData({ Token: await token('member'), MatchId: MATCH, UserLanguage: 'en', IsLicenseeChatroom: true });
      await page.goto(`${baseUrl}/licensee?data=${data}`);
      await dismissTutorial(page, 3_000); // a member's first visit opens the tutorial over the page
      await expect.poll(() => page.locator('.player-box [data-testid="bullet-layer"]').count(), { timeout: 15_000 }).toBe(1);
      expect(await page.locator('[data-testid="settings-menu-button"]').count()).toBe(1);
      expect(await page.locator('.streaming-view__toolbar [data-testid="settings-menu-button"]').count()).toBe(1);
      const box = await page.locator('.player-box').boundingBox();
      const layer = await page.locator('[data-testid="bullet-layer"]').boundingBox();
      const toolbar = await page.locator('.streaming-view__toolbar').boundingBox();
      expect(layer!.y).toBeGreaterThanOrEqual(box!.y - 0.5);
      expect(layer!.y + layer!.height).toBeLessThanOrEqual(box!.y + box!.height + 0.5);
      expect(toolbar!.y + toolbar!.height).toBeLessThanOrEqual(layer!.y + 0.5);
      await page.locator('[data-testid="settings-menu-button"]').click();
      await expect.poll(() => page.locator('[data-testid="settings-menu"]').count()).toBe(1);
      await expect.poll(() => videoTime(page), { timeout: 30_000 }).toBeGreaterThan(1);
      await screenshot(page, `streaming-menu-${width}`);
      await page.close();
    }, 90_000);
  }
});

describe('the initial JavaScript of /licensee', () => {
  it('does not include hls.js or the provider SDKs', () => {
    const dist = path.join(repoRoot, 'packages/web/dist');
    const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
    const entries = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
    expect(entries.length).toBeGreaterThan(0);
    // Follow static imports only: those load with the page; dynamic import() chunks do not.
    const seen = new Set<string>();
    const queue = [...entries];
    while (queue.length) {
      const file = queue.shift()!;
      if (seen.has(file)) continue;
      seen.add(file);
      const code = readFileSync(path.join(dist, 'assets', file), 'utf8');
      for (const m of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g)) queue.push(m[1]);
    }
    const initial = [...seen].map((f) => readFileSync(path.join(dist, 'assets', f), 'utf8')).join('\n');
    // Every lazily loaded SDK chunk exists, and no piece of its code is in the initial JavaScript.
    const lazy = readdirSync(path.join(dist, 'assets')).filter((f) => /^(hls\.light|AgoraRTC_N-production|index\.esm\.min)-.*\.js$/.test(f));
    expect(lazy.map((f) => f.split('-')[0]).sort()).toEqual(['AgoraRTC_N', 'hls.light', 'index.esm.min'].sort());
    for (const file of lazy) {
      expect(seen.has(file)).toBe(false);
      const code = readFileSync(path.join(dist, 'assets', file), 'utf8');
      for (const at of [0.2, 0.4, 0.6, 0.8]) {
        const probe = code.slice(Math.floor(code.length * at), Math.floor(code.length * at) + 80);
        expect(initial.includes(probe)).toBe(false);
      }
    }
  });
});
