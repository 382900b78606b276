import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp } from '../testing/app';
import type { TestApp } from '../testing/app';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sideline-backoffice-'));
const web = path.join(root, 'web');
const office = path.join(root, 'backoffice');
fs.mkdirSync(web, { recursive: true });
fs.mkdirSync(path.join(office, 'assets'), { recursive: true });
fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>web</title>');
fs.writeFileSync(path.join(office, 'index.html'), '<!doctype html><title>back office</title>');
const js = 'console.log("office")';
fs.writeFileSync(path.join(office, 'assets', 'office-9.js'), js);
fs.writeFileSync(path.join(office, 'assets', 'office-9.js.br'), zlib.brotliCompressSync(js));
fs.writeFileSync(path.join(office, 'assets', 'office-9.js.gz'), zlib.gzipSync(js));
fs.writeFileSync(path.join(office, 'assets', 'office-9.js.map'), '{"version":3}');

let t: TestApp;
let missing: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ config: { webDist: web, embedDist: web, backofficeDist: office, hostOrigins: ['https://host.example'] } });
  missing = await makeTestApp({ config: { webDist: web, embedDist: web, backofficeDist: path.join(root, 'nope') } });
});
afterAll(async () => {
  await t.close();
  await missing.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the back office at /backoffice/', () => {
  it('serves its index on /backoffice, /backoffice/ and every client route, never framed, revalidated', async () => {
    for (const url of ['/backoffice', '/backoffice/', '/backoffice/login', '/backoffice/rooms/51230001', '/backoffice/staff?page=2']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<title>back office</title>');
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
    }
    // The widget's pages keep their own framing rule.
    const widget = await t.app.inject({ method: 'GET', url: '/licensee' });
    expect(widget.headers['content-security-policy']).toContain("frame-ancestors 'self' https://host.example");
  });

  it('serves hashed assets as immutable, precompressed by Accept-Encoding; a missing asset or map is 404', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/backoffice/assets/office-9.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(js);
    const gz = await t.app.inject({ method: 'GET', url: '/backoffice/assets/office-9.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect((await t.app.inject({ method: 'GET', url: '/backoffice/assets/none.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/backoffice/assets/office-9.js.map' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/backoffice/login' })).statusCode).toBe(404);
  });

  it('answers the clear 503 page when the back office is not built', async () => {
    const page = await missing.app.inject({ method: 'GET', url: '/backoffice/' });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('back office is not built');
  });
});
