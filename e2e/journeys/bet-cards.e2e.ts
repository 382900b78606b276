/**
 * Live bet cards (issue 22 item 2) against the built server, on the demo site (EnabledBetCards
 * on): member A shows a bet in the chat and member B sees it as a card; the operator suspends
 * the market and the card says so in place (no new chat line); B follows at 2.10, the operator
 * re-prices to 1.95 before B's bet goes out, so the follow asks "the price changed from 2.10 to
 * 1.95 — follow at 1.95?" and places only once B confirms; the follower count shows on the card;
 * the operator settles the market and both members' cards show Won. Screenshots go to e2e/output/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedBaseUrl } from '../support/shared-server';
import { demoApi } from '../support/api';
import { watchChatReady, chatReady } from '../support/viewer';
import { launchBrowser, screenshot, trackErrors, type Browser, type Page } from '../support/browser';
import { dismissTutorial } from '../support/tutorial';

const baseUrl = sharedBaseUrl();
const api = demoApi(baseUrl);
const { call, operator } = api;

let browser: Browser;
let matchId: number;

interface MarketView { MarketId: number; BetType: number; Point?: number | null; Status: string; Selections: { Key: string; KeyName: string; Price: number; Status: string }[] }

async function openWidget(token: string): Promise<{ page: Page; errors: string[]; requested: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1100, height: 820 } });
  await watchChatReady(context);
  await context.route('**/*.m3u8*', (route) => route.abort());
  const page = await context.newPage();
  const errors = trackErrors(page);
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await page.goto(api.pageUrl('/licensee', { Token: token, MatchId: matchId, UserLanguage: 'en' }));
  await page.getByTestId('chat-room').waitFor({ timeout: 20_000 });
  await chatReady(page, 20_000);
  await dismissTutorial(page, 2_000);
  return { page, errors, requested, close: () => context.close() };
}

beforeAll(async () => {
  browser = await launchBrowser();
  // The upcoming match: chat open before kick-off, apart from the betting journey's live match.
  matchId = await api.match('upcoming');
});

afterAll(async () => {
  await browser?.close();
});

describe('live bet cards', () => {
  it('a shown ticket lives in place as its market suspends, re-prices and settles; a follow at a changed price asks first', async () => {
    const { Markets } = await operator<{ Markets: MarketView[] }>('GET', `/Operator/Markets?MatchId=${matchId}`);
    const market = Markets.find((m) => m.BetType !== 222 && m.BetType !== 646 && m.Status === 'open' && m.Selections.filter((s) => s.Status === 'open').length > 1);
    if (!market) throw new Error('no open market');
    const [pick, other] = market.Selections;
    // A known starting price: 2.10 on the picked selection.
    await operator('POST', '/Operator/SetMarketState', { MarketId: market.MarketId, Status: 'open', Prices: { [pick!.Key]: 2.1, [other!.Key]: 1.8 } });
    const tokenA = await api.token('member');
    const placedA = await call<{ IsPlaceBetSuccess: boolean }>('POST', '/PlaceBet', {
      PromotedOddsId: null, SportType: 1, MarketId: market.MarketId, OddsPrice: 2.1, Point: market.Point ?? null, MarketKey: pick!.Key, Stake: 30,
      AnchorId: 0, AnchorLanguage: 'en', SiteName: 'Sideline Sportsbook', MatchId: matchId, BetType: market.BetType, Recommend: false,
    }, { Token: tokenA, MatchId: String(matchId), 'Idempotency-Key': `journey-card-${Date.now()}` });
    expect(placedA).toMatchObject({ IsPlaceBetSuccess: true });
    const a = await openWidget(tokenA);
    const b = await openWidget(await api.token('vip5'));
    try {
      // A shows the bet from the share list (ShowingTicket, 10).
      await a.page.locator('.chat-bar button[aria-pressed]', { hasText: 'Show ticket' }).click();
      const row = a.page.locator(`[data-testid="ticket-row"][data-key="${pick!.Key}"]`).first();
      await row.waitFor({ timeout: 10_000 });
      await row.getByTestId('ticket-show').click();

      // B sees it as a live card: open, @2.10, nobody followed yet.
      const line = b.page.locator('[data-testid="chat-row"][data-type="10"]').last();
      const card = line.getByTestId('bet-card');
      await line.locator('[data-testid="bet-card"][data-state="open"]').waitFor({ timeout: 10_000 });
      expect(await card.getByTestId('bet-card-price').innerText()).toBe('@2.10');
      expect(await card.getByTestId('bet-card-followers').innerText()).toBe('0 followed');
      const lines = await b.page.getByTestId('chat-row').count();
      await screenshot(b.page, 'bet-cards-open');

      // Suspended: the same line says so, Follow is disabled, no new chat line.
      await operator('POST', '/Operator/SetMarketState', { MarketId: market.MarketId, Status: 'suspended' });
      await line.locator('[data-testid="bet-card"][data-state="suspended"]').waitFor({ timeout: 10_000 });
      expect(await card.getByTestId('bet-card-state').innerText()).toBe('Suspended');
      expect(await card.getByTestId('chat-ticket-follow').isDisabled()).toBe(true);
      expect(await b.page.getByTestId('chat-row').count()).toBe(lines);
      await screenshot(b.page, 'bet-cards-suspended');

      // Reopened at 2.10: B follows from the card, the panel quotes 2.10 and B types a stake…
      await operator('POST', '/Operator/SetMarketState', { MarketId: market.MarketId, Status: 'open' });
      await line.locator('[data-testid="bet-card"][data-state="open"]').waitFor({ timeout: 10_000 });
      await card.getByTestId('chat-ticket-follow').click();
      await b.page.locator('[data-testid="quick-bet"][data-phase="ready"]').waitFor({ timeout: 10_000 });
      expect(await b.page.getByTestId('quick-bet-price').innerText()).toBe('@2.10');
      const sheet = b.page.getByTestId('quick-bet-sheet');
      for (const d of '20') await sheet.locator(`[data-key="${d}"]`).click();
      // …the market re-prices to 1.95 before the bet goes out: the card shows it in place.
      await operator('POST', '/Operator/SetMarketState', { MarketId: market.MarketId, Prices: { [pick!.Key]: 1.95 } });
      await card.locator('[data-testid="bet-card-price"]', { hasText: '@1.95' }).waitFor({ timeout: 10_000 });
      expect(await card.getByTestId('bet-card-shown-price').innerText()).toBe('@2.10');
      // B bets at the 2.10 B saw: refused, nothing placed, the panel asks.
      const refused = b.page.waitForResponse((r) => r.url().endsWith('/BetCards/Follow'));
      await b.page.getByTestId('quick-bet-place').click();
      const first = (await (await refused).json()) as { Result: { IsPlaceBetSuccess: boolean; ErrorResult: { ErrorCode: string } } };
      expect(first.Result).toMatchObject({ IsPlaceBetSuccess: false, ErrorResult: { ErrorCode: 'BetCardPriceChanged' } });
      await b.page.getByTestId('quick-bet-reprice').waitFor({ timeout: 10_000 });
      expect(await b.page.getByTestId('quick-bet-reprice-text').innerText()).toBe('The price changed from 2.10 to 1.95 — follow at 1.95?');
      expect(await card.getByTestId('bet-card-followers').innerText()).toBe('0 followed');
      expect(await b.page.getByTestId('quick-bet-success').count()).toBe(0);
      await screenshot(b.page, 'bet-cards-price-changed');
      // B confirms: the follow goes out at 1.95 and is counted on the card, for A too.
      const followed = b.page.waitForRequest((r) => r.url().endsWith('/BetCards/Follow'));
      await b.page.getByTestId('quick-bet-reprice-confirm').click();
      expect(JSON.parse((await followed).postData() ?? '{}')).toMatchObject({ Price: 1.95, Stake: 20 });
      await b.page.getByTestId('quick-bet-success').waitFor({ timeout: 10_000 });
      await card.locator('[data-testid="bet-card-followers"]', { hasText: '1 followed' }).waitFor({ timeout: 10_000 });
      await a.page.locator('[data-testid="chat-row"][data-type="10"]').last().locator('[data-testid="bet-card-followers"]', { hasText: '1 followed' }).waitFor({ timeout: 10_000 });
      await screenshot(b.page, 'bet-cards-followed');
      await b.page.getByTestId('quick-bet-sheet-close').click();

      // Settled: the picked selection won; both cards say so and offer no Follow.
      await operator('POST', '/Operator/SettleMarket', { MarketId: market.MarketId, WinningKeys: [pick!.Key] });
      await line.locator('[data-testid="bet-card"][data-state="won"]').waitFor({ timeout: 10_000 });
      expect(await card.getByTestId('bet-card-state').innerText()).toBe('Won');
      expect(await card.getByTestId('chat-ticket-follow').count()).toBe(0);
      await a.page.locator('[data-testid="chat-row"][data-type="10"] [data-testid="bet-card"][data-state="won"]').last().waitFor({ timeout: 10_000 });
      await screenshot(b.page, 'bet-cards-won');
      await b.page.setViewportSize({ width: 390, height: 844 });
      await line.scrollIntoViewIfNeeded();
      await screenshot(b.page, 'bet-cards-won-phone');
      // A reload reads the card's state from GET /BetCards.
      await b.page.reload();
      await b.page.locator('[data-testid="chat-row"][data-type="10"] [data-testid="bet-card"][data-state="won"]').last().waitFor({ timeout: 20_000 });
      // A logged-out viewer sees the card too, and the card never asks the member-only
      // GET /GetUserToken for its odds type (its 401 would send the viewer to /login).
      const anon = await openWidget(await api.anonymousToken());
      try {
        await anon.page.locator('[data-testid="chat-row"][data-type="10"] [data-testid="bet-card"][data-state="won"]').last().waitFor({ timeout: 20_000 });
        expect(new URL(anon.page.url()).pathname).toBe('/licensee');
        expect(anon.requested.filter((url) => url.includes('/GetUserToken'))).toEqual([]);
        expect(anon.errors).toEqual([]);
      } finally {
        await anon.close();
      }
      expect(a.errors).toEqual([]);
      expect(b.errors).toEqual([]);
    } catch (error) {
      await screenshot(a.page, `bet-cards-failure-a-${Date.now().toString(36)}`);
      await screenshot(b.page, `bet-cards-failure-b-${Date.now().toString(36)}`);
      throw error;
    } finally {
      await a.close();
      await b.close();
    }
  });
});
