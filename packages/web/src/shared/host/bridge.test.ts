import { describe, expect, it, vi } from 'vitest';
import { createHostBridge, normaliseOrigin } from './bridge';

const HOST = 'https://host.example';

function messageEvent(init: { origin: string; source: unknown; data: unknown }): MessageEvent {
  const e = new Event('message') as MessageEvent;
  Object.defineProperties(e, {
    origin: { value: init.origin },
    source: { value: init.source },
    data: { value: init.data },
  });
  return e;
}

function setup(hostOrigin: string | null = HOST) {
  const host = { postMessage: vi.fn() };
  const target = new EventTarget();
  const bridge = createHostBridge({ hostOrigin, host, listenOn: target as never });
  const deliver = (origin: string, source: unknown, data: unknown) => target.dispatchEvent(messageEvent({ origin, source, data }));
  return { host, bridge, deliver };
}

describe('host bridge', () => {
  it('posts typed messages only to the exact host origin', () => {
    const { host, bridge } = setup('https://host.example/some/page');
    expect(bridge.send('StreamerChatRoom', { expandChat: true, expandGift: false })).toBe(true);
    expect(host.postMessage).toHaveBeenCalledWith({ type: 'StreamerChatRoom', payload: { expandChat: true, expandGift: false } }, HOST);
    expect(host.postMessage.mock.calls.every(([, origin]) => origin !== '*')).toBe(true);
  });

  it('sends nothing without a host origin', () => {
    const { host, bridge } = setup(null);
    expect(bridge.send('InitFinished', {})).toBe(false);
    expect(bridge.connected).toBe(false);
    expect(host.postMessage).not.toHaveBeenCalled();
  });

  it('accepts a message from the host origin and the host window', () => {
    const { host, bridge, deliver } = setup();
    const handler = vi.fn();
    bridge.on('BroadcastVoice', handler);
    deliver(HOST, host, { type: 'BroadcastVoice', payload: { voiceToggle: 0 } });
    expect(handler).toHaveBeenCalledWith({ voiceToggle: 0 });
  });

  it.each([
    ['another origin', 'https://evil.example', 'host', { type: 'UpdateBalance', payload: {} }],
    ['a look-alike origin', 'https://host.example.evil.example', 'host', { type: 'UpdateBalance', payload: {} }],
    ['another scheme', 'http://host.example', 'host', { type: 'UpdateBalance', payload: {} }],
    ['another window', HOST, 'other', { type: 'UpdateBalance', payload: {} }],
    ['an unknown type', HOST, 'host', { type: 'DeleteEverything', payload: {} }],
    ['a malformed payload', HOST, 'host', { type: 'UpdateBalance', payload: 'x' }],
    ['a non-object', HOST, 'host', 'UpdateBalance'],
  ])('drops a message from %s', (_name, origin, sourceKind, data) => {
    const { host, bridge, deliver } = setup();
    const handler = vi.fn();
    bridge.on('UpdateBalance', handler);
    deliver(origin, sourceKind === 'host' ? host : {}, data);
    expect(handler).not.toHaveBeenCalled();
  });

  it('accepts nothing when no host origin was given', () => {
    const { host, bridge, deliver } = setup(null);
    const handler = vi.fn();
    bridge.on('UpdateBalance', handler);
    deliver('null', host, { type: 'UpdateBalance', payload: {} });
    expect(handler).not.toHaveBeenCalled();
  });

  it('routes by type, unsubscribes, and isolates a throwing handler', () => {
    const { host, bridge, deliver } = setup();
    const a = vi.fn(() => {
      throw new Error('boom');
    });
    const b = vi.fn();
    const other = vi.fn();
    const offA = bridge.on('UpdateBalance', a);
    bridge.on('UpdateBalance', b);
    bridge.on('GetStreamingInfo', other);
    deliver(HOST, host, { type: 'UpdateBalance' });
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledWith({});
    expect(other).not.toHaveBeenCalled();
    offA();
    deliver(HOST, host, { type: 'UpdateBalance', payload: {} });
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(2);
  });
});

describe('normaliseOrigin', () => {
  it.each([
    ['https://a.example/', 'https://a.example'],
    ['https://a.example:443/x', 'https://a.example'],
    ['http://localhost:5173/p?q', 'http://localhost:5173'],
    ['file:///etc/passwd', null],
    ['*', null],
    ['', null],
  ])('%s → %s', (input, out) => expect(normaliseOrigin(input)).toBe(out));
});
