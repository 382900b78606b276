/**
 * Keyboard-only journeys (issue 10): everything here is done with page.keyboard — Tab to a
 * control, Enter/Space/arrows/digits/Escape — never a mouse click. A member sends a chat message,
 * opens the gift drawer and sends a gift, follows a promoted price and bets on the quick-bet
 * keypad, spins the wheel; every dialog, drawer and panel opens from its button and closes on
 * Escape with focus back on that button. The operator endpoints (plain HTTP) only set the scene.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedBaseUrl } from '../support/shared-server';
import { demoApi } from '../support/api';
import { watchChatReady } from '../support/viewer';
import { launchBrowser, screenshot, trackErrors, type Browser, type Page } from '../support/browser';

const baseUrl = sharedBaseUrl();
const api = demoApi(baseUrl);
const { call, operator } = api;
/** vip5 holds a balance for gifts and bets; the host page hands CustomerId over in the data parameter. */
const USER = { key: 'vip5', customerId: 1002 };

let browser: Browser;
let matchId: number;


function pageUrl(path: string, data: Record<string, unknown>): string {
  return `${baseUrl}${path}?data=${encodeURIComponent(Buffer.from(JSON.stringify(data), 'utf8').toString('base64'))}`;
}

interface OpenOptions {
  /** Play the real stream (the other journeys abort the playlists to keep the CPU). */
  video?: boolean;
  width?: number;
  height?: number;
}

async function openPage(path: string, extra: Record<string, unknown> = {}, options: OpenOptions = {}): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: options.width ?? 1100, height: options.height ?? 820 } });
  context.setDefaultTimeout(30_000);
  await watchChatReady(context);
  // No video: without its playlist the player shows its error photo (keeps the CPU for the journey).
  if (!options.video) await context.route('**/*.m3u8*', (route) => route.abort());
  const page = await context.newPage();
  const errors = trackErrors(page);
  const { Token } = await call<{ Token: string }>('POST', '/Demo/Login', { UserKey: USER.key, UserLanguage: 'en' });
  await page.goto(pageUrl(path, { Token, MatchId: matchId, UserLanguage: 'en', CustomerId: USER.customerId, ...extra }));
  return { page, errors, close: () => context.close() };
}

/** Does the focused element match `selector`? */
const focusIs = (page: Page, selector: string) => page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);
/** A short description of the focused element, for failure messages. */
const focusName = (page: Page) => page.evaluate(() => {
  const el = document.activeElement as HTMLElement | null;
  return el ? `${el.tagName.toLowerCase()}[${el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? ''}]` : 'none';
});

/** Presses Tab (Shift+Tab when `back`) until the focused element matches `selector`. */
async function tabTo(page: Page, selector: string, options: { back?: boolean; max?: number } = {}): Promise<void> {
  const max = options.max ?? 150;
  for (let i = 0; i < max; i++) {
    if (await focusIs(page, selector)) return;
    await page.keyboard.press(options.back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${selector} (focus is on ${await focusName(page)})`);
}

/** Steps through the first-visit tutorial with Enter on its focused button, when it shows. */
async function finishTutorial(page: Page): Promise<void> {
  try {
    await page.locator('.tutorial').waitFor({ timeout: 3_000 });
  } catch {
    return;
  }
  for (let i = 0; i < 4 && (await page.locator('.tutorial').count()) > 0; i++) {
    await expect.poll(() => focusIs(page, '.tutorial button')).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForTimeout(300);
  }
  expect(await page.locator('.tutorial').count()).toBe(0);
}

/**
 * Closes the fast-market modal with Escape if a round is open: it opens by itself (a modal, so
 * it keeps Tab inside until closed).
 */
async function closeFastMarket(page: Page): Promise<void> {
  try {
    await page.getByTestId('fast-market').waitFor({ timeout: 2_000 });
  } catch {
    return;
  }
  await page.keyboard.press('Escape');
  await expect.poll(() => page.getByTestId('fast-market').count()).toBe(0);
}

/** Opens the chat page and waits until the member can chat. */
async function openChat(options: OpenOptions = {}): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const w = await openPage('/licensee', {}, options);
  await w.page.getByTestId('chat-room').waitFor();
  await w.page.waitForFunction(() => (window as unknown as { __chatReady?: boolean }).__chatReady === true);
  await finishTutorial(w.page);
  await closeFastMarket(w.page);
  return w;
}

/** A CSS selector for the chat bar's drawer toggle labelled `label`. */
async function drawerToggle(page: Page, label: string): Promise<string> {
  const labels = await page.locator('.chat-bar__drawers button').allInnerTexts();
  const at = labels.indexOf(label);
  if (at < 0) throw new Error(`no '${label}' drawer toggle (have ${labels.join(', ')})`);
  return `.chat-bar__drawers button:nth-of-type(${at + 1})`;
}

/** Marks the focused element, to check later that focus came back to it. */
async function markFocused(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.querySelectorAll('[data-kbd-opener]').forEach((el) => el.removeAttribute('data-kbd-opener'));
    document.activeElement?.setAttribute('data-kbd-opener', '');
  });
}

/**
 * Escape closes what is open (`shown` selector) and focus returns to the marked opener, or to
 * `opener` for a button that is drawn anew when the layer closes.
 */
async function escapeRestoresFocus(page: Page, shown: string, opener = '[data-kbd-opener]'): Promise<void> {
  await page.locator(shown).first().waitFor();
  // Focus is inside the layer (or still on its opener, for a menu).
  await page.keyboard.press('Escape');
  await expect.poll(() => page.locator(shown).count()).toBe(0);
  try {
    await expect.poll(() => focusIs(page, opener)).toBe(true);
  } catch {
    throw new Error(`focus should return to the opener of ${shown}, but is on ${await focusName(page)}`);
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
  matchId = await api.match('live');
});

afterAll(async () => {
  await browser?.close();
});

describe('keyboard only', () => {
  const stamp = Date.now().toString(36);

  it('sends a chat message', async () => {
    const w = await openChat();
    try {
      await tabTo(w.page, '[data-testid="chat-input"]');
      const text = `typed with the keyboard ${stamp}`;
      await w.page.keyboard.type(text);
      await w.page.keyboard.press('Enter');
      await expect.poll(() => w.page.getByTestId('chat-list').innerText(), { timeout: 15_000 }).toContain(text);
      // The line can arrive over the hub before the send's own answer clears the input: wait for that state too.
      await expect.poll(() => w.page.getByTestId('chat-input').inputValue()).toBe('');
      expect(w.errors).toEqual([]);
    } catch (error) {
      await screenshot(w.page, `keyboard-failure-${Date.now().toString(36)}`);
      throw error;
    } finally {
      await w.close();
    }
  });

  it('reaches the video controls by Tab even after they hid, and mutes, unmutes and turns bullet chat off with Enter', async () => {
    const w = await openChat();
    try {
      const bar = w.page.getByTestId('video-controls');
      await bar.waitFor({ state: 'attached', timeout: 20_000 });
      // Untouched for 3 s the bar hides; focus brings it back.
      await expect.poll(() => bar.getAttribute('data-shown'), { timeout: 10_000 }).toBe('false');
      await tabTo(w.page, '[data-testid="video-mute"]');
      await expect.poll(() => bar.getAttribute('data-shown')).toBe('true');
      await expect.poll(() => bar.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
      const videoMuted = () => w.page.evaluate(() => document.querySelector<HTMLVideoElement>('[data-testid="hls-video"]')?.muted ?? null);
      expect(await videoMuted()).toBe(true);
      await w.page.keyboard.press('Enter');
      await expect.poll(videoMuted).toBe(false);
      expect(await w.page.getByTestId('video-mute').getAttribute('aria-label')).toBe('Mute');
      await tabTo(w.page, '[data-testid="video-bullets"]');
      const before = await w.page.getByTestId('video-bullets').getAttribute('aria-pressed');
      await w.page.keyboard.press('Enter');
      await expect.poll(() => w.page.getByTestId('video-bullets').getAttribute('aria-pressed')).toBe(before === 'true' ? 'false' : 'true');
      // The viewer count beside LIVE counts this viewer once its chat has joined (GET /GetRoomViewers).
      await w.page.getByTestId('video-viewers').waitFor({ timeout: 30_000 });
      expect(await w.page.getByTestId('video-viewers').textContent()).toMatch(/^[1-9][\d,]* watching$/);
      await screenshot(w.page, 'keyboard-video-controls');
      // Still there while the focus stays on it, past the 3 s.
      await w.page.waitForTimeout(3_500);
      expect(await bar.getAttribute('data-shown')).toBe('true');
      expect(w.errors).toEqual([]);
    } catch (error) {
      await screenshot(w.page, `keyboard-failure-${Date.now().toString(36)}`);
      throw error;
    } finally {
      await w.close();
    }
  });

  it('picks the stream quality from the video controls by keyboard: 240p, then 360p, and hls.js switches each time', async () => {
    const w = await openChat({ video: true, width: 390, height: 844 });
    const { page } = w;
    const player = page.locator('.player-box .player');
    const button = page.getByTestId('video-quality');
    const menu = page.getByRole('menu', { name: 'Quality' });
    const checked = () => page.evaluate(() => document.activeElement?.getAttribute('aria-checked') ?? null);
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    /** The height of the picture the video element decodes now: the rendition really playing. */
    const pictureHeight = () => page.evaluate(() => document.querySelector<HTMLVideoElement>('[data-testid="hls-video"]')?.videoHeight ?? 0);
    try {
      // The master playlist has two renditions: the menu button shows once hls.js has read it.
      await button.waitFor({ state: 'attached', timeout: 30_000 });
      await expect.poll(() => player.getAttribute('data-quality-level'), { timeout: 30_000 }).toMatch(/^(240|360)p$/);
      await tabTo(page, '[data-testid="video-quality"]');
      expect(await button.getAttribute('aria-haspopup')).toBe('menu');
      expect(await button.getAttribute('aria-label')).toMatch(/^Quality: Auto \((240|360)p\)$/);
      // Enter opens the menu on the checked item (Auto); Escape closes it and the focus comes back.
      await page.keyboard.press('Enter');
      await menu.waitFor();
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      expect(await menu.getByRole('menuitemradio').allInnerTexts()).toEqual([expect.stringMatching(/^Auto \((240|360)p\)$/), '360p', '240p']);
      expect(await checked()).toBe('true');
      expect(await focused()).toMatch(/^Auto/);
      // Never beyond the viewport at 390 px.
      const box = await menu.boundingBox();
      expect(box && box.x >= 0 && box.y >= 0 && box.x + box.width <= 390 && box.y + box.height <= 844).toBe(true);
      await screenshot(page, 'video-quality-menu-390');
      await page.keyboard.press('Escape');
      await expect.poll(() => menu.count()).toBe(0);
      expect(await focusIs(page, '[data-testid="video-quality"]')).toBe(true);
      // ArrowDown opens it too; End reaches 240p; Enter picks it: hls.js plays 240p, Auto is off.
      await page.keyboard.press('ArrowDown');
      await menu.waitFor();
      await page.keyboard.press('End');
      expect(await focused()).toBe('240p');
      await page.keyboard.press('Enter');
      await expect.poll(() => menu.count()).toBe(0);
      expect(await focusIs(page, '[data-testid="video-quality"]')).toBe(true);
      await expect.poll(() => player.getAttribute('data-quality-level'), { timeout: 20_000 }).toBe('240p');
      expect(await player.getAttribute('data-quality-auto')).toBe('false');
      expect(await button.getAttribute('aria-label')).toBe('Quality: 240p');
      await expect.poll(pictureHeight, { timeout: 20_000 }).toBe(240);
      // Then 360p: the menu opens on 240p (checked), ArrowUp, Enter; hls.js switches and the picture is 360 px tall.
      await page.keyboard.press('Enter');
      await menu.waitFor();
      expect(await focused()).toBe('240p');
      await page.keyboard.press('ArrowUp');
      expect(await focused()).toBe('360p');
      await page.keyboard.press('Enter');
      await expect.poll(() => player.getAttribute('data-quality-level'), { timeout: 20_000 }).toBe('360p');
      expect(await button.getAttribute('aria-label')).toBe('Quality: 360p');
      await expect.poll(pictureHeight, { timeout: 20_000 }).toBe(360);
      await page.setViewportSize({ width: 1280, height: 800 });
      await tabTo(page, '[data-testid="video-quality"]', { back: true });
      await page.keyboard.press('Enter');
      await menu.waitFor();
      await screenshot(page, 'video-quality-menu-1280');
      await page.keyboard.press('Escape');
      expect(w.errors).toEqual([]);
    } catch (error) {
      await screenshot(page, `keyboard-failure-${Date.now().toString(36)}`);
      throw error;
    } finally {
      await w.close();
    }
  });

  it('opens the gift drawer, picks a gift with the arrows and Tab, and sends it', async () => {
    const w = await openChat();
    const { page } = w;
    try {
      await tabTo(page, await drawerToggle(page, 'Gifts'));
      await page.keyboard.press('Enter');
      await page.getByTestId('gift-panel').waitFor();
      // The drawer takes focus: the selected tab of the tab list.
      await expect.poll(() => focusIs(page, '[role="tab"][aria-selected="true"]')).toBe(true);
      await expect.poll(() => page.getByTestId('gift-balance-value').innerText()).not.toBe('--');
      for (let i = 0; i < 6 && !(await focusIs(page, '[data-testid="gift-tab-featured"]')); i++) await page.keyboard.press('ArrowRight');
      expect(await page.getByTestId('gift-tab-featured').getAttribute('aria-selected')).toBe('true');
      await page.locator('.gift-tile').first().waitFor();
      await tabTo(page, '.gift-tile:not([disabled])');
      const gift = (await page.evaluate(() => document.activeElement?.getAttribute('data-testid')))!;
      const price = Number((await page.getByTestId(gift).locator('.gift-tile__price').innerText()).replace(/,/g, ''));
      await page.keyboard.press('Enter');
      expect(await page.getByTestId(gift).getAttribute('aria-pressed')).toBe('true');
      const before = Number((await page.getByTestId('gift-balance-value').innerText()).replace(/,/g, ''));
      await tabTo(page, '[data-testid="gift-send"]');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByTestId('gift-balance-value').innerText().then((t) => Number(t.replace(/,/g, ''))), { timeout: 20_000 }).toBe(before - price);
      await screenshot(page, 'keyboard-gift-sent');
      expect(w.errors).toEqual([]);
    } catch (error) {
      await screenshot(w.page, `keyboard-failure-${Date.now().toString(36)}`);
      throw error;
    } finally {
      await w.close();
    }
  }, 120_000);

  it('follows a promoted price and places a quick bet on the keypad', async () => {
    const { Markets } = await operator<{ Markets: { MarketId: number; BetType: number; Status: string; Selections: { Key: string; Status: string }[] }[] }>('GET', `/Operator/Markets?MatchId=${matchId}`);
    const market = Markets.find((m) => m.BetType !== 222 && m.Status === 'open' && m.Selections.some((s) => s.Status === 'open'));
    if (!market) throw new Error('no open market');
    const w = await openChat();
    const { page } = w;
    try {
      await operator('POST', '/Operator/PromotedOdds/Push', { MatchId: matchId, AnchorId: 0, Language: 'en', MarketId: market.MarketId, Key: market.Selections.find((s) => s.Status === 'open')!.Key, DurationMs: 120_000 });
      await page.getByTestId('promoted-odds').waitFor();
      await tabTo(page, '[data-testid="promoted-odds-follow"]');
      await markFocused(page);
      await page.keyboard.press('Enter');
      await page.locator('[data-testid="quick-bet"][data-phase="ready"]').waitFor();
      // Focus goes to the panel: digits typed there work the keypad.
      await expect.poll(() => focusIs(page, '[data-testid="quick-bet"]')).toBe(true);
      const funds = Number((await page.getByTestId('quick-bet-funds').innerText()).replace(/,/g, ''));
      await page.keyboard.press('2');
      // And the keypad's own keys work with Tab and Enter.
      await tabTo(page, '[data-testid="quick-bet-sheet"] [data-key="0"]');
      await page.keyboard.press('Enter');
      expect(await page.getByTestId('quick-bet-stake').inputValue()).toBe('20');
      await tabTo(page, '[data-testid="quick-bet-place"]');
      await page.keyboard.press('Enter');
      await page.getByTestId('quick-bet-success').waitFor();
      expect(await page.getByTestId('quick-bet-success').innerText()).toContain('20');
      await expect.poll(() => page.getByTestId('quick-bet-funds').innerText().then((t) => Number(t.replace(/,/g, '')))).toBe(funds - 20);
      await screenshot(page, 'keyboard-quick-bet');
      // Escape closes the sheet; focus goes back to where it was opened from, or the page keeps a sane focus.
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByTestId('quick-bet-sheet').count()).toBe(0);
      expect(await focusIs(page, 'body')).toBe(false);
      expect(w.errors).toEqual([]);
    } catch (error) {
      await screenshot(w.page, `keyboard-failure-${Date.now().toString(36)}`);
      throw error;
    } finally {
      await w.close();
    }
  }, 120_000);

  it('spins the wheel from the keyboard', async () => {
    const w = await openChat();
    const { page } = w;
    try {
      await tabTo(page, await drawerToggle(page, 'Prize wheel'));
      await page.keyboard.press('Enter');
      await page.getByTestId('wheel').waitFor();
      await page.waitForFunction(() => (document.querySelector('[data-testid="wheel-cost"]')?.textContent ?? '--') !== '--');
      await tabTo(page, '[data-testid="wheel-spin"]');
      const answer = page.waitForResponse((r) => r.url().endsWith('/SpinWheel'));
      await page.keyboard.press('Enter');
      expect(((await (await answer).json()) as { Code: number }).Code).toBe(200);
      await page.locator('[data-testid="wheel"][data-phase="done"]').waitFor({ timeout: 15_000 });
      expect(await page.getByTestId('wheel-result').innerText()).not.toBe('');
      expect(w.errors).toEqual([]);
    } catch (error) {
      await screenshot(w.page, `keyboard-failure-${Date.now().toString(36)}`);
      throw error;
    } finally {
      await w.close();
    }
  }, 120_000);

  it('opens each dialog, drawer and menu of the chat page from its button and closes it with Escape, focus back on the button', async () => {
    const w = await openChat();
    const { page } = w;
    try {
      // The settings menu, then the dialogs its items open (focus returns to the menu's button:
      // the item that opened them closed with the menu).
      const settings = '[data-testid="settings-menu-button"]';
      for (const item of [null, 'Nickname', 'Disclaimer']) {
        await tabTo(page, settings);
        await markFocused(page);
        await page.keyboard.press('Enter');
        await page.getByTestId('settings-menu').waitFor();
        if (item === null) {
          await escapeRestoresFocus(page, '[data-testid="settings-menu"]');
          continue;
        }
        await tabTo(page, `[data-testid="setting-${item}"]`);
        await page.keyboard.press('Enter');
        await page.getByRole('dialog').waitFor();
        // Focus is in the dialog and Tab stays there.
        expect(await page.evaluate(() => document.querySelector('[role="dialog"]')?.contains(document.activeElement) ?? false)).toBe(true);
        for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.querySelector('[role="dialog"]')?.contains(document.activeElement) ?? false)).toBe(true);
        await escapeRestoresFocus(page, '[role="dialog"]');
      }

      // Every drawer of the chat bar.
      const labels = await page.locator('.chat-bar__drawers button').allInnerTexts();
      expect(labels.length).toBeGreaterThan(2);
      for (const label of labels) {
        await tabTo(page, await drawerToggle(page, label));
        await markFocused(page);
        await page.keyboard.press('Enter');
        await page.locator('.chat-drawer').waitFor();
        await expect.poll(() => page.evaluate(() => document.querySelector('.chat-drawer')?.contains(document.activeElement) ?? false), { message: `focus moves into the ${label} drawer` }).toBe(true);
        await escapeRestoresFocus(page, '.chat-drawer');
      }

      // The fast market's modal, from its entry button.
      await operator('POST', '/Operator/FastMarket/OpenRound', { MatchId: matchId }).catch(() => undefined);
      const modal = page.getByTestId('fast-market');
      await page.getByTestId('fast-market-entry').or(modal).first().waitFor({ timeout: 15_000 });
      if ((await modal.count()) > 0) {
        await page.keyboard.press('Escape');
        await expect.poll(() => modal.count()).toBe(0);
      }
      await tabTo(page, '[data-testid="fast-market-entry"]', { back: true, max: 300 });
      await page.keyboard.press('Enter');
      // The entry button hides while the modal shows; focus goes to it once it is back.
      await escapeRestoresFocus(page, '[data-testid="fast-market"]', '[data-testid="fast-market-entry"]');
      expect(w.errors).toEqual([]);
    } catch (error) {
      await screenshot(w.page, `keyboard-failure-${Date.now().toString(36)}`);
      throw error;
    } finally {
      // Later journeys share this match: a round left open would pop its modal up over them.
      await operator('POST', '/Operator/FastMarket/SettleRound', { MatchId: matchId }).catch(() => undefined);
      await w.close();
    }
  }, 180_000);

  it('opens the entertainment page panels from the toolbar and closes them with Escape, focus back on the button', async () => {
    const w = await openPage('/entertainmentplugin', { MatchId: 7001, CurrencyId: 1, IsUserLogin: true });
    const { page } = w;
    try {
      await page.locator('.ent__top-bar').waitFor({ timeout: 20_000 });
      await finishTutorial(page);
      const panels: [string, string][] = [
        ['Live streaming', '.lobby'],
        ['Leaderboard', '.leaderboard'],
        ['Events', '.fullscreen-modal'],
        ['Schedule', '.fullscreen-modal'],
      ];
      let opened = 0;
      for (const [name, shown] of panels) {
        const button = `.ent__top-bar button[aria-label="${name}"]`;
        if ((await page.locator(button).count()) === 0) continue;
        await tabTo(page, button);
        await markFocused(page);
        await page.keyboard.press('Enter');
        await escapeRestoresFocus(page, shown);
        opened++;
      }
      expect(opened).toBeGreaterThanOrEqual(2);
      expect(w.errors).toEqual([]);
    } catch (error) {
      await screenshot(w.page, `keyboard-failure-${Date.now().toString(36)}`);
      throw error;
    } finally {
      await w.close();
    }
  }, 120_000);
});
