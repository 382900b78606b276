/**
 * Viewer gaps of issue 16, tried in Chromium as a viewer would, against the built server:
 * - the licensee toolbar's leaderboard, live-streaming and events icons (named in the viewer's
 *   language); the lobby from GET /Licensee/GetProgramList without the current match, and the
 *   streamer topic panel from it (items 1-3); /streamingplugin's Plugin row (item 12);
 * - a closed room takes the gift, sticker and wheel toggles away (items 7-8);
 * - a member without a nickname who taps a sticker gets the nickname dialog (item 10);
 * - StreamingPluginType 3 shows no player, 1 no chat (item 29);
 * - an unknown path is the widget's not-found page, the provider player routes end on a
 *   picture, not a blank page (items 4, 32).
 * Screenshots at 390 and 1280 px go to e2e/output/viewer-gaps-*.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedBaseUrl } from '../support/shared-server';
import { startServer, type RunningServer } from '../support/server';
import { launchBrowser, screenshot, trackErrors, type Browser, type Page } from '../support/browser';
import { dismissTutorial } from '../support/tutorial';

let baseUrl = sharedBaseUrl();
const MATCH = 51230001;
const OPERATOR_KEY = 'sideline-demo-operator';
let browser: Browser;

const encodeData = (data: object) => encodeURIComponent(Buffer.from(JSON.stringify(data), 'utf8').toString('base64'));

async function token(userKey: string | null): Promise<string> {
  const res = userKey
    ? await fetch(`${baseUrl}/Demo/Login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ UserKey: userKey, UserLanguage: 'en' }) })
    : await fetch(`${baseUrl}/Demo/AnonymousToken`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ SiteId: 4283400 }) });
  return (await res.json()).Result.Token as string;
}

async function setRoomOpen(IsOpen: boolean): Promise<void> {
  const res = await fetch(`${baseUrl}/Operator/SetChatroomStatus`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'Operator-Key': OPERATOR_KEY }, body: JSON.stringify({ MatchId: MATCH, ProgramType: 1, IsOpen }),
  });
  expect((await res.json()).Code).toBe(200);
}

async function openPage(path: string, data: object, width: number): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width, height: width < 500 ? 844 : 860 } });
  page.setDefaultTimeout(45_000);
  const errors = trackErrors(page);
  await page.goto(`${baseUrl}${path}?data=${encodeData(data)}`);
  return { page, errors };
}

const drawerToggles = (page: Page) => page.locator('.chat-bar__drawers button').allInnerTexts();

beforeAll(async () => { browser = await launchBrowser(); });
afterAll(async () => { await browser?.close(); });

describe('licensee toolbar, lobby and streamer topic panel (items 1-3, 12)', () => {
  for (const width of [390, 1280]) {
    it(`at ${width} px: the three icons, the lobby without the current match, and the topic panel`, async () => {
      const { page } = await openPage('/licensee', { Token: await token('member'), MatchId: MATCH, UserLanguage: 'en' }, width);
      await page.getByTestId('chat-room').waitFor();
      await dismissTutorial(page, 3_000);
      const lobbyButton = page.getByRole('button', { name: 'Live streaming', exact: true });
      await lobbyButton.waitFor();
      expect(await page.getByRole('button', { name: 'Events', exact: true }).count()).toBeLessThanOrEqual(1);
      expect(await page.locator('[data-toolbar-item="Streamer"]').count()).toBe(1);
      await screenshot(page, `viewer-gaps-toolbar-${width}`);

      await lobbyButton.click();
      const lobby = page.getByTestId('licensee-lobby');
      await lobby.waitFor();
      await expect.poll(() => lobby.locator('.lobby__item').count(), { timeout: 20_000 }).toBeGreaterThan(0);
      // The current match is filtered out: no lobby card is the match being watched.
      const world = (await (await fetch(`${baseUrl}/Demo/World`)).json()) as { Result: { Targets: { Kind: string; MatchId: number; Title?: string }[] } };
      expect(world.Result.Targets.some((t) => t.MatchId === MATCH)).toBe(true);
      const groups = await lobby.locator('.lobby__group').evaluateAll((els) => els.map((e) => e.getAttribute('data-group')));
      expect(groups.length).toBeGreaterThan(0);
      for (const g of groups) expect(['running', 'non-live', 'not-started']).toContain(g);
      expect(await lobby.innerText()).not.toContain('Arsenal vs Chelsea');
      await screenshot(page, `viewer-gaps-lobby-${width}`);

      await lobby.getByRole('button', { name: 'Streamer zone' }).click();
      const topics = page.getByTestId('streamer-topic-panel');
      await topics.waitFor();
      await expect.poll(() => topics.locator('.schedule-card').count(), { timeout: 20_000 }).toBeGreaterThan(0);
      await screenshot(page, `viewer-gaps-topics-${width}`);
      await page.keyboard.press('Escape');
      await expect.poll(() => topics.count()).toBe(0);
      await page.close();
    }, 120_000);
  }

  it('the toolbar icons are named in the viewer\'s language (cn)', async () => {
    const { page } = await openPage('/licensee', { Token: await token(null), MatchId: MATCH, UserLanguage: 'cn' }, 1280);
    await page.locator('[data-toolbar-item="Streamer"]').waitFor();
    expect(new URL(page.url()).pathname).toBe('/licensee');
    expect(await page.locator('[data-toolbar-item="Streamer"]').getAttribute('aria-label')).toBe('直播大厅');
    await page.close();
  }, 60_000);

  it('/streamingplugin runs as the Plugin variant: no lobby or events icon', async () => {
    const { page } = await openPage('/streamingplugin', { Token: await token('member'), MatchId: MATCH, UserLanguage: 'en' }, 1280);
    await page.getByTestId('chat-room').waitFor();
    await dismissTutorial(page, 3_000);
    await page.locator('.streaming-view__toolbar [data-action="mute"]').waitFor();
    expect(await page.locator('[data-toolbar-item="Streamer"]').count()).toBe(0);
    expect(await page.locator('[data-toolbar-item="Promotion"]').count()).toBe(0);
    await page.close();
  }, 60_000);
});

describe('gates (items 7, 8, 10)', () => {
  it('a closed room takes gift, sticker and wheel away', async () => {
    const { page } = await openPage('/licensee', { Token: await token('vip5'), MatchId: MATCH, UserLanguage: 'en' }, 1280);
    try {
      await page.getByTestId('chat-room').waitFor();
      await dismissTutorial(page, 3_000);
      await expect.poll(() => drawerToggles(page), { timeout: 30_000 }).toContain('Stickers');
      await screenshot(page, 'viewer-gaps-open-1280');
      expect(await drawerToggles(page)).toContain('Gifts');
      await setRoomOpen(false);
      await expect.poll(() => drawerToggles(page), { timeout: 30_000 }).not.toContain('Gifts');
      expect(await drawerToggles(page)).not.toContain('Stickers');
      expect(await drawerToggles(page)).not.toContain('Prize wheel');
      await screenshot(page, 'viewer-gaps-closed-1280');
      // Seeing the room reopen without a reload is issue 16 item 35 (the connection stops on close).
    } finally {
      await setRoomOpen(true);
      await page.close();
    }
  }, 120_000);

  // On a server of their own: another journey (chat.e2e.ts) gives the shared world's newbie a
  // nickname, and the order the workers take the files in is not fixed.
  describe('a member without a nickname', () => {
    let own: RunningServer;
    let shared = baseUrl;
    beforeAll(async () => {
      own = await startServer();
      shared = baseUrl;
      baseUrl = own.baseUrl;
    }, 60_000);
    afterAll(async () => {
      baseUrl = shared;
      await own?.stop();
    });

    for (const width of [390, 1280]) {
      it(`at ${width} px: a sticker without a nickname opens the nickname dialog`, async () => {
        const { page } = await openPage('/licensee', { Token: await token('newbie'), MatchId: MATCH, UserLanguage: 'en' }, width);
        await page.getByTestId('chat-room').waitFor();
        await dismissTutorial(page, 3_000);
        await page.locator('.chat-bar__drawers button', { hasText: 'Stickers' }).click();
        const first = page.getByTestId('sticker-grid').locator('button:not([disabled])').first();
        await first.click();
        await page.getByTestId('nickname-input').waitFor();
        await screenshot(page, `viewer-gaps-nickname-${width}`);
        await page.close();
      }, 90_000);
    }
  });
});

describe('StreamingPluginType (item 29)', () => {
  it('3 shows the chatroom without a player, 1 the player without the chat', async () => {
    const member = await token('member');
    const chatOnly = await openPage('/streamingplugin', { Token: member, MatchId: MATCH, UserLanguage: 'en', StreamingPluginType: 3 }, 390);
    await chatOnly.page.getByTestId('chat-room').waitFor();
    await dismissTutorial(chatOnly.page, 3_000);
    expect(await chatOnly.page.locator('section.streaming-view').count()).toBe(0);
    await screenshot(chatOnly.page, 'viewer-gaps-chat-only-390');
    await chatOnly.page.close();

    const streamOnly = await openPage('/streamingplugin', { Token: member, MatchId: MATCH, UserLanguage: 'en', StreamingPluginType: 1 }, 1280);
    await streamOnly.page.locator('section.streaming-view').waitFor();
    await dismissTutorial(streamOnly.page, 3_000);
    await expect.poll(() => streamOnly.page.locator('section.streaming-view').getAttribute('data-source'), { timeout: 20_000 }).not.toBe('none');
    expect(await streamOnly.page.getByTestId('chat-room').count()).toBe(0);
    await screenshot(streamOnly.page, 'viewer-gaps-stream-only-1280');
    await streamOnly.page.close();
  }, 120_000);
});

describe('paths (items 4, 32)', () => {
  it('an unknown path is the widget, not JSON; the provider player routes show a picture', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const res = await page.goto(`${baseUrl}/no-such-page`);
    expect(res?.status()).toBe(404);
    expect(res?.headers()['content-type']).toContain('text/html');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/NotFoundPage');
    expect(await page.locator('body').innerText()).not.toContain('"Code"');

    for (const [path, width] of [['/agoralivestreaming/999999', 390], ['/byteplusstreaming/999999', 1280]] as const) {
      await page.setViewportSize({ width, height: width < 500 ? 844 : 860 });
      await page.goto(`${baseUrl}${path}`);
      const alert = page.locator('.provider-screen [role="alert"]');
      await alert.waitFor({ timeout: 20_000 });
      expect(await alert.innerText()).toMatch(/E10[13]/);
      await screenshot(page, `viewer-gaps-${path.split('/')[1]}-${width}`);
    }
    await page.close();
  }, 60_000);
});

describe('the demo host passes every data parameter, with a way to try each (item 33)', () => {
  const dataOf = async (page: Page) => {
    const src = await page.getByTestId('widget-frame').getAttribute('src');
    const raw = new URL(String(src), baseUrl).searchParams.get('data') ?? '';
    return JSON.parse(Buffer.from(raw, 'base64').toString('utf8')) as Record<string, unknown>;
  };

  for (const width of [390, 1280]) {
    it(`at ${width} px: Title, WatchTimeLimit and SiteId by default; the panel changes a parameter`, async () => {
      const page = await browser.newPage({ viewport: { width, height: width < 500 ? 844 : 900 } });
      page.setDefaultTimeout(45_000);
      await page.goto(`${baseUrl}/`);
      await page.getByTestId(`target-${MATCH}`).click();
      await page.getByTestId('widget-frame').waitFor();
      await expect.poll(async () => (await dataOf(page)).MatchId).toBe(MATCH);
      const data = await dataOf(page);
      expect(data.Title).toBeTruthy();
      expect(data.WatchTimeLimit).toBe(180);
      expect(typeof data.SiteId).toBe('number');

      await page.getByTestId('data-params').locator('summary').click();
      const title = page.getByTestId('data-param-Title');
      await title.waitFor();
      expect(await page.locator('[data-testid^="data-param-"]').count()).toBeGreaterThanOrEqual(25);
      await title.fill('Derby night');
      await page.getByTestId('data-param-StreamingPluginType').selectOption('3');
      await page.getByTestId('data-params-apply').click();
      await expect.poll(async () => (await dataOf(page)).Title).toBe('Derby night');
      expect((await dataOf(page)).StreamingPluginType).toBe(3);
      await page.getByTestId('data-params').scrollIntoViewIfNeeded();
      await screenshot(page, `viewer-gaps-demo-params-${width}`);
      await page.getByTestId('data-params-reset').click();
      await expect.poll(async () => (await dataOf(page)).StreamingPluginType).toBeUndefined();
      await page.close();
    }, 90_000);
  }
});

describe('streaming and programme pages (items 14, 28, 30)', () => {
  const WAITING = 51230012;

  for (const width of [390, 1280]) {
    it(`at ${width} px: a non-licensee chatroom with ad info shows no ad (the sports feed, or E103 with nothing at all)`, async () => {
      const { page } = await openPage('/streamingplugin', { Token: await token('member'), MatchId: WAITING, UserLanguage: 'en' }, width);
      const view = page.locator('section.streaming-view');
      await view.waitFor();
      const gvOrError = () => page.evaluate(() => document.querySelector('section.streaming-view')?.getAttribute('data-source') === 'GV'
        || document.querySelector('.player-box [data-error-code="E103"]') !== null);
      await expect.poll(gvOrError, { timeout: 20_000 }).toBe(true);
      expect(await page.locator('.player-box .player-ad').count()).toBe(0);
      await dismissTutorial(page, 2_000);
      await screenshot(page, `viewer-gaps-no-source-${width}`);
      await page.close();
    }, 60_000);
  }

  const liveProgramme = async () => {
    const world = (await (await fetch(`${baseUrl}/Demo/World`)).json()) as { Result: { Targets: { Kind: string; MatchId: number; Status: number; Title: string; AnchorId: number | null }[] } };
    const p = world.Result.Targets.find((t) => t.Kind === 'programme' && t.Status === 1);
    if (!p) throw new Error('the demo world has no live programme');
    return p;
  };

  for (const width of [390, 1280]) {
    it(`at ${width} px: /creditplugin on a live programme has an open chat; the entertainment title bar shows the programme title`, async () => {
      const programme = await liveProgramme();
      const member = await token('member');
      const credit = await openPage('/creditplugin', { Token: member, MatchId: programme.MatchId, AnchorId: programme.AnchorId, ProgramType: 2, UserLanguage: 'en' }, width);
      await credit.page.getByTestId('chat-room').waitFor();
      await dismissTutorial(credit.page, 2_000);
      // A vertical layout on a phone opens with the chat collapsed: expand it as a viewer would.
      const expand = credit.page.locator('.chat-room [aria-expanded="false"]:not([data-testid="chat-rules-toggle"])');
      if (await expand.count() > 0) await expand.first().click();
      const input = credit.page.getByTestId('chat-input');
      await input.waitFor();
      await expect.poll(() => input.getAttribute('placeholder'), { timeout: 20_000 }).not.toBe('The chat room is closed');
      expect(await input.isDisabled()).toBe(false);
      await screenshot(credit.page, `viewer-gaps-credit-${width}`);
      await credit.page.close();

      const ent = await openPage('/entertainmentplugin', { Token: member, MatchId: programme.MatchId, AnchorId: programme.AnchorId, UserLanguage: 'en' }, width);
      const title = ent.page.locator('.ent__title');
      await title.waitFor();
      await expect.poll(() => title.innerText(), { timeout: 20_000 }).toBe(programme.Title);
      await dismissTutorial(ent.page, 2_000);
      await screenshot(ent.page, `viewer-gaps-ent-title-${width}`);
      await ent.page.close();
    }, 90_000);
  }
});
