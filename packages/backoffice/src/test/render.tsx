import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { StaffMeResult, StaffPermission, StaffRole } from '@sideline/protocol';
import { ROLE_PERMISSIONS } from '@sideline/protocol';
import { csrf } from '../shared/api';
import { createI18n } from '../shared/i18n';
import type { BackofficeLanguage } from '../shared/i18n';
import { StaffHubProvider } from '../shared/realtime';
import type { StaffHub } from '../shared/realtime';
import { TestSession } from '../features/auth/testing';

/** A signed-in staff member of `role` (the contract's permission table). */
export function meOf(role: StaffRole, id = 1): StaffMeResult {
  return {
    User: { StaffId: id, Email: `${role}@example.com`, DisplayName: role, Role: role, IsDisabled: false, CreatedAt: 0, LastLoginAt: null },
    Permissions: [...ROLE_PERMISSIONS[role]] as StaffPermission[],
    CsrfToken: 'csrf-test',
    ExpiresAt: Date.now() + 3_600_000,
  };
}

/** A hub that records calls and lets the test push events. */
export function fakeHub() {
  const handlers = new Map<string, Set<(...a: unknown[]) => void>>();
  const invoked: Array<[string, unknown[]]> = [];
  const results: Record<string, unknown> = {};
  const hub: StaffHub = {
    on: (event, handler) => {
      const set = handlers.get(event) ?? new Set();
      set.add(handler as (...a: unknown[]) => void);
      handlers.set(event, set);
      return () => set.delete(handler as (...a: unknown[]) => void);
    },
    invoke: (async (method: string, ...args: unknown[]) => {
      invoked.push([method, args]);
      return results[method] ?? { Watching: true, Rooms: [] };
    }) as StaffHub['invoke'],
    onReconnected: () => () => undefined,
  };
  return { hub, invoked, results, push: (event: string, ...args: unknown[]) => handlers.get(event)?.forEach((h) => h(...args)) };
}

export function renderWith(ui: ReactElement, options: { role?: StaffRole; language?: BackofficeLanguage; hub?: StaffHub; path?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const location = memoryLocation({ path: options.path ?? '/', record: true });
  const hub = options.hub ?? fakeHub().hub;
  const me = meOf(options.role ?? 'owner');
  // As SessionGate does on sign-in: the CSRF token is held in memory.
  csrf.set(me.CsrfToken);
  const view = render(
    <I18nextProvider i18n={createI18n(options.language ?? 'en')}>
      <QueryClientProvider client={client}>
        <Router hook={location.hook}>
          <StaffHubProvider hub={hub}>
            <TestSession me={me}>{ui}</TestSession>
          </StaffHubProvider>
        </Router>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, location, client };
}

/** Answers fetch with contract envelopes by path; records every request. */
export function fakeFetch(routes: Record<string, (body: unknown, init: RequestInit) => { status?: number; body: unknown; headers?: Record<string, string> }>) {
  const calls: Array<{ url: string; init: RequestInit; body: unknown }> = [];
  const fetchFn = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url, init, body });
    const route = routes[url.split('?')[0]];
    if (!route) return new Response(JSON.stringify({ Code: 404, Result: null, Error: [{ Field: 'not-found', Message: 'no route' }] }), { status: 404 });
    const r = route(body, init);
    return new Response(JSON.stringify(r.body), { status: r.status ?? 200, headers: { 'content-type': 'application/json', ...r.headers } });
  };
  return { fetchFn: fetchFn as typeof fetch, calls };
}

export const ok = (Result: unknown) => ({ body: { Code: 200, Result, Error: null } });
export const fail = (status: number, Field: string, Message: string, headers?: Record<string, string>) => ({ status, body: { Code: status, Result: null, Error: [{ Field, Message }] }, headers });
