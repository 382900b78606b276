import { describe, expect, it } from 'vitest';
import { initialProviderA, providerAErrorCode, providerAReducer } from './providerA';
import type { ProviderAEvent, ProviderAState } from './providerA';

const run = (events: ProviderAEvent[], from: ProviderAState = initialProviderA) => {
  let s = from;
  const commands: string[] = [];
  for (const e of events) {
    const t = providerAReducer(s, e);
    s = t.state;
    commands.push(...t.commands.map((c) => c.type));
  }
  return { s, commands };
};

describe('provider A reducer', () => {
  it.each([
    { name: 'plays on a video track', ev: ['start', 'joined', 'videoTrack'], status: 'playing', code: null },
    { name: 'times out with no video', ev: ['start', 'joined', 'timeout'], status: 'error', code: 'E102' },
    { name: 'times out while joining', ev: ['start', 'timeout'], status: 'error', code: 'E102' },
    { name: 'a timeout after playing is ignored', ev: ['start', 'joined', 'videoTrack', 'timeout'], status: 'playing', code: null },
    { name: 'track ended', ev: ['start', 'joined', 'videoTrack', 'trackEnded'], status: 'error', code: 'E301' },
    { name: 'join failure', ev: ['start', 'joinFailed'], status: 'error', code: 'E301' },
    { name: 'channel left by the server', ev: ['start', 'joined', 'videoTrack', 'channelLeft'], status: 'error', code: 'E302' },
    { name: 'unpublish then leave timer', ev: ['start', 'joined', 'videoTrack', 'videoUnpublished', 'leaveTimerFired'], status: 'error', code: 'E302' },
    { name: 'unpublish then video returns', ev: ['start', 'joined', 'videoTrack', 'videoUnpublished', 'videoTrack', 'leaveTimerFired'], status: 'playing', code: null },
    { name: 'refresh from error rejoins', ev: ['start', 'timeout', 'refresh'], status: 'joining', code: null },
  ] as const)('$name', ({ ev, status, code }) => {
    const { s } = run(ev.map((type) => ({ type }) as ProviderAEvent));
    expect(s.status).toBe(status);
    expect(providerAErrorCode(s)).toBe(code);
  });

  it('issues the commands: join with a timeout, schedule and cancel the leave, leave on error', () => {
    expect(run([{ type: 'start' }]).commands).toEqual(['join', 'startTimeout']);
    expect(run([{ type: 'start' }, { type: 'joined' }, { type: 'videoTrack' }]).commands).toEqual(['join', 'startTimeout', 'clearTimeout']);
    const unpub = run([{ type: 'start' }, { type: 'joined' }, { type: 'videoTrack' }, { type: 'videoUnpublished' }, { type: 'videoTrack' }]);
    expect(unpub.commands.slice(3)).toEqual(['scheduleLeave', 'clearTimeout', 'cancelLeave']);
    expect(run([{ type: 'start' }, { type: 'joined' }, { type: 'timeout' }]).commands.slice(2)).toEqual(['clearTimeout', 'leave']);
  });

  it('refresh leaves and rejoins as audience', () => {
    const { commands } = run([{ type: 'start' }, { type: 'joined' }, { type: 'videoTrack' }, { type: 'refresh' }]);
    expect(commands.slice(3)).toEqual(['leave', 'join', 'startTimeout']);
  });

  it('renews the token only while joined', () => {
    expect(run([{ type: 'start' }, { type: 'tokenWillExpire' }]).commands).toEqual(['join', 'startTimeout']);
    expect(run([{ type: 'start' }, { type: 'joined' }, { type: 'tokenWillExpire' }]).commands.at(-1)).toBe('renewToken');
  });

  it('player status false errors, true clears and reconnects', () => {
    const down = run([{ type: 'start' }, { type: 'joined' }, { type: 'videoTrack' }, { type: 'playerStatus', ok: false }]);
    expect(providerAErrorCode(down.s)).toBe('E302');
    const up = run([{ type: 'playerStatus', ok: true }], down.s);
    expect(up.s.status).toBe('joining');
    expect(up.commands).toEqual(['join', 'startTimeout']);
    expect(run([{ type: 'playerStatus', ok: true }], run([{ type: 'start' }, { type: 'joined' }, { type: 'videoTrack' }]).s).commands).toEqual([]);
  });
});
