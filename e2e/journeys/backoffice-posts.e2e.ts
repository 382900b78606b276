/**
 * Streamer posts and review in the back office (issue 19 item 6), in Chromium against the built
 * server: the owner adds three posts for a streamer (a public photo post, a VIP-only video post
 * with an HLS playlist, a public video post with an mp4), approves the first one, is refused a
 * rejection without a reason (in the form and by the server: 'A reason is required for
 * rejection'), rejects the third with a reason and approves all that is left under review. The
 * viewer's streamer page (topic page, Streamer tab, the streamer's detail) then shows the
 * approved posts on its post wall — the VIP-only one locked with its rule and without its file —
 * and not the rejected one. Screenshots at 1280 and 390 px go to e2e/output/.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, type Browser, type Page } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';
import { drawPng, ownerEnv, signIn, staffPages, staffSession } from '../support/backoffice';
import { dismissTutorial } from '../support/tutorial';
import { demoToken } from '../support/viewer';

const STREAMER = 'Linh Nguyen';
const RUN = Date.now().toString(36).slice(-4);
const POSTS = {
  photo: `Match day at the stadium ${RUN}`,
  vip: `Behind the scenes for VIPs ${RUN}`,
  rejected: `Blurry warm-up clip ${RUN}`,
};

let server: RunningServer;
let browser: Browser;
let baseUrl: string;
let dir: string;
const staff = staffPages(() => browser);
const files = { photo: '', playlist: '', mp4: '' };

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's serious and critical violations inside `selector` (the page runs with bypassCSP so the script can go in). */
async function axeViolations(page: Page, selector: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  return page.evaluate(async (sel) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[] }> } }).axe;
    const result = await axe.run(sel, { resultTypes: ['violations'] });
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, selector);
}

/** A staff page that accepts the approve-all confirmation; no CSP, so axe-core can be injected. */
async function newPage(width: number, height: number): Promise<{ page: Page; errors: string[] }> {
  const opened = await staff.open(width, height, { bypassCSP: true });
  opened.page.on('dialog', (d) => void d.accept());
  return opened;
}

/** A real PNG drawn by Chromium: the post's photo. */
async function picture(): Promise<Buffer> {
  const { page } = await newPage(320, 320);
  return drawPng(page, { width: 320, height: 320, background: 'linear-gradient(160deg,#1e9e5a,#0b4f8a)', text: 'GOAL!', fontPx: 64 });
}

/** A minimal ISO-BMFF file: 'ftyp' (isom) and an empty 'mdat' — an mp4 by its bytes. */
function mp4Bytes(): Buffer {
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2')]);
  const mdat = Buffer.alloc(1024);
  mdat.writeUInt32BE(1024, 0);
  mdat.write('mdat', 4, 'ascii');
  return Buffer.concat([ftyp, mdat]);
}

/** Fills and saves the add-post dialog. */
async function addPost(page: Page, post: { content: string; type: 'Photo' | 'Video'; file: string; vipLevel?: string }): Promise<void> {
  await page.getByRole('button', { name: 'Add post' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Streamer', { exact: false }).selectOption({ label: STREAMER });
  await dialog.getByLabel(post.type, { exact: true }).check();
  await dialog.getByLabel('Content', { exact: false }).fill(post.content);
  if (post.vipLevel) {
    await dialog.getByLabel('Restricted', { exact: true }).check();
    await dialog.getByLabel('VIP level only', { exact: true }).check();
    await dialog.getByLabel('VIP level', { exact: false }).last().selectOption(post.vipLevel);
  }
  await dialog.locator('input[type=file]').setInputFiles(post.file);
  await dialog.locator('.upload__preview').waitFor();
  if (post.vipLevel) await screenshot(page, 'backoffice-post-form-1280');
  await dialog.getByRole('button', { name: 'Add post' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('status').filter({ hasText: `Post of ${STREAMER} added, under review` }).waitFor();
  await page.getByRole('cell', { name: post.content }).waitFor();
}

const rowOf = (page: Page, content: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: content }) });

beforeAll(async () => {
  server = await startServer(ownerEnv());
  baseUrl = server.baseUrl;
  browser = await launchBrowser();
  dir = mkdtempSync(path.join(tmpdir(), 'sideline-posts-'));
  files.photo = path.join(dir, 'goal.png');
  files.playlist = path.join(dir, 'backstage.m3u8');
  files.mp4 = path.join(dir, 'warm-up.mp4');
  writeFileSync(files.photo, await picture());
  writeFileSync(files.playlist, '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:4\n#EXTINF:4.0,\n/media/live/seg0.ts\n#EXT-X-ENDLIST\n');
  writeFileSync(files.mp4, mp4Bytes());
});

afterAll(async () => {
  await staff.closeAll();
  await browser?.close();
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('back office: streamer posts and review', () => {
  it('adds three posts, approves one, refuses a reasonless rejection, rejects one with a reason and approves all the rest', async () => {
    const { page, errors } = await newPage(1280, 900);
    await signIn(page, baseUrl);
    await page.getByRole('link', { name: 'Streamer posts' }).click();
    await page.getByRole('heading', { name: 'Streamer posts' }).waitFor();
    await page.getByText('0 under review').waitFor();

    await addPost(page, { content: POSTS.photo, type: 'Photo', file: files.photo });
    await addPost(page, { content: POSTS.vip, type: 'Video', file: files.playlist, vipLevel: '3' });
    await addPost(page, { content: POSTS.rejected, type: 'Video', file: files.mp4 });
    await page.getByText('3 under review').waitFor();
    await screenshot(page, 'backoffice-posts-under-review-1280');

    // Approve one.
    await rowOf(page, POSTS.photo).getByRole('button', { name: /^Approve post \d+ of / }).click();
    await page.getByRole('status').filter({ hasText: `Post of ${STREAMER} approved` }).waitFor();
    await page.getByText('2 under review').waitFor();
    expect(await rowOf(page, POSTS.photo).count()).toBe(0); // it left the under-review list

    // Reject without a reason: refused in the form, and by the server when sent anyway.
    await rowOf(page, POSTS.rejected).getByRole('button', { name: /^Reject post \d+ of / }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'A reason is required for rejection' }).waitFor();
    await screenshot(page, 'backoffice-post-reject-no-reason-1280');
    const session = await staffSession(baseUrl);
    const list = await fetch(`${baseUrl}/backoffice/api/posts?State=under-review`, { headers: { Cookie: `sideline_staff=${session.cookie}` } });
    const underReview = ((await list.json()) as { Result: { Posts: { PostId: number; Content: string }[] } }).Result.Posts;
    const rejectedId = underReview.find((p) => p.Content === POSTS.rejected)!.PostId;
    const blank = await fetch(`${baseUrl}/backoffice/api/posts/reject`, {
      method: 'POST', body: JSON.stringify({ PostId: rejectedId, Reason: '  ' }),
      headers: { 'Content-Type': 'application/json', Cookie: `sideline_staff=${session.cookie}`, 'X-CSRF-Token': session.csrf },
    });
    expect(blank.status).toBe(400);
    expect(((await blank.json()) as { Error: unknown[] }).Error[0]).toEqual({ Field: 'Reason', Message: 'A reason is required for rejection' });

    await dialog.getByLabel('Reason', { exact: false }).fill('The clip is too blurry to show');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('status').filter({ hasText: `Post of ${STREAMER} not approved` }).waitFor();
    await page.getByText('1 under review').waitFor();

    // Approve all (one left: the VIP-only video).
    await page.getByRole('button', { name: 'Approve all' }).click();
    await page.getByRole('status').filter({ hasText: 'Posts approved: 1' }).waitFor();
    await page.getByText('0 under review').waitFor();
    expect(await page.getByRole('button', { name: 'Approve all' }).isDisabled()).toBe(true);

    await page.getByLabel('State').selectOption('');
    await rowOf(page, POSTS.rejected).getByText('Reason: The clip is too blurry to show').waitFor();
    await expect.poll(() => rowOf(page, POSTS.photo).getByText('Approved', { exact: true }).count()).toBe(1);
    await expect.poll(() => rowOf(page, POSTS.vip).getByText('Approved', { exact: true }).count()).toBe(1);
    await expect.poll(() => rowOf(page, POSTS.vip).getByText('VIP 3 only').count()).toBe(1);
    await expect.poll(() => rowOf(page, POSTS.rejected).getByText('Not approved', { exact: true }).count()).toBe(1);
    await page.locator(`img.thumb`).first().evaluate((el: HTMLImageElement) => el.decode());
    await screenshot(page, 'backoffice-posts-reviewed-1280');
    expect(await axeViolations(page, 'main')).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('shows the approved posts on the viewer\'s streamer page, the VIP-only one locked, and not the rejected one', async () => {
    for (const [width, height] of [[1280, 800], [390, 844]] as const) {
      const viewer = await newPage(width, height);
      const token = await demoToken(baseUrl, 'member');
      const data = Buffer.from(JSON.stringify({ Token: token, UserLanguage: 'en' }), 'utf8').toString('base64');
      await viewer.page.goto(`${baseUrl}/streamertopicpage/streamerschedule?data=${encodeURIComponent(data)}`);
      await dismissTutorial(viewer.page, 3_000);
      await viewer.page.getByRole('tab', { name: 'Streamer' }).click();
      await viewer.page.getByLabel('Streamer language').selectOption('vn');
      const card = viewer.page.locator('.streamer-grid .streamer-card').filter({ hasText: STREAMER });
      await card.waitFor({ timeout: 20_000 });
      await card.locator('button').first().click();
      const wall = viewer.page.locator('.post-wall');
      const photoPost = wall.locator('.post').filter({ hasText: POSTS.photo });
      await photoPost.waitFor({ timeout: 15_000 });
      const vipPost = wall.locator('.post').filter({ hasText: POSTS.vip });
      await vipPost.waitFor();
      expect(await vipPost.getAttribute('class')).toContain('post--locked');
      expect(await vipPost.textContent()).toContain('VIP 3 and above only');
      expect(await vipPost.locator('video, img, .post__play').count()).toBe(0);
      expect(await wall.locator('.post').filter({ hasText: POSTS.rejected }).count()).toBe(0);
      expect(await wall.locator('.post').count()).toBe(2);
      const img = photoPost.locator('img');
      expect(await img.getAttribute('src')).toMatch(/^\/media\/uploads\/[0-9a-f]{64}\.png$/);
      await img.evaluate((el: HTMLImageElement) => el.decode());
      await wall.scrollIntoViewIfNeeded();
      await screenshot(viewer.page, `viewer-post-wall-${width}`);
      expect(await axeViolations(viewer.page, '.post-wall')).toEqual([]);
      expect(viewer.errors).toEqual([]);
    }
  });

  it('lays the review list out at phone width', async () => {
    const { page, errors } = await newPage(390, 844);
    await signIn(page, baseUrl);
    await page.getByRole('button', { name: /menu/i }).first().click();
    await page.getByRole('link', { name: 'Streamer posts' }).click();
    await page.getByLabel('State').selectOption('');
    await page.getByRole('cell', { name: POSTS.photo }).waitFor();
    await screenshot(page, 'backoffice-posts-390');
    expect(errors).toEqual([]);
  });
});
