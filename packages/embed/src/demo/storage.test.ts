import { describe, expect, it } from 'vitest';
import { DEFAULT_SAVED, STORAGE_KEY, loadSaved, save } from './storage';

function memory(): Storage {
  const m = new Map<string, string>();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v), removeItem: (k) => void m.delete(k), clear: () => m.clear(), key: () => null, length: 0 };
}

describe('demo persistence', () => {
  it('round-trips user, language and target', () => {
    const s = memory();
    save({ userKey: 'vip5', language: 'th', targetKey: 'broadcast:42' }, s);
    expect(loadSaved(s)).toEqual({ userKey: 'vip5', language: 'th', targetKey: 'broadcast:42' });
  });

  it('falls back to defaults on missing, corrupt or foreign values', () => {
    const s = memory();
    expect(loadSaved(s)).toEqual(DEFAULT_SAVED);
    s.setItem(STORAGE_KEY, '{not json');
    expect(loadSaved(s)).toEqual(DEFAULT_SAVED);
    s.setItem(STORAGE_KEY, JSON.stringify({ userKey: 5, language: 'fr', targetKey: 'x:1' }));
    expect(loadSaved(s)).toEqual(DEFAULT_SAVED);
  });

  it('survives a storage that throws', () => {
    const broken = { setItem: () => { throw new Error('quota'); }, getItem: () => { throw new Error('denied'); } };
    expect(() => save(DEFAULT_SAVED, broken)).not.toThrow();
    expect(loadSaved(broken)).toEqual(DEFAULT_SAVED);
  });
});

describe('the cookie the server reads', () => {
  it('names the user and language, for the whole site, and nothing else', () => {
    const set: string[] = [];
    save({ userKey: 'vip5', language: 'th', targetKey: 'broadcast:42' }, memory(), { set: (c) => set.push(c) });
    expect(set).toEqual(['sideline-demo-host=th.vip5; Path=/; Max-Age=31536000; SameSite=Lax']);
  });

  it('writes none for a user key it could not read back', () => {
    const set: string[] = [];
    save({ userKey: 'a;b', language: 'en', targetKey: null }, memory(), { set: (c) => set.push(c) });
    expect(set).toEqual([]);
  });
});
