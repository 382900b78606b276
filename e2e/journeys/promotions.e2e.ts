import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedBaseUrl } from '../support/shared-server';
import { launchBrowser, screenshot, trackErrors, type Browser } from '../support/browser';

/** Promotion pages: admin HTML renders sanitised — neither `<img onerror>` nor `<script>` runs. */
const baseUrl = sharedBaseUrl();
let browser: Browser;
/** The seeded promotion whose content carries `<img onerror>`, `<script>` and `onclick`. */
const XSS_PROMOTION_ID = 5;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('promotion page', () => {
  it.each([[390, 844], [1280, 800]])('renders the hostile promotion without running its script or handlers (%s px)', async (width, height) => {
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    const errors = trackErrors(page);
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto(`${baseUrl}/promotion/${XSS_PROMOTION_ID}/en`);
    await expect.poll(() => page.locator('.promotion__content').count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => page.locator('.promotion__content').textContent()).toContain('Good luck!');
    await page.locator('.promotion__content p', { hasText: 'Good luck!' }).click();
    await page.waitForTimeout(500);
    expect(dialogs).toEqual([]);
    expect(await page.locator('.promotion__content script').count()).toBe(0);
    expect(await page.locator('.promotion__content [onerror], .promotion__content [onclick]').count()).toBe(0);
    const width_ = await page.locator('.promotion__inner').evaluate((el) => el.getBoundingClientRect().width);
    expect(width_).toBeLessThanOrEqual(768);
    await screenshot(page, `promotions-page-${width}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the event list shows status badges and opens a promotion with a back header', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const data = Buffer.from(JSON.stringify({ UserLanguage: 'en' })).toString('base64');
    await page.goto(`${baseUrl}/streamertopicpage?data=${encodeURIComponent(data)}`);
    await page.getByRole('button', { name: 'Events' }).click();
    const modal = page.getByRole('dialog', { name: 'Events' });
    await expect.poll(() => modal.locator('.event-card').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const badges = await modal.locator('.event-card__badge').allTextContents();
    expect(new Set(badges)).toEqual(new Set(['Ongoing', 'Upcoming', 'Ended']));
    expect(await modal.getByText('Summer Cup (draft)').count()).toBe(0);
    await screenshot(page, 'promotions-event-list-390');
    await modal.getByRole('button', { name: 'More: Welcome Bonus 100%' }).click();
    await expect.poll(() => modal.locator('.overlay-bar__title').textContent(), { timeout: 10_000 }).toBe('Welcome Bonus 100%');
    await modal.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => modal.locator('.event-card').count()).toBeGreaterThan(0);
    await context.close();
  });
});
