/**
 * The integrators' reference (issue 18, item 9) in Chromium against the built server: /reference
 * renders /openapi.json with the renderer served by this server (every request stays on this
 * origin, no CSP violation, no page error), lists the viewer and operator calls, opens one
 * operation on demand, and works at 1280 and 390 px. Screenshots go to e2e/output/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedBaseUrl } from '../support/shared-server';
import { launchBrowser, screenshot, trackErrors, type Browser, type Page } from '../support/browser';

const baseUrl = sharedBaseUrl();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openReference(width: number, height: number): Promise<{ page: Page; errors: string[]; foreign: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  const errors = trackErrors(page);
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('response', (r) => {
    if (r.status() >= 400) errors.push(`${r.status()} ${r.url()}`);
  });
  const foreign: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(baseUrl) && !r.url().startsWith('data:')) foreign.push(r.url());
  });
  await page.goto(`${baseUrl}/reference`);
  await page.locator('.opblock').first().waitFor({ timeout: 30_000 });
  await page.waitForFunction(() => document.getElementById('reference')?.getAttribute('aria-busy') === 'false', undefined, { timeout: 30_000 });
  return { page, errors, foreign, close: () => context.close() };
}

describe('/reference', () => {
  it('renders every call of /openapi.json from this server alone, at 1280 px', async () => {
    const { page, errors, foreign, close } = await openReference(1280, 900);
    try {
      const doc = await (await fetch(`${baseUrl}/openapi.json`)).json() as { paths: Record<string, Record<string, unknown>> };
      const operations = Object.values(doc.paths).reduce((n, p) => n + Object.keys(p).length, 0);
      // swagger-ui renders the operations of each tag as it scrolls into view: ask its store what it
      // loaded (every operation of the document), then that the first tags rendered their blocks.
      type Ui = { specSelectors: { operations(): { size: number } } };
      await expect.poll(() => page.evaluate(() => (window as unknown as { referenceUi?: Ui }).referenceUi?.specSelectors.operations().size ?? 0), { timeout: 30_000 }).toBe(operations);
      expect(await page.locator('.opblock').count()).toBeGreaterThan(0);
      expect(await page.getByRole('heading', { name: /Sideline API/ }).count()).toBeGreaterThan(0);
      await screenshot(page, 'reference-desktop');
      // The renderer's own tag filter brings the operator calls up (tags further down render as they are reached).
      await page.locator('.operation-filter-input').fill('Operator · operator');
      await expect.poll(() => page.locator('.opblock-tag', { hasText: 'Operator · operator' }).count()).toBe(1);
      // Open an operator call: its Operator-Key security, body schema and error answers.
      const mute = page.locator('.opblock', { has: page.locator('[data-path="/Operator/MuteCustomer"]') });
      await mute.locator('.opblock-summary-control').click();
      await mute.locator('.responses-table').first().waitFor();
      await expect.poll(() => mute.locator('.response-col_status').allInnerTexts()).toEqual(expect.arrayContaining(['200', '400', '401', '429']));
      await mute.scrollIntoViewIfNeeded();
      await screenshot(page, 'reference-operation');
      expect(foreign).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }, 150_000);

  it('is usable at 390 px', async () => {
    const { page, errors, foreign, close } = await openReference(390, 844);
    try {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(1);
      await screenshot(page, 'reference-mobile');
      expect(foreign).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows an error with a retry when the renderer cannot load, and renders on retry', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      let block = true;
      await page.route('**/reference/assets/swagger-ui-bundle.js', (route) => (block ? route.abort() : route.continue()));
      await page.goto(`${baseUrl}/reference`);
      const alert = page.getByRole('alert');
      await alert.waitFor({ timeout: 30_000 });
      expect(await alert.innerText()).toMatch(/could not be loaded/);
      await screenshot(page, 'reference-error');
      block = false;
      await page.getByRole('button', { name: 'Retry' }).focus();
      await page.keyboard.press('Enter');
      await page.locator('.opblock').first().waitFor({ timeout: 30_000 });
      expect(await page.getByRole('alert').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
