/**
 * Loading skeletons (issue 17 item 5): with GET /GetGiftInfo held back, the gift drawer shows
 * placeholder tiles shaped like the gift grid (one busy status, no text boxes), at 390 and
 * 1280 px; once the answer arrives the grid replaces them. Screenshots go to e2e/output/.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot, trackErrors, type Browser } from '../support/browser';
import { dismissTutorial } from '../support/tutorial';
import { chatReady, demoMatchId, watchChatReady } from '../support/viewer';

const baseUrl = inject('baseUrl');
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
  it.each([[390, 844], [1280, 800]])('the gift drawer shows gift-shaped placeholders while its list loads, then the gifts (%i px)', async (width, height) => {
    const context = await browser.newContext({ viewport: { width, height } });
    context.setDefaultTimeout(60_000);
    await watchChatReady(context);
    await context.route('**/*.m3u8*', (route) => route.abort());
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => { release = resolve; });
    await context.route('**/GetGiftInfo*', async (route) => { await held; await route.continue(); });
    const page = await context.newPage();
    const errors = trackErrors(page);
    try {
      const login = await fetch(`${baseUrl}/Demo/Login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ UserKey: 'vip5', UserLanguage: 'en' }) });
      const { Result: { Token } } = (await login.json()) as { Result: { Token: string } };
      const data = Buffer.from(JSON.stringify({ Token, MatchId: matchId, UserLanguage: 'en' }), 'utf8').toString('base64');
      await page.goto(`${baseUrl}/licensee?data=${encodeURIComponent(data)}`);
      await chatReady(page, 60_000);
      await dismissTutorial(page, 2_000);
      await page.locator('.chat-bar__drawers button', { hasText: 'Gifts' }).click();
      const skeleton = page.getByTestId('gift-panel').getByTestId('skeleton');
      await skeleton.waitFor();
      expect(await skeleton.getAttribute('class')).toBe('skeleton skeleton--tiles');
      expect(await skeleton.getAttribute('aria-busy')).toBe('true');
      expect(await skeleton.locator('.skeleton__item').count()).toBe(10);
      await screenshot(page, `skeleton-gifts-${width}`);
      release();
      await expect.poll(() => skeleton.count(), { timeout: 30_000 }).toBe(0);
      await page.getByTestId('gift-tab-featured').click();
      await page.getByTestId('gift-104').waitFor();
      expect(errors).toEqual([]);
    } finally {
      release();
      await context.close();
    }
  }, 120_000);
});
