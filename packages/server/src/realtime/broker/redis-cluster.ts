import { createHash } from 'node:crypto';
import { Cluster, type ClusterNode, type ClusterOptions } from 'ioredis';
import { createRedisTransportBroker, type RedisCoreOptions } from './redis-core';
import type { Broker } from './types';

export interface RedisClusterBrokerOptions extends RedisCoreOptions {
  /** Seed nodes (`host:port` strings or ioredis node objects); the rest is discovered. */
  nodes: Array<string | ClusterNode>;
  /** Extra ioredis cluster options (`shardedSubscribers` is always on). */
  clusterOptions?: ClusterOptions;
  /** Prefix of every key and shard channel (isolates deployments and test runs). Must not contain `{` or `}`. */
  prefix?: string;
}

/**
 * The hash tag of a channel: the channel itself, or (when it holds a brace, which would cut
 * the tag short) a digest of it. Every name of a channel carries the same tag, so its meta
 * hash, its history list and its shard channel live in one hash slot: the publish script and
 * its SPUBLISH run on that slot's shard.
 */
export function channelTag(channel: string): string {
  if (channel.length > 0 && !channel.includes('{') && !channel.includes('}')) return channel;
  return `#${createHash('sha1').update(channel).digest('hex')}`;
}

/** `host:port` → ioredis node. */
function parseNode(node: string | ClusterNode): ClusterNode {
  if (typeof node !== 'string') return node;
  const colon = node.lastIndexOf(':');
  if (colon <= 0) throw new Error(`Redis Cluster node "${node}" is not host:port`);
  return { host: node.slice(0, colon), port: Number(node.slice(colon + 1)) };
}

/**
 * The many-node broker over Redis Cluster with sharded pub/sub (Redis 7 SSUBSCRIBE/SPUBLISH),
 * so fan-out grows with the shards: a publication travels only inside its channel's shard,
 * not over the whole cluster bus. Names: `{prefix}m:{tag}`, `{prefix}h:{tag}`, `{prefix}i:{tag}`, `{prefix}p:{tag}`
 * (the braces are the hash tag; see `channelTag`).
 *
 * One ioredis Cluster per node: commands go to the slot's primary; `shardedSubscribers` keeps
 * one subscriber connection per primary. When the topology changes (a failover promoted a
 * replica) ioredis re-issues the SSUBSCRIBEs and then every subscription's `onResubscribe`
 * runs, so its owner recovers from history what pub/sub dropped meanwhile.
 */
export function createRedisClusterBroker(options: RedisClusterBrokerOptions): Broker {
  const prefix = options.prefix ?? 'sideline:';
  if (prefix.includes('{') || prefix.includes('}')) throw new Error('The Redis Cluster prefix must not contain braces');
  if (options.nodes.length === 0) throw new Error('Redis Cluster needs at least one seed node');
  const cluster = new Cluster(options.nodes.map(parseNode), { ...options.clusterOptions, shardedSubscribers: true });

  return createRedisTransportBroker(
    {
      command: cluster,
      publishCommand: 'SPUBLISH',
      names(channel) {
        const tag = `{${channelTag(channel)}}`;
        return { meta: `${prefix}m:${tag}`, history: `${prefix}h:${tag}`, ids: `${prefix}i:${tag}`, pubsub: `${prefix}p:${tag}` };
      },
      publish: (name, message) => cluster.spublish(name, message),
      subscribe: (name) => cluster.ssubscribe(name),
      unsubscribe: (name) => cluster.sunsubscribe(name),
      listen(onMessage, onResubscribed) {
        cluster.on('smessage', onMessage);
        // 'subscribersReady' follows every rebuild of the subscriber group, also the many
        // during a failover whose connection to the dead primary failed (a 'nodeError' first).
        // Owners are told once: at the first rebuild without a failure after a subscriber was
        // lost, so a failover costs one history check per channel, not one per retry.
        let lostSubscriber = false;
        let failedSinceReady = false;
        const lost = (): void => {
          lostSubscriber = true;
        };
        cluster.on('-subscriber', lost);
        cluster.on('-node', lost);
        cluster.on('nodeError', () => {
          failedSinceReady = true;
        });
        cluster.on('subscribersReady', () => {
          const failed = failedSinceReady;
          failedSinceReady = false;
          if (!lostSubscriber || failed) return;
          lostSubscriber = false;
          onResubscribed();
        });
      },
      refreshTopology: () =>
        new Promise<void>((resolve, reject) => cluster.refreshSlotsCache((error) => (error ? reject(error) : resolve()))),
      onError(listener) {
        cluster.on('error', listener);
        cluster.on('nodeError', listener);
      },
      async close() {
        await cluster.quit().catch(() => cluster.disconnect());
      },
    },
    options,
  );
}
