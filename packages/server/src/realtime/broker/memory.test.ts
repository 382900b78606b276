import { describe, expect, it } from 'vitest';
import { brokerContract } from './broker.contract';
import { createMemoryBroker } from './memory';

brokerContract('memory', { create: async (options) => createMemoryBroker(options) });

describe('memory broker', () => {
  it('delivers in order to every subscriber even when a subscriber publishes from its handler', async () => {
    const broker = createMemoryBroker();
    const first: number[] = [];
    const second: number[] = [];
    await broker.subscribe('room', (p) => {
      first.push(p.offset);
      if (p.offset === 1) void broker.publish('room', 'nested');
    });
    await broker.subscribe('room', (p) => second.push(p.offset));
    await broker.publish('room', 'outer');
    expect(first).toEqual([1, 2]);
    expect(second).toEqual([1, 2]);
  });

  it('reports a throwing subscriber and still delivers to the others', async () => {
    const broker = createMemoryBroker();
    const errors: Error[] = [];
    broker.onError((error) => errors.push(error));
    const seen: number[] = [];
    await broker.subscribe('room', () => {
      throw new Error('boom');
    });
    await broker.subscribe('room', (p) => seen.push(p.offset));
    await broker.publish('room', 'x');
    expect(seen).toEqual([1]);
    expect(errors.map((e) => e.message)).toEqual(['boom']);
  });

  it('expires history by the injected clock', async () => {
    let now = 0;
    const broker = createMemoryBroker({ historyTtlSeconds: 10, now: () => now });
    await broker.publish('room', 'a');
    const position = await broker.position('room');
    expect((await broker.history('room', { offset: 0, epoch: position.epoch })).recovered).toBe(true);
    now = 10_001;
    expect((await broker.history('room', { offset: 0, epoch: position.epoch })).recovered).toBe(false);
  });
});
