import { describe, expect, it } from 'vitest';
import { allCalls } from '@sideline/protocol';
import { isApiPath } from './dev-proxy';
import { SERVED_PAGE_ROUTES } from '@sideline/protocol';

/** The concrete page paths (no parameter, no wildcard) of the one route list. */
const PAGE_PATHS = SERVED_PAGE_ROUTES.filter((p) => !p.includes(':') && !p.includes('*'));

describe('dev proxy', () => {
  it('forwards every HTTP call of the contract', () => {
    expect(allCalls.length).toBeGreaterThan(0);
    for (const call of allCalls) expect(isApiPath(call.path), call.path).toBe(true);
  });

  it('forwards the hubs', () => {
    for (const hub of ['/chatroomhub', '/entertainmenthub', '/streamerschedulehub', '/commonhub?id=1']) expect(isApiPath(hub)).toBe(true);
  });

  it('never forwards a page route or the app assets', () => {
    for (const page of [...PAGE_PATHS, '/LicenseeMaintenance?data=x', '/src/main.tsx', '/@vite/client', '/favicon.svg']) {
      expect(isApiPath(page), page).toBe(false);
    }
  });
});
