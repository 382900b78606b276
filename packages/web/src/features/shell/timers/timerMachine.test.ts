import { describe, expect, it } from 'vitest';
import { TimerStatus } from '@sideline/protocol';
import { timerReducer } from './timerMachine';
import type { TimerEvent, TimerState } from './timerMachine';

const S = (status: TimerState['status'], remaining: number): TimerState => ({ status, remaining });
const { Idle, Running, Paused, Ended } = TimerStatus;

describe('timerReducer', () => {
  const table: [string, TimerState, TimerEvent, TimerState][] = [
    ['start from idle with seconds', S(Idle, 60), { type: 'start', seconds: 30 }, S(Running, 30)],
    ['start without seconds uses 60', S(Idle, 10), { type: 'start' }, S(Running, 60)],
    ['start while running restarts', S(Running, 5), { type: 'start', seconds: 20 }, S(Running, 20)],
    ['start while paused restarts', S(Paused, 5), { type: 'start', seconds: 20 }, S(Running, 20)],
    ['start after end restarts', S(Ended, 0), { type: 'start', seconds: 20 }, S(Running, 20)],
    ['start with 0 ends at once', S(Idle, 60), { type: 'start', seconds: 0 }, S(Ended, 0)],
    ['start with a negative value uses 60', S(Idle, 1), { type: 'start', seconds: -3 }, S(Running, 60)],
    ['pause while running', S(Running, 12), { type: 'pause' }, S(Paused, 12)],
    ['pause while idle is ignored', S(Idle, 12), { type: 'pause' }, S(Idle, 12)],
    ['pause while paused is ignored', S(Paused, 12), { type: 'pause' }, S(Paused, 12)],
    ['pause after end is ignored', S(Ended, 0), { type: 'pause' }, S(Ended, 0)],
    ['resume while paused', S(Paused, 12), { type: 'resume' }, S(Running, 12)],
    ['resume while running is ignored', S(Running, 12), { type: 'resume' }, S(Running, 12)],
    ['resume while idle is ignored', S(Idle, 12), { type: 'resume' }, S(Idle, 12)],
    ['reset while running stops at the value', S(Running, 3), { type: 'reset', seconds: 45 }, S(Idle, 45)],
    ['reset while paused', S(Paused, 3), { type: 'reset', seconds: 90 }, S(Idle, 90)],
    ['reset after end', S(Ended, 0), { type: 'reset', seconds: 15 }, S(Idle, 15)],
    ['reset without seconds uses 60', S(Running, 3), { type: 'reset' }, S(Idle, 60)],
    ['stop while running keeps the time', S(Running, 7), { type: 'stop' }, S(Idle, 7)],
    ['tick while running counts down', S(Running, 7), { type: 'tick' }, S(Running, 6)],
    ['tick at 1 ends', S(Running, 1), { type: 'tick' }, S(Ended, 0)],
    ['tick while paused is ignored', S(Paused, 7), { type: 'tick' }, S(Paused, 7)],
    ['tick while idle is ignored', S(Idle, 7), { type: 'tick' }, S(Idle, 7)],
  ];
  it.each(table)('%s', (_name, state, event, expected) => {
    expect(timerReducer(state, event)).toEqual(expected);
  });

  it('returns the same object when an event does not apply', () => {
    const s = S(Idle, 5);
    expect(timerReducer(s, { type: 'pause' })).toBe(s);
    expect(timerReducer(s, { type: 'tick' })).toBe(s);
  });
});
