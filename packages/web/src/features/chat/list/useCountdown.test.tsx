import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../../shared/realtime/testing';
import { secondsLeft, showsCharacterCounter, useCountdown } from './useCountdown';

function Countdown(props: { until: number; clock: FakeClock }) {
  return <span data-testid="left">{useCountdown(props.until, props.clock)}</span>;
}

describe('the Send cool-down countdown', () => {
  it('rounds up to whole seconds and stops at 0', () => {
    expect(secondsLeft(10_000, 7_001)).toBe(3);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
  });

  it('counts down as the clock moves, then stops ticking', async () => {
    const clock = new FakeClock();
    render(<Countdown until={3_000} clock={clock} />);
    expect(screen.getByTestId('left').textContent).toBe('3');
    await act(() => clock.advance(1_000));
    expect(screen.getByTestId('left').textContent).toBe('2');
    await act(() => clock.advance(2_000));
    expect(screen.getByTestId('left').textContent).toBe('0');
    expect(clock.pending()).toBe(0);
  });
});

describe('the character counter', () => {
  it('shows only near the limit', () => {
    expect(showsCharacterCounter(79, 100)).toBe(false);
    expect(showsCharacterCounter(80, 100)).toBe(true);
    expect(showsCharacterCounter(100, 100)).toBe(true);
    expect(showsCharacterCounter(23, 30)).toBe(false);
    expect(showsCharacterCounter(24, 30)).toBe(true);
    expect(showsCharacterCounter(5, undefined)).toBe(false);
  });
});
