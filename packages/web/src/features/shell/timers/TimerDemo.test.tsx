import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../../shared/i18n';
import { manualClock } from './clock';
import { TimerDemo } from './TimerDemo';

function setup() {
  const clock = manualClock();
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <TimerDemo clock={clock} />
    </I18nextProvider>,
  );
  const cards = screen.getAllByRole('region');
  const time = (i: number) => within(cards[i]).getByText(/^\d\d:\d\d$/).textContent;
  const button = (i: number, name: string | RegExp) => within(cards[i]).getByRole('button', { name });
  return { clock, cards, time, button };
}

describe('TimerDemo', () => {
  it('starts with the shared timer at 60 s and the independent one running from 45 s', () => {
    const { cards, time, clock } = setup();
    expect(cards).toHaveLength(3);
    expect(time(0)).toBe('01:00');
    expect(time(1)).toBe('01:00');
    expect(time(2)).toBe('00:45');
    act(() => clock.advance(3000));
    expect(time(2)).toBe('00:42');
    expect(time(0)).toBe('01:00');
  });

  it('the two cards with the shared id drive one countdown', () => {
    const { time, button, clock } = setup();
    act(() => fireEvent.click(button(0, 'Start 30 s')));
    act(() => clock.advance(2000));
    expect(time(0)).toBe('00:28');
    expect(time(1)).toBe('00:28');
    act(() => fireEvent.click(button(1, 'Pause')));
    act(() => clock.advance(5000));
    expect(time(0)).toBe('00:28');
    expect((button(1, 'Pause') as HTMLButtonElement).disabled).toBe(true);
    act(() => fireEvent.click(button(0, 'Resume')));
    act(() => clock.advance(1000));
    expect(time(1)).toBe('00:27');
    act(() => fireEvent.click(button(1, 'Reset 90 s')));
    expect(time(0)).toBe('01:30');
    act(() => fireEvent.click(button(0, 'Reset 45 s')));
    expect(time(1)).toBe('00:45');
    act(() => fireEvent.click(button(1, 'Start 60 s')));
    expect(time(0)).toBe('01:00');
  });

  it('the independent timer starts at 20 s, resets to 15 s, and announces its end', () => {
    const { time, button, clock } = setup();
    act(() => fireEvent.click(button(2, 'Reset 15 s')));
    expect(time(2)).toBe('00:15');
    act(() => fireEvent.click(button(2, 'Start 20 s')));
    expect(time(2)).toBe('00:20');
    act(() => clock.advance(20_000));
    expect(time(2)).toBe('00:00');
    expect(screen.getByRole('status').textContent).toContain('Timer “independent” has ended');
  });
});
