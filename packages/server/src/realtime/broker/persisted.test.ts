import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { brokerContract } from './broker.contract';
import { createMemoryBroker } from './memory';
import { openSqliteHistory } from './persisted';

brokerContract('memory + SQLite history', { create: async (options) => createMemoryBroker({ ...options, persistence: openSqliteHistory(':memory:') }) });

const dir = mkdtempSync(path.join(tmpdir(), 'sideline-history-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('memory broker with SQLite history', () => {
  it('keeps epochs, offsets and history across a restart, so rejoining clients recover', async () => {
    const file = path.join(dir, 'restart.db');
    const before = createMemoryBroker({ persistence: openSqliteHistory(file) });
    const first = await before.publish('room', 'a');
    const seen = await before.position('room');
    await before.publish('room', 'b');
    await before.publish('room', 'c', { history: false });
    await before.publish('room', 'd');
    const quiet = await before.position('quiet');
    await before.close();

    const after = createMemoryBroker({ persistence: openSqliteHistory(file) });
    const recovered = await after.history('room', seen);
    expect(recovered.recovered).toBe(true);
    expect(recovered.publications.map((p) => [p.offset, p.data, p.epoch])).toEqual([[2, 'b', first.epoch], [3, 'd', first.epoch]]);
    expect(await after.position('quiet')).toEqual(quiet);
    // Offsets go on from where they were: no reuse, no gap.
    expect(await after.publish('room', 'e')).toMatchObject({ offset: 4, epoch: first.epoch });
    await after.close();
  });

  it('drops history that expired while the node was down but keeps the position (clients reload)', async () => {
    const file = path.join(dir, 'expired.db');
    let now = 1_000;
    const before = createMemoryBroker({ persistence: openSqliteHistory(file), historyTtlSeconds: 300, now: () => now });
    await before.publish('room', 'a');
    const seen = await before.position('room');
    await before.publish('room', 'b');
    await before.close();
    now += 300_001;
    const after = createMemoryBroker({ persistence: openSqliteHistory(file), historyTtlSeconds: 300, now: () => now });
    expect(await after.history('room', seen)).toMatchObject({ recovered: false, position: { offset: 2, epoch: seen.epoch } });
    await after.close();
  });

  it('keeps at most historySize publications on disk as in memory', async () => {
    const file = path.join(dir, 'bounded.db');
    const before = createMemoryBroker({ persistence: openSqliteHistory(file), historySize: 3 });
    for (let i = 1; i <= 10; i++) await before.publish('room', `m${i}`);
    await before.close();
    const after = createMemoryBroker({ persistence: openSqliteHistory(file), historySize: 3 });
    const epoch = (await after.position('room')).epoch;
    expect((await after.history('room', { offset: 7, epoch })).publications.map((p) => p.data)).toEqual(['m8', 'm9', 'm10']);
    expect((await after.history('room', { offset: 6, epoch })).recovered).toBe(false);
    await after.close();
  });
});
