import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { createNodeRealtime } from '../mount';
import { brokerContract } from './broker.contract';
import { channelTag, createRedisClusterBroker } from './redis-cluster';
import { startLocalRedisCluster, type LocalRedisCluster } from './redis-cluster.testing';
import type { Broker, Publication, StreamPosition } from './types';
import type { RedisClusterBrokerOptions } from './redis-cluster';

/**
 * The Redis Cluster broker (sharded pub/sub) against a real three-shard cluster started from
 * the machine's redis-server: 3 primaries, 1 replica each.
 */
let cluster: LocalRedisCluster;
const brokers: Broker[] = [];
const prefix = `sideline-test:cluster:${process.pid}:`;

function broker(options: Partial<RedisClusterBrokerOptions> = {}): Broker {
  const created = createRedisClusterBroker({ ...options, nodes: cluster.seeds, prefix });
  created.onError(() => undefined);
  brokers.push(created);
  return created;
}

beforeAll(async () => {
  cluster = await startLocalRedisCluster(3, 1);
});
afterAll(async () => {
  await Promise.allSettled(brokers.map((b) => b.close()));
  await cluster?.stop();
});

brokerContract('redis-cluster', {
  create: async (options) => broker(options),
  createPeer: async (options) => broker(options),
  // The cluster is this file's own: emptying every primary is Redis losing its state.
  loseState: async () => {
    for (const node of await cluster.topology()) {
      if (!node.primary) continue;
      const admin = new Redis({ port: node.port, host: '127.0.0.1' });
      await admin.flushall();
      admin.disconnect();
    }
  },
});

describe('redis-cluster broker', () => {
  it('keeps a channel on one shard and spreads channels over all three', async () => {
    const b = broker();
    const owners = new Set<number>();
    for (let i = 0; i < 30; i++) {
      const channel = `spread-${i}`;
      await b.publish(channel, 'x');
      const tag = `{${channelTag(channel)}}`;
      const shard = await cluster.primaryOf(`${prefix}m:${tag}`);
      expect(await cluster.primaryOf(`${prefix}h:${tag}`)).toBe(shard);
      expect(await cluster.primaryOf(`${prefix}p:${tag}`)).toBe(shard);
      const admin = new Redis({ port: shard, host: '127.0.0.1' });
      expect(await admin.hget(`${prefix}m:${tag}`, 's')).toBe('1');
      admin.disconnect();
      owners.add(shard);
    }
    expect(owners.size).toBe(3);
  });

  it('is the broker a node builds when REDIS_CLUSTER_NODES is set', async () => {
    const config = testConfig({ redisClusterNodes: cluster.seeds, redisPrefix: prefix, redisClusterWaitReplicas: 1 });
    const { realtime, broker: nodeBroker } = createNodeRealtime(config, { authenticate: async () => null, hubs: () => ({}) }, null);
    try {
      const channel = `mounted-${Date.now()}`;
      expect((await nodeBroker.publish(channel, 'x')).offset).toBe(1);
      const tag = `{${channelTag(channel)}}`;
      const admin = new Redis({ port: await cluster.primaryOf(`${prefix}m:${tag}`), host: '127.0.0.1' });
      expect(await admin.hget(`${prefix}m:${tag}`, 's')).toBe('1');
      admin.disconnect();
    } finally {
      await realtime.close();
      await nodeBroker.close();
    }
  });

  it('reports an unreachable cluster to onError and rejects the publish instead of crashing', async () => {
    const unreachable = createRedisClusterBroker({
      nodes: ['127.0.0.1:1'],
      prefix,
      clusterOptions: { clusterRetryStrategy: () => null, enableOfflineQueue: false },
    });
    const errors: Error[] = [];
    unreachable.onError((error) => errors.push(error));
    await expect(unreachable.publish('x', 'y')).rejects.toThrow();
    const start = Date.now();
    while (errors.length === 0 && Date.now() - start < 5000) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(errors.length).toBeGreaterThan(0);
    await unreachable.close();
  });

  it('tags channels holding braces by digest so their names still share a slot', () => {
    expect(channelTag('group:42')).toBe('group:42');
    expect(channelTag('a{b}c')).toMatch(/^#[0-9a-f]{40}$/);
    expect(channelTag('')).toMatch(/^#/);
    expect(channelTag('a{b}c')).not.toBe(channelTag('a{b}d'));
  });

  it('loses nothing for a viewer that rejoins when a shard primary is killed mid-stream and its replica promoted', async () => {
    const publisher = broker({ replicaAcks: 1, replicaAckTimeoutMs: 1000 });
    const node = broker();
    const channel = `failover-${Date.now()}`;
    const viewer = new RejoiningViewer(node, channel);
    await viewer.join();
    // Away across the failover: its rejoin is served from the promoted replica's history.
    const away = new RejoiningViewer(node, channel);
    await away.join();
    const acked: string[] = [];
    let failedAttempts = 0;
    let lastError = '';
    let killedAt: number | null = null;
    let resumedAfterMs: number | null = null;
    const publish = async (i: number): Promise<void> => {
      for (let attempt = 0; ; attempt++) {
        const data = `m${i}-a${attempt}`;
        try {
          await publisher.publish(channel, data);
          if (resumedAfterMs === null && killedAt !== null) resumedAfterMs = Date.now() - killedAt;
          acked.push(data);
          return;
        } catch (error) {
          lastError = String(error);
          failedAttempts++;
          await cluster.waitHealthy(30_000).catch(() => undefined);
        }
      }
    };
    for (let i = 0; i < 100; i++) {
      if (i === 60) await away.leave();
      await publish(i);
    }
    const victim = await cluster.primaryOf(`${prefix}m:{${channelTag(channel)}}`);
    killedAt = Date.now();
    await cluster.kill(victim);
    // The operator's part, beside the stream: once the replica is promoted, the dead primary
    // comes back (empty) as its replica, so publications are acknowledged by a replica again.
    const healed = cluster.waitHealthy().then(() => cluster.restart(victim));
    // Mid-stream: keep publishing while the replica is promoted.
    for (let i = 100; i < 200; i++) await publish(i);
    await healed;
    await cluster.waitHealthy();
    const newPrimary = await cluster.primaryOf(`${prefix}m:{${channelTag(channel)}}`);
    expect(newPrimary).not.toBe(victim);
    for (let i = 200; i < 220; i++) await publish(i);
    // The viewer rejoins: it asks history from its last position.
    await viewer.rejoin();
    await away.rejoin();
    const seen = viewer.data;
    const duplicates = seen.length - new Set(seen).size;
    const lost = acked.filter((data) => !seen.includes(data));
    const extra = seen.filter((data) => !acked.includes(data));
    console.log(
      `[redis-cluster failover] shard primary :${victim} killed, :${newPrimary} promoted (publishing resumed ${resumedAfterMs} ms after the kill), :${victim} back as its replica; ` +
        `published ${acked.length} acknowledged (${failedAttempts} failed attempts retried, last: ${lastError || 'none'}), viewer got ${seen.length} ` +
        `(${viewer.live} live, ${viewer.fromHistory} from history, ${viewer.resubscribes} resubscribe checks), lost ${lost.length}, duplicated ${duplicates}`,
    );
    console.log(
      `[redis-cluster failover] viewer away across the failover rejoined with ${away.data.length} ` +
        `(${away.live} live before leaving, ${away.fromHistory} from history)`,
    );
    expect(away.data).toEqual(seen);
    expect(away.fromHistory).toBeGreaterThanOrEqual(seen.length - 60);
    expect(lost).toEqual([]);
    expect(duplicates).toBe(0);
    // A retried attempt that Redis applied before the failure shows up once as well; nothing else.
    expect(extra.every((data) => /^m\d+-a\d+$/.test(data))).toBe(true);
    expect(viewer.offsets).toEqual(Array.from({ length: viewer.offsets.length }, (_, i) => i + 1));
    // Acknowledged publications keep their order.
    expect(seen.filter((data) => acked.includes(data))).toEqual(acked);
  });
});

/**
 * A viewer as the hub keeps one: appends publications in offset order, asks history on a gap
 * or after a resubscription, and on rejoin; history failures during the outage are retried.
 */
class RejoiningViewer {
  readonly data: string[] = [];
  readonly offsets: number[] = [];
  live = 0;
  fromHistory = 0;
  resubscribes = 0;
  private position: StreamPosition | null = null;
  private chain: Promise<void> = Promise.resolve();
  private unsubscribe: (() => Promise<void>) | null = null;

  constructor(
    private readonly broker: Broker,
    private readonly channel: string,
  ) {}

  async join(): Promise<void> {
    await this.subscribe();
    this.position = await this.broker.position(this.channel);
  }

  /** Goes away (phone locked): no subscription until `rejoin`. */
  async leave(): Promise<void> {
    await this.unsubscribe?.();
    this.unsubscribe = null;
  }

  /** Comes back: subscribes again if away, then asks history from its last position. */
  async rejoin(): Promise<void> {
    if (!this.unsubscribe) await this.subscribe();
    await this.catchUp(true);
  }

  private async subscribe(): Promise<void> {
    this.unsubscribe = await this.broker.subscribe(
      this.channel,
      (p) => this.onPublication(p),
      () => {
        this.resubscribes++;
        void this.catchUp();
      },
    );
  }

  private onPublication(publication: Publication): void {
    const position = this.position;
    if (!position) return;
    if (publication.epoch === position.epoch && publication.offset === position.offset + 1 && this.offsets.length === position.offset) {
      this.append(publication);
      this.live++;
    } else if (publication.offset > position.offset) {
      void this.catchUp();
    }
  }

  private append(publication: Publication): void {
    this.data.push(publication.data);
    this.offsets.push(publication.offset);
    this.position = { offset: publication.offset, epoch: publication.epoch };
  }

  private catchUp(mustSucceed = false): Promise<void> {
    const run = async (): Promise<void> => {
      const since = this.position;
      if (!since) return;
      try {
        const result = await this.broker.history(this.channel, since);
        if (!result.recovered) throw new Error(`history not recoverable from ${JSON.stringify(since)}`);
        for (const publication of result.publications) {
          if (publication.offset !== this.position!.offset + 1) continue;
          this.append(publication);
          this.fromHistory++;
        }
      } catch (error) {
        if (mustSucceed) throw error;
      }
    };
    this.chain = this.chain.then(run, run);
    return this.chain;
  }
}
