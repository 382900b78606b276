/**
 * Betting-companion journeys (issue 6, widget side) against the built server: a promoted price
 * followed into the quick-bet panel and placed on the keypad (success banner, balance drops);
 * a fast-market round that opens, whose price moves between ticket and bet
 * ('your-selection-has-changed' with the new price, the bet disabled until picked again), is bet and settles with its pop-up; a
 * wheel spin landing on the server's segment; and a dropped fast-market stream: 3 retries,
 * 'failed', then a manual reconnect that works; and a shared ticket followed from the chat: member
 * A shows a bet (ShowingTicket, 10), member B clicks Follow on it, the quick-bet panel opens on
 * that selection and B's bet goes out as a follow (FollowPlayerTicket, 11). Like the demo host
 * site, the widgets get neither CustomerId nor CurrencyName in the data parameter: the member's
 * ids and currency come from the server (GET /GetUserToken) and the settlement arrives through
 * the member's own hub group. Screenshots go to e2e/output/.
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


interface MarketView { MarketId: number; BetType: number; Point?: number | null; Status: string; MinBet: number; MaxBet: number; Selections: { Key: string; Price: number; Status: string }[] }

function widgetUrl(data: Record<string, unknown>): string {
  return `${baseUrl}/licensee?data=${encodeURIComponent(Buffer.from(JSON.stringify(data), 'utf8').toString('base64'))}`;
}

async function login(userKey: string): Promise<string> {
  return (await call<{ Token: string }>('POST', '/Demo/Login', { UserKey: userKey, UserLanguage: 'en' })).Token;
}

async function openWidget(userKey: string, token?: string): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1100, height: 820 } });
  await watchChatReady(context);
  // The video is not part of these journeys: without its playlist the player shows its error
  // photo (the demo's live playlist can keep hls.js busy on a loaded CPU).
  await context.route('**/*.m3u8*', (route) => route.abort());
  const page = await context.newPage();
  const errors = trackErrors(page);
  await page.goto(widgetUrl({ Token: token ?? (await login(userKey)), MatchId: matchId, UserLanguage: 'en' }));
  await page.getByTestId('chat-room').waitFor({ timeout: 20_000 });
  await chatReady(page, 20_000);
  await dismissTutorial(page, 2_000);
  return { page, errors, close: () => context.close() };
}

const amount = (text: string) => Number(text.replace(/,/g, ''));

async function typeStake(page: Page, digits: string): Promise<void> {
  const sheet = page.getByTestId('quick-bet-sheet');
  for (const d of digits) await sheet.locator(`[data-key="${d}"]`).click();
}

async function waitPhase(page: Page, phase: string): Promise<void> {
  await page.locator(`[data-testid="quick-bet"][data-phase="${phase}"]`).waitFor({ timeout: 10_000 });
}

beforeAll(async () => {
  browser = await launchBrowser();
  matchId = await api.match('live');
});

afterAll(async () => {
  await browser?.close();
});

describe('betting journeys', () => {
  it('a promoted-odds push shows the banner; following it, a keypad stake is placed and the balance drops', async () => {
    const { Markets } = await operator<{ Markets: MarketView[] }>('GET', `/Operator/Markets?MatchId=${matchId}`);
    const market = Markets.find((m) => m.BetType !== 222 && m.Status === 'open' && m.Selections.some((s) => s.Status === 'open'));
    if (!market) throw new Error('no open market');
    const key = market.Selections.find((s) => s.Status === 'open')!.Key;
    const w = await openWidget('member');
    try {
      await operator('POST', '/Operator/PromotedOdds/Push', { MatchId: matchId, AnchorId: 0, Language: 'en', MarketId: market.MarketId, Key: key, DurationMs: 120_000 });
      const banner = w.page.getByTestId('promoted-odds');
      await banner.waitFor({ timeout: 10_000 });
      await screenshot(w.page, 'betting-promoted-banner');
      await w.page.getByTestId('promoted-odds-follow').click();
      await waitPhase(w.page, 'ready');
      const before = amount(await w.page.getByTestId('quick-bet-funds').innerText());
      expect(Number.isFinite(before)).toBe(true);
      // Zero keys are disabled while the stake is empty.
      await expect(w.page.getByTestId('quick-bet-sheet').locator('[data-key="0"]').isDisabled()).resolves.toBe(true);
      await typeStake(w.page, '50');
      expect(await w.page.getByTestId('quick-bet-stake').inputValue()).toBe('50');
      await w.page.getByTestId('quick-bet-place').click();
      await w.page.getByTestId('quick-bet-success').waitFor({ timeout: 10_000 });
      expect(await w.page.getByTestId('quick-bet-success').innerText()).toContain('50');
      await w.page.waitForFunction((b) => Number(document.querySelector('[data-testid="quick-bet-funds"]')?.textContent?.replace(/,/g, '')) === b - 50, before, { timeout: 5_000 });
      // The currency name comes from the server (the data parameter names none).
      expect(await w.page.getByTestId('quick-bet-currency').innerText()).toBe('USD');
      await screenshot(w.page, 'betting-promoted-success');
      // The room learns the member followed the streamer's price (FollowPromotedOdds, type 7).
      await w.page.locator('[data-testid="chat-row"][data-type="7"]').first().waitFor({ timeout: 10_000 });
      // Success returns to Init after 3 s.
      await w.page.locator('[data-testid="quick-bet"][data-status="Init"]').waitFor({ timeout: 10_000 });
      // The Quick bet drawer is a bet slip: the promoted price is one tap from the keypad, and back.
      await w.page.getByTestId('quick-bet-sheet-close').click();
      await w.page.locator('.chat-bar__drawers button', { hasText: 'Quick bet' }).click();
      const drawer = w.page.locator('.chat-drawer');
      const back = drawer.getByTestId('bet-slip-back');
      await drawer.getByTestId('bet-slip').or(back).first().waitFor({ timeout: 10_000 });
      if (await back.count()) await back.click();
      const pickButton = drawer.getByTestId('bet-slip-pick').first();
      await pickButton.waitFor({ timeout: 10_000 });
      expect(await drawer.getByTestId('bet-slip').innerText()).toContain('Promoted now');
      await screenshot(w.page, 'betting-bet-slip');
      await pickButton.click();
      await drawer.locator('[data-testid="quick-bet"][data-phase="ready"]').waitFor({ timeout: 10_000 });
      await drawer.getByTestId('bet-slip-back').click();
      await drawer.getByTestId('bet-slip').waitFor({ timeout: 10_000 });
      expect(w.errors).toEqual([]);
    } catch (error) {
      await screenshot(w.page, `betting-failure-${Date.now().toString(36)}`);
      throw error;
    } finally {
      await w.close();
    }
  });

  it('a fast-market round opens, its price changes between ticket and bet, the bet goes through at the new price and settles with a pop-up', async () => {
    const w = await openWidget('member');
    try {
      await operator('POST', '/Operator/FastMarket/OpenRound', { MatchId: matchId });
      const modal = w.page.getByTestId('fast-market');
      await modal.locator('[data-testid="fast-market-option"]').first().waitFor({ timeout: 10_000 });
      const marketId = Number(await modal.getAttribute('data-market'));
      await screenshot(w.page, 'betting-fast-market-open');
      const option = modal.locator('[data-testid="fast-market-option"]').first();
      const key = (await option.getAttribute('data-key'))!;
      const oldPrice = Number(await option.getByTestId('fast-market-odds').innerText());
      await option.click();
      await waitPhase(w.page, 'ready');
      expect(await w.page.getByTestId('quick-bet-price').innerText()).toBe(`@${oldPrice.toFixed(2)}`);
      // The odds move between the ticket and the bet.
      const newPrice = Math.round((oldPrice + 0.35) * 100) / 100;
      await operator('POST', '/Operator/SetMarketState', { MarketId: marketId, Prices: { [key]: newPrice } });
      await typeStake(w.page, '20');
      await w.page.getByTestId('quick-bet-place').click();
      const inline = w.page.getByTestId('quick-bet-inline');
      await inline.waitFor({ timeout: 10_000 });
      expect(await inline.innerText()).toBe(`Your selection has changed @${newPrice.toFixed(2)}`);
      expect(await w.page.getByTestId('quick-bet-price').innerText()).toBe(`@${newPrice.toFixed(2)}`);
      await screenshot(w.page, 'betting-selection-changed');
      // Chatroom spec section 8: "The bet is disabled in each case" — still after the lost-bet
      // banner resets (3 s); the member picks the option again to bet at the new price.
      await w.page.locator('[data-testid="quick-bet"][data-status="Init"]').waitFor({ timeout: 10_000 });
      expect(await w.page.getByTestId('quick-bet-locked').isDisabled()).toBe(true);
      expect(await w.page.getByTestId('quick-bet-place').count()).toBe(0);
      await w.page.getByTestId('quick-bet-sheet-close').click();
      await w.page.getByTestId('fast-market-entry').click();
      await modal.locator(`[data-testid="fast-market-option"][data-key="${key}"]`).click();
      await waitPhase(w.page, 'ready');
      expect(await w.page.getByTestId('quick-bet-price').innerText()).toBe(`@${newPrice.toFixed(2)}`);
      await typeStake(w.page, '20');
      await w.page.getByTestId('quick-bet-place').click();
      await w.page.getByTestId('quick-bet-success').waitFor({ timeout: 10_000 });
      await w.page.getByTestId('quick-bet-sheet-close').click();
      // The open button sits in the top corner of the video box (streaming screen), at any width.
      for (const size of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
        await w.page.setViewportSize(size);
        const entry = await w.page.locator('.player-box [data-testid="fast-market-entry"]').boundingBox();
        const video = await w.page.locator('.player-box').boundingBox();
        expect(entry && video).toBeTruthy();
        expect(entry!.y - video!.y).toBeLessThan(20);
        expect(video!.x + video!.width - (entry!.x + entry!.width)).toBeLessThan(20);
        await screenshot(w.page, `betting-fast-market-entry-${size.width}`);
      }
      await w.page.setViewportSize({ width: 1100, height: 820 });
      await w.page.getByTestId('fast-market-entry').click();
      await modal.locator(`[data-testid="fast-market-option"][data-key="${key}"][data-direction="up"]`).waitFor({ timeout: 5_000 }).catch(() => undefined);
      await w.page.keyboard.press('Escape');
      // Settlement: the member's result pops up (profit share when positive, wish coin otherwise).
      await operator('POST', '/Operator/FastMarket/SettleRound', { MatchId: matchId, Outcome: { [String(marketId)]: key } });
      const popup = w.page.locator('[data-testid="settlement-profit-share"], [data-testid="settlement-wish-coin"]').first();
      await popup.waitFor({ timeout: 10_000 });
      expect(await popup.getAttribute('data-testid')).toBe('settlement-profit-share');
      await screenshot(w.page, 'betting-settlement');
      expect(w.errors).toEqual([]);
    } catch (error) {
      await screenshot(w.page, `betting-failure-${Date.now().toString(36)}`);
      // Later journeys share this match: a round left open would pop its modal up over them
      // (a failure here once blocked every later click on the match's widget).
      await operator('POST', '/Operator/FastMarket/SettleRound', { MatchId: matchId }).catch(() => undefined);
      throw error;
    } finally {
      await w.close();
    }
  });

  it('member B follows the ticket member A showed in the chat, and places it as a follow', async () => {
    const { Markets } = await operator<{ Markets: MarketView[] }>('GET', `/Operator/Markets?MatchId=${matchId}`);
    const market = Markets.find((m) => m.BetType !== 222 && m.BetType !== 646 && m.Status === 'open' && m.Selections.filter((x) => x.Status === 'open').length > 1);
    if (!market) throw new Error('no open market');
    const selection = market.Selections.filter((x) => x.Status === 'open')[1]!;
    // Member A has a bet on the match (placed over HTTP: the journey is about sharing it).
    const tokenA = await login('member');
    const placedA = await call<{ IsPlaceBetSuccess: boolean }>('POST', '/PlaceBet', {
      PromotedOddsId: null, SportType: 1, MarketId: market.MarketId, OddsPrice: selection.Price, Point: market.Point ?? null, MarketKey: selection.Key, Stake: 30,
      AnchorId: 0, AnchorLanguage: 'en', SiteName: 'Sideline Sportsbook', MatchId: matchId, BetType: market.BetType, Recommend: false,
    }, { Token: tokenA, MatchId: String(matchId), 'Idempotency-Key': `journey-share-${Date.now()}` });
    expect(placedA).toMatchObject({ IsPlaceBetSuccess: true });
    const a = await openWidget('member', tokenA);
    const b = await openWidget('vip5');
    try {
      // A opens the share list and shows the bet in the chat (ShowingTicket, 10).
      await a.page.locator('.chat-bar button[aria-pressed]', { hasText: 'Show ticket' }).click();
      const row = a.page.locator(`[data-testid="ticket-row"][data-key="${selection.Key}"]`).first();
      await row.waitFor({ timeout: 10_000 });
      await row.getByTestId('ticket-show').click();
      // B sees it with a Follow button.
      const shared = b.page.locator('[data-testid="chat-row"][data-type="10"]').last();
      await shared.waitFor({ timeout: 10_000 });
      const sharedText = await shared.innerText();
      // The demo site has live bet cards (issue 22): the line becomes a card; Follow is on the card.
      await shared.locator('[data-testid="bet-card"][data-state="open"]').waitFor({ timeout: 10_000 });
      await screenshot(b.page, 'betting-shared-ticket');
      await shared.getByTestId('chat-ticket-follow').click();
      // The quick-bet panel opens on that selection, quoted by the sportsbook.
      await waitPhase(b.page, 'ready');
      const keyName = await b.page.getByTestId('quick-bet-selection').innerText();
      expect(sharedText).toContain(keyName);
      expect(await b.page.getByTestId('quick-bet-bet-type').innerText()).not.toBe('');
      expect(await b.page.getByTestId('quick-bet-price').innerText()).toBe(`@${selection.Price.toFixed(2)}`);
      expect(await b.page.getByTestId('quick-bet-currency').innerText()).toBe('USD');
      if (market.Point != null) expect(await b.page.getByTestId('quick-bet-point').innerText()).toBe(String(market.Point));
      const placed = b.page.waitForRequest((r) => r.url().endsWith('/PlaceBet') || r.url().endsWith('/BetCards/Follow'));
      await typeStake(b.page, '20');
      await b.page.getByTestId('quick-bet-place').click();
      const request = await placed;
      const body = JSON.parse(request.postData() ?? '{}') as Record<string, unknown>;
      if (request.url().endsWith('/BetCards/Follow')) {
        // The demo site has live bet cards (issue 22): the card names market, selection and the
        // sharer; the follow sends only the card, the price B saw and the stake.
        expect(Object.keys(body).sort()).toEqual(['CardId', 'Price', 'Stake']);
        expect(body).toMatchObject({ Price: selection.Price, Stake: 20 });
      } else {
        expect(body).toMatchObject({ MarketId: market.MarketId, MarketKey: selection.Key, FollowNickname: 'LuckyFan', Stake: 20 });
      }
      await b.page.getByTestId('quick-bet-success').waitFor({ timeout: 10_000 });
      // The room learns B followed A's ticket (FollowPlayerTicket, 11, naming A) — A sees it too.
      await b.page.locator('[data-testid="chat-row"][data-type="11"]').last().waitFor({ timeout: 10_000 });
      expect(await b.page.locator('[data-testid="chat-row"][data-type="11"]').last().innerText()).toContain('LuckyFan');
      await a.page.locator('[data-testid="chat-row"][data-type="11"]').last().waitFor({ timeout: 10_000 });
      await screenshot(b.page, 'betting-follow-ticket-placed');
      expect(a.errors).toEqual([]);
      expect(b.errors).toEqual([]);
    } catch (error) {
      await screenshot(a.page, `betting-failure-a-${Date.now().toString(36)}`);
      await screenshot(b.page, `betting-failure-b-${Date.now().toString(36)}`);
      throw error;
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('a wheel spin lands on the segment the server chose', async () => {
    const w = await openWidget('vip5');
    try {
      await w.page.getByRole('button', { name: 'Prize wheel' }).click();
      const wheel = w.page.getByTestId('wheel');
      await wheel.waitFor({ timeout: 10_000 });
      await w.page.waitForFunction(() => (document.querySelector('[data-testid="wheel-cost"]')?.textContent ?? '--') !== '--', undefined, { timeout: 10_000 });
      const answer = w.page.waitForResponse((r) => r.url().endsWith('/SpinWheel'));
      // Keyboard: focus the Spin button and press Enter.
      await w.page.getByTestId('wheel-spin').focus();
      await w.page.keyboard.press('Enter');
      const body = (await (await answer).json()) as { Code: number; Result: { BingoIndex: number } };
      expect(body.Code).toBe(200);
      await w.page.locator('[data-testid="wheel"][data-phase="spinning"]').waitFor({ timeout: 3_000 });
      await w.page.locator('[data-testid="wheel"][data-phase="done"]').waitFor({ timeout: 8_000 });
      expect(await wheel.getAttribute('data-highlight')).toBe(String(body.Result.BingoIndex));
      expect(await w.page.getByTestId('wheel-result').innerText()).not.toBe('');
      await screenshot(w.page, 'betting-wheel');
      expect(w.errors).toEqual([]);
    } catch (error) {
      await screenshot(w.page, `betting-failure-${Date.now().toString(36)}`);
      throw error;
    } finally {
      await w.close();
    }
  });

  it('a dropped fast-market stream retries 3 times, fails, and a manual reconnect works', async () => {
    const w = await openWidget('vip5');
    try {
      await operator('POST', '/Operator/FastMarket/OpenRound', { MatchId: matchId }).catch(() => undefined);
      const modal = w.page.getByTestId('fast-market');
      await w.page.locator('[data-testid="fast-market"][data-status="open"]').waitFor({ timeout: 10_000 }).catch(async () => {
        await w.page.getByTestId('fast-market-entry').click();
      });
      await w.page.locator('[data-testid="fast-market"][data-status="open"]').waitFor({ timeout: 10_000 });
      const streams: string[] = [];
      w.page.on('request', (r) => {
        if (r.url().includes('/FastMarket/Stream')) streams.push(r.url());
      });
      await operator('POST', '/Operator/FastMarket/DropStreams', { MatchId: matchId, RefuseForMs: 6_000 });
      await w.page.locator('[data-testid="fast-market"][data-status="retrying"]').waitFor({ timeout: 5_000 });
      await w.page.locator('[data-testid="fast-market"][data-status="failed"]').waitFor({ timeout: 8_000 });
      expect(streams.length).toBe(3);
      expect(await w.page.getByTestId('fast-market-status').innerText()).toBe('Connection failed');
      await screenshot(w.page, 'betting-fast-market-failed');
      // Wait out the refusal, then reconnect by hand: a new URL after 1 s.
      await w.page.waitForTimeout(4_000);
      await w.page.getByTestId('fast-market-reconnect').click();
      await w.page.locator('[data-testid="fast-market"][data-status="open"]').waitFor({ timeout: 10_000 });
      expect(streams.length).toBe(4);
      expect(new URL(streams[3]!).searchParams.get('Token')).not.toBe(new URL(streams[0]!).searchParams.get('Token'));
      expect(await modal.isVisible()).toBe(true);
      await screenshot(w.page, 'betting-fast-market-reconnected');
    } catch (error) {
      await screenshot(w.page, `betting-failure-${Date.now().toString(36)}`);
      throw error;
    } finally {
      // Later journeys share this match: a round left open would pop its modal up over them.
      await operator('POST', '/Operator/FastMarket/SettleRound', { MatchId: matchId }).catch(() => undefined);
      await w.close();
    }
  });
});
