import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../../shared/realtime/testing';
import { createWelcomeQueue } from './welcomeQueue';

describe('welcome banner queue', () => {
  it('shows each welcome for 2 s in order, then nothing', async () => {
    const clock = new FakeClock();
    const q = createWelcomeQueue<string>(clock);
    q.push(['a', 'b']);
    expect(q.getSnapshot()).toBe('a');
    await clock.advance(1999);
    expect(q.getSnapshot()).toBe('a');
    await clock.advance(1);
    expect(q.getSnapshot()).toBe('b');
    q.push(['c']);
    await clock.advance(2000);
    expect(q.getSnapshot()).toBe('c');
    await clock.advance(2000);
    expect(q.getSnapshot()).toBeNull();
  });
});
