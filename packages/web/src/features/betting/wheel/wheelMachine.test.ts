import { describe, expect, it } from 'vitest';
import { initialWheelState, randomSpin, segmentAt, spinRefusal, targetRotation, wheelReducer } from './wheelMachine';
import type { WheelEvent, WheelState } from './wheelMachine';

const on: WheelState = { ...initialWheelState, isOn: true };
const run = (events: WheelEvent[], from: WheelState = on) => events.reduce(wheelReducer, from);

describe('landing on the server segment', () => {
  const cases: [number, number, number, number][] = [];
  for (let index = 0; index < 6; index++) for (const offset of [-25, -10, 0, 12.5, 25]) for (const from of [0, 95, 3600 + 210]) cases.push([from, index, 5 + (index % 6), offset]);
  it.each(cases)('from %s° to segment %i (%i turns, %s°)', (from, index, turns, offset) => {
    const r = targetRotation(from, index, turns, offset);
    expect(segmentAt(r)).toBe(index);
    expect(r - from).toBeGreaterThanOrEqual(turns * 360 - 25);
    expect(r - from).toBeLessThanOrEqual((turns + 2) * 360);
  });
  it('randomSpin stays within 5-10 turns and ±25°', () => {
    for (const x of [0, 0.2, 0.5, 0.9999]) {
      const { turns, offset } = randomSpin(() => x);
      expect(turns).toBeGreaterThanOrEqual(5);
      expect(turns).toBeLessThanOrEqual(10);
      expect(Math.abs(offset)).toBeLessThanOrEqual(25);
    }
    expect(randomSpin(() => 0)).toEqual({ turns: 5, offset: -25 });
    expect(randomSpin(() => 0.9999).turns).toBe(10);
  });
});

describe('wheelReducer', () => {
  it.each([
    ['spin path ends on the highlighted segment', [{ type: 'request' }, { type: 'result', bingoIndex: 4, turns: 6, offset: 10 }, { type: 'spin-end' }], { phase: 'done', highlight: 4 }],
    ['failure returns to idle', [{ type: 'request' }, { type: 'failed' }], { phase: 'idle', highlight: null }],
    ['a second press while requesting is ignored', [{ type: 'request' }, { type: 'request' }], { phase: 'requesting' }],
    ['off while spinning: the spin completes, stopped shows', [{ type: 'request' }, { type: 'result', bingoIndex: 1, turns: 5, offset: 0 }, { type: 'wheel-on', on: false, push: true }, { type: 'spin-end' }], { phase: 'done', highlight: 1, isOn: false, stopped: true }],
    ['off: no new spin', [{ type: 'wheel-on', on: false, push: true }, { type: 'request' }], { phase: 'idle', stopped: true }],
    ['on by push announces for 2 s', [{ type: 'wheel-on', on: false, push: true }, { type: 'wheel-on', on: true, push: true }], { isOn: true, announcing: true, stopped: false }],
    ['announcement ends', [{ type: 'wheel-on', on: false, push: false }, { type: 'wheel-on', on: true, push: true }, { type: 'announce-end' }], { announcing: false }],
    ['spin-end without a spin does nothing', [{ type: 'spin-end' }], { phase: 'idle', highlight: null }],
  ] as [string, WheelEvent[], Partial<WheelState>][])('%s', (_n, events, want) => {
    expect(run(events)).toMatchObject(want);
  });
});

describe('spinRefusal', () => {
  const ok = { loggedIn: true, supported: true, balance: 100, cost: 10 };
  it.each([
    ['allowed', on, ok, null],
    ['busy while spinning', { ...on, phase: 'spinning' }, ok, 'busy'],
    ['login', on, { ...ok, loggedIn: false }, 'login'],
    ['wheel off', initialWheelState, ok, 'off'],
    ['currency', on, { ...ok, supported: false }, 'currency-not-support'],
    ['funds below the cost', on, { ...ok, balance: 9.99 }, 'insufficient-balance'],
    ['unknown funds do not block', on, { ...ok, balance: null }, null],
  ] as [string, WheelState, typeof ok, string | null][])('%s', (_n, state, ctx, want) => {
    expect(spinRefusal(state, ctx)).toBe(want);
  });
});
