import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls } from '@sideline/protocol';
import { makeTestApp } from '../../src/testing/app';
import type { TestApp } from '../../src/testing/app';
import { PAGE_ROUTES } from '../../src/pages/plugin';
import { NON_PAGE_CSP } from '../../src/http/headers';

/**
 * Security headers on every answer: every page route and the demo host site (their CSP frames
 * only from 'self' and the configured host origins, runs only same-origin scripts), every call
 * of the contract whatever its outcome, errors, health and media.
 */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sideline-headers-'));
const web = path.join(root, 'web');
const embed = path.join(root, 'embed');
fs.mkdirSync(web, { recursive: true });
fs.mkdirSync(embed, { recursive: true });
fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>web</title>');
fs.writeFileSync(path.join(embed, 'index.html'), '<!doctype html><title>host</title>');
const HOSTS = ['https://sportsbook.example', 'http://localhost:5173'];

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ config: { webDist: web, embedDist: embed, hostOrigins: HOSTS } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

type Headers = Record<string, string | string[] | number | undefined>;
const common = (h: Headers, what: string) => {
  expect(h['x-content-type-options'], what).toBe('nosniff');
  expect(h['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
};
const directives = (csp: unknown): Map<string, string> =>
  new Map(String(csp).split(';').map((d) => d.trim().split(/\s+/)).map(([k, ...v]) => [k!, v.join(' ')]));

const concrete = (route: string) => route.replace(':id', '7').replace(':userLanguage', 'en').replace(':matchId', '51230001').replace('*', 'users/list');

describe('pages', () => {
  it('every page route and the host site: CSP framing by host origins only, same-origin scripts, no plugins', async () => {
    for (const url of [...PAGE_ROUTES.map(concrete), '/', '/host/index.html', '/host/deep/link']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      common(res.headers, url);
      const csp = directives(res.headers['content-security-policy']);
      expect(csp.get('frame-ancestors'), url).toBe(["'self'", ...HOSTS].join(' '));
      expect(csp.get('script-src'), url).toBe("'self'");
      expect(csp.get('object-src'), url).toBe("'none'");
      expect(csp.get('base-uri'), url).toBe("'self'");
      expect(csp.get('default-src'), url).toBe("'self'");
    }
  });

  it('a deployment without host origins lets only itself frame the pages', async () => {
    const alone = await makeTestApp({ config: { webDist: web, embedDist: embed, hostOrigins: [] } });
    try {
      const res = await alone.app.inject({ method: 'GET', url: '/licensee' });
      expect(directives(res.headers['content-security-policy']).get('frame-ancestors')).toBe("'self'");
    } finally {
      await alone.close();
    }
  });
});

describe('API and other answers', () => {
  it('every call of the contract, whatever it answers, carries the headers and a no-framing CSP', async () => {
    const token = await t.login('member');
    for (const call of allCalls) {
      const res = await t.app.inject({ method: call.method, url: call.path, headers: { Token: token }, payload: call.method === 'POST' ? {} : undefined });
      common(res.headers, call.name);
      if (String(res.headers['content-type']).startsWith('application/json')) {
        expect(res.headers['content-security-policy'], call.name).toBe(NON_PAGE_CSP);
      }
    }
  });

  it('errors, health, metrics, negotiate and media too', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/NoSuchThing.json' }),
      t.app.inject({ method: 'POST', url: '/VerifyLicenseeToken', headers: { 'content-type': 'application/json' }, payload: '{' }),
      t.app.inject({ method: 'POST', url: '/VerifyLicenseeToken', payload: { Token: 'x'.repeat(70_000) } }),
      t.app.inject({ method: 'GET', url: '/healthz' }),
      t.app.inject({ method: 'GET', url: '/metrics' }),
      t.app.inject({ method: 'POST', url: '/chatroomhub/negotiate?negotiateVersion=1' }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([404, 400, 413, 200, 200, 200]);
    for (const a of answers) {
      common(a.headers, a.raw.req.url ?? '');
      expect(a.headers['content-security-policy']).toBe(NON_PAGE_CSP);
    }
  });
});
