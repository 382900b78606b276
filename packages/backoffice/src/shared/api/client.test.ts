import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListAudit, MutePlayer, STAFF_CSRF_HEADER, StaffLogin } from '@sideline/protocol';
import { fail, fakeFetch, ok } from '../../test/render';
import { StaffApiError, staffCall } from './client';
import { csrf } from './csrf';

afterEach(() => vi.unstubAllGlobals());

describe('staffCall', () => {
  it('sends the CSRF token held in memory on every POST, with the cookie (same origin)', async () => {
    const { fetchFn, calls } = fakeFetch({ [MutePlayer.path]: () => ok({ CustomerId: 7, IsMuted: true, Until: null }) });
    vi.stubGlobal('fetch', fetchFn);
    csrf.set('token-1');
    await staffCall(MutePlayer, { CustomerId: 7, Reason: 'spam', Duration: 'forever' });
    const headers = calls[0].init.headers as Record<string, string>;
    expect(headers[STAFF_CSRF_HEADER]).toBe('token-1');
    expect(calls[0].init.credentials).toBe('same-origin');
    expect(calls[0].body).toEqual({ CustomerId: 7, Reason: 'spam', Duration: 'forever' });
  });

  it('sends reads as GET with the query and no CSRF header', async () => {
    const { fetchFn, calls } = fakeFetch({ [ListAudit.path]: () => ok({ Entries: [], Total: 0, Page: 2, PageSize: 50 }) });
    vi.stubGlobal('fetch', fetchFn);
    csrf.set('token-1');
    await staffCall(ListAudit, { Action: 'MutePlayer', Page: 2, PageSize: 50 });
    expect(calls[0].url).toBe(`${ListAudit.path}?Action=MutePlayer&Page=2&PageSize=50`);
    expect((calls[0].init.headers as Record<string, string>)[STAFF_CSRF_HEADER]).toBeUndefined();
  });

  it("throws the contract's error code, message and Retry-After", async () => {
    vi.stubGlobal('fetch', fakeFetch({ [StaffLogin.path]: () => fail(429, 'login-throttled', 'Too many', { 'retry-after': '42' }) }).fetchFn);
    const error = await staffCall(StaffLogin, { Email: 'a@b.co', Password: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StaffApiError);
    expect(error).toMatchObject({ status: 429, code: 'login-throttled', retryAfter: 42 });
  });

  it('turns a failed network into a network error', async () => {
    vi.stubGlobal('fetch', async () => { throw new TypeError('Failed to fetch'); });
    await expect(staffCall(ListAudit, {})).rejects.toMatchObject({ code: 'network', status: 0 });
  });
});
