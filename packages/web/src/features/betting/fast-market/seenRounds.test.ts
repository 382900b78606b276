import { describe, expect, it } from 'vitest';
import { createSeenRounds } from './seenRounds';

function memory() {
  const m = new Map<string, string>();
  return { get: (k: string) => m.get(k) ?? null, set: (k: string, v: string) => void m.set(k, v), remove: (k: string) => void m.delete(k) };
}

describe('fast-market rounds already seen', () => {
  it('remembers a round across instances (a reload) and keeps the last 50', () => {
    const store = memory();
    createSeenRounds(store).add(7);
    expect(createSeenRounds(store).has(7)).toBe(true);
    expect(createSeenRounds(store).has(8)).toBe(false);
    const rounds = createSeenRounds(store);
    for (let i = 100; i < 160; i++) rounds.add(i);
    expect(rounds.has(7)).toBe(false);
    expect(rounds.has(159)).toBe(true);
  });

  it('treats a broken record as nothing seen', () => {
    const store = memory();
    store.set('fast-market-seen', '{oops');
    expect(createSeenRounds(store).has(1)).toBe(false);
  });
});
