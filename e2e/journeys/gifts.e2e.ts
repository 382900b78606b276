/**
 * Gift journeys (issue 5, widget side) against the built server: a member sends a gift and sees
 * the full-screen SVGA animation play and the balance line drop while a second member gets the
 * gift line; a member with too little balance sees 'insufficient-fund' and the host page
 * receives InsufficientBalance; a lucky box is bought and opens (opening then prize animation,
 * last winner), and its chat line, activated from the keyboard, opens the lucky-box tab at that
 * box. Screenshots of the gift panel on the licensee site and on the coin site, and of
 * the animation playing, go to e2e/output/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedBaseUrl } from '../support/shared-server';
import { launchBrowser, screenshot, trackErrors, type Browser, type Page } from '../support/browser';
import { dismissTutorial } from '../support/tutorial';
import { chatReady, demoMatchId, watchChatReady } from '../support/viewer';

const baseUrl = sharedBaseUrl();

let browser: Browser;
let matchId: number;

async function post<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const json = (await res.json()) as { Code: number; Result: T; Error: unknown };
  if (json.Code !== 200) throw new Error(`${path} answered ${JSON.stringify(json)}`);
  return json.Result;
}

function widgetUrl(data: Record<string, unknown>): string {
  const b64 = Buffer.from(JSON.stringify(data), 'utf8').toString('base64');
  return `${baseUrl}/licensee?data=${encodeURIComponent(b64)}`;
}

/** Opens the licensee page for a member in its own browser context and waits for the joined chat. */
async function openChat(userKey: string): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1100, height: 760 } });
  context.setDefaultTimeout(60_000);
  await watchChatReady(context);
  const page = await context.newPage();
  const errors = trackErrors(page);
  const { Token } = await post<{ Token: string }>('/Demo/Login', { UserKey: userKey, UserLanguage: 'en' });
  await page.goto(widgetUrl({ Token, MatchId: matchId, UserLanguage: 'en' }));
  await page.getByTestId('chat-room').waitFor({ timeout: 60_000 });
  await chatReady(page, 60_000);
  // A member's first visit opens the tutorial over the page.
  await dismissTutorial(page, 2_000);
  return { page, errors, close: () => context.close() };
}

type Scope = Pick<Page, 'getByTestId' | 'locator'>;

/** Opens the gift drawer from the chat bar and waits for a known balance. */
async function openGifts(scope: Scope): Promise<void> {
  await scope.locator('.chat-bar__drawers button', { hasText: 'Gifts' }).click();
  await scope.getByTestId('gift-panel').waitFor({ timeout: 30_000 });
  await expect.poll(() => scope.getByTestId('gift-balance-value').innerText(), { timeout: 30_000 }).not.toBe('--');
}

const balanceOf = async (scope: Scope) => Number((await scope.getByTestId('gift-balance-value').innerText()).replace(/,/g, ''));
const listText = (page: Page) => page.getByTestId('chat-list').innerText();
const playing = (page: Page) => page.getByTestId('gift-animation').getAttribute('data-playing');

beforeAll(async () => {
  browser = await launchBrowser();
  // A match that has not started: its chat is open and the page plays no live stream, which keeps
  // the shared test machine's CPU for the animations.
  matchId = await demoMatchId(baseUrl);
});

afterAll(async () => {
  await browser?.close();
});

describe('gift journeys', () => {
  it('a member sends a gift: the animation plays, the balance drops, a second member sees the gift line', async () => {
    const a = await openChat('vip5');
    const b = await openChat('member');
    await openGifts(a.page);
    // The tablist and the 5-column grid with labelled buttons.
    expect(await a.page.getByRole('tab').allInnerTexts()).toEqual(['Events', 'Featured', 'VIP', 'Lucky box']);
    await a.page.getByTestId('gift-tab-featured').click();
    expect(await a.page.getByTestId('gift-tab-featured').getAttribute('aria-selected')).toBe('true');
    expect(await a.page.getByTestId('gift-104').getAttribute('aria-label')).toBe('Supercar 100');
    await a.page.getByTestId('gift-104').click();
    await screenshot(a.page, 'gift-panel-licensee');
    const before = await balanceOf(a.page);
    // The second member's animation may start and finish while the first member's page is being
    // checked, so record every animation b's overlay plays from now on.
    await b.page.evaluate(() => {
      const seen: string[] = ((window as unknown as { __played: string[] }).__played = []);
      new MutationObserver(() => {
        const value = document.querySelector('[data-testid="gift-animation"]')?.getAttribute('data-playing');
        if (value && seen[seen.length - 1] !== value) seen.push(value);
      }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-playing'], childList: true });
    });
    await a.page.getByTestId('gift-send').click();
    await expect.poll(() => balanceOf(a.page), { timeout: 30_000 }).toBe(before - 100);
    await expect.poll(() => a.page.getByTestId('chat-alert').getAttribute('data-key'), { timeout: 30_000 }).toBe('successfully-sent');
    // The full-screen animation: the SVGA player draws into a canvas.
    await expect.poll(() => playing(a.page), { timeout: 30_000 }).toBe('gift');
    await a.page.locator('[data-testid="gift-animation-stage"] canvas').waitFor({ timeout: 30_000 });
    await a.page.waitForTimeout(700);
    await screenshot(a.page, 'gift-animation');
    await expect.poll(() => listText(b.page), { timeout: 30_000 }).toContain('sent Supercar');
    // The gift line is a compact card (issue 17 item 6): the gift's picture, the sender, what was sent.
    const card = b.page.locator('[data-testid="chat-row"].chat-row--card', { hasText: 'sent Supercar' }).last();
    expect(await card.locator('img.chat-gift__img').getAttribute('src')).toMatch(/\S/);
    expect(await card.locator('img.chat-gift__img').getAttribute('alt')).toBe('');
    for (const [width, height] of [[390, 844], [1280, 800]]) {
      await b.page.setViewportSize({ width, height });
      await card.scrollIntoViewIfNeeded();
      const box = await card.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      await screenshot(b.page, `gift-card-${width}`);
    }
    await expect.poll(() => b.page.evaluate(() => (window as unknown as { __played: string[] }).__played), { timeout: 30_000 }).toContain('gift');
    // Played once, then the overlay empties.
    await expect.poll(() => playing(a.page), { timeout: 30_000 }).toBeNull();
    // Selection reset after the send.
    expect(await a.page.getByTestId('gift-104').getAttribute('aria-pressed')).toBe('false');
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
    await a.close();
    await b.close();
  }, 240_000);

  it("too little balance: 'insufficient-fund' in the widget, InsufficientBalance on the host page", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    context.setDefaultTimeout(60_000);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('user-picker').selectOption('newbie');
    await page.getByTestId('login').click();
    await expect.poll(() => page.getByTestId('logout').isEnabled()).toBe(true);
    await page.getByTestId(`target-${matchId}`).click();
    const frame = page.frameLocator('[data-testid="widget-frame"]');
    await frame.getByTestId('chat-room').waitFor({ timeout: 60_000 });
    await dismissTutorial(frame, 2_000);
    await openGifts(frame);
    await frame.getByTestId('gift-tab-featured').click();
    await frame.getByTestId('gift-105').click(); // Castle, 500 — the newcomer holds 50
    let sends = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/SendGift')) sends++;
    });
    // The alert lasts 3 s and the host page answers with a modal top-up dialog: record the alert keys as they appear.
    await frame.locator('body').evaluate((body) => {
      const w = window as unknown as { __alerts: string[] };
      w.__alerts = [];
      new MutationObserver(() => {
        const key = body.querySelector('[data-testid="chat-alert"]')?.getAttribute('data-key');
        if (key && w.__alerts.at(-1) !== key) w.__alerts.push(key);
      }).observe(body, { subtree: true, childList: true, attributes: true });
    });
    await frame.getByTestId('gift-send').click();
    await page.locator('[data-testid="host-log-entry"][data-type="InsufficientBalance"]').first().waitFor({ timeout: 30_000 });
    await expect.poll(() => frame.locator('body').evaluate(() => (window as unknown as { __alerts: string[] }).__alerts), { timeout: 30_000 }).toContain('insufficient-fund');
    await screenshot(page, 'gift-insufficient-host');
    expect(sends).toBe(0);
    await context.close();
  }, 240_000);

  it('a lucky box is bought and opens: opening then prize animation, last winner, balance', async () => {
    const m = await openChat('member');
    await openGifts(m.page);
    await m.page.getByTestId('gift-tab-lucky-box').click();
    await m.page.getByTestId('lucky-box-401').waitFor({ timeout: 30_000 });
    const before = await balanceOf(m.page);
    const seen = new Set<string>();
    const watch = setInterval(() => {
      void playing(m.page).then((p) => p && seen.add(p), () => {});
    }, 100);
    await m.page.getByTestId('lucky-box-buy-401').click();
    await expect.poll(() => m.page.getByTestId('chat-alert').getAttribute('data-key'), { timeout: 30_000 }).toBe('lucky-box-purchase-successfully');
    await expect.poll(() => balanceOf(m.page), { timeout: 30_000 }).toBe(before - 5);
    await expect.poll(() => seen.has('luckyBoxOpen'), { timeout: 30_000 }).toBe(true);
    await screenshot(m.page, 'lucky-box-open');
    await expect.poll(() => seen.has('luckyBoxGift'), { timeout: 30_000 }).toBe(true);
    clearInterval(watch);
    await expect.poll(() => m.page.getByTestId('lucky-box-winner-401').innerText(), { timeout: 30_000 }).toMatch(/^Last winner: /);
    await expect.poll(() => listText(m.page), { timeout: 30_000 }).toContain('opened a lucky box and won');

    // The lucky-box line is a button: from the keyboard (drawer closed) it opens the gift drawer
    // on the lucky-box tab with that box's buy button focused.
    await m.page.locator('.chat-bar__drawers button', { hasText: 'Gifts' }).click();
    await m.page.getByTestId('gift-panel').waitFor({ state: 'detached' });
    const line = m.page.getByRole('button', { name: /^opened a lucky box and won .+ Open this lucky box$/ }).last();
    expect(await line.getAttribute('data-lucky-box-id')).toBe('401');
    await line.focus();
    await m.page.keyboard.press('Enter');
    await m.page.getByTestId('gift-panel').waitFor({ timeout: 30_000 });
    expect(await m.page.getByTestId('gift-tab-lucky-box').getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => m.page.evaluate(() => document.activeElement?.getAttribute('data-testid')), { timeout: 30_000 }).toBe('lucky-box-buy-401');
    expect(await m.page.getByTestId('lucky-box-401').getAttribute('class')).toContain('lucky-box--focus');
    // Opened again from the 60 s cache, the box still shows the win pushed since.
    expect(await m.page.getByTestId('lucky-box-winner-401').innerText()).toMatch(/^Last winner: /);
    await screenshot(m.page, 'lucky-box-line-opened');
    expect(m.errors).toEqual([]);
    await m.close();
  }, 240_000);

  it('the coin site gift panel has the coin/diamond switch', async () => {
    const c = await openChat('coin-member');
    await openGifts(c.page);
    await c.page.getByTestId('gift-currency-999').click();
    await expect.poll(() => c.page.getByTestId('gift-balance').innerText()).toContain('Coin');
    await c.page.getByTestId('gift-tab-featured').click();
    await c.page.getByTestId('gift-201').waitFor();
    await screenshot(c.page, 'gift-panel-coin');
    await c.page.getByTestId('gift-currency-998').click();
    await expect.poll(() => c.page.getByTestId('gift-balance').innerText()).toContain('Diamond');
    await c.page.getByTestId('gift-211').waitFor();
    expect(await c.page.getByTestId('gift-201').count()).toBe(0);
    expect(c.errors).toEqual([]);
    await c.close();
  }, 240_000);
});
