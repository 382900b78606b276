import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedBaseUrl } from '../support/shared-server';
import { launchBrowser, screenshot, trackErrors, type Browser, type Page } from '../support/browser';

/**
 * Issue 8 journeys on the widget: the streamer topic page (schedule and streamer tabs), the
 * entertainment page with its lobby, the leaderboard after a tip and the feedback prompt.
 */
const baseUrl = sharedBaseUrl();
let browser: Browser;
let token: string;
const CUSTOMER_ID = 1001;

const encodeData = (data: object) => Buffer.from(JSON.stringify(data), 'utf8').toString('base64');
const topicUrl = () => `${baseUrl}/streamertopicpage/streamerschedule?data=${encodeURIComponent(encodeData({ Token: token, UserLanguage: 'en' }))}`;
const entUrl = (eventId: number, extra: object = {}) =>
  `${baseUrl}/entertainmentplugin?data=${encodeURIComponent(encodeData({
    Token: token, MatchId: eventId, UserLanguage: 'en', CustomerId: CUSTOMER_ID, CurrencyId: 1, IsUserLogin: true, ...extra,
  }))}`;

async function api<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...(init.headers as Record<string, string>) };
  if (init.token) headers.Token = init.token;
  const res = await fetch(`${baseUrl}${path}`, { ...init, headers });
  const body = (await res.json()) as { Code: number; Result: T; Error: unknown };
  if (body.Code !== 200) throw new Error(`${path}: ${JSON.stringify(body)}`);
  return body.Result;
}

const cards = (page: Page) => page.locator('.schedule__list > li');

/** Steps through the first-visit two-step tutorial (the page's only one) when it opens. */
async function dismissTutorials(page: Page): Promise<void> {
  const deadline = Date.now() + 4_000;
  while (Date.now() < deadline) {
    const next = page.locator('.tutorial .btn--primary');
    if ((await next.count()) > 0) await next.click();
    else await page.waitForTimeout(250);
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
  token = (await api<{ Token: string }>('/Demo/Login', { method: 'POST', body: JSON.stringify({ UserKey: 'member' }) })).Token;
});
afterAll(async () => {
  await browser?.close();
});

describe('streamer topic page', () => {
  it('loads cards, scrolls to page 2, filters by language and opens a live card into the licensee page', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors = trackErrors(page);
    await page.goto(topicUrl());
    await expect.poll(() => cards(page).count(), { timeout: 20_000 }).toBe(16);
    await expect.poll(() => page.locator('.schedule-card__live').count()).toBeGreaterThan(0);
    await page.waitForTimeout(300);
    await screenshot(page, 'schedule-topic-390');

    await page.locator('.topic-page').evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect.poll(() => cards(page).count(), { timeout: 5_000 }).toBeGreaterThan(16);
    await expect.poll(() => page.getByRole('button', { name: 'Back to top' }).count()).toBe(1);

    const before = await cards(page).count();
    await page.getByLabel('Streamer language').selectOption('vn');
    await expect.poll(() => page.locator('.schedule__list').getAttribute('data-page')).toBe('1');
    await expect.poll(() => cards(page).count()).toBeLessThan(before);
    await page.getByLabel('Streamer language').selectOption('all');

    const live = page.locator('.schedule-card--live .schedule-card__open').first();
    await live.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/licensee');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('looks right on desktop', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(topicUrl());
    await expect.poll(() => cards(page).count(), { timeout: 20_000 }).toBe(16);
    await page.waitForTimeout(300);
    await screenshot(page, 'schedule-topic-1280');
    await context.close();
  });

  it.each([[390, 844], [1280, 800]])('the streamer tab opens a detail and steps to the next streamer (%s px)', async (width, height) => {
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    const errors = trackErrors(page);
    await page.goto(topicUrl());
    await page.getByRole('tab', { name: 'Streamer' }).click();
    const options = await page.getByLabel('Streamer language').locator('option').allTextContents();
    expect(options).toEqual(['All', 'VN', 'TH', 'CN', 'ID', 'PH']);
    const grid = page.locator('.streamer-grid .streamer-card');
    await expect.poll(() => grid.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    if (width >= 768) expect(await grid.count()).toBeLessThanOrEqual(3);
    await screenshot(page, `schedule-streamers-${width}`);
    await grid.first().locator('button').click();
    const name = page.locator('.streamer-detail__name');
    await expect.poll(() => name.count(), { timeout: 10_000 }).toBe(1);
    const first = await name.textContent();
    await page.waitForTimeout(300);
    await screenshot(page, `schedule-streamer-detail-${width}`);
    await page.getByRole('button', { name: /Next streamer/ }).click();
    await expect.poll(() => name.textContent(), { timeout: 10_000 }).not.toBe(first);
    await page.getByRole('button', { name: 'Close' }).first().click();
    await expect.poll(() => page.locator('.streamer-detail').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('entertainment page', () => {
  it.each([[390, 844], [1280, 800]])('opens a programme and switches to another from the lobby (%s px)', async (width, height) => {
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    const errors = trackErrors(page);
    await page.goto(entUrl(7001));
    await expect.poll(() => page.locator('.ent__title').textContent(), { timeout: 20_000 }).not.toBe('');
    await expect.poll(() => page.locator('.ent__streamer').textContent(), { timeout: 20_000 }).not.toBe('');
    await dismissTutorials(page);
    await page.waitForTimeout(500);
    await screenshot(page, `schedule-entertainment-${width}`);

    await page.locator('[data-toolbar-item="Streamer"]').click();
    const lobbyLive = page.locator('.lobby__item[data-status="live"] button');
    await expect.poll(() => lobbyLive.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    const titles = await page.locator('.lobby__item .lobby__title').allTextContents();
    expect(titles.length).toBeLessThanOrEqual(20);
    // The button's accessible name is its visible content; the programme title is part of it.
    const target = (await lobbyLive.first().locator('.lobby__title').textContent()) ?? '';
    expect(target).not.toBe('');
    await screenshot(page, `schedule-lobby-${width}`);
    await lobbyLive.first().click();
    await expect.poll(() => page.locator('.ent__title').textContent(), { timeout: 10_000 }).toBe(target);
    const data = JSON.parse(Buffer.from(new URL(page.url()).searchParams.get('data') ?? '', 'base64').toString('utf8'));
    expect(data.MatchId).not.toBe(7001);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('preview mode hides the close button and the chatroom', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${entUrl(7002)}&isPreview=true`);
    await expect.poll(() => page.locator('.ent__title').count(), { timeout: 20_000 }).toBe(1);
    expect(await page.locator('.ent__close').count()).toBe(0);
    expect(await page.locator('[data-toolbar-item="Chatroom"]').count()).toBe(0);
    await context.close();
  });
});

describe('leaderboard', () => {
  it.each([[390, 844], [1280, 800]])("shows the member's own rank after they tip (%s px)", async (width, height) => {
    if (width === 390) {
      const gift = { GiftLevel: 0, NickName: 'Heart', Amount: 1, Quantity: 3, IsUsingTicket: false };
      await api('/SendGift', {
        method: 'POST', token, headers: { 'Idempotency-Key': `e2e-tip-${Date.now()}` },
        body: JSON.stringify({
          SiteName: 'Sideline Sportsbook', CurrencyId: 1, CurrencyName: 'USD', EnableSingleWallet: false, UserLanguage: 'en',
          GiftInfo: gift, GroupName: '', MatchId: 7001, AnchorId: 310, AnchorLanguage: 'ph', Message: '101', Color: 1, Type: 2, ProgramType: 2,
        }),
      });
    }
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    await page.goto(entUrl(7001));
    await dismissTutorials(page);
    const open = page.locator('[data-toolbar-item="Leaderboard"]');
    await expect.poll(() => open.count(), { timeout: 20_000 }).toBe(1);
    await open.click();
    await expect.poll(() => page.locator('.leaderboard__top li').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await screenshot(page, `schedule-leaderboard-${width}`);
    await page.locator('.leaderboard').getByRole('button', { name: 'More' }).click();
    const mine = page.locator('.leaderboard__mine .leaderboard__rank');
    await expect.poll(() => mine.textContent(), { timeout: 10_000 }).toMatch(/^\d+$/);
    await screenshot(page, `schedule-leaderboard-details-${width}`);
    await context.close();
  });
});

describe('feedback', () => {
  it('appears after its delay and needs a star rating', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    // Win the Probability roll; the clock is driven past FeedbackSetting.Minute.
    await page.addInitScript(() => {
      Math.random = () => 0.01;
    });
    await page.clock.install();
    await page.goto(entUrl(7003));
    await expect.poll(() => page.locator('.ent__title').count(), { timeout: 20_000 }).toBe(1);
    await page.clock.runFor(2_000);
    await dismissTutorials(page);
    expect(await page.getByRole('dialog', { name: 'Feedback' }).count()).toBe(0);
    await page.clock.runFor(11 * 60_000);
    const dialog = page.getByRole('dialog', { name: 'Feedback' });
    await expect.poll(() => dialog.count(), { timeout: 10_000 }).toBe(1);
    const submit = dialog.getByRole('button', { name: 'Submit' });
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByRole('radio').nth(3).click();
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();
    await expect.poll(() => dialog.count(), { timeout: 10_000 }).toBe(0);
    await context.close();
  });
});
