/**
 * Responsible-gambling journeys (issue 22 item 1) against the built server: the operator's back
 * end marks a member self-excluded while the widget is open in two tabs — the betting and prize
 * surfaces (quick bet, show ticket, gifts, wheel) leave both tabs and a paused notice shows, chat
 * stays; a replayed SendGift and PlaceBet with the same token and Idempotency-Key are refused
 * with RG001; an AGCO-profile site shows no promoted odds (logged out or in) while a
 * profile-none site shows them to members as today; a reality check appears after a shortened
 * interval with the session's bet figures from the ledger. Screenshots at 390 and 1280 px go to
 * e2e/output/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedBaseUrl } from '../support/shared-server';
import { watchChatReady, chatReady } from '../support/viewer';
import { launchBrowser, screenshot, trackErrors, type Browser, type Page } from '../support/browser';
import { dismissTutorial } from '../support/tutorial';

const baseUrl = sharedBaseUrl();
const OPERATOR_KEY = process.env.OPERATOR_KEY || 'sideline-demo-operator';
const SITE_ID = 4283400;

let browser: Browser;
let matchId: number;
let anchorId = 301;
let anchorLanguage = 'en';

interface Envelope<T> { Code: number; Result: T; Error: { Field: string | null; Message: string }[] | null }

async function raw<T>(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Envelope<T> & { status: number }> {
  const res = await fetch(`${baseUrl}${path}`, {
    method, headers: { 'Content-Type': 'application/json', ...headers }, body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, ...((await res.json()) as Envelope<T>) };
}
async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const r = await raw<T>(method, path, body, headers);
  if (r.Code !== 200) throw new Error(`${path} answered ${JSON.stringify(r)}`);
  return r.Result;
}
const operator = <T>(path: string, body: unknown) => call<T>('POST', path, body, { 'Operator-Key': OPERATOR_KEY });
const setProfile = (Jurisdiction: string, Edits?: Record<string, unknown>) => operator('/Operator/SetJurisdictionProfile', { SiteId: SITE_ID, Jurisdiction, ...(Edits ? { Edits } : {}) });
const setState = (CustomerId: number, s: Record<string, unknown>) =>
  operator('/Operator/SetPlayerGamblingState', { CustomerId, SelfExcluded: false, TimedOutUntil: null, LimitReached: false, AgeVerified: true, ...s });

interface MarketView { MarketId: number; BetType: number; Point?: number | null; Status: string; Selections: { Key: string; Price: number; Status: string }[] }

async function openMarket(): Promise<{ market: MarketView; key: string; price: number }> {
  const { Markets } = await call<{ Markets: MarketView[] }>('GET', `/Operator/Markets?MatchId=${matchId}`, undefined, { 'Operator-Key': OPERATOR_KEY });
  const market = Markets.find((m) => m.BetType !== 222 && m.Status === 'open' && m.Selections.some((s) => s.Status === 'open'));
  if (!market) throw new Error('no open market');
  const sel = market.Selections.find((s) => s.Status === 'open')!;
  return { market, key: sel.Key, price: sel.Price };
}

async function betBody(stake: number) {
  const { market, key, price } = await openMarket();
  return {
    PromotedOddsId: null, SportType: 1, MarketId: market.MarketId, OddsPrice: price, Point: market.Point ?? null, MarketKey: key, Stake: stake,
    AnchorId: 0, AnchorLanguage: 'en', SiteName: 'Sideline Sportsbook', MatchId: matchId, BetType: market.BetType, Recommend: false,
  };
}

const giftBody = () => ({
  SiteName: 'Sideline Sportsbook', CurrencyId: 1, CurrencyName: 'USD', EnableSingleWallet: false, UserLanguage: 'en',
  GiftInfo: { GiftLevel: 0, NickName: 'x', Amount: 5, Quantity: 1, IsUsingTicket: false },
  GroupName: `Licensee${SITE_ID}`, MatchId: matchId, AnchorId: anchorId, AnchorLanguage: anchorLanguage, Message: '102', Color: 3, Type: 2, ProgramType: 1,
});

function widgetUrl(data: Record<string, unknown>): string {
  return `${baseUrl}/licensee?data=${encodeURIComponent(Buffer.from(JSON.stringify(data), 'utf8').toString('base64'))}`;
}
const login = async (userKey: string) => (await call<{ Token: string }>('POST', '/Demo/Login', { UserKey: userKey, UserLanguage: 'en' })).Token;

async function openTab(context: Awaited<ReturnType<Browser['newContext']>>, token: string): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors = trackErrors(page);
  await page.goto(widgetUrl({ Token: token, MatchId: matchId, UserLanguage: 'en' }));
  await page.getByTestId('chat-room').waitFor({ timeout: 20_000 });
  await chatReady(page, 20_000);
  await dismissTutorial(page, 2_000);
  return { page, errors };
}

async function newContext(width: number) {
  const context = await browser.newContext({ viewport: { width, height: 820 } });
  await watchChatReady(context);
  await context.route('**/*.m3u8*', (route) => route.abort());
  return context;
}

const drawerButtons = (page: Page) => page.locator('.chat-bar__drawers button').allInnerTexts();

beforeAll(async () => {
  browser = await launchBrowser();
  const world = await call<{ Targets: { Kind: string; MatchId: number; Status: number; AnchorId: number | null; AnchorLanguage: string | null }[] }>('GET', '/Demo/World');
  const match = world.Targets.find((t) => t.Kind === 'match' && t.Status === 1) ?? world.Targets.find((t) => t.Kind === 'match');
  if (!match) throw new Error('the demo world has no match');
  matchId = match.MatchId;
  anchorId = match.AnchorId ?? anchorId;
  anchorLanguage = match.AnchorLanguage ?? anchorLanguage;
});

afterAll(async () => {
  await setProfile('none').catch(() => undefined);
  await browser?.close();
});

describe('responsible gambling', () => {
  it('self-exclusion hides betting and prizes in both open tabs, keeps chat, and the server refuses replays with RG001', async () => {
    await setProfile('none');
    const token = await login('member');
    const customerId = 1001; // the seed's 'member'
    await setState(customerId, {});
    const context = await newContext(390);
    try {
      const tabs = [await openTab(context, token), await openTab(context, token)];
      for (const { page } of tabs) {
        await page.waitForFunction(() => [...document.querySelectorAll('.chat-bar__drawers button')].some((b) => b.textContent === 'Quick bet'), undefined, { timeout: 10_000 });
        expect(await drawerButtons(page)).toEqual(expect.arrayContaining(['Gifts', 'Quick bet']));
      }
      // A gift and a bet go out while allowed…
      const giftHeaders = { Token: token, MatchId: String(matchId), 'Idempotency-Key': `rg-gift-${Date.now()}` };
      const betHeaders = { Token: token, MatchId: String(matchId), 'Idempotency-Key': `rg-bet-${Date.now()}` };
      const gift = giftBody();
      const bet = await betBody(10);
      const sent = await raw('POST', '/SendGift', gift, giftHeaders);
      expect(sent.Code, JSON.stringify(sent)).toBe(200);
      const placed = await raw('POST', '/PlaceBet', bet, betHeaders);
      expect(placed.Code, JSON.stringify(placed)).toBe(200);
      // …then the operator's back end marks the player self-excluded.
      const started = Date.now();
      await setState(customerId, { SelfExcluded: true });
      await Promise.all(tabs.map(({ page }) => page.getByTestId('rg-paused').waitFor({ timeout: 5_000 })));
      const hiddenAfter = Date.now() - started;
      console.info(`[responsible-gambling] both tabs paused ${hiddenAfter} ms after SetPlayerGamblingState`);
      for (const { page } of tabs) {
        expect(await drawerButtons(page)).toEqual(['Stickers']);
        expect(await page.getByTestId('promoted-odds').count()).toBe(0);
        expect(await page.getByTestId('chat-input').isEnabled()).toBe(true);
      }
      await tabs[0]!.page.getByTestId('rg-paused').scrollIntoViewIfNeeded();
      await screenshot(tabs[0]!.page, 'rg-excluded-390');
      await tabs[1]!.page.setViewportSize({ width: 1280, height: 820 });
      await screenshot(tabs[1]!.page, 'rg-excluded-1280');
      // Replays of the same requests (same token, same Idempotency-Key) are refused, not answered from the store.
      const gift2 = await raw('POST', '/SendGift', gift, giftHeaders);
      const bet2 = await raw('POST', '/PlaceBet', bet, betHeaders);
      for (const r of [gift2, bet2]) {
        expect(r.status).toBe(403);
        expect(r.Error?.[0]).toEqual({ Field: 'RG001', Message: 'Betting and prizes are paused for your account.' });
      }
      // Chat stays available.
      await tabs[0]!.page.getByTestId('chat-input').fill('still chatting');
      await tabs[0]!.page.getByTestId('chat-send').click();
      await tabs[1]!.page.locator('[data-testid="chat-row"]', { hasText: 'still chatting' }).first().waitFor({ timeout: 10_000 });
      // Lifted: the surfaces come back.
      await setState(customerId, {});
      await Promise.all(tabs.map(({ page }) => page.getByTestId('rg-paused').waitFor({ state: 'detached', timeout: 5_000 })));
      expect(await drawerButtons(tabs[0]!.page)).toEqual(expect.arrayContaining(['Gifts', 'Quick bet']));
      for (const { errors } of tabs) expect(errors).toEqual([]);
    } catch (error) {
      for (const [i, p] of context.pages().entries()) await screenshot(p, `rg-failure-${i}-${Date.now().toString(36)}`);
      throw error;
    } finally {
      await setState(customerId, {}).catch(() => undefined);
      await context.close();
    }
  });

  it('an AGCO site shows no promoted odds to a logged-out viewer nor a member; profile none shows members them as today', async () => {
    const { market, key } = await openMarket();
    await operator('/Operator/PromotedOdds/Push', { MatchId: matchId, AnchorId: 0, Language: 'en', MarketId: market.MarketId, Key: key, DurationMs: 120_000 });
    await setProfile('none');
    const context = await newContext(1280);
    const anonContexts: Awaited<ReturnType<typeof newContext>>[] = [];
    try {
      const member = await openTab(context, await login('member'));
      await member.page.getByTestId('promoted-odds').waitFor({ timeout: 10_000 });
      await setProfile('AGCO');
      const anonToken = (await call<{ Token: string }>('POST', '/Demo/AnonymousToken', { SiteId: SITE_ID })).Token;
      // The logged-out viewer is another person: a browser context of their own.
      const anonContext = await newContext(1280);
      anonContexts.push(anonContext);
      for (const [page, token] of [[member.page, await login('member')], [(await anonContext.newPage()), anonToken]] as const) {
        // A cold widget load on two busy cores can take most of the default timeouts: wait for the state.
        const allowed = page.waitForResponse((r) => r.url().includes('/Auth/CheckAllowPromotedOdds'), { timeout: 45_000 });
        await page.goto(widgetUrl({ Token: token, MatchId: matchId, UserLanguage: 'en' }));
        await page.getByTestId('chat-room').waitFor({ timeout: 45_000 });
        expect(await (await allowed).json()).toMatchObject({ Result: { IsAllowPromotedOdds: false } });
        await dismissTutorial(page, 2_000);
        expect(await page.getByTestId('promoted-odds').count()).toBe(0);
      }
      await screenshot(member.page, 'rg-agco-member-1280');
      const listed = await call<{ PromotedOdds: unknown[] }>('POST', '/GetPromotedOdds', { MatchId: matchId, Language: 'en', AnchorId: 0 }, { Token: anonToken, MatchId: String(matchId) });
      expect(listed.PromotedOdds).toEqual([]);
    } finally {
      await setProfile('none');
      await context.close();
      for (const c of anonContexts) await c.close();
    }
  }, 150_000);

  it('a reality check after the profile interval shows the elapsed time and the net result of the session bets', async () => {
    const token = await login('vip5');
    const customerId = 1002; // the seed's 'vip5'
    await setState(customerId, { AgeVerified: true });
    // A shortened interval: 9 s.
    await setProfile('MGA', { RealityCheckMinutes: 0.15 });
    const context = await newContext(390);
    try {
      const { page, errors } = await openTab(context, token);
      // Two bets in this session: 10 and 15 staked, none settled yet → net −25.00.
      for (const stake of [10, 15]) {
        const r = await raw('POST', '/PlaceBet', await betBody(stake), { Token: token, MatchId: String(matchId), 'Idempotency-Key': `rg-rc-${stake}-${Date.now()}` });
        expect(r.Code, JSON.stringify(r)).toBe(200);
      }
      const dialog = page.getByTestId('rg-reality-check');
      await dialog.waitFor({ timeout: 30_000 });
      await page.getByTestId('rg-reality-net').waitFor({ timeout: 10_000 });
      expect(await page.getByTestId('rg-reality-net').innerText()).toBe("Net result of this session's bets: -25.00 (2 bets)");
      expect(await page.getByTestId('rg-reality-elapsed').innerText()).toMatch(/^You have been here for \d+ min\.$/);
      expect(await page.getByTestId('rg-help').getAttribute('href')).toBe('https://www.mga.org.mt/');
      await screenshot(page, 'rg-reality-check-390');
      await page.setViewportSize({ width: 1280, height: 820 });
      await screenshot(page, 'rg-reality-check-1280');
      await page.getByTestId('rg-continue').click();
      await dialog.waitFor({ state: 'detached', timeout: 5_000 });
      expect(errors).toEqual([]);
    } finally {
      await setProfile('none');
      await context.close();
    }
  });
});
