import { describe, expect, it } from 'vitest';
import { initialProviderB, PROVIDER_B_MAX_RETRIES, providerBErrorCode, providerBReducer, ProviderBPlayState } from './providerB';
import type { ProviderBEvent, ProviderBState } from './providerB';

const run = (events: ProviderBEvent[], from: ProviderBState = initialProviderB) => {
  let s = from;
  const commands: string[] = [];
  for (const e of events) {
    const t = providerBReducer(s, e);
    s = t.state;
    commands.push(...t.commands.map((c) => c.type));
  }
  return { s, commands };
};
const play = (state: number): ProviderBEvent => ({ type: 'playState', state });

describe('provider B reducer', () => {
  it.each([
    { name: 'play state 2 is playing', ev: [{ type: 'start' }, { type: 'initialised' }, play(ProviderBPlayState.Playing)], status: 'playing', code: null },
    { name: 'init failure', ev: [{ type: 'start' }, { type: 'initFailed' }], status: 'error', code: 'E401' },
    { name: 'join failure', ev: [{ type: 'start' }, { type: 'initialised' }, { type: 'joinFailed' }], status: 'error', code: 'E402' },
    { name: 'render failure', ev: [{ type: 'start' }, { type: 'initialised' }, { type: 'renderFailed' }], status: 'error', code: 'E403' },
    { name: 'user left', ev: [{ type: 'start' }, { type: 'initialised' }, play(2), { type: 'userLeft' }], status: 'error', code: 'E404' },
    { name: 'timeout while initialising', ev: [{ type: 'start' }, { type: 'timeout' }], status: 'error', code: 'E401' },
    { name: 'timeout while joining', ev: [{ type: 'start' }, { type: 'initialised' }, { type: 'timeout' }], status: 'error', code: 'E402' },
    { name: 'state 4 retries', ev: [{ type: 'start' }, { type: 'initialised' }, play(4)], status: 'joining', code: null },
    { name: 'state 4 past the retries is a join error', ev: [{ type: 'start' }, { type: 'initialised' }, ...Array.from({ length: PROVIDER_B_MAX_RETRIES + 1 }, () => play(4))], status: 'error', code: 'E402' },
    { name: 'retry then play', ev: [{ type: 'start' }, { type: 'initialised' }, play(4), play(2)], status: 'playing', code: null },
  ] as const)('$name', ({ ev, status, code }) => {
    const { s } = run([...ev] as ProviderBEvent[]);
    expect(s.status).toBe(status);
    expect(providerBErrorCode(s)).toBe(code);
  });

  it('commands: init then join, retryPlay on state 4, refresh stops, re-initialises and restarts', () => {
    expect(run([{ type: 'start' }, { type: 'initialised' }, play(4)]).commands).toEqual(['init', 'startTimeout', 'join', 'retryPlay']);
    const r = run([{ type: 'start' }, { type: 'initialised' }, play(2), { type: 'refresh' }]);
    expect(r.s.status).toBe('initialising');
    expect(r.commands.slice(-3)).toEqual(['stop', 'init', 'startTimeout']);
  });

  it('player status false errors; true restarts from the error', () => {
    const down = run([{ type: 'start' }, { type: 'initialised' }, play(2), { type: 'playerStatus', ok: false }]);
    expect(providerBErrorCode(down.s)).toBe('E404');
    expect(run([{ type: 'playerStatus', ok: true }], down.s).s.status).toBe('initialising');
  });
});
