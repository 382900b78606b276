import { afterEach, describe, expect, it } from 'vitest';
import type { Broker, HistoryOptions, Publication } from './types';

/**
 * How the contract suite gets brokers. `create` makes one node; `createPeer` (many-node
 * brokers only) makes another node on the same backend; `loseState` simulates the backend
 * losing everything (Redis restarted empty).
 */
export interface BrokerFactory {
  create(options?: HistoryOptions): Promise<Broker>;
  createPeer?(options?: HistoryOptions): Promise<Broker>;
  loseState?(): Promise<void>;
}

const tick = (ms = 0): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `predicate` holds (delivery over Redis is asynchronous). */
async function until(predicate: () => boolean, timeoutMs = 3000): Promise<void> {
  const start = Date.now();
  while (!predicate()) {
    if (Date.now() - start > timeoutMs) throw new Error('Timed out waiting for the condition');
    await tick(5);
  }
}

let channelCounter = 0;
const freshChannel = (): string => `contract-${process.pid}-${Date.now()}-${channelCounter++}`;

/** The one suite every Broker implementation passes (STYLE.md item 4). */
export function brokerContract(name: string, factory: BrokerFactory): void {
  describe(`Broker contract: ${name}`, () => {
    const opened: Broker[] = [];
    const open = async (options?: HistoryOptions): Promise<Broker> => {
      const broker = await factory.create(options);
      opened.push(broker);
      return broker;
    };
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((broker) => broker.close()));
    });

    it('assigns offsets 1, 2, 3 per channel, independently per channel', async () => {
      const broker = await open();
      const a = freshChannel();
      const b = freshChannel();
      const first = await broker.publish(a, 'x');
      const second = await broker.publish(a, 'y');
      const other = await broker.publish(b, 'z');
      expect([first.offset, second.offset, other.offset]).toEqual([1, 2, 1]);
      expect(first.epoch).toBe(second.epoch);
      expect(first.epoch).not.toBe('');
      expect(second).toMatchObject({ channel: a, data: 'y' });
    });

    it('delivers to every subscriber in offset order once subscribe resolved, and stops after unsubscribe', async () => {
      const broker = await open();
      const channel = freshChannel();
      const one: Publication[] = [];
      const two: Publication[] = [];
      const stopOne = await broker.subscribe(channel, (p) => one.push(p));
      await broker.subscribe(channel, (p) => two.push(p));
      for (let i = 0; i < 20; i++) await broker.publish(channel, `m${i}`);
      await until(() => one.length === 20 && two.length === 20);
      expect(one.map((p) => p.offset)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      expect(two.map((p) => p.data)).toEqual(one.map((p) => p.data));
      await stopOne();
      await broker.publish(channel, 'after');
      await until(() => two.length === 21);
      await tick(30);
      expect(one).toHaveLength(20);
    });

    it('keeps concurrent publishes ordered: delivery order equals offset order', async () => {
      const broker = await open();
      const channel = freshChannel();
      const seen: number[] = [];
      await broker.subscribe(channel, (p) => seen.push(p.offset));
      const results = await Promise.all(Array.from({ length: 50 }, (_, i) => broker.publish(channel, `c${i}`)));
      expect(new Set(results.map((p) => p.offset)).size).toBe(50);
      await until(() => seen.length === 50);
      expect(seen).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    });

    it('serves history after a position exactly: no gap, no duplicate', async () => {
      const broker = await open();
      const channel = freshChannel();
      for (let i = 1; i <= 10; i++) await broker.publish(channel, `h${i}`);
      const { epoch } = await broker.position(channel);
      const result = await broker.history(channel, { offset: 4, epoch });
      expect(result.recovered).toBe(true);
      expect(result.publications.map((p) => p.offset)).toEqual([5, 6, 7, 8, 9, 10]);
      expect(result.publications.map((p) => p.data)).toEqual(['h5', 'h6', 'h7', 'h8', 'h9', 'h10']);
      expect(result.position).toEqual({ offset: 10, epoch });
      const atTop = await broker.history(channel, { offset: 10, epoch });
      expect(atTop).toEqual({ recovered: true, publications: [], position: { offset: 10, epoch } });
    });

    it('answers recovered:false for a null, foreign-epoch, future or too-old position', async () => {
      const broker = await open({ historySize: 5 });
      const channel = freshChannel();
      for (let i = 1; i <= 10; i++) await broker.publish(channel, `h${i}`);
      const { epoch } = await broker.position(channel);
      expect((await broker.history(channel, null)).recovered).toBe(false);
      expect((await broker.history(channel, { offset: 7, epoch: 'not-the-epoch' })).recovered).toBe(false);
      expect((await broker.history(channel, { offset: 11, epoch })).recovered).toBe(false);
      const tooOld = await broker.history(channel, { offset: 4, epoch });
      expect(tooOld).toEqual({ recovered: false, publications: [], position: { offset: 10, epoch } });
      const justInside = await broker.history(channel, { offset: 5, epoch });
      expect(justInside.recovered).toBe(true);
      expect(justInside.publications.map((p) => p.offset)).toEqual([6, 7, 8, 9, 10]);
    });

    it('expires history after its TTL but keeps the offset and epoch', async () => {
      const broker = await open({ historyTtlSeconds: 1 });
      const channel = freshChannel();
      await broker.publish(channel, 'old');
      const { epoch } = await broker.position(channel);
      await tick(1200);
      expect((await broker.history(channel, { offset: 0, epoch })).recovered).toBe(false);
      expect(await broker.position(channel)).toEqual({ offset: 1, epoch });
      expect((await broker.publish(channel, 'new')).offset).toBe(2);
    });

    it('delivers ephemeral publications without an offset and keeps them out of history', async () => {
      const broker = await open();
      const channel = freshChannel();
      const seen: Publication[] = [];
      await broker.subscribe(channel, (p) => seen.push(p));
      await broker.publish(channel, 'kept');
      const ephemeral = await broker.publish(channel, 'fleeting', { history: false });
      expect(ephemeral.offset).toBe(0);
      await until(() => seen.length === 2);
      expect(seen[1]).toMatchObject({ offset: 0, data: 'fleeting' });
      const { epoch, offset } = await broker.position(channel);
      expect(offset).toBe(1);
      const history = await broker.history(channel, { offset: 0, epoch });
      expect(history.publications.map((p) => p.data)).toEqual(['kept']);
    });

    it('applies a publication once per id: a resent one answers the first offset and is not delivered again', async () => {
      const broker = await open();
      const channel = freshChannel();
      const seen: Publication[] = [];
      await broker.subscribe(channel, (p) => seen.push(p));
      const first = await broker.publish(channel, 'once', { id: 'resent-1' });
      const again = await broker.publish(channel, 'once', { id: 'resent-1' });
      const next = await broker.publish(channel, 'next', { id: 'resent-2' });
      expect(again).toMatchObject({ offset: first.offset, epoch: first.epoch });
      expect(next.offset).toBe(first.offset + 1);
      await until(() => seen.length === 2);
      expect(seen.map((p) => [p.offset, p.data])).toEqual([[1, 'once'], [2, 'next']]);
      const history = await broker.history(channel, { offset: 0, epoch: first.epoch });
      expect(history.publications.map((p) => p.data)).toEqual(['once', 'next']);
      // Without an id every call is its own publication.
      expect((await broker.publish(channel, 'next')).offset).toBe(3);
    });

    it('gives an untouched channel offset 0 and a stable epoch', async () => {
      const broker = await open();
      const channel = freshChannel();
      const first = await broker.position(channel);
      expect(first.offset).toBe(0);
      expect(await broker.position(channel)).toEqual(first);
      expect((await broker.publish(channel, 'a')).epoch).toBe(first.epoch);
      expect(await broker.history(channel, first)).toMatchObject({ recovered: true });
    });

    it('refuses work after close', async () => {
      const broker = await factory.create();
      await broker.close();
      await expect(broker.publish(freshChannel(), 'x')).rejects.toThrow(/closed/);
    });

    if (factory.loseState) {
      const loseState = factory.loseState.bind(factory);
      it('starts a new epoch when the backend lost its state: offsets restart, old positions are not recoverable', async () => {
        const broker = await open();
        const channel = freshChannel();
        await broker.publish(channel, 'a');
        await broker.publish(channel, 'b');
        const before = await broker.position(channel);
        await loseState();
        const after = await broker.publish(channel, 'c');
        expect(after.offset).toBe(1);
        expect(after.epoch).not.toBe(before.epoch);
        expect((await broker.history(channel, before)).recovered).toBe(false);
        expect((await broker.history(channel, { offset: 0, epoch: after.epoch })).publications.map((p) => p.data)).toEqual(['c']);
      });
    }

    if (factory.createPeer) {
      const createPeer = factory.createPeer.bind(factory);
      it('shares offsets and delivery between nodes, in offset order on every node', async () => {
        const a = await open();
        const b = await createPeer();
        opened.push(b);
        const channel = freshChannel();
        const onA: number[] = [];
        const onB: number[] = [];
        await a.subscribe(channel, (p) => onA.push(p.offset));
        await b.subscribe(channel, (p) => onB.push(p.offset));
        const published = await Promise.all(
          Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? a : b).publish(channel, `n${i}`)),
        );
        expect(published.map((p) => p.offset).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
        await until(() => onA.length === 40 && onB.length === 40);
        expect(onA).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
        expect(onB).toEqual(onA);
        const { epoch } = await b.position(channel);
        expect((await a.history(channel, { offset: 35, epoch })).publications.map((p) => p.offset)).toEqual([36, 37, 38, 39, 40]);
      });
    }
  });
}
