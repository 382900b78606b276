/**
 * Gifts and lucky boxes in the back office (issue 19 item 3), in Chromium against the built
 * server. Bad input first, each refused with the spec's message and nothing stored: a PNG over
 * 10 KB, a PNG renamed .gif, an SVGA over its limit (in the form and on the server: 413/415, the
 * refused bytes' content address answers 404, no upload audited), an end before its start, and
 * lucky-box probabilities summing to 99. Then the owner adds a gift with a PNG drawn by Chromium
 * and an SVGA (the demo's own file, copied from the server's media), and a lucky box whose
 * prizes add up to 100; a member opens the gift panel, sees the gift with its picture, sends it
 * and sees its animation (the uploaded file) play; the lucky-box tab shows the new box.
 * Screenshots at 1280 and 390 px go to e2e/output/.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, type Browser, type BrowserContext, type Page } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { drawPng, ownerEnv, signIn, staffPages, staffSession } from '../support/backoffice';
import { dismissTutorial } from '../support/tutorial';
import { chatReady, demoMatchId, demoToken, watchChatReady } from '../support/viewer';

const SUFFIX = Date.now().toString(36).slice(-4);
const GIFT = `Comet ${SUFFIX}`;
const BOX = `Comet Box ${SUFFIX}`;

let server: RunningServer;
let browser: Browser;
let baseUrl: string;
let dir: string;
const staffTabs = staffPages(() => browser);
const files = { png: '', bigPng: '', renamed: '', svga: '', bigSvga: '' };
const bytes: Record<keyof typeof files, Buffer> = { png: Buffer.alloc(0), bigPng: Buffer.alloc(0), renamed: Buffer.alloc(0), svga: Buffer.alloc(0), bigSvga: Buffer.alloc(0) };
let session: { cookie: string; csrf: string };

async function newPage(width: number, height: number): Promise<{ page: Page; errors: string[]; context: BrowserContext }> {
  const opened = await staffTabs.open(width, height);
  const context = opened.page.context();
  context.setDefaultTimeout(60_000);
  return { ...opened, context };
}

/** A real PNG drawn by Chromium, small enough for a gift picture (at most 10 KB). */
async function giftPicture(): Promise<Buffer> {
  const { page } = await newPage(64, 64);
  return drawPng(page, { width: 64, height: 64, background: 'radial-gradient(circle at 35% 35%,#fff6c2,#ffb703 45%,#fb5607)', round: true });
}

/** Protocol-buffer bytes: a varint and a length-delimited field. */
function varint(n: number): Buffer {
  const out: number[] = [];
  while (n > 0x7f) { out.push((n & 0x7f) | 0x80); n = Math.floor(n / 128); }
  out.push(n);
  return Buffer.from(out);
}
const field = (no: number, value: Buffer) => Buffer.concat([varint(no * 8 + 2), varint(value.length), value]);

/**
 * The demo SVGA with one more picture in its `images` map (MovieEntity field 3: {1: key, 2: PNG
 * bytes}) of `size` incompressible bytes: still a valid SVGA 2.x movie, now past a limit.
 */
function paddedSvga(svga: Buffer, size: number): Buffer {
  const noise = Buffer.alloc(size);
  let x = 2463534242;
  for (let i = 0; i < size; i++) { x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0; noise[i] = x & 0xff; }
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), noise]);
  const entry = Buffer.concat([field(1, Buffer.from('padding')), field(2, png)]);
  return deflateSync(Buffer.concat([inflateSync(svga), field(3, entry)]));
}

async function staff<T>(method: 'GET' | 'POST', route: string, body?: unknown): Promise<{ status: number; json: { Code: number; Result: T; Error: { Field: string; Message: string }[] | null } }> {
  const res = await fetch(`${baseUrl}/backoffice/api${route}`, {
    method,
    headers: { Cookie: `sideline_staff=${session.cookie}`, 'X-CSRF-Token': session.csrf, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: await res.json() as never };
}

async function uploadOverHttp(route: string, file: Buffer, name: string) {
  const form = new FormData();
  form.append('File', new Blob([new Uint8Array(file)], { type: 'application/octet-stream' }), name);
  const res = await fetch(`${baseUrl}/backoffice/api${route}`, { method: 'POST', body: form, headers: { Cookie: `sideline_staff=${session.cookie}`, 'X-CSRF-Token': session.csrf } });
  return { status: res.status, body: (await res.json()) as { Error: { Field: string; Message: string }[] | null } };
}

/** A demo member on /licensee at `matchId`, once the chat is joined; records the SVGA files the page loads. */
async function openMember(userKey: string, matchId: number) {
  const member = await newPage(1100, 760);
  await watchChatReady(member.context);
  const svgaLoads: string[] = [];
  member.page.on('response', (r) => { if (r.url().endsWith('.svga')) svgaLoads.push(new URL(r.url()).pathname); });
  const data = Buffer.from(JSON.stringify({ Token: await demoToken(baseUrl, userKey), MatchId: matchId, UserLanguage: 'en' }), 'utf8').toString('base64');
  await member.page.goto(`${baseUrl}/licensee?data=${encodeURIComponent(data)}`);
  await member.page.getByTestId('chat-room').waitFor();
  await chatReady(member.page, 60_000);
  await dismissTutorial(member.page, 2_000);
  return { ...member, svgaLoads };
}

const giftTotal = async () => (await staff<{ Total: number }>('GET', '/gifts')).json.Result.Total;
const boxTotal = async () => (await staff<{ LuckyBoxes: unknown[] }>('GET', '/lucky-boxes')).json.Result.LuckyBoxes.length;

beforeAll(async () => {
  server = await startServer(ownerEnv());
  baseUrl = server.baseUrl;
  browser = await launchBrowser();
  session = await staffSession(baseUrl);
  dir = mkdtempSync(path.join(tmpdir(), 'sideline-gifts-'));
  bytes.png = await giftPicture();
  bytes.bigPng = Buffer.concat([bytes.png, Buffer.alloc(10 * 1024 + 1 - bytes.png.length)]);
  bytes.renamed = bytes.png;
  bytes.svga = Buffer.from(await (await fetch(`${baseUrl}/media/svga/supercar.svga`)).arrayBuffer());
  bytes.bigSvga = paddedSvga(bytes.svga, 1024 * 1024 + 64 * 1024);
  const names = { png: 'comet.png', bigPng: 'comet-big.png', renamed: 'comet.gif', svga: 'comet.svga', bigSvga: 'comet-big.svga' } as const;
  for (const key of Object.keys(files) as (keyof typeof files)[]) {
    files[key] = path.join(dir, names[key]);
    writeFileSync(files[key], bytes[key]);
  }
});

afterAll(async () => {
  await staffTabs.closeAll();
  await browser?.close();
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('back office: gifts and lucky boxes', () => {
  it('refuses a PNG over 10 KB, a PNG renamed .gif, an SVGA over its limit, an end before its start and probabilities of 99, storing nothing', async () => {
    expect(bytes.png.length).toBeLessThanOrEqual(10 * 1024);
    expect(bytes.bigSvga.length).toBeGreaterThan(1024 * 1024);
    const gifts = await giftTotal();
    const boxes = await boxTotal();
    const { page, errors } = await newPage(1280, 900);
    await signIn(page, baseUrl);
    await page.getByRole('link', { name: 'Gifts' }).click();
    await page.getByRole('cell', { name: 'Heart', exact: true }).first().waitFor();
    expect(await page.locator('tbody tr').count()).toBe(5); // "Gift list sort is 5 per page"
    await screenshot(page, 'backoffice-gifts-1280');

    await page.getByRole('button', { name: 'Add gift' }).click();
    const dialog = page.getByRole('dialog');
    const image = dialog.getByLabel(/^Image/);
    await image.setInputFiles(files.bigPng);
    await dialog.getByRole('alert').filter({ hasText: 'File exceeds the size limit' }).waitFor();
    await screenshot(page, 'backoffice-gift-image-too-large-1280');
    await image.setInputFiles(files.renamed);
    await dialog.getByRole('alert').filter({ hasText: 'File format error' }).waitFor();
    await dialog.getByLabel(/^Amount/).fill('50');
    await dialog.getByLabel(/^Animation/).setInputFiles(files.bigSvga);
    await expect.poll(() => dialog.getByRole('alert').filter({ hasText: 'File exceeds the size limit' }).count()).toBe(1);
    expect(await dialog.locator('.upload__preview').count()).toBe(0);
    await screenshot(page, 'backoffice-gift-animation-too-large-1280');

    // The same files sent straight to the server (a client that skips the form's checks).
    const tooBig = await uploadOverHttp('/gifts/images', bytes.bigPng, 'comet-big.png');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.Error?.[0]).toEqual({ Field: 'file-too-large', Message: 'File exceeds the size limit' });
    const renamed = await uploadOverHttp('/gifts/images', bytes.png, 'comet.gif');
    expect(renamed.status).toBe(415);
    expect(renamed.body.Error?.[0]).toEqual({ Field: 'file-format', Message: 'File format error' });
    const bigSvga = await uploadOverHttp('/gifts/animations', bytes.bigSvga, 'comet-big.svga');
    expect(bigSvga.status).toBe(413);
    expect(bigSvga.body.Error?.[0]).toEqual({ Field: 'file-too-large', Message: 'File exceeds the size limit' });
    const pngAsSvga = await uploadOverHttp('/gifts/animations', bytes.png, 'comet.svga');
    expect(pngAsSvga.status).toBe(415);
    for (const [file, exts] of [[bytes.bigPng, ['png', 'gif']], [bytes.png, ['png', 'gif', 'svga']], [bytes.bigSvga, ['svga']]] as const) {
      const sha = createHash('sha256').update(file).digest('hex');
      for (const ext of exts) expect((await fetch(`${baseUrl}/media/uploads/${sha}.${ext}`)).status).toBe(404);
    }
    for (const action of ['UploadGiftImage', 'UploadGiftAnimation']) {
      expect((await staff<{ Total: number }>('GET', `/audit?Action=${action}`)).json.Result.Total).toBe(0);
    }

    // An end before its start, with everything else right.
    await dialog.getByLabel(/^Name \(EN\)/).fill(`${GIFT} late`);
    await image.setInputFiles(files.png);
    await dialog.locator('.upload__preview img').first().waitFor();
    await dialog.getByLabel(/^Start/).fill('2030-06-02T20:00');
    await dialog.getByLabel(/^End/).fill('2030-06-01T20:00');
    await dialog.getByRole('button', { name: 'Add gift' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'End time must be after start time' }).waitFor();
    await screenshot(page, 'backoffice-gift-end-before-start-1280');
    // …and the server says the same to a client that skips the form.
    const imageId = createHash('sha256').update(bytes.png).digest('hex');
    const ends = await staff('POST', '/gifts/add', {
      CurrencyId: 1, Names: { en: `${GIFT} late`, cn: '', vn: '', th: '', id: '' }, Category: 'general', VipLevel: 0, CampaignName: '', Amount: 50, Sort: 1, On: true,
      StartAt: Date.UTC(2030, 5, 2), EndAt: Date.UTC(2030, 5, 1), Image: imageId, FrontendImage: null, BackendImage: null, Animation: null,
    });
    expect(ends.status).toBe(400);
    expect(ends.json.Error?.[0]).toEqual({ Field: 'EndAt', Message: 'End time must be after start time' });
    page.once('dialog', (d) => void d.accept()); // the unsaved-changes warning
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await giftTotal()).toBe(gifts);

    // Lucky box: 89 + 10 = 99.
    await page.getByRole('link', { name: 'Lucky boxes' }).click();
    await page.getByRole('cell', { name: 'Bronze Box', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Add lucky box' }).click();
    await dialog.getByLabel(/^Name \(EN\)/).fill(BOX);
    await dialog.getByLabel(/^Box price/).fill('8');
    await dialog.getByLabel(/^Gift 1/).selectOption({ label: 'Heart (1)' });
    await dialog.getByLabel(/^Probability % 1/).fill('89');
    await dialog.getByRole('button', { name: 'Add gift' }).click();
    await dialog.getByLabel(/^Gift 2/).selectOption({ label: 'Supercar (100)' });
    await dialog.getByLabel(/^Probability % 2/).fill('10');
    await dialog.getByLabel(/^Best gift/).selectOption({ label: 'Supercar (100)' });
    await dialog.getByText('Total: 99%').waitFor();
    await dialog.getByRole('button', { name: 'Add lucky box' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'The probabilities must add up to 100%' }).waitFor();
    await screenshot(page, 'backoffice-lucky-box-99-1280');
    const ninetyNine = await staff('POST', '/lucky-boxes/add', {
      Names: { en: BOX, cn: '', vn: '', th: '', id: '' }, CurrencyId: 1, Amount: 8, IsVip: false, Locked: false, ExpiresAt: null, Sort: 9,
      Gifts: [{ GiftId: 101, Probability: 89 }, { GiftId: 104, Probability: 10 }], BestGiftId: 104,
    });
    expect(ninetyNine.status).toBe(400);
    expect(ninetyNine.json.Error?.[0]).toEqual({ Field: 'Gifts', Message: 'The probabilities must add up to 100%' });
    page.once('dialog', (d) => void d.accept());
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await boxTotal()).toBe(boxes);
    expect(errors).toEqual([]);
  }, 240_000);

  it('adds a gift with a PNG and an SVGA and a lucky box; a member sees the gift, sends it and sees its animation', async () => {
    // A member already in the room, whose gift catalogue was loaded before the gift existed.
    const matchId = await demoMatchId(baseUrl);
    const early = await openMember('member', matchId);
    await early.page.evaluate(() => {
      const seen: string[] = ((window as unknown as { __played: string[] }).__played = []);
      new MutationObserver(() => {
        const value = document.querySelector('[data-testid="gift-animation"]')?.getAttribute('data-playing');
        if (value && seen[seen.length - 1] !== value) seen.push(value);
      }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-playing'], childList: true });
    });

    const { page, errors } = await newPage(1280, 900);
    await signIn(page, baseUrl);
    await page.getByRole('link', { name: 'Gifts' }).click();
    await page.getByRole('button', { name: 'Add gift' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Name \(EN\)/).fill(GIFT);
    await dialog.getByLabel(/^Name \(CN\)/).fill('彗星');
    await dialog.getByLabel(/^Currency/).selectOption({ label: 'USD' });
    await dialog.getByLabel(/^Amount/).fill('20');
    await dialog.getByLabel(/^Sort/).fill('1');
    await dialog.getByLabel(/^Image/).setInputFiles(files.png);
    await dialog.locator('.upload__preview img').first().waitFor();
    await dialog.getByLabel(/^Animation/).setInputFiles(files.svga);
    const animationLink = dialog.locator('.upload__file');
    await animationLink.waitFor();
    const animationUrl = await animationLink.getAttribute('href');
    expect(animationUrl).toMatch(/^\/media\/uploads\/[0-9a-f]{64}\.svga$/);
    const served = await fetch(`${baseUrl}${animationUrl}`);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes.svga)).toBe(true);
    await screenshot(page, 'backoffice-gift-form-1280');
    await dialog.getByRole('button', { name: 'Add gift' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('status').filter({ hasText: `${GIFT} added` }).waitFor();
    await page.getByRole('cell', { name: GIFT, exact: true }).waitFor();
    await screenshot(page, 'backoffice-gift-added-1280');
    const listed = (await staff<{ Gifts: Array<{ GiftId: number; Names: { en: string }; Image: { Url: string } }> }>('GET', '/gifts?CurrencyId=1')).json.Result.Gifts;
    const gift = listed.find((g) => g.Names.en === GIFT)!;
    expect(gift).toBeTruthy();

    // A lucky box whose prizes add up to 100.
    await page.getByRole('link', { name: 'Lucky boxes' }).click();
    await page.getByRole('button', { name: 'Add lucky box' }).click();
    await dialog.getByLabel(/^Name \(EN\)/).fill(BOX);
    await dialog.getByLabel(/^Box price/).fill('8');
    await dialog.getByLabel(/^Gift 1/).selectOption({ label: 'Heart (1)' });
    await dialog.getByLabel(/^Probability % 1/).fill('80');
    await dialog.getByRole('button', { name: 'Add gift' }).click();
    await dialog.getByLabel(/^Gift 2/).selectOption({ label: `${GIFT} (20)` });
    await dialog.getByLabel(/^Probability % 2/).fill('20');
    await dialog.getByLabel(/^Best gift/).selectOption({ label: `${GIFT} (20)` });
    await dialog.getByText('Total: 100%').waitFor();
    await screenshot(page, 'backoffice-lucky-box-form-1280');
    await dialog.getByRole('button', { name: 'Add lucky box' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByRole('row').filter({ hasText: BOX });
    await row.waitFor();
    expect(await row.innerText()).toContain('Unlocked');
    await screenshot(page, 'backoffice-lucky-boxes-1280');
    expect(errors).toEqual([]);

    // A member opens the gift panel (a fresh load: its 60 s cache starts now), sees the gift, sends it.
    const viewer = await openMember('vip5', matchId);
    const animationLoads = viewer.svgaLoads;
    await viewer.page.locator('.chat-bar__drawers button', { hasText: 'Gifts' }).click();
    await viewer.page.getByTestId('gift-panel').waitFor();
    await expect.poll(() => viewer.page.getByTestId('gift-balance-value').innerText(), { timeout: 30_000 }).not.toBe('--');
    await viewer.page.getByTestId('gift-tab-featured').click();
    const tile = viewer.page.getByTestId(`gift-${gift.GiftId}`);
    await tile.waitFor();
    expect(await tile.getAttribute('aria-label')).toBe(`${GIFT} 20`);
    const picture = tile.locator('img');
    expect(await picture.getAttribute('src')).toBe(gift.Image.Url);
    await picture.evaluate((el: HTMLImageElement) => el.decode());
    await tile.click();
    await screenshot(viewer.page, 'viewer-gift-panel-new-gift');
    await viewer.page.getByTestId('gift-send').click();
    await expect.poll(() => viewer.page.getByTestId('chat-alert').getAttribute('data-key'), { timeout: 30_000 }).toBe('successfully-sent');
    await expect.poll(() => viewer.page.getByTestId('gift-animation').getAttribute('data-playing'), { timeout: 30_000 }).toBe('gift');
    const canvas = viewer.page.locator('[data-testid="gift-animation-stage"] canvas');
    await canvas.waitFor({ timeout: 30_000 });
    expect(animationLoads).toContain(animationUrl);
    // The player has drawn a frame of the uploaded movie: the canvas holds painted pixels.
    await expect.poll(() => canvas.evaluate((c: HTMLCanvasElement) => {
      const data = c.getContext('2d')?.getImageData(0, 0, c.width, c.height).data;
      if (!data) return false;
      for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) return true;
      return false;
    }), { timeout: 30_000 }).toBe(true);
    await screenshot(viewer.page, 'viewer-gift-animation-new-gift');
    await expect.poll(() => viewer.page.getByTestId('chat-list').innerText(), { timeout: 30_000 }).toContain(`sent ${GIFT}`);
    // The member who was already there: the unknown gift reloads their catalogue, then its animation plays.
    await expect.poll(() => early.page.getByTestId('chat-list').innerText(), { timeout: 30_000 }).toContain(`sent ${GIFT}`);
    await expect.poll(() => early.page.evaluate(() => (window as unknown as { __played: string[] }).__played), { timeout: 30_000 }).toContain('gift');
    await expect.poll(() => early.svgaLoads, { timeout: 30_000 }).toContain(animationUrl);
    expect(early.errors).toEqual([]);

    // The lucky-box tab lists the new box.
    await expect.poll(() => viewer.page.getByTestId('gift-animation').getAttribute('data-playing'), { timeout: 30_000 }).toBeNull();
    if (!(await viewer.page.getByTestId('gift-panel').isVisible())) await viewer.page.locator('.chat-bar__drawers button', { hasText: 'Gifts' }).click();
    await viewer.page.getByTestId('gift-tab-lucky-box').click();
    await viewer.page.getByTestId('gift-panel').getByText(BOX).first().waitFor();
    await screenshot(viewer.page, 'viewer-lucky-box-new-box');
    expect(viewer.errors).toEqual([]);
  }, 240_000);

  it('lays the gift list and form out at phone width', async () => {
    const { page, errors } = await newPage(390, 844);
    await signIn(page, baseUrl);
    await page.getByRole('button', { name: /menu/i }).first().click();
    await page.getByRole('link', { name: 'Gifts' }).click();
    await page.getByRole('cell', { name: GIFT, exact: true }).waitFor();
    await screenshot(page, 'backoffice-gifts-390');
    await page.getByRole('button', { name: `Edit ${GIFT}` }).click();
    await page.getByRole('dialog').locator('.upload__preview img').first().waitFor();
    await screenshot(page, 'backoffice-gift-edit-390');
    expect(errors).toEqual([]);
  });
});
