import { describe, expect, it, vi } from 'vitest';
import { VerifyLicenseeToken } from '@sideline/protocol';
import { encodeDataParam } from '../shared/data-param';
import { primeStartupCalls } from './startupCalls';

const at = (pathname: string, data?: unknown) => ({ pathname, search: data === undefined ? '' : `?data=${encodeURIComponent(typeof data === 'string' ? data : encodeDataParam(data))}` });

describe('primeStartupCalls', () => {
  it("sends the token check of a token-required route at boot, with the data parameter's token and match", () => {
    const prime = vi.fn();
    primeStartupCalls(at('/Licensee', { Token: 'tok', MatchId: '7' }), prime);
    expect(prime).toHaveBeenCalledWith(VerifyLicenseeToken, { Token: 'tok' }, { token: 'tok', matchId: 7 });
  });

  it.each([
    ['a route without a token check', at('/broadcastplugin', { Token: 'tok' })],
    ['no data parameter', at('/licensee')],
    ['a data parameter the gate refuses', at('/licensee', '%%%')],
    ['no token', at('/creditplugin', { MatchId: 7 })],
  ])('sends nothing for %s', (_name, location) => {
    const prime = vi.fn();
    primeStartupCalls(location, prime);
    expect(prime).not.toHaveBeenCalled();
  });
});
