import { useEffect, useState } from 'react';
import { every, systemClock } from '../../../shared/clock';
import type { Clock } from '../../../shared/clock';

/** Whole seconds left until `until` (epoch ms), rounded up; 0 once it has passed. */
export function secondsLeft(until: number, now: number): number {
  return until > now ? Math.ceil((until - now) / 1000) : 0;
}

/** The seconds left until `until`, re-read four times a second while it runs (the Send cool-down). */
export function useCountdown(until: number, clock: Pick<Clock, 'now' | 'setInterval' | 'clearInterval'> = systemClock): number {
  const [left, setLeft] = useState(() => secondsLeft(until, clock.now()));
  useEffect(() => {
    setLeft(secondsLeft(until, clock.now()));
    if (until <= clock.now()) return;
    const stop = every(clock, 250, () => {
      const s = secondsLeft(until, clock.now());
      setLeft(s);
      if (s === 0) stop();
    });
    return stop;
  }, [until, clock]);
  return left;
}

/** The character counter shows near the limit: once 80% is used and within 20 characters of it. */
export function showsCharacterCounter(length: number, limit: number | undefined): boolean {
  if (!limit || limit <= 0) return false;
  return length >= Math.max(limit * 0.8, limit - 20);
}
