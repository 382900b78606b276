import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProviderBChannelInfo, ProviderChannelInfo } from '@sideline/protocol';
import { createProviderAPlayer, createProviderBPlayer } from './controllers';
import type { ProviderAHandlers, ProviderAPort, ProviderBHandlers, ProviderBPort } from './ports';

const infoA: ProviderChannelInfo = { AppId: 'a', ChannelName: 'c', Token: 't1', UserId: 1, Category: 1 };
const infoB: ProviderBChannelInfo = { AppId: 'b', ChannelName: 'c', UserId: 1 };

/** A fake provider A SDK at the port seam. */
function fakeA(opts: { joinRejects?: boolean } = {}) {
  let handlers: ProviderAHandlers | null = null;
  const port: ProviderAPort & { calls: string[] } = {
    calls: [],
    async join(info, h) { port.calls.push(`join:${info.Token}`); handlers = h; if (opts.joinRejects) throw new Error('no route'); },
    async leave() { port.calls.push('leave'); },
    async renewToken(token) { port.calls.push(`renew:${token}`); },
    setMuted() {},
  };
  return { port, handlers: () => handlers! };
}

beforeEach(() => { vi.useFakeTimers(); });
afterEach(() => { vi.useRealTimers(); });

describe('provider A controller with a fake SDK', () => {
  it('plays on the video track and leaves 60 s after an unpublish', async () => {
    const { port, handlers } = fakeA();
    const p = createProviderAPlayer({ port, fetchInfo: async () => infoA });
    p.send({ type: 'start' });
    await vi.advanceTimersByTimeAsync(0);
    expect(p.getSnapshot().status).toBe('waiting');
    handlers().onVideoTrack();
    expect(p.getSnapshot().status).toBe('playing');
    await vi.advanceTimersByTimeAsync(45_000);
    expect(p.getSnapshot().status).toBe('playing'); // the 40 s timeout was cleared
    handlers().onVideoUnpublished();
    await vi.advanceTimersByTimeAsync(59_000);
    expect(p.getSnapshot().status).toBe('playing');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(p.getSnapshot()).toMatchObject({ status: 'error', error: 'LeaveChannel' });
    expect(port.calls).toEqual(['join:t1', 'leave']);
  });

  it('an unreachable cloud ends in the error state, never hangs', async () => {
    const { port } = fakeA({ joinRejects: true });
    const p = createProviderAPlayer({ port, fetchInfo: async () => infoA, log: () => {} });
    p.send({ type: 'start' });
    await vi.advanceTimersByTimeAsync(0);
    expect(p.getSnapshot()).toMatchObject({ status: 'error', error: 'PlayerError' });
  });

  it('a join that never answers times out after 40 s (15 s preview)', async () => {
    const port: ProviderAPort = { join: () => new Promise(() => {}), leave: async () => {}, renewToken: async () => {}, setMuted: () => {} };
    const p = createProviderAPlayer({ port, fetchInfo: async () => infoA, timeoutMs: 15_000 });
    p.send({ type: 'start' });
    await vi.advanceTimersByTimeAsync(14_999);
    expect(p.getSnapshot().status).toBe('joining');
    await vi.advanceTimersByTimeAsync(1);
    expect(p.getSnapshot()).toMatchObject({ status: 'error', error: 'Timeout' });
  });

  it('renews the token by refetching the channel info', async () => {
    const { port, handlers } = fakeA();
    let n = 0;
    const p = createProviderAPlayer({ port, fetchInfo: async () => ({ ...infoA, Token: `t${++n}` }) });
    p.send({ type: 'start' });
    await vi.advanceTimersByTimeAsync(0);
    handlers().onTokenWillExpire();
    await vi.advanceTimersByTimeAsync(0);
    expect(port.calls).toEqual(['join:t1', 'renew:t2']);
  });
});

describe('provider B controller with a fake SDK', () => {
  it('retries on play state 4, then plays on 2; refresh stops and re-initialises', async () => {
    let h: ProviderBHandlers | null = null;
    const calls: string[] = [];
    const port: ProviderBPort = {
      async init(_i, handlers) { calls.push('init'); h = handlers; },
      async join() { calls.push('join'); },
      async retryPlay() { calls.push('retry'); },
      async stop() { calls.push('stop'); },
      setMuted() {},
    };
    const p = createProviderBPlayer({ port, fetchInfo: async () => infoB });
    p.send({ type: 'start' });
    await vi.advanceTimersByTimeAsync(0);
    h!.onPlayState(4);
    h!.onPlayState(2);
    expect(p.getSnapshot().status).toBe('playing');
    p.send({ type: 'refresh' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['init', 'join', 'retry', 'stop', 'init', 'join']);
  });

  it('an init that never completes ends in InitError after the timeout', async () => {
    const port: ProviderBPort = { init: () => new Promise(() => {}), join: async () => {}, retryPlay: async () => {}, stop: async () => {}, setMuted: () => {} };
    const p = createProviderBPlayer({ port, fetchInfo: async () => infoB });
    p.send({ type: 'start' });
    await vi.advanceTimersByTimeAsync(40_000);
    expect(p.getSnapshot()).toMatchObject({ status: 'error', error: 'InitError' });
  });
});
