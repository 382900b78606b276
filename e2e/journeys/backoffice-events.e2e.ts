/**
 * Events and programme list journey (issue 19 item 1) in Chromium against the built server: a
 * content editor checks and imports an .xlsx of 20 events with 3 duplicates (made here with
 * exceljs), reads "17 imported, 3 duplicates ignored", and the 17 appear on the topic page's
 * schedule (/streamertopicpage) because the leader's scheduler generated their programmes (they
 * start within two hours). A zip bomb named .xlsx, a malformed .xlsx and an end before its start
 * are each refused with their spec message and store nothing. The list filters, edits and
 * cancels an event. Screenshots at 1280 and 390 px go to e2e/output/.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, trackErrors, type Browser, type BrowserContext, type Page } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { OWNER, ownerEnv, signIn, staffPages, staffSession } from '../support/backoffice';
import { dismissTutorial } from '../support/tutorial';
import { encodeData } from '../support/routes';
import { eventsWorkbook, zipBomb } from '../support/xlsx';
import type { EventSheetRow } from '../support/xlsx';

const EDITOR = { email: 'editor@e2e.example', name: 'Eve Editor', password: 'editor-password-1' };
const MIN = 60_000;

let server: RunningServer;
let browser: Browser;
let baseUrl: string;
let files: string;
const staff = staffPages(() => browser);
const contexts: BrowserContext[] = [];

/** 'YYYY-MM-DD HH:mm' Hong Kong time (the import's time format). */
const hk = (at: number) => new Date(at + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

/** Events starting 30-46 minutes from now, with an Indonesian streamer (a short schedule tab to count on). */
function rows(n: number, firstId: number, team: string): EventSheetRow[] {
  const now = Date.now();
  return Array.from({ length: n }, (_, i) => ({
    InfoSiteId: 12, MatchId: firstId + i, Sports: 'Football', Group: 'Journey', League: 'Indonesia Liga 1',
    Home: `${team} ${i + 1}`, Away: `${team} Away ${i + 1}`, 'Event time': hk(now + 30 * MIN + i * MIN), 'End time': hk(now + 150 * MIN + i * MIN),
    Language: 'id', Streamer: 'Putri Ayu', 'Addition type': 'auto', Booked: i % 4 === 0 ? 'yes' : 'no',
  }));
}

async function file(name: string, bytes: Buffer): Promise<string> {
  const p = path.join(files, name);
  writeFileSync(p, bytes);
  return p;
}

async function openEvents(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Events and programme list' }).click();
  await page.getByRole('heading', { name: 'Events and programme list' }).waitFor();
}

/** Opens the import dialog, chooses `filePath` and checks it. */
async function check(page: Page, filePath: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  if ((await dialog.count()) === 0) await page.getByRole('button', { name: 'Import .xlsx' }).click();
  await dialog.getByLabel(/\.xlsx file/).setInputFiles(filePath);
  await dialog.getByRole('button', { name: 'Check file' }).click();
}

async function totalEvents(): Promise<number> {
  const { headers } = await staffSession(baseUrl);
  const res = await fetch(`${baseUrl}/backoffice/api/events?PageSize=200`, { headers });
  const body = (await res.json()) as { Result: { Total: number } | null };
  if (!body.Result) throw new Error(`ListEvents: ${JSON.stringify(body)}`);
  return body.Result.Total;
}

beforeAll(async () => {
  server = await startServer(ownerEnv());
  baseUrl = server.baseUrl;
  browser = await launchBrowser();
  files = mkdtempSync(path.join(tmpdir(), 'sideline-events-'));
});

afterAll(async () => {
  await staff.closeAll();
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
  await server?.stop();
});

describe('events and programme list', () => {
  it('the owner adds a content editor, who finds the events screen empty', async () => {
    const { page, errors } = await staff.open();
    await signIn(page, baseUrl, OWNER);
    await page.getByRole('link', { name: 'Accounts and permissions' }).click();
    await page.getByRole('button', { name: 'Add user' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(EDITOR.email);
    await dialog.getByLabel('Name').fill(EDITOR.name);
    await dialog.getByLabel('Role').selectOption('content-editor');
    await dialog.getByLabel('Password').fill(EDITOR.password);
    await dialog.getByRole('button', { name: 'Add user' }).click();
    await dialog.waitFor({ state: 'detached' });

    const editor = await staff.open();
    await signIn(editor.page, baseUrl, EDITOR);
    await openEvents(editor.page);
    await expect.poll(() => editor.page.getByTestId('events-total').textContent()).toBe('Events: 0');
    expect([...errors, ...editor.errors]).toEqual([]);
  });

  it('refuses a zip bomb, a malformed file and an end before its start with their spec messages; nothing stored', async () => {
    const { page, errors } = await staff.open();
    await signIn(page, baseUrl, EDITOR);
    await openEvents(page);
    const status = page.getByTestId('events-import-status');

    await check(page, await file('bomb.xlsx', zipBomb(64)));
    await expect.poll(() => status.textContent(), { timeout: 20_000 }).toBe('File exceeds the size limit');
    await screenshot(page, 'backoffice-events-zip-bomb-1280');

    const good = await eventsWorkbook(rows(3, 88000001, 'Broken'));
    await check(page, await file('malformed.xlsx', good.subarray(0, Math.floor(good.length / 2))));
    await expect.poll(() => status.textContent(), { timeout: 20_000 }).toBe('File format error');
    await screenshot(page, 'backoffice-events-malformed-1280');

    const late = rows(3, 88000011, 'Late');
    late[1] = { ...late[1], 'End time': hk(Date.now() + 10 * MIN) };
    await check(page, await file('end-before-start.xlsx', await eventsWorkbook(late)));
    const summary = page.getByTestId('events-preview-summary');
    await expect.poll(() => summary.textContent(), { timeout: 20_000 }).toBe('2 ready, 0 duplicates, 1 with errors');
    const bad = page.locator('tr[data-outcome="error"]');
    expect(await bad.locator('li').textContent()).toBe('End time: End time must be after start time');
    await page.getByRole('dialog').getByRole('button', { name: 'Import', exact: true }).click();
    await expect.poll(() => status.textContent(), { timeout: 20_000 }).toBe('Failed to import match');
    await screenshot(page, 'backoffice-events-end-before-start-1280');

    expect(await totalEvents()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('imports 20 events with 3 duplicates: "17 imported, 3 duplicates ignored", and the 17 reach the topic page schedule', async () => {
    const unique = rows(17, 77000001, 'Journey');
    const filePath = await file('events.xlsx', await eventsWorkbook([...unique, unique[0]!, unique[8]!, unique[16]!]));
    const { page, errors } = await staff.open();
    await signIn(page, baseUrl, EDITOR);
    await openEvents(page);
    await check(page, filePath);
    const summary = page.getByTestId('events-preview-summary');
    await expect.poll(() => summary.textContent(), { timeout: 20_000 }).toBe('17 ready, 3 duplicates, 0 with errors');
    expect(await page.locator('tr[data-outcome="duplicate"]').count()).toBe(3);
    await screenshot(page, 'backoffice-events-preview-1280');
    expect(await totalEvents()).toBe(0);

    await page.getByRole('dialog').getByRole('button', { name: 'Import', exact: true }).click();
    await expect.poll(() => page.getByTestId('events-import-status').textContent(), { timeout: 20_000 }).toBe('17 imported, 3 duplicates ignored');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.getByTestId('events-total').textContent()).toBe('Events: 17');
    await expect.poll(() => page.getByRole('cell', { name: 'Not yet' }).count(), { timeout: 20_000 }).toBe(0);
    await screenshot(page, 'backoffice-events-list-1280');

    // The viewer: the topic page's schedule, Indonesian streamers, scrolled to its end.
    const viewer = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    contexts.push(viewer);
    const topic = await viewer.newPage();
    const viewerErrors = trackErrors(topic);
    const token = ((await (await fetch(`${baseUrl}/Demo/Login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ UserKey: 'member' }) })).json()) as { Result: { Token: string } }).Result.Token;
    await topic.goto(`${baseUrl}/streamertopicpage/streamerschedule?data=${encodeURIComponent(encodeData({ Token: token, UserLanguage: 'en' }))}`);
    await dismissTutorial(topic, 3_000);
    const cards = topic.locator('.schedule__list > li');
    await expect.poll(() => cards.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await topic.getByLabel('Streamer language').selectOption('id');
    await expect.poll(() => topic.locator('.schedule__list').getAttribute('data-page')).toBe('1');
    const imported = cards.filter({ hasText: /Journey \d+/ });
    await expect.poll(async () => {
      await topic.locator('.topic-page').evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
      return imported.count();
    }, { timeout: 30_000 }).toBe(17);
    await imported.first().scrollIntoViewIfNeeded();
    await screenshot(topic, 'backoffice-events-topic-page-1280');
    expect([...errors, ...viewerErrors]).toEqual([]);
  });

  it('filters, edits and cancels an event; the list reads well on a phone', async () => {
    const { page, errors } = await staff.open(390, 844);
    await signIn(page, baseUrl, EDITOR);
    const menu = page.getByRole('button', { name: 'Menu' });
    if (await menu.isVisible()) await menu.click();
    await openEvents(page);
    await expect.poll(() => page.getByTestId('events-total').textContent()).toBe('Events: 17');
    await page.getByLabel('Status').selectOption('canceled');
    await expect.poll(() => page.getByTestId('events-total').textContent()).toBe('Events: 0');
    await page.getByLabel('Status').selectOption('not-started');
    await expect.poll(() => page.getByTestId('events-total').textContent()).toBe('Events: 17');
    await screenshot(page, 'backoffice-events-list-390');

    await page.getByRole('button', { name: 'Edit Journey 1 – Journey Away 1' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Group').fill('Journey finals');
    await dialog.getByLabel('Period').selectOption('first-half');
    await dialog.getByLabel('Booked').check();
    await screenshot(page, 'backoffice-events-edit-390');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('events-status-line').textContent()).toBe('Journey 1 – Journey Away 1 saved.');
    await page.getByRole('cell', { name: 'Journey finals' }).waitFor();

    await page.getByRole('button', { name: 'Cancel Journey 2 – Journey Away 2' }).click();
    await page.getByRole('dialog').getByLabel('Reason').fill('Venue unavailable');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel event' }).click();
    await expect.poll(() => page.getByTestId('events-status-line').textContent()).toBe('Journey 2 – Journey Away 2 canceled.');
    await expect.poll(() => page.getByTestId('events-total').textContent()).toBe('Events: 16');
    await page.getByLabel('Status').selectOption('canceled');
    await expect.poll(() => page.getByTestId('events-total').textContent()).toBe('Events: 1');
    expect(errors).toEqual([]);
  });
});
