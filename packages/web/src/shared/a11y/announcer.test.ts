import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBatchedAnnouncer } from './announcer';
import type { AnnouncementBatch } from './announcer';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup() {
  const said: AnnouncementBatch<string>[] = [];
  const announcer = createBatchedAnnouncer<string>({ intervalMs: 3_000, announce: (b) => said.push(b) });
  return { said, announcer };
}

describe('createBatchedAnnouncer', () => {
  it('announces the first arrival after a quiet interval at once', () => {
    const { said, announcer } = setup();
    announcer.push('hello');
    expect(said).toEqual([{ count: 1, latest: 'hello' }]);
  });

  it('makes one announcement per interval at 200 arrivals a second, counting all of them', () => {
    const { said, announcer } = setup();
    // 10 seconds at 200 messages a second.
    for (let i = 1; i <= 2_000; i++) {
      announcer.push(`m${i}`);
      vi.advanceTimersByTime(5);
    }
    vi.runAllTimers();
    expect(said.length).toBeLessThanOrEqual(5);
    expect(said.reduce((n, b) => n + b.count, 0)).toBe(2_000);
    expect(said.at(-1)?.latest).toBe('m2000');
    // The announcements are at least the interval apart.
    expect(said[1]!.count).toBeGreaterThan(500);
  });

  it('announces the rest of a burst when the interval is up, then is quiet', () => {
    const { said, announcer } = setup();
    announcer.push('a');
    announcer.push('b');
    announcer.push('c');
    expect(said).toHaveLength(1);
    vi.advanceTimersByTime(2_999);
    expect(said).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(said).toEqual([{ count: 1, latest: 'a' }, { count: 2, latest: 'c' }]);
    vi.advanceTimersByTime(60_000);
    expect(said).toHaveLength(2);
  });

  it('drops what is pending when disposed', () => {
    const { said, announcer } = setup();
    announcer.push('a');
    announcer.push('b');
    announcer.dispose();
    vi.runAllTimers();
    expect(said).toHaveLength(1);
  });
});
