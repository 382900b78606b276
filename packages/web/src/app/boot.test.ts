import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { VerifyLicenseeToken } from '@sideline/protocol';
import type { EarlyAnswer } from '@sideline/protocol';
import { encodeDataParam } from '../shared/data-param';
import { sessionStore } from '../shared/session/store';
import { bootStartupCalls } from './boot';

const at = (pathname: string, data?: unknown) => ({ pathname, search: data === undefined ? '' : `?data=${encodeURIComponent(typeof data === 'string' ? data : encodeDataParam(data))}` });
const run = { key: '', result: new Promise<never>(() => undefined), settled: null };
const deps = (verified: boolean | null = true) => {
  const bootStartupRun = vi.fn(() => run);
  return {
    client: new QueryClient(), prime: vi.fn(), primedOk: vi.fn(() => (verified === null ? null : Promise.resolve(verified))),
    loadStartup: vi.fn(async () => ({ bootStartupRun })), bootStartupRun,
    seed: vi.fn(() => true), earlyAnswers: vi.fn((): EarlyAnswer[] => []),
  };
};

afterEach(() => sessionStore.getState().reset());

describe('bootStartupCalls (the boot entry, issue 20)', () => {
  it('starts the start-up sequence on /licensee and /streamingplugin, with the session the gate would set', async () => {
    for (const path of ['/Licensee', '/streamingplugin']) {
      const d = deps();
      expect(await bootStartupCalls(at(path, { Token: 'tok', MatchId: '7' }), d)).toBe(run);
      expect(d.bootStartupRun).toHaveBeenCalledWith(d.client, expect.objectContaining({ Token: 'tok', MatchId: 7 }));
      // The token check leaves before the runner's chunk is in, with the session's headers (the run's own call takes it).
      expect(d.prime).toHaveBeenCalledExactlyOnceWith(VerifyLicenseeToken, { Token: 'tok' });
      expect(d.loadStartup).toHaveBeenCalled();
      expect(sessionStore.getState()).toMatchObject({ token: 'tok', matchId: 7 });
    }
  });

  it("holds the HTML's early answers before the token check is primed, so the check takes its answer", async () => {
    const d = deps();
    const answer: EarlyAnswer = { call: 'VerifyLicenseeToken', request: { Token: 'tok' }, token: 'tok', matchId: 7, status: 200, body: { Code: 200, Result: { IsUserLogin: true }, Error: null } };
    d.earlyAnswers.mockReturnValue([answer]);
    await bootStartupCalls(at('/licensee', { Token: 'tok', MatchId: 7 }), d);
    expect(d.seed).toHaveBeenCalledWith(answer);
    expect(d.seed.mock.invocationCallOrder[0]).toBeLessThan(d.prime.mock.invocationCallOrder[0]!);
  });

  it('leaves a refused token to the page (its shell takes the answer): no run starts', async () => {
    for (const verified of [false, null]) {
      const d = deps(verified);
      expect(await bootStartupCalls(at('/licensee', { Token: 'forged', MatchId: 1 }), d)).toBeNull();
      expect(d.prime).toHaveBeenCalledOnce();
      expect(d.bootStartupRun).not.toHaveBeenCalled();
    }
  });

  it("sends the token check early on the other token routes, with the data parameter's token and match", async () => {
    for (const path of ['/entertainmentplugin', '/CreditPlugin']) {
      const d = deps();
      await bootStartupCalls(at(path, { Token: 'tok', MatchId: '7' }), d);
      expect(d.prime).toHaveBeenCalledWith(VerifyLicenseeToken, { Token: 'tok' }, { token: 'tok', matchId: 7 });
      expect(d.loadStartup).not.toHaveBeenCalled();
    }
  });

  it.each([
    ['a route without a token check', at('/broadcastplugin', { Token: 'tok' })],
    ['the topic page', at('/streamertopicpage', { Token: 'tok' })],
    ['no data parameter', at('/licensee')],
    ['a data parameter the gate refuses', at('/licensee', '%%%')],
    ['no token', at('/licensee', { MatchId: 7 })],
    ['no token on the credit plugin', at('/creditplugin', { MatchId: 7 })],
  ])('sends nothing for %s', async (_name, location) => {
    const d = deps();
    expect(await bootStartupCalls(location, d)).toBeNull();
    expect(d.prime).not.toHaveBeenCalled();
    expect(d.loadStartup).not.toHaveBeenCalled();
    expect(sessionStore.getState().token).toBeNull();
  });
});
