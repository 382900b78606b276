import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PROVIDER_HOSTS, loadConfig } from '../config';
import { makeTestApp } from '../testing/app';
import type { TestApp } from '../testing/app';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sideline-csp-'));
fs.mkdirSync(path.join(root, 'web'));
fs.writeFileSync(path.join(root, 'web', 'index.html'), '<!doctype html><title>web</title>');

const connectSrc = (csp: string) => (csp.split('; ').find((d) => d.startsWith('connect-src ')) ?? '').split(' ').slice(1);

let custom: TestApp;
let defaults: TestApp;
beforeAll(async () => {
  const cfg = loadConfig({
    CSP_PROVIDER_A: 'https://*.rtc-a.example wss://*.rtc-a.example',
    CSP_PROVIDER_B: 'https://rtc-b.example,wss://rtc-b.example',
    CSP_BROADCAST: 'wss://voice.example',
    SPORTS_HOST: 'https://sports.example/api',
  });
  custom = await makeTestApp({ config: { webDist: path.join(root, 'web'), embedDist: root, providerHosts: cfg.providerHosts, sportsHost: cfg.sportsHost } });
  defaults = await makeTestApp({ config: { webDist: path.join(root, 'web'), embedDist: root } });
});
afterAll(async () => {
  await custom.close();
  await defaults.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe("the pages' CSP lets the provider SDKs, the voice broadcast and the sports host connect (issue 16 item 26)", () => {
  it('carries the configured hosts of each provider and the sports host origin', async () => {
    const res = await custom.app.inject({ method: 'GET', url: '/licensee?data=e30=' });
    expect(connectSrc(String(res.headers['content-security-policy']))).toEqual([
      "'self'", 'ws:', 'wss:',
      'https://*.rtc-a.example', 'wss://*.rtc-a.example',
      'https://rtc-b.example', 'wss://rtc-b.example',
      'wss://voice.example',
      'https://sports.example',
    ]);
  });

  it("carries each provider SDK's vendor hosts by default", async () => {
    const res = await defaults.app.inject({ method: 'GET', url: '/agoralivestreaming/7?data=e30=' });
    const sources = connectSrc(String(res.headers['content-security-policy']));
    expect(sources).toEqual(expect.arrayContaining(['https://*.agora.io', 'wss://*.agora.io', 'https://*.sd-rtn.com', 'https://*.byteplusapi.com', 'wss://*.byteplusapi.com']));
    expect(DEFAULT_PROVIDER_HOSTS.broadcast).toEqual(DEFAULT_PROVIDER_HOSTS.a);
  });

  it('refuses a source list that could break out of the directive; "none" empties a provider', () => {
    expect(() => loadConfig({ CSP_PROVIDER_A: "https://a.example; script-src 'unsafe-eval'" })).toThrow(/CSP_PROVIDER_A/);
    expect(loadConfig({ CSP_PROVIDER_B: 'none' }).providerHosts.b).toEqual([]);
    expect(() => loadConfig({ SPORTS_HOST: 'ftp://x' })).toThrow(/SPORTS_HOST/);
  });
});
