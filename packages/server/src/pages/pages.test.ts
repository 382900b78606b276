import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp } from '../testing/app';
import type { TestApp } from '../testing/app';
import { PAGE_ROUTES } from './plugin';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sideline-pages-'));
const web = path.join(root, 'web');
const embed = path.join(root, 'embed');
fs.mkdirSync(path.join(web, 'assets'), { recursive: true });
fs.mkdirSync(path.join(embed, 'assets'), { recursive: true });
fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>web</title>');
fs.writeFileSync(path.join(web, 'assets', 'app-123.js'), 'console.log(1)');
fs.writeFileSync(path.join(web, 'assets', 'app-123.js.br'), zlib.brotliCompressSync('console.log(1)'));
fs.writeFileSync(path.join(web, 'assets', 'app-123.js.gz'), zlib.gzipSync('console.log(1)'));
fs.writeFileSync(path.join(web, 'assets', 'app-123.js.map'), '{"version":3}');
fs.mkdirSync(path.join(web, '.vite'));
fs.writeFileSync(path.join(web, '.vite', 'manifest.json'), '{}');
fs.writeFileSync(path.join(web, '.vite', 'preload.json'), JSON.stringify({
  '/licensee': { script: ['/assets/page-1.js', '/assets/chat-2.js', 'https://elsewhere.example/x.js'], style: ['/assets/chat-2.css'] },
}));
fs.writeFileSync(path.join(web, '.vite', 'locales.json'), JSON.stringify({ th: ['/assets/th-9.js', '/assets/en-text-8.js'], en: ['/assets/en-7.js'] }));
fs.writeFileSync(path.join(web, 'favicon.svg'), '<svg/>');
fs.writeFileSync(path.join(embed, 'index.html'), '<!doctype html><title>host</title>');
fs.writeFileSync(path.join(embed, 'assets', 'host-1.js'), 'console.log(2)');
fs.writeFileSync(path.join(root, 'secret.txt'), 'secret');

let t: TestApp;
let missing: TestApp;
let maps: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ config: { webDist: web, embedDist: embed, hostOrigins: ['https://host.example'] } });
  maps = await makeTestApp({ config: { webDist: web, embedDist: embed, sourceMaps: true } });
  missing = await makeTestApp({ config: { webDist: path.join(root, 'nope'), embedDist: path.join(root, 'nope2') } });
});
afterAll(async () => {
  await t.close();
  await missing.close();
  await maps.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const concrete = (route: string) => route.replace(':id', '7').replace(':userLanguage', 'en').replace(':matchId', '51230001').replace('*', 'users/list');

describe('static pages', () => {
  it('serves the web app index on every page route with security headers', async () => {
    for (const route of PAGE_ROUTES) {
      const res = await t.app.inject({ method: 'GET', url: concrete(route) + '?data=e30=' });
      expect(res.statusCode, route).toBe(200);
      expect(res.body).toContain('<title>web</title>');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self' https://host.example");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('serves the demo host site at / and /host/*', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/' })).body).toContain('<title>host</title>');
    for (const url of ['/host', '/host/', '/host/index.html']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<title>host</title>');
    }
    const asset = await t.app.inject({ method: 'GET', url: '/host/assets/host-1.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toContain('javascript');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ method: 'GET', url: '/host/assets/none.js' })).statusCode).toBe(404);
  });

  it('serves web build files and refuses traversal', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/app-123.js' })).body).toBe('console.log(1)');
    expect((await t.app.inject({ method: 'GET', url: '/favicon.svg' })).headers['content-type']).toBe('image/svg+xml');
    for (const url of ['/..%2Fsecret.txt', '/assets/..%2F..%2Fsecret.txt', '/%2e%2e/secret.txt']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().Code).toBe(404);
    }
  });

  it('sends the precompressed copy the browser accepts, brotli first', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/assets/app-123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
    const gz = await t.app.inject({ method: 'GET', url: '/assets/app-123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe('console.log(1)');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('caches hashed assets for a year, revalidates the HTML, and answers 304 to a known ETag', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await t.app.inject({ method: 'GET', url: '/licensee' });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.etag).toBeTruthy();
    const again = await t.app.inject({ method: 'GET', url: '/licensee', headers: { 'if-none-match': String(page.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect((await t.app.inject({ method: 'GET', url: '/favicon.svg' })).headers['cache-control']).toBe('no-cache');
    // The demo host page carries its visitor's session (demoHostPage.ts): never stored.
    const host = await t.app.inject({ method: 'GET', url: '/' });
    expect(host.headers['cache-control']).toBe('no-store');
  });

  it('keeps source maps and build bookkeeping private unless SOURCE_MAPS is on', async () => {
    const map = await t.app.inject({ method: 'GET', url: '/assets/app-123.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.json().Code).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/.vite/manifest.json' })).statusCode).toBe(404);
    const served = await maps.app.inject({ method: 'GET', url: '/assets/app-123.js.map' });
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe('{"version":3}');
  });

  it('answers a clear 503 page when a build is missing', async () => {
    const page = await missing.app.inject({ method: 'GET', url: '/licensee' });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('npm start');
    const host = await missing.app.inject({ method: 'GET', url: '/' });
    expect(host.statusCode).toBe(503);
  });

  it('pages still serve in maintenance mode while API calls answer 503', async () => {
    t.app.sideline.config.maintenance = true;
    try {
      expect((await t.app.inject({ method: 'GET', url: '/MaintenancePage' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'POST', url: '/VerifyLicenseeToken', payload: { Token: 'x' } })).statusCode).toBe(503);
    } finally {
      t.app.sideline.config.maintenance = false;
    }
  });
});

describe('route preloads', () => {
  it("sends a widget route's page chunks as Link modulepreload with its HTML, only the build's asset paths", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/licensee?data=e30=' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.link).toBe('</assets/page-1.js>; rel=modulepreload, </assets/chat-2.js>; rel=modulepreload, </assets/chat-2.css>; rel=preload; as=style; crossorigin');
  });

  it("puts the viewer's locale chunks first when the data parameter names the language, and only then", async () => {
    const data = (v: unknown) => encodeURIComponent(Buffer.from(JSON.stringify(v)).toString('base64'));
    const th = await t.app.inject({ method: 'GET', url: `/licensee?data=${data({ UserLanguage: 'TH' })}` });
    expect(th.headers.link).toBe('</assets/th-9.js>; rel=modulepreload, </assets/en-text-8.js>; rel=modulepreload, </assets/page-1.js>; rel=modulepreload, </assets/chat-2.js>; rel=modulepreload, </assets/chat-2.css>; rel=preload; as=style; crossorigin');
    for (const other of [data({ UserLanguage: 'xx' }), data({ Token: 't' }), '%%%']) {
      expect((await t.app.inject({ method: 'GET', url: `/licensee?data=${other}` })).headers.link, other).toBe('</assets/page-1.js>; rel=modulepreload, </assets/chat-2.js>; rel=modulepreload, </assets/chat-2.css>; rel=preload; as=style; crossorigin');
    }
  });

  it('sends no Link header for a route without a preload list or without a build', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/NotFoundPage' })).headers.link).toBeUndefined();
    expect((await missing.app.inject({ method: 'GET', url: '/licensee' })).headers.link).toBeUndefined();
  });
});

describe('unknown paths (issue 16 item 32)', () => {
  it('a browser asking for HTML gets the web app (its not-found page) with status 404', async () => {
    for (const url of ['/no-such-page', '/licensee/extra/deep', '/Some/Thing?x=1']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('<title>web</title>');
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
    }
  });

  it('API clients, files and other methods keep the JSON envelope', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/no-such-page', headers: { accept: 'application/json' } });
    expect(api.json().Code).toBe(404);
    const file = await t.app.inject({ method: 'GET', url: '/missing.js', headers: { accept: 'text/html' } });
    expect(file.json().Code).toBe(404);
    const post = await t.app.inject({ method: 'POST', url: '/no-such-page', headers: { accept: 'text/html' }, payload: {} });
    expect(post.json().Code).toBe(404);
    const notBuilt = await missing.app.inject({ method: 'GET', url: '/no-such-page', headers: { accept: 'text/html' } });
    expect(notBuilt.json().Code).toBe(404);
  });
});
