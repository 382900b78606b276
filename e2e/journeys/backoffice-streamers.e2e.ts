/**
 * Streamers and uploads in the back office (issue 19 items 2 and 8), in Chromium against the
 * built server: the owner adds a streamer with a photo and the viewer's streamer page (topic
 * page, Streamer tab) shows it with that photo. Bad input: an 801 KB photo and a PNG renamed
 * .gif are refused in the form with the spec's messages ('File exceeds the size limit', 'File
 * format error') and by the server when sent anyway (413/415, nothing stored: the refused
 * bytes' content address answers 404 and no upload is audited); a duplicate streamer is refused
 * ('Streamer already exists'). Screenshots at 1280 and 390 px go to e2e/output/.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, type Browser } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { drawPng, ownerEnv, signIn, staffPages, staffSession } from '../support/backoffice';
import { dismissTutorial } from '../support/tutorial';
import { demoToken } from '../support/viewer';

const NAME = `Mai Tran ${Date.now().toString(36).slice(-4)}`;
const CHANNEL = `mai-${Date.now().toString(36)}`;

let server: RunningServer;
let browser: Browser;
let baseUrl: string;
let dir: string;
const staff = staffPages(() => browser);
const files = { photo: '', big: '', renamed: '' };
let photoBytes: Buffer;
let bigBytes: Buffer;

/** A real PNG drawn by Chromium: the streamer's portrait. */
async function portrait(): Promise<Buffer> {
  const { page } = await staff.open(240, 240);
  return drawPng(page, { width: 240, height: 240, background: 'linear-gradient(135deg,#ff7a59,#7b2ff7)', text: 'MT', fontPx: 96 });
}

async function uploadOverHttp(session: { cookie: string; csrf: string }, bytes: Buffer, name: string, type: string) {
  const form = new FormData();
  form.append('File', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await fetch(`${baseUrl}/backoffice/api/streamers/photos`, { method: 'POST', body: form, headers: { Cookie: `sideline_staff=${session.cookie}`, 'X-CSRF-Token': session.csrf } });
  return { status: res.status, body: (await res.json()) as { Error: { Field: string; Message: string }[] | null } };
}

beforeAll(async () => {
  server = await startServer(ownerEnv());
  baseUrl = server.baseUrl;
  browser = await launchBrowser();
  dir = mkdtempSync(path.join(tmpdir(), 'sideline-photos-'));
  photoBytes = await portrait();
  bigBytes = Buffer.concat([photoBytes, Buffer.alloc(801 * 1024 - photoBytes.length)]);
  files.photo = path.join(dir, 'mai.png');
  files.big = path.join(dir, 'mai-big.png');
  files.renamed = path.join(dir, 'mai.gif');
  writeFileSync(files.photo, photoBytes);
  writeFileSync(files.big, bigBytes);
  writeFileSync(files.renamed, photoBytes);
});

afterAll(async () => {
  await staff.closeAll();
  await browser?.close();
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('back office: streamers with photos', () => {
  it('refuses an 801 KB photo and a PNG renamed .gif, in the form and on the server, storing nothing', async () => {
    const { page, errors } = await staff.open(1280, 900);
    await signIn(page, baseUrl);
    await page.getByRole('link', { name: 'Streamers' }).click();
    await page.getByRole('cell', { name: 'Linh Nguyen', exact: true }).waitFor();
    await screenshot(page, 'backoffice-streamers-1280');

    await page.getByRole('button', { name: 'Add streamer' }).click();
    const dialog = page.getByRole('dialog');
    const file = dialog.locator('input[type=file]');
    await file.setInputFiles(files.big);
    await dialog.getByRole('alert').filter({ hasText: 'File exceeds the size limit' }).waitFor();
    await screenshot(page, 'backoffice-streamer-photo-too-large-1280');
    await file.setInputFiles(files.renamed);
    await dialog.getByRole('alert').filter({ hasText: 'File format error' }).waitFor();
    await screenshot(page, 'backoffice-streamer-photo-format-1280');
    expect(await dialog.locator('.upload__preview').count()).toBe(0);

    // The same files sent straight to the server (a client that skips the form's checks).
    const session = await staffSession(baseUrl);
    const tooBig = await uploadOverHttp(session, bigBytes, 'mai-big.png', 'image/png');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.Error?.[0]).toEqual({ Field: 'file-too-large', Message: 'File exceeds the size limit' });
    const renamed = await uploadOverHttp(session, photoBytes, 'mai.gif', 'image/gif');
    expect(renamed.status).toBe(415);
    expect(renamed.body.Error?.[0]).toEqual({ Field: 'file-format', Message: 'File format error' });
    for (const bytes of [bigBytes, photoBytes]) {
      const sha = createHash('sha256').update(bytes).digest('hex');
      for (const ext of ['png', 'gif']) expect((await fetch(`${baseUrl}/media/uploads/${sha}.${ext}`)).status).toBe(404);
    }
    const audit = await fetch(`${baseUrl}/backoffice/api/audit?Action=UploadStreamerPhoto`, { headers: { Cookie: `sideline_staff=${session.cookie}` } });
    expect(((await audit.json()) as { Result: { Total: number } }).Result.Total).toBe(0);
    expect(errors).toEqual([]);
  });

  it('adds a streamer with a photo; the viewer\'s streamer page shows it; a second one with the name is refused', async () => {
    const { page, errors } = await staff.open(1280, 900);
    await signIn(page, baseUrl);
    await page.getByRole('link', { name: 'Streamers' }).click();
    await page.getByRole('button', { name: 'Add streamer' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Add streamer' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'At least one photo is required' }).waitFor();

    await dialog.getByLabel('Name', { exact: false }).first().fill(NAME);
    await dialog.getByLabel('Language').selectOption('vn');
    await dialog.getByLabel('Supplier').fill('Studio Nine');
    await dialog.getByLabel('Part-time').check();
    await dialog.getByLabel('Channel', { exact: false }).fill(CHANNEL);
    await dialog.getByLabel('Source').fill('OBS');
    await dialog.getByLabel('Key', { exact: true }).fill('sup-77');
    await dialog.getByLabel('Server address').fill('rtmp://ingest.example/live');
    await dialog.getByLabel('Stream key').fill('sk-123');
    await dialog.getByLabel('Tag', { exact: true }).fill('rising');
    await dialog.getByLabel('New', { exact: true }).check();
    await dialog.getByLabel('Intro').fill('V.League every weekend, tactics first.');
    await dialog.getByLabel('Memo').fill('Weekend evenings');
    await dialog.getByRole('button', { name: 'Add feature text' }).click();
    await dialog.getByRole('textbox', { name: /^Feature text 1/ }).fill('Tactics');
    await dialog.locator('input[type=file]').setInputFiles(files.photo);
    const preview = dialog.locator('.upload__preview img');
    await preview.waitFor();
    const photoUrl = await preview.getAttribute('src');
    expect(photoUrl).toMatch(/^\/media\/uploads\/[0-9a-f]{64}\.png$/);
    const img = await fetch(`${baseUrl}${photoUrl}`);
    expect(img.headers.get('content-type')).toBe('image/png');
    expect(img.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    await screenshot(page, 'backoffice-streamer-form-1280');
    await dialog.getByRole('button', { name: 'Add streamer' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('status').filter({ hasText: `${NAME} added` }).waitFor();
    await page.getByRole('cell', { name: NAME, exact: true }).waitFor();
    await screenshot(page, 'backoffice-streamer-added-1280');

    await page.getByRole('button', { name: 'Add streamer' }).click();
    await dialog.getByLabel('Name', { exact: false }).first().fill(NAME.toUpperCase());
    await dialog.getByLabel('Channel', { exact: false }).fill(`${CHANNEL}-2`);
    await dialog.locator('input[type=file]').setInputFiles(files.photo);
    await dialog.locator('.upload__preview img').waitFor();
    await dialog.getByRole('button', { name: 'Add streamer' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Streamer already exists' }).waitFor();
    await screenshot(page, 'backoffice-streamer-duplicate-1280');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    page.once('dialog', (d) => void d.accept());
    expect(errors).toEqual([]);

    for (const [width, height] of [[1280, 800], [390, 844]] as const) {
      const viewer = await staff.open(width, height);
      const token = await demoToken(baseUrl, 'member');
      const data = Buffer.from(JSON.stringify({ Token: token, UserLanguage: 'en' }), 'utf8').toString('base64');
      await viewer.page.goto(`${baseUrl}/streamertopicpage/streamerschedule?data=${encodeURIComponent(data)}`);
      await dismissTutorial(viewer.page, 3_000);
      await viewer.page.getByRole('tab', { name: 'Streamer' }).click();
      await viewer.page.getByLabel('Streamer language').selectOption('vn');
      const card = viewer.page.locator('.streamer-grid .streamer-card').filter({ hasText: NAME });
      await card.waitFor({ timeout: 20_000 });
      expect(await card.locator('img').first().getAttribute('src')).toBe(photoUrl);
      await screenshot(viewer.page, `viewer-streamer-added-${width}`);
      await card.locator('button').first().click();
      const name = viewer.page.locator('.streamer-detail__name');
      await expect.poll(() => name.textContent(), { timeout: 10_000 }).toBe(`${NAME} rising`); // the name and its tag badge
      await expect.poll(() => viewer.page.locator(`.streamer-detail img[src="${photoUrl}"]`).count()).toBeGreaterThan(0);
      await expect.poll(() => viewer.page.locator('.streamer-detail').textContent()).toContain('Tactics');
      await viewer.page.locator(`.streamer-detail img[src="${photoUrl}"]`).first().evaluate((el: HTMLImageElement) => el.decode());
      await screenshot(viewer.page, `viewer-streamer-detail-${width}`);
      expect(viewer.errors).toEqual([]);
    }
  });

  it('lays the streamer list and form out at phone width', async () => {
    const { page, errors } = await staff.open(390, 844);
    await signIn(page, baseUrl);
    await page.getByRole('button', { name: /menu/i }).first().click();
    await page.getByRole('link', { name: 'Streamers' }).click();
    await page.getByRole('cell', { name: NAME, exact: true }).waitFor();
    await screenshot(page, 'backoffice-streamers-390');
    await page.getByRole('button', { name: `Edit ${NAME}` }).click();
    await page.getByRole('dialog').locator('.upload__preview img').waitFor();
    await screenshot(page, 'backoffice-streamer-edit-390');
    expect(errors).toEqual([]);
  });
});
