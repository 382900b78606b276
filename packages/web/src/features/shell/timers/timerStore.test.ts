import { describe, expect, it, vi } from 'vitest';
import { TimerStatus } from '@sideline/protocol';
import { manualClock } from './clock';
import { createTimerStore } from './timerStore';

function setup() {
  const clock = manualClock();
  const store = createTimerStore({ clock });
  const ended = vi.fn();
  store.onEnd(ended);
  return { clock, store, ended };
}

describe('timer store', () => {
  it('counts down once per second and emits end with the id at zero, once', () => {
    const { clock, store, ended } = setup();
    store.start('a', 3);
    clock.advance(999);
    expect(store.get('a')).toEqual({ status: TimerStatus.Running, remaining: 3 });
    clock.advance(1);
    expect(store.get('a').remaining).toBe(2);
    clock.advance(2000);
    expect(store.get('a')).toEqual({ status: TimerStatus.Ended, remaining: 0 });
    expect(ended).toHaveBeenCalledTimes(1);
    expect(ended).toHaveBeenCalledWith('a');
    clock.advance(5000);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(clock.active).toBe(0);
  });

  it('defaults to 60 s', () => {
    const { store } = setup();
    expect(store.get('new')).toEqual({ status: TimerStatus.Idle, remaining: 60 });
    store.start('new');
    expect(store.get('new').remaining).toBe(60);
  });

  it('pause holds the time, resume continues it', () => {
    const { clock, store } = setup();
    store.start('a', 10);
    clock.advance(3000);
    store.pause('a');
    clock.advance(5000);
    expect(store.get('a')).toEqual({ status: TimerStatus.Paused, remaining: 7 });
    expect(clock.active).toBe(0);
    store.resume('a');
    clock.advance(2000);
    expect(store.get('a')).toEqual({ status: TimerStatus.Running, remaining: 5 });
  });

  it('keys timers by id: holders of the same id share one countdown, others are independent', () => {
    const { clock, store } = setup();
    store.ensure('shared', 60);
    store.ensure('solo', 45);
    store.start('shared', 30);
    store.start('solo', 20);
    clock.advance(5000);
    expect(store.get('shared').remaining).toBe(25);
    expect(store.get('solo').remaining).toBe(15);
    store.reset('shared', 90);
    expect(store.get('shared')).toEqual({ status: TimerStatus.Idle, remaining: 90 });
    expect(store.get('solo').status).toBe(TimerStatus.Running);
  });

  it('ensure does not overwrite an existing timer', () => {
    const { store } = setup();
    store.start('a', 10);
    store.ensure('a', 60);
    expect(store.get('a').remaining).toBe(10);
  });

  it('notifies subscribers with a new snapshot on each change', () => {
    const { clock, store } = setup();
    const listener = vi.fn();
    store.subscribe(listener);
    const before = store.getSnapshot();
    store.start('a', 2);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).not.toBe(before);
    clock.advance(1000);
    expect(listener).toHaveBeenCalledTimes(2);
    store.pause('b');
    expect(listener).toHaveBeenCalledTimes(3); // 'b' created idle
    store.pause('b');
    expect(listener).toHaveBeenCalledTimes(3); // nothing changed
  });

  it('dispose stops the clock', () => {
    const { clock, store } = setup();
    store.start('a', 10);
    store.dispose();
    clock.advance(5000);
    expect(store.get('a').remaining).toBe(10);
  });
});
