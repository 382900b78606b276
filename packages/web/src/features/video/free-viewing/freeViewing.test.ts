import { describe, expect, it } from 'vitest';
import type { KeyValueStore } from '../../../shared/storage/localStore';
import { FREE_VIEW_RECORD_KEY, freeViewingApplies, freeViewingReducer, loadRemaining, saveRemaining } from './freeViewing';

const memory = (): KeyValueStore => {
  const m = new Map<string, string>();
  return { get: (k) => m.get(k) ?? null, set: (k, v) => { m.set(k, v); }, remove: (k) => { m.delete(k); } };
};

describe('free viewing rules', () => {
  it.each([
    { login: false, lic: true, limit: 60, src: 30, want: true },
    { login: false, lic: true, limit: 60, src: 0, want: true },
    { login: true, lic: true, limit: 60, src: 30, want: false },
    { login: false, lic: false, limit: 60, src: 30, want: false },
    { login: false, lic: true, limit: 0, src: 30, want: false },
    { login: false, lic: true, limit: 60, src: 11, want: false },
    { login: false, lic: true, limit: 60, src: 32, want: false },
    { login: false, lic: true, limit: 60, src: 'twitch', want: false },
  ])('login=$login licensee=$lic limit=$limit src=$src → $want', ({ login, lic, limit, src, want }) => {
    expect(freeViewingApplies({ isUserLogin: login, isLicenseeChatroom: lic, watchTimeLimit: limit, streamingSrc: src })).toBe(want);
  });

  it('counts down each tick and expires at zero, staying expired', () => {
    let s = { remaining: 2, expired: false };
    s = freeViewingReducer(s, { type: 'tick' });
    expect(s).toEqual({ remaining: 1, expired: false });
    s = freeViewingReducer(s, { type: 'tick' });
    expect(s).toEqual({ remaining: 0, expired: true });
    expect(freeViewingReducer(s, { type: 'tick' })).toBe(s);
    expect(freeViewingReducer(s, { type: 'restore', remaining: 5.7 })).toEqual({ remaining: 5, expired: false });
  });

  it('keeps the seconds per match in storage, capped by the limit, ignoring junk', () => {
    const store = memory();
    expect(loadRemaining(store, 1, 60)).toBe(60);
    saveRemaining(store, 1, 17);
    expect(loadRemaining(store, 1, 60)).toBe(17);
    expect(loadRemaining(store, 1, 10)).toBe(10);
    expect(loadRemaining(store, 2, 60)).toBe(60);
    saveRemaining(store, 4, 0);
    expect(loadRemaining(store, 4, 60)).toBe(0);
  });

  it('stores one list of {MatchId, Seconds} (spec section 3), not a key per match', () => {
    const store = memory();
    saveRemaining(store, 1, 17);
    saveRemaining(store, 2, 40);
    saveRemaining(store, 1, 16);
    expect(JSON.parse(store.get(FREE_VIEW_RECORD_KEY)!)).toEqual([{ MatchId: 2, Seconds: 40 }, { MatchId: 1, Seconds: 16 }]);
    expect(store.get('free-viewing:1')).toBeNull();
  });

  it('ignores a junk record', () => {
    const store = memory();
    store.set(FREE_VIEW_RECORD_KEY, 'abc');
    expect(loadRemaining(store, 3, 60)).toBe(60);
    store.set(FREE_VIEW_RECORD_KEY, JSON.stringify([{ MatchId: 3, Seconds: 'x' }, { MatchId: 5, Seconds: 9 }]));
    expect(loadRemaining(store, 3, 60)).toBe(60);
    expect(loadRemaining(store, 5, 60)).toBe(9);
  });
});
