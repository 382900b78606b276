/**
 * Reports journey (issue 19 item 7) in Chromium against the built server: real activity first —
 * a member watches and chats in the widget (/licensee) of a running match, two members heart-beat,
 * one sends a gift, the room's HLS segments are served — then the owner opens the programme,
 * streamer and traffic reports (chart and tables) by day, week and month, sorts a column and
 * exports CSV and .xlsx. Screenshots at 1280 and 390 px go to e2e/output/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, type Browser, type Page } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { ownerEnv, signIn, staffPages } from '../support/backoffice';
import { demoToken, openViewerChat, type ViewerChat } from '../support/viewer';

/** The seed's running match and its vn streamer (Linh Nguyen, 301). */
const MATCH = 51230001;
const ANCHOR = 301;
const LANG = 'vn';
const line = `report line ${Date.now().toString(36)}`;

let server: RunningServer;
let browser: Browser;
let baseUrl: string;
let viewer: ViewerChat | undefined;
let segmentBytes = 0;
const staff = staffPages(() => browser);

const post = async (path: string, token: string, body: unknown, headers: Record<string, string> = {}) => {
  const res = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Token: token, ...headers }, body: JSON.stringify(body) });
  return (await res.json()) as { Code: number; Result: Record<string, unknown> };
};

beforeAll(async () => {
  server = await startServer(ownerEnv());
  baseUrl = server.baseUrl;
  browser = await launchBrowser();
});

afterAll(async () => {
  await viewer?.close().catch(() => undefined);
  await staff.closeAll();
  await browser?.close();
  await server?.stop();
});

it('real activity: a member watches and chats in the widget, two members heart-beat, one tips, the stream is played', async () => {
  // A member in the widget chats in the match's room.
  viewer = await openViewerChat(baseUrl, 'member', MATCH);
  await viewer.send(line);
  await expect.poll(() => viewer!.listText(), { timeout: 15_000 }).toContain(line);

  // Two members heart-beat in the vn streamer's room; one of them sends a gift there.
  const [member, vip] = [await demoToken(baseUrl, 'member'), await demoToken(baseUrl, 'vip5')];
  for (const token of [member, vip]) {
    const beat = await post('/CollectHeartbeatData', token, { MatchId: MATCH, AnchorLanguage: LANG, AnchorId: ANCHOR, CollectType: 1, ProgramType: 1, StreamingSrc: 30 });
    expect(beat.Result).toEqual({ IsSuccess: true });
  }
  const gift = await post('/SendGift', vip, {
    SiteName: 'Sideline Sportsbook', CurrencyId: 1, CurrencyName: 'USD', EnableSingleWallet: false, UserLanguage: 'en',
    GiftInfo: { GiftLevel: 0, NickName: 'GoldenBoot', Amount: 10, Quantity: 2, IsUsingTicket: false },
    GroupName: 'Licensee4283400', MatchId: MATCH, AnchorId: ANCHOR, AnchorLanguage: LANG, Message: '103', Color: 7, Type: 2, ProgramType: 1,
  }, { 'Idempotency-Key': `report-gift-${Date.now()}` });
  expect(gift.Code).toBe(200);

  // The room's live channel is played: its playlist, then its segments.
  const master = await (await fetch(`${baseUrl}/media/live/match-${MATCH}-${LANG}/index.m3u8`)).text();
  const playlist = await (await fetch(`${baseUrl}${master.split('\n').find((l) => l && !l.startsWith('#')) ?? ''}`)).text();
  for (const uri of playlist.split('\n').filter((l) => l && !l.startsWith('#')).slice(0, 3)) {
    const seg = await fetch(`${baseUrl}${uri}`);
    expect(seg.status).toBe(200);
    segmentBytes += (await seg.arrayBuffer()).byteLength;
  }
  expect(segmentBytes).toBeGreaterThan(0);
  expect(viewer.errors).toEqual([]);
}, 120_000);

describe('reports', () => {
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ page, errors } = await staff.open(1280, 900, { reducedMotion: 'reduce' }));
    await signIn(page, baseUrl);
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Reports' }).click();
    await page.getByRole('heading', { name: 'Reports' }).waitFor();
  });

  it('the programme report shows the match with its viewers, chat users, tips and traffic, as a chart and a table', async () => {
    const table = page.getByRole('table', { name: /Programme report/ });
    const row = table.locator('tbody tr').filter({ hasText: ' v ' }).first();
    await row.waitFor({ timeout: 20_000 });
    const cells = await row.getByRole('cell').allInnerTexts();
    // Period, Programme, Viewers, Average watch time, Chat users, Tip count, Tip users, Tip amount, Average tip, Traffic (GB), Recommend count
    // Both members, plus the widget's own heartbeats of the watching member (same member: still 2).
    expect(cells[2]).toBe('2');
    expect(cells[3]).toMatch(/^\d+:\d{2}$/);
    expect(cells[3]).not.toBe('0:00');
    expect(Number(cells[4])).toBeGreaterThanOrEqual(1);
    expect(cells.slice(5, 9)).toEqual(['1', '1', '20.00', '20.00']);
    expect(Number(cells[9])).toBeGreaterThan(0);
    await page.getByTestId('report-chart').waitFor();
    await screenshot(page, 'backoffice-reports-programmes-1280');
    // The chart shows another measure; a column sorts.
    await page.getByLabel('Chart', { exact: true }).selectOption('TipAmount');
    await table.getByRole('button', { name: 'Viewers' }).click();
    expect(await table.getByRole('columnheader', { name: 'Viewers' }).getAttribute('aria-sort')).toBe('ascending');
    expect(errors).toEqual([]);
  });

  it('the streamer report gives the streamer the room, its events and its bytes', async () => {
    await page.getByRole('tab', { name: 'Streamers' }).click();
    const row = page.getByRole('table', { name: /Streamer report/ }).getByRole('row').filter({ hasText: 'Linh Nguyen' });
    await row.waitFor({ timeout: 20_000 });
    const cells = await row.getByRole('cell').allInnerTexts();
    expect(cells[2]).toBe('2');
    expect(cells.slice(5, 8)).toEqual(['1', '1', '20.00']);
    expect(cells[11]).toBe('1');
    await page.getByTestId('report-chart').waitFor();
    await screenshot(page, 'backoffice-reports-streamers-1280');
  });

  it('the traffic report counts the segments served per source, by week and by month too', async () => {
    await page.getByRole('tab', { name: 'Traffic' }).click();
    const table = page.getByRole('table', { name: /Traffic report/ });
    const row = table.getByRole('row').filter({ hasText: 'match' });
    await row.waitFor({ timeout: 20_000 });
    const cells = await row.getByRole('cell').allInnerTexts();
    expect(Number(cells[3].replace(/,/g, ''))).toBeGreaterThanOrEqual(3);
    await page.getByTestId('report-chart').waitFor();
    await screenshot(page, 'backoffice-reports-traffic-1280');
    for (const [period, key] of [['week', /^\d{4}-W\d{2}$/], ['month', /^\d{4}-\d{2}$/]] as const) {
      await page.getByLabel('Period', { exact: true }).selectOption(period);
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect.poll(async () => (await table.getByRole('row').nth(1).getByRole('cell').first().innerText()), { timeout: 20_000 }).toMatch(key);
    }
    await screenshot(page, 'backoffice-reports-traffic-month-1280');
  });

  it('exports CSV and .xlsx of what is shown', async () => {
    const csvHref = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
    const xlsxHref = await page.getByRole('link', { name: 'Export Excel (.xlsx)' }).getAttribute('href');
    expect(csvHref).toContain('Report=traffic');
    const csv = await page.evaluate(async (href) => (await fetch(href!)).text(), csvHref);
    expect(csv.split('\r\n')[0]).toBe('Period,Source,Requests,TrafficBytes,TrafficGB,EventCount');
    expect(csv).toContain(',match,');
    const xlsx = await page.evaluate(async (href) => {
      const res = await fetch(href!);
      const bytes = new Uint8Array(await res.arrayBuffer());
      return { type: res.headers.get('content-type'), magic: String.fromCharCode(bytes[0], bytes[1]), size: bytes.length };
    }, xlsxHref);
    expect(xlsx.type).toContain('spreadsheetml');
    expect(xlsx.magic).toBe('PK');
  });

  it('at 390 px the period picker, chart and tables stack', async () => {
    const { page: phone, errors: phoneErrors } = await staff.open(390, 844, { reducedMotion: 'reduce' });
    await signIn(phone, baseUrl);
    await phone.getByRole('button', { name: 'Menu' }).click();
    await phone.getByRole('link', { name: 'Reports' }).click();
    await phone.getByRole('table', { name: /Programme report/ }).locator('tbody tr').filter({ hasText: ' v ' }).first().waitFor({ timeout: 20_000 });
    await phone.getByTestId('report-chart').waitFor();
    await screenshot(phone, 'backoffice-reports-programmes-390');
    expect(phoneErrors).toEqual([]);
  });
});
