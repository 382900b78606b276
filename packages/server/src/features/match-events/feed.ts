import type { MatchEventKind } from '@sideline/protocol';

/**
 * The demo sportsbook's event feed: what happens in a live match during one step of the demo's
 * life. Rates per 90 minutes of a football match, roughly: 2.7 goals, 0.3 penalties, 0.2 red
 * cards, 1 VAR review, plus half time and the end (the demo's matches have no clock of their
 * own, so those two come at random too, rarely).
 */
export const FEED_RATES_PER_90: Readonly<Record<MatchEventKind, number>> = {
  goal: 2.7, penalty: 0.3, 'red-card': 0.2, var: 1, 'half-time': 0.5, end: 0.25,
};

/** How often the demo's life asks the feed (ms). */
export const FEED_STEP_MS = 30_000;

/**
 * One feed step for one match: an event (with the team for goals, penalties and red cards) or
 * null. `random` is the sim's random source (tests pass a fixed one).
 */
export function drawMatchEvent(random: () => number, stepMs = FEED_STEP_MS): { Event: MatchEventKind; Team?: 'home' | 'away' } | null {
  const steps = (90 * 60_000) / stepMs;
  let r = random();
  for (const [event, per90] of Object.entries(FEED_RATES_PER_90) as [MatchEventKind, number][]) {
    const p = per90 / steps;
    if (r < p) {
      const teamEvent = event === 'goal' || event === 'penalty' || event === 'red-card';
      return teamEvent ? { Event: event, Team: random() < 0.5 ? 'home' : 'away' } : { Event: event };
    }
    r -= p;
  }
  return null;
}
