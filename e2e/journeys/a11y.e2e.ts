/**
 * Accessibility audit (issue 10): axe-core in Chromium on every route of the route table
 * (packages/web/src/app/routes.tsx, parsed by e2e/support/routes.ts so a new route is audited without touching this
 * file) and on the main panels and dialogs opened on top of them. Any violation of impact
 * serious or critical fails, listed readably; the per-state counts go to
 * e2e/output/a11y-summary.json.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedBaseUrl } from '../support/shared-server';
import { demoApi } from '../support/api';
import { launchBrowser, outputDir, screenshot, trackErrors, type Browser, type Page } from '../support/browser';
import { routePatterns } from '../support/routes';
import { dismissTutorial } from '../support/tutorial';

const baseUrl = sharedBaseUrl();
const api = demoApi(baseUrl);
const { call, operator } = api;
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Demo users (seed/world.ts): vip5 holds a balance; the host page hands CustomerId over in the data parameter. */
const USER = { key: 'vip5', customerId: 1002 };
/** Routes whose MatchId is not a match: the entertainment page takes a seeded programme's event id. */
const MATCH_ID_FOR: Record<string, number> = { entertainmentplugin: 7001 };
/** Values for route parameters (the promotion id is a seeded promotion). */
const PARAM_SAMPLES: Record<string, string> = { id: '5', userLanguage: 'en' };

/** Concrete paths for a pattern: optional parameters both left out and filled in, `*` as a made-up segment. */
function concretePaths(pattern: string): string[] {
  const fill = (keepOptional: boolean) => pattern.split('/').flatMap((seg) => {
    if (seg === '*') return ['a11y-audit'];
    const param = /^:(\w+)(\?)?$/.exec(seg);
    if (!param) return [seg];
    if (param[2] && !keepOptional) return [];
    return [PARAM_SAMPLES[param[1]!] ?? 'x'];
  }).join('/') || '/';
  return [...new Set([fill(false), fill(true)])];
}

interface Finding { id: string; impact: string; help: string; nodes: { target: string; summary: string }[] }
const summary: Record<string, { serious: number; critical: number; rules: string[] }> = {};

/** Runs axe-core on the page and returns the serious and critical violations. */
async function audit(page: Page, name: string): Promise<Finding[]> {
  // Colours are judged at rest: let fade-ins and other finite animations finish first (at most 3 s).
  await page.evaluate(() => Promise.race([
    Promise.all(document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined))),
    new Promise((r) => setTimeout(r, 3_000)),
  ]));
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] }[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id, impact: v.impact ?? '', help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.map(String).join(' '), summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 300) })),
    }));
  });
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  summary[name] = {
    serious: bad.filter((v) => v.impact === 'serious').reduce((n, v) => n + v.nodes.length, 0),
    critical: bad.filter((v) => v.impact === 'critical').reduce((n, v) => n + v.nodes.length, 0),
    rules: bad.map((v) => `${v.id} (${v.nodes.length})`),
  };
  return bad;
}

function describeFindings(name: string, findings: Finding[]): string {
  return findings.map((f) => `[${name}] ${f.impact.toUpperCase()} ${f.id}: ${f.help}\n${f.nodes.map((n) => `    ${n.target}\n      ${n.summary}`).join('\n')}`).join('\n');
}

/** Audits the current state and collects a readable report of what fails. */
async function check(page: Page, name: string, report: string[]): Promise<void> {
  const findings = await audit(page, name);
  if (findings.length > 0) {
    report.push(describeFindings(name, findings));
    await screenshot(page, `a11y-${name}`);
  }
}


let browser: Browser;
let token: string;
let matchId: number;

function withData(route: string, extra: Record<string, unknown> = {}): string {
  const first = route.split('/')[1]?.toLowerCase() ?? '';
  const data = { Token: token, MatchId: MATCH_ID_FOR[first] ?? matchId, UserLanguage: 'en', CustomerId: USER.customerId, CurrencyId: 1, IsUserLogin: true, ...extra };
  return `${baseUrl}${route}?data=${encodeURIComponent(Buffer.from(JSON.stringify(data), 'utf8').toString('base64'))}`;
}

/** Waits until the page has drawn and its loading states are gone. */
async function settle(page: Page): Promise<void> {
  // /NotFoundPage draws nothing, so an empty root is allowed after a while.
  await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0, undefined, { timeout: 5_000 }).catch(() => undefined);
  await page.waitForFunction(() => document.querySelector('.widget-loading, .chatroom-loading') === null, undefined, { timeout: 20_000 }).catch(() => undefined);
  await page.waitForTimeout(1_500);
}

async function newPage(): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  // The page CSP forbids inline scripts; axe-core goes in as one.
  const context = await browser.newContext({ viewport: { width: 1100, height: 820 }, bypassCSP: true });
  // The video is not audited: without its playlist the player shows its error photo.
  await context.route('**/*.m3u8*', (route) => route.abort());
  const page = await context.newPage();
  return { page, errors: trackErrors(page), close: () => context.close() };
}

beforeAll(async () => {
  browser = await launchBrowser();
  token = (await call<{ Token: string }>('POST', '/Demo/Login', { UserKey: USER.key, UserLanguage: 'en' })).Token;
  matchId = await api.match('live');
});

afterAll(async () => {
  await browser?.close();
  mkdirSync(outputDir, { recursive: true });
  writeFileSync(path.join(outputDir, 'a11y-summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
  console.log(Object.entries(summary).map(([k, v]) => `${k.padEnd(48)} serious ${v.serious}  critical ${v.critical}  ${v.rules.join(', ')}`).join('\n'));
});

const ROUTES = routePatterns().flatMap(concretePaths);

describe('axe-core finds no serious or critical violation', () => {
  it('reads every route of the route table', () => {
    expect(ROUTES).toEqual(expect.arrayContaining(['/licensee', '/entertainmentplugin', '/streamertopicpage/streamerschedule', '/promotion', '/promotion/5/en', '/adminpage/a11y-audit']));
  });

  it.each(ROUTES)('on the page %s', async (route) => {
    const { page, errors, close } = await newPage();
    const report: string[] = [];
    try {
      const answer = await page.goto(withData(route));
      if (!(answer?.headers()['content-type'] ?? '').startsWith('text/html')) {
        // Only the client router knows this path (the server answers page routes only): go there in the app.
        await page.goto(withData('/NotFoundPage'));
        await page.evaluate((url) => {
          window.history.pushState(null, '', url);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, withData(route));
      }
      await settle(page);
      await check(page, `page ${route}`, report);
      await dismissTutorial(page);
      if ((await page.locator('.tutorial').count()) === 0 && (await page.getByTestId('chat-room').count()) > 0) await check(page, `page ${route} (after tutorial)`, report);
    } finally {
      await close();
    }
    expect(report.join('\n\n')).toBe('');
    expect(errors).toEqual([]);
  });

  it('on the licensee and entertainment pages in a dark theme (theme 3, IsDarkMode) with a drawer open', async () => {
    const { page, close } = await newPage();
    const report: string[] = [];
    try {
      for (const route of ['/licensee', '/entertainmentplugin']) {
        await page.goto(withData(route, { Theme: 3, IsDarkMode: true }));
        await settle(page);
        await dismissTutorial(page);
        expect(await page.locator('html').getAttribute('data-dark')).toBe('true');
        await check(page, `dark ${route}`, report);
        const gifts = page.locator('.chat-bar__drawers button[data-drawer="gift"]');
        if ((await gifts.count()) > 0) {
          await gifts.click();
          await page.getByTestId('gift-panel').waitFor({ timeout: 10_000 });
          await check(page, `dark ${route} gift drawer`, report);
        }
      }
    } finally {
      await close();
    }
    expect(report.join('\n\n')).toBe('');
  });

  it('on the panels and dialogs of the licensee chatroom', async () => {
    const { page, close } = await newPage();
    const report: string[] = [];
    const drawer = (label: string) => page.locator('.chat-bar__drawers button', { hasText: label });
    try {
      await page.goto(withData('/licensee'));
      await page.getByTestId('chat-room').waitFor({ timeout: 30_000 });
      await settle(page);
      await dismissTutorial(page);

      await page.getByTestId('settings-menu-button').click();
      await page.getByTestId('settings-menu').waitFor();
      await check(page, 'settings menu', report);
      const nickname = page.locator('[data-testid="settings-menu"] button', { hasText: /nickname/i });
      if ((await nickname.count()) > 0) {
        await nickname.first().click();
        await page.getByRole('dialog').waitFor();
        await check(page, 'nickname dialog', report);
        await page.keyboard.press('Escape');
        await page.getByTestId('settings-menu-button').click();
      }
      const disclaimer = page.locator('[data-testid="settings-menu"] button', { hasText: /disclaimer/i });
      await disclaimer.first().click();
      await page.getByRole('dialog').waitFor();
      await check(page, 'disclaimer dialog', report);
      await page.keyboard.press('Escape');

      await drawer('Gifts').click();
      await page.getByTestId('gift-panel').waitFor({ timeout: 20_000 });
      await expect.poll(() => page.getByTestId('gift-balance-value').innerText(), { timeout: 20_000 }).not.toBe('--');
      await check(page, 'gift panel', report);
      await page.getByRole('tab', { name: 'Lucky box' }).click();
      await page.waitForTimeout(500);
      await check(page, 'lucky box', report);

      for (const [label, name] of [['Stickers', 'stickers'], ['Prize wheel', 'wheel'], ['Show ticket', 'ticket drawer'], ['Quick bet', 'quick-bet drawer']] as const) {
        if ((await drawer(label).count()) === 0) {
          report.push(`[${name}] the '${label}' drawer button is missing`);
          continue;
        }
        await drawer(label).click();
        await page.waitForTimeout(1_000);
        await check(page, name, report);
      }
      await drawer('Quick bet').click();

      // A promoted price followed into the quick-bet sheet with its keypad.
      const { Markets } = await operator<{ Markets: { MarketId: number; BetType: number; Status: string; Selections: { Key: string; Status: string }[] }[] }>('GET', `/Operator/Markets?MatchId=${matchId}`);
      const market = Markets.find((m) => m.BetType !== 222 && m.Status === 'open' && m.Selections.some((s) => s.Status === 'open'));
      if (market) {
        const key = market.Selections.find((s) => s.Status === 'open')!.Key;
        await operator('POST', '/Operator/PromotedOdds/Push', { MatchId: matchId, AnchorId: 0, Language: 'en', MarketId: market.MarketId, Key: key, DurationMs: 120_000 });
        await page.getByTestId('promoted-odds').waitFor({ timeout: 10_000 });
        await check(page, 'promoted odds banner', report);
        await page.getByTestId('promoted-odds-follow').click();
        await page.getByTestId('quick-bet-sheet').waitFor({ timeout: 10_000 });
        await page.waitForTimeout(500);
        await check(page, 'quick-bet sheet', report);
        await page.getByTestId('quick-bet-sheet-close').click();
      } else report.push('[quick-bet sheet] no open market to promote');

      await operator('POST', '/Operator/FastMarket/OpenRound', { MatchId: matchId }).catch(() => undefined);
      const fast = page.getByTestId('fast-market');
      await fast.waitFor({ timeout: 10_000 }).catch(async () => {
        await page.getByTestId('fast-market-entry').click();
        await fast.waitFor({ timeout: 10_000 });
      });
      await page.waitForTimeout(500);
      await check(page, 'fast market', report);
      await page.keyboard.press('Escape');

      const rules = page.getByRole('navigation').getByRole('button', { name: 'Chat room rules' });
      if ((await rules.count()) > 0 && (await rules.getAttribute('aria-expanded')) === 'false') {
        await rules.click();
        await check(page, 'chat rules', report);
      }
    } finally {
      await close();
      // Later journeys share this match: a round left open would pop its modal up over them.
      // (Settled after the page closes: removing the shown market reopens the modal.)
      await operator('POST', '/Operator/FastMarket/SettleRound', { MatchId: matchId }).catch(() => undefined);
    }
    expect(report.join('\n\n')).toBe('');
  }, 180_000);

  it('on the panels of the entertainment page and the streamer topic page', async () => {
    const { page, close } = await newPage();
    const report: string[] = [];
    try {
      await page.goto(withData('/entertainmentplugin'));
      await settle(page);
      await dismissTutorial(page);
      const tool = (name: string) => page.locator('.ent__top-bar').getByRole('button', { name, exact: true });
      for (const [name, label] of [['lobby', 'Live streaming'], ['leaderboard', 'Leaderboard'], ['events', 'Events'], ['schedule', 'Schedule']] as const) {
        if ((await tool(label).count()) === 0) continue;
        await tool(label).click();
        await page.waitForTimeout(1_500);
        await check(page, `entertainment ${name}`, report);
        await page.keyboard.press('Escape');
        const closeButton = page.locator('[role="dialog"] [aria-label="Close"]');
        if ((await closeButton.count()) > 0) await closeButton.first().click();
      }
      await page.goto(withData('/streamertopicpage'));
      await settle(page);
      const events = page.getByRole('button', { name: 'Events' });
      if ((await events.count()) > 0) {
        await events.first().click();
        await page.waitForTimeout(1_500);
        await check(page, 'streamer topic events', report);
      }
    } finally {
      await close();
    }
    expect(report.join('\n\n')).toBe('');
  }, 120_000);
});
