import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HOST_BOOT_ID, DEMO_HOST_COOKIE, DemoHostBoot } from '@sideline/protocol';
import { makeTestApp, type TestApp } from '../testing/app';

const HOST_INDEX = '<!doctype html><html><head><title>host</title>\n    <script type="module" crossorigin src="/host/assets/index-1.js"></script></head><body><div id="app"></div></body></html>';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sideline-host-page-'));
for (const [dir, html] of [['web', '<!doctype html><title>web</title>'], ['embed', HOST_INDEX]] as const) {
  fs.mkdirSync(path.join(root, dir));
  fs.writeFileSync(path.join(root, dir, 'index.html'), html);
}

let t: TestApp;
let off: TestApp;
beforeAll(async () => {
  const dists = { webDist: path.join(root, 'web'), embedDist: path.join(root, 'embed') };
  t = await makeTestApp({ config: dists });
  off = await makeTestApp({ config: { ...dists, earlyAnswers: false } });
});
afterAll(async () => {
  await t.close();
  await off.close();
  fs.rmSync(root, { recursive: true, force: true });
});

/** The boot block of a page, parsed against the protocol's schema, or null when it has none. */
function bootOf(html: string): DemoHostBoot | null {
  const match = new RegExp(`<script type="application/json" id="${DEMO_HOST_BOOT_ID}">([^<]*)</script>`).exec(html);
  return match ? DemoHostBoot.parse(JSON.parse(match[1]!)) : null;
}

const page = (app: TestApp, url: string, cookie?: string) =>
  app.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** What the server says of a token: logged in, and whose. */
async function tokenOwner(token: string): Promise<{ IsUserLogin: boolean }> {
  const res = await t.app.inject({ method: 'POST', url: '/VerifyLicenseeToken', payload: { Token: token } });
  return res.json().Result as { IsUserLogin: boolean };
}

describe('the demo host page carries its world and its visitor\'s session (issue 20)', () => {
  it("logs the cookie's member in and puts the answers before the page's script, never cached", async () => {
    const res = await page(t, '/', `other=1; ${DEMO_HOST_COOKIE}=th.vip5`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body.indexOf(DEMO_HOST_BOOT_ID)).toBeLessThan(res.body.indexOf('/host/assets/index-1.js'));
    const boot = bootOf(res.body)!;
    expect(boot.UserKey).toBe('vip5');
    expect(boot.UserLanguage).toBe('th');
    expect(boot.World.Users.map((u) => u.Key)).toContain('vip5');
    expect(boot.World.Targets.length).toBeGreaterThan(0);
    expect(boot.Login?.User.Key).toBe('vip5');
    expect(boot.Guest).toBeNull();
    expect((await tokenOwner(boot.Login!.Token)).IsUserLogin).toBe(true);
  });

  it('opens a guest session without a cookie, for a member the world does not know, or for a malformed cookie', async () => {
    for (const cookie of [undefined, `${DEMO_HOST_COOKIE}=en.nobody`, `${DEMO_HOST_COOKIE}=xx.member`, `${DEMO_HOST_COOKIE}=en.<b>`]) {
      const boot = bootOf((await page(t, '/', cookie)).body)!;
      expect(boot.UserKey, cookie).toBe('anonymous');
      expect(boot.Login, cookie).toBeNull();
      expect(boot.Guest?.SiteId, cookie).toBe(boot.World.Users.find((u) => u.Key === 'member')!.SiteId);
      expect((await tokenOwner(boot.Guest!.Token)).IsUserLogin, cookie).toBe(false);
    }
  });

  it('serves the same page under /host and its client paths', async () => {
    for (const url of ['/host', '/host/', '/host/matches/7']) {
      const res = await page(t, url, `${DEMO_HOST_COOKIE}=en.member`);
      expect(res.statusCode, url).toBe(200);
      expect(bootOf(res.body)?.Login?.User.Key, url).toBe('member');
    }
  });

  it('sends the plain page with EARLY_ANSWERS off, and for HEAD', async () => {
    const plain = await page(off, '/', `${DEMO_HOST_COOKIE}=en.member`);
    expect(plain.statusCode).toBe(200);
    expect(bootOf(plain.body)).toBeNull();
    expect(plain.headers['cache-control']).toBe('no-cache');
    const head = await t.app.inject({ method: 'HEAD', url: '/', headers: { cookie: `${DEMO_HOST_COOKIE}=en.member` } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toBe('no-cache');
  });

  it('compresses the page per request', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
  });
});
