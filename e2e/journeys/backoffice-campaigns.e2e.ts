/**
 * Banners and campaigns in the back office (issue 19 item 4), in Chromium against the built
 * server. The owner adds a banner for the topic page's programme schedule and the viewer's topic
 * page shows it with its link; a second banner for the same site, position and device in an
 * overlapping period is refused ('A banner is already set for this site and period') and so is
 * one ending before its start ('End time must be after start time') — nothing stored. The owner
 * then writes a campaign (sections with a script in them, gradient background, entry image,
 * module, floating icon, footer, campaign and ranking periods), previews the draft (the widget's
 * own promotion view, script removed), publishes it, and the viewer's promotion page and event
 * list show it, the script removed and never run. Screenshots at 1280 and 390 px go to e2e/output/.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, type Browser, type Page } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { drawPng, ownerEnv, signIn, staffPages, staffSession } from '../support/backoffice';

const BANNER = 'Derby week banner';
const CAMPAIGN = 'Cup Final Party';
const H = 3_600_000;

let server: RunningServer;
let browser: Browser;
let baseUrl: string;
let dir: string;
const staff = staffPages(() => browser);
const files = { banner: '', entry: '', module: '', icon: '' };

/** A real PNG drawn by Chromium. */
async function artPng(width: number, height: number, background: string, text: string): Promise<Buffer> {
  const { page } = await staff.open(width, height);
  return drawPng(page, { width, height, background, text });
}

/** Signs in over HTTP for the checks of what is stored. */
async function api<T>(pathAndQuery: string): Promise<T> {
  const { headers } = await staffSession(baseUrl);
  const answer = await fetch(`${baseUrl}/backoffice/api${pathAndQuery}`, { headers });
  return ((await answer.json()) as { Result: T }).Result;
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's serious and critical violations on the page as it is (rule id and the first targets). */
async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.map(String).join(' ')).join(', ')}`);
  });
}

async function expectNoViolations(page: Page, name: string): Promise<void> {
  const found = await seriousViolations(page);
  expect(found, `${name}: ${found.join('; ')}`).toEqual([]);
}

/** `datetime-local` text of an instant in the browser's zone (the journey's browser runs in the machine's zone, as this process). */
function local(ms: number): string {
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
}

beforeAll(async () => {
  server = await startServer(ownerEnv());
  baseUrl = server.baseUrl;
  browser = await launchBrowser();
  dir = mkdtempSync(path.join(tmpdir(), 'sideline-campaigns-'));
  const draw = async (name: keyof typeof files, w: number, h: number, bg: string, text: string) => {
    files[name] = path.join(dir, `${name}.png`);
    writeFileSync(files[name], await artPng(w, h, bg, text));
  };
  await draw('banner', 720, 200, 'linear-gradient(90deg,#b91c1c,#1d4ed8)', 'DERBY WEEK');
  await draw('entry', 320, 200, 'linear-gradient(135deg,#f59e0b,#dc2626)', 'CUP FINAL');
  await draw('module', 720, 240, 'linear-gradient(135deg,#0f766e,#1e3a8a)', 'PRIZES');
  await draw('icon', 96, 96, '#7c3aed', '★');
});

afterAll(async () => {
  await staff.closeAll();
  await browser?.close();
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('back office: banners', () => {
  it('adds a banner the topic page shows; a duplicate and an end before its start are refused, nothing stored', async () => {
    const { page, errors } = await staff.open(1280, 900);
    await signIn(page, baseUrl);
    await page.getByRole('link', { name: 'Banners' }).click();
    await page.getByRole('heading', { name: 'Banners' }).waitFor();
    const now = Date.now();

    const fill = async (title: string, start: number, end: number) => {
      await page.getByRole('button', { name: 'Add banner' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Title').fill(title);
      await dialog.getByLabel('Position').selectOption('programme-schedule');
      await dialog.getByLabel('Mobile').check();
      await dialog.getByLabel('External').check();
      await dialog.getByLabel('Link address').fill('https://example.com/derby');
      await dialog.getByLabel('Post id').fill('42');
      await dialog.getByLabel('Carousel seconds').fill('4');
      await dialog.getByLabel('Start', { exact: false }).first().fill(local(start));
      await dialog.getByLabel('End', { exact: false }).first().fill(local(end));
      await dialog.locator('input[type=file]').setInputFiles(files.banner);
      await dialog.locator('.upload__preview img').waitFor();
      return dialog;
    };

    const dialog = await fill(BANNER, now - H, now + 48 * H);
    const imageUrl = await dialog.locator('.upload__preview img').getAttribute('src');
    expect(imageUrl).toMatch(/^\/media\/uploads\/[0-9a-f]{64}\.png$/);
    await screenshot(page, 'backoffice-banner-form-1280');
    await dialog.getByRole('button', { name: 'Add banner' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('status').filter({ hasText: `Banner ${BANNER} added` }).waitFor();
    await page.getByRole('cell', { name: BANNER, exact: true }).waitFor();
    await screenshot(page, 'backoffice-banners-1280');

    // The same site (every site), position and device in an overlapping period: refused at the start field.
    const dup = await fill('Second derby banner', now + 24 * H, now + 72 * H);
    await dup.getByRole('button', { name: 'Add banner' }).click();
    await dup.getByRole('alert').filter({ hasText: 'A banner is already set for this site and period' }).waitFor();
    await screenshot(page, 'backoffice-banner-duplicate-1280');
    await dup.getByRole('button', { name: 'Cancel' }).click();
    await dup.waitFor({ state: 'detached' });

    // An end before its start: refused in the form, never sent.
    const backwards = await fill('Backwards banner', now + 48 * H, now + 24 * H);
    await backwards.getByRole('button', { name: 'Add banner' }).click();
    await backwards.getByRole('alert').filter({ hasText: 'End time must be after start time' }).waitFor();
    await screenshot(page, 'backoffice-banner-end-before-start-1280');
    await backwards.getByRole('button', { name: 'Cancel' }).click();
    await backwards.waitFor({ state: 'detached' });

    const stored = await api<{ Banners: { Title: string }[] }>('/banners');
    expect(stored.Banners.map((b) => b.Title)).toEqual([BANNER]);
    expect(errors).toEqual([]);

    for (const [width, height] of [[390, 844], [1280, 800]] as const) {
      const viewer = await staff.open(width, height);
      const data = Buffer.from(JSON.stringify({ UserLanguage: 'en' }), 'utf8').toString('base64');
      await viewer.page.goto(`${baseUrl}/streamertopicpage?data=${encodeURIComponent(data)}`);
      const img = viewer.page.locator(`.topic-banner__img[src="${imageUrl}"]`);
      await img.waitFor({ timeout: 20_000 });
      await img.evaluate((el: HTMLImageElement) => el.decode());
      expect(await img.getAttribute('alt')).toBe(BANNER);
      const link = viewer.page.locator('a.topic-banner');
      expect(await link.getAttribute('href')).toBe('https://example.com/derby');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
      await screenshot(viewer.page, `viewer-banner-${width}`);
      expect(viewer.errors).toEqual([]);
    }
  });
});

describe('back office: campaigns', () => {
  it('writes a draft, previews it as the widget renders it, publishes it; the promotion page and event list show it without its script', async () => {
    const { page, errors } = await staff.open(1280, 900);
    const dialogs: string[] = [];
    page.on('dialog', (d) => { dialogs.push(d.message()); void d.dismiss(); });
    await signIn(page, baseUrl);
    await page.getByRole('link', { name: 'Campaigns' }).click();
    await page.getByRole('cell', { name: 'Welcome Bonus 100%', exact: true }).waitFor();
    await screenshot(page, 'backoffice-campaigns-1280');
    const now = Date.now();

    await page.getByRole('button', { name: 'Add campaign' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name', { exact: false }).first().fill(CAMPAIGN);
    await dialog.getByLabel('Footer text').fill('Terms apply. 18+ only.');
    await dialog.getByLabel('Section 1 title').fill('How to join');
    await dialog.getByLabel('Section 1 content (HTML)').fill('<p>Bet 10 USD on the final.</p><script>window.__pwned = 1; alert("xss")</script><p onclick="alert(2)">Good luck!</p>');
    await dialog.getByRole('button', { name: 'Add a section' }).click();
    await dialog.getByLabel('Section 2 title').fill('Prizes');
    await dialog.getByLabel('Section 2 content (HTML)').fill('<ul><li>VIP upgrade for the top 3</li><li>Free bets for everyone who joins</li></ul>');
    await dialog.getByLabel('Gradient').check();
    await dialog.getByLabel('Entry image').setInputFiles(files.entry);
    await dialog.getByLabel('Floating icon').setInputFiles(files.icon);
    await dialog.getByLabel('Module A').setInputFiles(files.module);
    await expect.poll(() => dialog.locator('.upload__preview img').count(), { timeout: 15_000 }).toBe(3);
    await dialog.getByLabel('Campaign start').fill(local(now - 24 * H));
    await dialog.getByLabel('Campaign end').fill(local(now + 7 * 24 * H));
    await dialog.getByLabel('Ranking start').fill(local(now - 24 * H));
    // A ranking end before its start is refused in the form first.
    await dialog.getByLabel('Ranking end').fill(local(now - 48 * H));
    await dialog.getByRole('button', { name: 'Save as draft' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'End time must be after start time' }).waitFor();
    await dialog.getByLabel('Ranking end').fill(local(now + 5 * 24 * H));
    await screenshot(page, 'backoffice-campaign-form-1280');
    await dialog.getByRole('button', { name: 'Save as draft' }).click();

    // Saved as a draft, the dialog turns into its preview: the widget's promotion view, script gone.
    const preview = page.getByRole('dialog', { name: `Preview of ${CAMPAIGN}` });
    const content = preview.locator('.promotion__content');
    await expect.poll(() => content.textContent(), { timeout: 20_000 }).toContain('Bet 10 USD on the final.');
    expect(await content.locator('script').count()).toBe(0);
    expect(await content.locator('[onclick]').count()).toBe(0);
    expect(await preview.locator('.promotion__footer').textContent()).toBe('Terms apply. 18+ only.');
    expect(await preview.locator('.promotion__periods li').count()).toBe(2);
    await preview.locator('[data-region="A"]').evaluate((el: HTMLImageElement) => el.decode());
    await screenshot(page, 'backoffice-campaign-preview-1280');
    const list = await api<{ Campaigns: { CampaignId: number; Name: string; State: string }[] }>('/campaigns');
    const draft = list.Campaigns.find((c) => c.Name === CAMPAIGN)!;
    expect(draft.State).toBe('draft');
    expect((await (await fetch(`${baseUrl}/Promotion/GetPromotion?Id=${draft.CampaignId}&UserLanguage=en`)).json()).Code).toBe(404);

    await preview.getByRole('button', { name: 'Publish' }).click();
    await preview.waitFor({ state: 'detached' });
    await page.getByRole('status').filter({ hasText: `Campaign ${CAMPAIGN} published` }).waitFor();
    await screenshot(page, 'backoffice-campaign-published-1280');
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);

    for (const [width, height] of [[390, 844], [1280, 800]] as const) {
      const viewer = await staff.open(width, height);
      const alerts: string[] = [];
      viewer.page.on('dialog', (d) => { alerts.push(d.message()); void d.dismiss(); });
      await viewer.page.goto(`${baseUrl}/promotion/${draft.CampaignId}/en`);
      const body = viewer.page.locator('.promotion__content');
      await expect.poll(() => body.textContent(), { timeout: 20_000 }).toContain('Good luck!');
      expect(await body.textContent()).toContain('VIP upgrade for the top 3');
      expect(await body.locator('script').count()).toBe(0);
      await body.locator('p', { hasText: 'Good luck!' }).click();
      expect(await viewer.page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
      expect(await viewer.page.locator('.promotion__footer').textContent()).toBe('Terms apply. 18+ only.');
      expect(await viewer.page.locator('[data-floating-icon]').count()).toBe(1);
      const background = await viewer.page.locator('article.promotion').evaluate((el) => getComputedStyle(el).backgroundImage);
      expect(background).toContain('linear-gradient');
      await viewer.page.locator('[data-region="A"]').evaluate((el: HTMLImageElement) => el.decode());
      await screenshot(viewer.page, `viewer-campaign-${width}`);
      expect(alerts).toEqual([]);
      expect(viewer.errors).toEqual([]);
    }

    // The event list: the new campaign among the ongoing ones; 'More' opens it.
    const viewer = await staff.open(390, 844);
    const data = Buffer.from(JSON.stringify({ UserLanguage: 'en' }), 'utf8').toString('base64');
    await viewer.page.goto(`${baseUrl}/streamertopicpage?data=${encodeURIComponent(data)}`);
    await viewer.page.getByRole('button', { name: 'Events' }).click();
    const modal = viewer.page.getByRole('dialog', { name: 'Events' });
    const card = modal.locator('.event-card').filter({ hasText: CAMPAIGN });
    await card.waitFor({ timeout: 20_000 });
    expect(await card.locator('.event-card__badge').textContent()).toBe('Ongoing');
    await screenshot(viewer.page, 'viewer-campaign-event-list-390');
    await modal.getByRole('button', { name: `More: ${CAMPAIGN}` }).click();
    await expect.poll(() => modal.locator('.overlay-bar__title').textContent(), { timeout: 10_000 }).toBe(CAMPAIGN);
    expect(viewer.errors).toEqual([]);
  });
});

describe('back office: banners and campaigns by keyboard and screen reader', () => {
  it('axe-core finds no serious or critical violation on the lists, the banner form and the campaign form and preview (1280 and 390 px)', async () => {
    for (const [width, height] of [[1280, 900], [390, 844]] as const) {
      // The back office's CSP forbids inline scripts; axe-core goes in as one.
      const { page } = await staff.open(width, height, { bypassCSP: true });
      await signIn(page, baseUrl);
      await page.goto(`${baseUrl}/backoffice/banners`);
      await page.getByRole('cell', { name: BANNER, exact: true }).waitFor();
      await expectNoViolations(page, `banners ${width}`);
      await page.getByRole('button', { name: 'Add banner' }).click();
      await page.getByRole('dialog').getByLabel('Title').waitFor();
      await expectNoViolations(page, `banner form ${width}`);
      await screenshot(page, `backoffice-banner-form-${width}`);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      await page.goto(`${baseUrl}/backoffice/campaigns`);
      await page.getByRole('cell', { name: CAMPAIGN, exact: true }).waitFor();
      await expectNoViolations(page, `campaigns ${width}`);
      await screenshot(page, `backoffice-campaigns-${width}`);
      await page.getByRole('button', { name: 'Add campaign' }).click();
      await page.getByRole('dialog').getByLabel('Section 1 title').waitFor();
      await expectNoViolations(page, `campaign form ${width}`);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page.getByRole('button', { name: `Preview of ${CAMPAIGN}` }).click();
      await page.getByRole('dialog').locator('.promotion__content').waitFor();
      await expectNoViolations(page, `campaign preview ${width}`);
      await screenshot(page, `backoffice-campaign-preview-${width}`);
    }
  });
});
