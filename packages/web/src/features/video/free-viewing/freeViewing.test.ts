import { describe, expect, it } from 'vitest';
import type { KeyValueStore } from '../../../shared/storage/localStore';
import { freeViewingApplies, freeViewingReducer, loadRemaining, saveRemaining } from './freeViewing';

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
    store.set('free-viewing:3', 'abc');
    expect(loadRemaining(store, 3, 60)).toBe(60);
    saveRemaining(store, 4, 0);
    expect(loadRemaining(store, 4, 60)).toBe(0);
  });
});
