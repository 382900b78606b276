/**
 * Shoots the README's pictures (docs/screenshots/) from this checkout's build, with the demo's
 * life on (bots chat, the stream plays): `npm run build && npx tsx e2e/readme-screenshots.ts`.
 * Run it when the widget's look changes; the journeys shoot their own pictures into e2e/output/.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { OPERATOR_KEY, demoApi } from './support/api';
import { repoRoot, startServer } from './support/server';
import { demoToken, watchChatReady, chatReady } from './support/viewer';
import { dismissTutorial } from './support/tutorial';
import { demoWorld, pageUrl } from './support/routes';

const out = path.join(repoRoot, 'docs', 'screenshots');
const server = await startServer({ SIM: 'on' });
const { baseUrl } = server;

async function operator(method: 'GET' | 'POST', route: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${baseUrl}${route}`, { method, headers: { 'Content-Type': 'application/json', 'Operator-Key': OPERATOR_KEY }, body: body === undefined ? undefined : JSON.stringify(body) });
  return ((await res.json()) as { Result: unknown }).Result;
}

/** A member on /licensee of the live match, chat joined, tutorial dismissed, the video drawing. */
async function licensee(browser: Browser, width: number, height: number, userKey: string, matchId: number): Promise<Page> {
  const ctx = await browser.newContext({ viewport: { width, height } });
  await watchChatReady(ctx);
  const page = await ctx.newPage();
  const data = Buffer.from(JSON.stringify({ Token: await demoToken(baseUrl, userKey), MatchId: matchId, UserLanguage: 'en' }), 'utf8').toString('base64');
  await page.goto(`${baseUrl}/licensee?data=${encodeURIComponent(data)}`);
  await chatReady(page, 30_000);
  await dismissTutorial(page, 3_000);
  await page.waitForFunction(() => (document.querySelector('[data-testid="hls-video"]') as HTMLVideoElement | null)?.readyState === 4, undefined, { timeout: 30_000 }).catch(() => undefined);
  // The fast market opens by itself on entry (spec), and a round's settlement too: the pictures
  // show the page behind them.
  for (let i = 0; i < 5 && (await page.locator('.dialog-backdrop').count()) > 0; i++) {
    await page.keyboard.press('Escape');
    await page.waitForTimeout(300);
  }
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="chat-list"] li').length >= 4, undefined, { timeout: 30_000 }).catch(() => undefined);
  // Closing a dialog hands focus back to a toolbar button; the pictures show no focus ring.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  return page;
}

const browser = await launchBrowser();
try {
  const matchId = await demoApi(baseUrl).match('live');
  // Let the bots say a few lines first, so the chat is not empty.
  await new Promise((r) => setTimeout(r, 8_000));

  const desktop = await licensee(browser, 1280, 800, 'member', matchId);
  await desktop.mouse.move(400, 400);
  await desktop.waitForTimeout(500);
  await desktop.screenshot({ path: path.join(out, 'licensee-desktop.png') });

  const phone = await licensee(browser, 390, 844, 'member', matchId);
  await phone.screenshot({ path: path.join(out, 'licensee-phone.png') });

  // Promoted odds, a fast-market round and the gift drawer at once.
  const markets = (await operator('GET', `/Operator/Markets?MatchId=${matchId}`)) as { Markets: { MarketId: number; BetType: number; Status: string; Selections: { Key: string; Status: string }[] }[] };
  const market = markets.Markets.find((m) => m.BetType !== 222 && m.Status === 'open' && m.Selections.some((s) => s.Status === 'open'));
  if (market) await operator('POST', '/Operator/PromotedOdds/Push', { MatchId: matchId, AnchorId: 0, Language: 'en', MarketId: market.MarketId, Key: market.Selections.find((s) => s.Status === 'open')!.Key, DurationMs: 60_000 });
  await operator('POST', '/Operator/FastMarket/OpenRound', { MatchId: matchId });
  await phone.getByTestId('promoted-odds').waitFor({ timeout: 15_000 }).catch(() => undefined);
  await phone.getByTestId('fast-market').waitFor({ timeout: 5_000 }).then(() => phone.keyboard.press('Escape')).catch(() => undefined);
  await phone.locator('.chat-bar__drawers button[data-drawer="gift"]').click();
  await phone.getByTestId('gift-send').waitFor({ timeout: 15_000 });
  await phone.waitForTimeout(500);
  await phone.screenshot({ path: path.join(out, 'licensee-phone-drawer-banner-fast-market.png') });
  await operator('POST', '/Operator/FastMarket/SettleRound', { MatchId: matchId }).catch(() => undefined);

  // A gift's full-screen animation over the video.
  const vip = await licensee(browser, 1100, 760, 'vip5', matchId);
  await vip.locator('.chat-bar__drawers button[data-drawer="gift"]').click();
  await vip.getByTestId('gift-tab-featured').click();
  await vip.getByTestId('gift-104').click();
  await vip.getByTestId('gift-send').click();
  await vip.locator('[data-testid="gift-animation-stage"] canvas').waitFor({ timeout: 30_000 });
  // Shoot once the car covers a good part of its canvas (the movie fades in first).
  await vip.waitForFunction(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="gift-animation-stage"] canvas');
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx || canvas.width === 0) return false;
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    let drawn = 0;
    for (let i = 3; i < data.length; i += 4 * 97) if (data[i] > 200) drawn++;
    return drawn > data.length / (4 * 97) / 20;
  }, undefined, { timeout: 15_000, polling: 100 }).catch(() => undefined);
  await vip.screenshot({ path: path.join(out, 'gift-animation.png') });

  // The topic page in Thai on a phone.
  const world = await demoWorld(baseUrl);
  const topicCtx = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const topic = await topicCtx.newPage();
  await topic.goto(pageUrl(baseUrl, world, '/streamertopicpage', { UserLanguage: 'th' }));
  await topic.locator('.schedule-card__teams').first().waitFor({ timeout: 30_000 });
  await topic.waitForTimeout(800);
  await topic.screenshot({ path: path.join(out, 'topic-page-phone-th.png') });
  console.log(`README pictures written to ${out}`);
} finally {
  await browser.close();
  await server.stop();
}
