/**
 * Loading skeletons (issue 17 item 5): with GET /GetLeaderBoard held back, the entertainment
 * page's leaderboard shows placeholder rows shaped like the ranking (one busy status), at 390
 * and 1280 px; once the answer arrives the ranking or its empty line replaces them.
 * Screenshots go to e2e/output/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedBaseUrl } from '../support/shared-server';
import { launchBrowser, screenshot, trackErrors, type Browser } from '../support/browser';
import { dismissTutorial } from '../support/tutorial';
import { demoMatchId } from '../support/viewer';

const baseUrl = sharedBaseUrl();
let browser: Browser;
let matchId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  matchId = await demoMatchId(baseUrl);
});
afterAll(async () => {
  await browser?.close();
});

describe('loading skeletons', () => {
  it.each([[390, 844], [1280, 800]])('the leaderboard shows ranking-shaped placeholders while it loads, then the ranking (%i px)', async (width, height) => {
    const context = await browser.newContext({ viewport: { width, height } });
    context.setDefaultTimeout(30_000);
    await context.route('**/*.m3u8*', (route) => route.abort());
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => { release = resolve; });
    await context.route('**/GetLeaderBoard*', async (route) => { await held; await route.continue(); });
    const page = await context.newPage();
    const errors = trackErrors(page);
    try {
      const login = await fetch(`${baseUrl}/Demo/Login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ UserKey: 'vip5', UserLanguage: 'en' }) });
      const { Result: { Token } } = (await login.json()) as { Result: { Token: string } };
      const data = Buffer.from(JSON.stringify({ Token, MatchId: matchId, UserLanguage: 'en', CustomerId: 1002, CurrencyId: 1, IsUserLogin: true }), 'utf8').toString('base64');
      await page.goto(`${baseUrl}/entertainmentplugin?data=${encodeURIComponent(data)}`);
      const tool = page.locator('.ent__top-bar').getByRole('button', { name: 'Leaderboard', exact: true });
      await tool.waitFor();
      await dismissTutorial(page, 2_000);
      await tool.click();
      const skeleton = page.locator('.leaderboard').getByTestId('skeleton');
      await skeleton.waitFor();
      expect(await skeleton.getAttribute('class')).toBe('skeleton skeleton--rows');
      expect(await skeleton.getAttribute('aria-busy')).toBe('true');
      expect(await skeleton.locator('.skeleton__item').count()).toBe(5);
      const box = await skeleton.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      await screenshot(page, `skeleton-leaderboard-${width}`);
      release();
      await expect.poll(() => skeleton.count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      release();
      await context.close();
    }
  }, 120_000);
});
