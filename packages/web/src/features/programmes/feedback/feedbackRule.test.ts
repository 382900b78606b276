import { describe, expect, it } from 'vitest';
import { feedbackDelayMs, feedbackReducer, feedbackRoll, isValidRating } from './feedbackRule';
import type { FeedbackEvent, FeedbackPhase } from './feedbackRule';

describe('feedback timing and chance', () => {
  it.each([[0, 0], [1, 60_000], [2.5, 150_000]])('Minute %s → %s ms', (m, ms) => expect(feedbackDelayMs({ Minute: m, Probability: 50 })).toBe(ms));
  it.each([
    [100, 0.999, true], [0, 0, false], [30, 0.29, true], [30, 0.3, false],
  ])('Probability %s with roll %s → %s', (p, r, out) => expect(feedbackRoll({ Minute: 1, Probability: p }, () => r)).toBe(out));
  it.each([[null, false], [0, false], [1, true], [5, true], [6, false], [2.5, false]])('rating %s valid: %s', (r, ok) => expect(isValidRating(r)).toBe(ok));
});

describe('feedbackReducer', () => {
  it.each([
    ['waiting', { type: 'timeUp', won: true }, false, 'shown'],
    ['waiting', { type: 'timeUp', won: true }, true, 'due'],
    ['waiting', { type: 'timeUp', won: false }, false, 'done'],
    ['due', { type: 'unblocked' }, false, 'shown'],
    ['waiting', { type: 'unblocked' }, false, 'waiting'],
    ['shown', { type: 'close' }, false, 'done'],
    ['done', { type: 'timeUp', won: true }, false, 'done'],
  ] as [FeedbackPhase, FeedbackEvent, boolean, FeedbackPhase][])('%s + %o (blocked %s) → %s', (phase, event, blocked, out) =>
    expect(feedbackReducer(phase, event, blocked)).toBe(out));
});
