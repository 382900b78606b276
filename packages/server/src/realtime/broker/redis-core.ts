import type { Cluster, Redis } from 'ioredis';
import {
  DEFAULT_HISTORY_SIZE,
  DEFAULT_HISTORY_TTL_SECONDS,
  RECENT_PUBLICATION_IDS,
  newEpoch,
  newPublicationId,
  type Broker,
  type HistoryOptions,
  type HistoryResult,
  type Publication,
  type PublicationHandler,
  type PublishOptions,
  type StreamPosition,
} from './types';

/**
 * What the Redis brokers share (one Redis: `redis.ts`; Redis Cluster with sharded pub/sub:
 * `redis-cluster.ts`): the Lua scripts keeping offset, epoch and bounded history, and the
 * local subscription bookkeeping. A transport says how names are built and how pub/sub is
 * reached (PUBLISH/SUBSCRIBE or SPUBLISH/SSUBSCRIBE).
 */
export interface RedisTransport {
  /** Runs the scripts (a Redis or a Cluster: ioredis routes a script by its first key). */
  command: Redis | Cluster;
  /** `PUBLISH` or `SPUBLISH`: the publish command the script calls. */
  publishCommand: 'PUBLISH' | 'SPUBLISH';
  /** The channel's names; on a cluster the keys share one hash slot. `ids`: its recent publication ids. */
  names(channel: string): { meta: string; history: string; ids: string; pubsub: string };
  publish(name: string, message: string): Promise<unknown>;
  subscribe(name: string): Promise<unknown>;
  unsubscribe(name: string): Promise<unknown>;
  /** Registers the handler of every incoming message and of every resubscription after an outage. */
  listen(onMessage: (name: string, message: string) => void, onResubscribed: () => void): void;
  /** Re-reads which node serves which slot (a cluster after a failover). */
  refreshTopology?(): Promise<void>;
  /** Connection errors of the transport's clients. */
  onError(listener: (error: unknown) => void): void;
  close(): Promise<void>;
}

export interface RedisCoreOptions extends HistoryOptions {
  /** The channel's epoch and offset expire this long after its last publication (default 1 day). */
  metaTtlSeconds?: number;
  /**
   * After each publication wait (Redis `WAIT`, on the publishing connection) until this many
   * replicas acknowledged it, at most `replicaAckTimeoutMs`: narrows what a primary's crash can
   * lose before its replica is promoted. Default 0 (no wait).
   */
  replicaAcks?: number;
  /** Bound of the `WAIT` above (default 100 ms). */
  replicaAckTimeoutMs?: number;
}

const DEFAULT_META_TTL_SECONDS = 86_400;

/**
 * Ensures the channel's epoch exists (a missing one means Redis lost the channel, e.g. it
 * restarted empty: start a new epoch, offsets from 1, no history), then returns it.
 */
const ENSURE_META = `
local epoch = redis.call('HGET', KEYS[1], 'e')
if not epoch then
  epoch = ARGV[1]
  redis.call('DEL', KEYS[2])
  redis.call('HSET', KEYS[1], 'e', epoch, 's', 0)
  if tonumber(ARGV[2]) > 0 then redis.call('EXPIRE', KEYS[1], ARGV[2]) end
end
`;

/**
 * KEYS: meta hash, history list, recent ids (sorted set id → offset). ARGV: candidate epoch,
 * meta ttl, data, pub/sub channel, history size, history ttl, publication id, ids kept.
 * Offset, history and PUBLISH happen in one script, so Redis (single-threaded) hands
 * publications to every node in offset order. On a cluster the names share the channel's hash
 * slot, so the script and the SPUBLISH run on its shard.
 *
 * A publication id the channel took recently answers its offset and does nothing else: ioredis
 * resends a command whose connection dropped before the answer (a cluster after a failover,
 * a reconnect), and applying it twice would publish the message twice under two offsets — a
 * duplicate the viewers' sequence check cannot catch.
 */
const publishScript = (publishCommand: string): string => `if redis.call('EXISTS', KEYS[1]) == 0 then redis.call('DEL', KEYS[3]) end
${ENSURE_META}
local known = redis.call('ZSCORE', KEYS[3], ARGV[7])
if known then return {tonumber(known), epoch} end
local seq = redis.call('HINCRBY', KEYS[1], 's', 1)
redis.call('ZADD', KEYS[3], seq, ARGV[7])
redis.call('ZREMRANGEBYRANK', KEYS[3], 0, -1 - tonumber(ARGV[8]))
redis.call('EXPIRE', KEYS[3], ARGV[6])
if tonumber(ARGV[2]) > 0 then redis.call('EXPIRE', KEYS[1], ARGV[2]) end
local size = tonumber(ARGV[5])
if size > 0 then
  redis.call('LPUSH', KEYS[2], seq .. ':' .. ARGV[3])
  redis.call('LTRIM', KEYS[2], 0, size - 1)
  redis.call('EXPIRE', KEYS[2], ARGV[6])
end
redis.call('${publishCommand}', ARGV[4], seq .. ':' .. epoch .. ':' .. ARGV[3])
return {seq, epoch}
`;

/**
 * KEYS: meta hash, history list. ARGV: candidate epoch, meta ttl, since offset (-1 = position
 * only), since epoch, history size. Returns {top, epoch, servable (0/1), entries newest first}.
 */
const HISTORY_SCRIPT = `${ENSURE_META}
local top = tonumber(redis.call('HGET', KEYS[1], 's'))
local since = tonumber(ARGV[3])
if since < 0 or ARGV[4] ~= epoch or since > top then return {top, epoch, 0, {}} end
local n = top - since
if n == 0 then return {top, epoch, 1, {}} end
if n > tonumber(ARGV[5]) then return {top, epoch, 0, {}} end
return {top, epoch, 1, redis.call('LRANGE', KEYS[2], 0, n - 1)}
`;

type Unsubscribe = () => Promise<void>;

interface ChannelSubscriptions {
  channel: string;
  set: Set<Subscription>;
  /** Settles when Redis confirmed the (S)SUBSCRIBE. */
  active: Promise<void>;
}

/** The two scripts as ioredis custom commands (EVALSHA, falling back to EVAL once). */
interface ScriptedRedis {
  sidelinePublish(...args: Array<string | number>): Promise<[number, string]>;
  sidelineHistory(...args: Array<string | number>): Promise<[number, string, number, string[]]>;
}

/** A pipeline carrying the publish script (ioredis adds custom commands to pipelines too). */
interface PublishPipeline {
  sidelinePublish(...args: Array<string | number>): unknown;
  call(...args: Array<string | number>): unknown;
  exec(): Promise<Array<[Error | null, unknown]> | null>;
}

interface Subscription {
  onPublication: PublicationHandler;
  onResubscribe?: () => void;
}

/**
 * A Broker over a Redis transport. Per channel: a meta hash holding the epoch and the last
 * offset (HINCRBY), a list holding the newest `historySize` publications (TTL
 * `historyTtlSeconds`), and a pub/sub channel carrying `offset:epoch:data` (`0::data` for
 * ephemeral publications). After the transport resubscribed following an outage every
 * subscription's `onResubscribe` runs so its owner can recover what pub/sub dropped meanwhile.
 */
export function createRedisTransportBroker(transport: RedisTransport, options: RedisCoreOptions = {}): Broker {
  const historySize = options.historySize ?? DEFAULT_HISTORY_SIZE;
  const historyTtl = Math.max(1, Math.ceil(options.historyTtlSeconds ?? DEFAULT_HISTORY_TTL_SECONDS));
  const metaTtl = options.metaTtlSeconds ?? DEFAULT_META_TTL_SECONDS;
  const replicaAcks = options.replicaAcks ?? 0;
  const replicaAckTimeout = options.replicaAckTimeoutMs ?? 100;
  const { command } = transport;

  const errorListeners = new Set<(error: Error) => void>();
  const report = (error: unknown): void => {
    const err = error instanceof Error ? error : new Error(String(error));
    for (const listener of errorListeners) listener(err);
  };
  transport.onError(report);
  command.defineCommand('sidelinePublish', { numberOfKeys: 3, lua: publishScript(transport.publishCommand) });
  command.defineCommand('sidelineHistory', { numberOfKeys: 2, lua: HISTORY_SCRIPT });
  const scripted = command as unknown as ScriptedRedis;

  /** pub/sub channel name → local subscriptions. */
  const subscriptions = new Map<string, ChannelSubscriptions>();
  let closed = false;

  transport.listen(
    (name, message) => {
      const entry = subscriptions.get(name);
      if (!entry) return;
      const first = message.indexOf(':');
      const second = message.indexOf(':', first + 1);
      if (first < 0 || second < 0) {
        report(new Error(`Malformed publication on ${name}`));
        return;
      }
      const publication: Publication = {
        channel: entry.channel,
        offset: Number(message.slice(0, first)),
        epoch: message.slice(first + 1, second),
        data: message.slice(second + 1),
      };
      for (const subscription of entry.set) {
        try {
          subscription.onPublication(publication);
        } catch (error) {
          report(error);
        }
      }
    },
    // What was published during the outage is gone from pub/sub: owners check history.
    () => {
      for (const { set } of subscriptions.values()) {
        for (const subscription of set) {
          try {
            subscription.onResubscribe?.();
          } catch (error) {
            report(error);
          }
        }
      }
    },
  );

  function assertOpen(): void {
    if (closed) throw new Error('Broker is closed');
  }

  async function runHistory(channel: string, since: StreamPosition | null): Promise<HistoryResult> {
    const names = transport.names(channel);
    const reply = await scripted.sidelineHistory(
      names.meta,
      names.history,
      newEpoch(),
      metaTtl,
      since ? since.offset : -1,
      since ? since.epoch : '',
      historySize,
    );
    const [top, epoch, servable, entries] = reply;
    const position = { offset: Number(top), epoch };
    if (!since || Number(servable) !== 1) return { recovered: false, publications: [], position };
    const expected = position.offset - since.offset;
    if (entries.length !== expected) return { recovered: false, publications: [], position };
    const publications: Publication[] = new Array(expected);
    for (let i = 0; i < expected; i++) {
      const entry = entries[expected - 1 - i];
      const colon = entry.indexOf(':');
      const offset = Number(entry.slice(0, colon));
      if (offset !== since.offset + 1 + i) return { recovered: false, publications: [], position };
      publications[i] = { channel, offset, epoch, data: entry.slice(colon + 1) };
    }
    return { recovered: true, publications, position };
  }

  /**
   * The publish script and `WAIT` in one pipeline: one connection, the channel's primary. A
   * pipeline is not redirected by ioredis when its slot moved (a failover): on `MOVED` (nothing
   * was applied) the transport refreshes its slot map and the pipeline is sent again.
   */
  async function publishAcknowledged(args: Array<string | number>): Promise<[number, string]> {
    for (let attempt = 0; ; attempt++) {
      const pipeline = command.pipeline() as unknown as PublishPipeline;
      pipeline.sidelinePublish(...args);
      pipeline.call('WAIT', replicaAcks, replicaAckTimeout);
      const replies = await pipeline.exec();
      const [error, reply] = replies?.[0] ?? [new Error('Empty pipeline reply'), null];
      if (!error) return reply as [number, string];
      if (!error.message.startsWith('MOVED') || !transport.refreshTopology || attempt >= 3) throw error;
      await transport.refreshTopology();
    }
  }

  return {
    async publish(channel: string, data: string, publishOptions?: PublishOptions): Promise<Publication> {
      assertOpen();
      const names = transport.names(channel);
      if (publishOptions?.history === false) {
        await transport.publish(names.pubsub, `0::${data}`);
        return { channel, offset: 0, epoch: '', data };
      }
      const id = publishOptions?.id ?? newPublicationId();
      const args = [names.meta, names.history, names.ids, newEpoch(), metaTtl, data, names.pubsub, historySize, historyTtl, id, RECENT_PUBLICATION_IDS];
      const [offset, epoch] = replicaAcks > 0 ? await publishAcknowledged(args) : await scripted.sidelinePublish(...args);
      return { channel, offset: Number(offset), epoch, data };
    },

    async subscribe(channel: string, onPublication: PublicationHandler, onResubscribe?: () => void): Promise<Unsubscribe> {
      assertOpen();
      const name = transport.names(channel).pubsub;
      const subscription: Subscription = { onPublication, onResubscribe };
      let entry = subscriptions.get(name);
      if (!entry) {
        const created: ChannelSubscriptions = { channel, set: new Set(), active: Promise.resolve() };
        created.active = transport.subscribe(name).then(
          () => undefined,
          (error: unknown) => {
            if (subscriptions.get(name) === created) subscriptions.delete(name);
            throw error;
          },
        );
        subscriptions.set(name, created);
        entry = created;
      }
      entry.set.add(subscription);
      try {
        await entry.active;
      } catch (error) {
        entry.set.delete(subscription);
        throw error;
      }
      let done = false;
      return async () => {
        if (done) return;
        done = true;
        const current = subscriptions.get(name);
        if (!current) return;
        current.set.delete(subscription);
        if (current.set.size === 0) {
          subscriptions.delete(name);
          if (!closed) await transport.unsubscribe(name);
        }
      };
    },

    history(channel: string, since: StreamPosition | null): Promise<HistoryResult> {
      assertOpen();
      return runHistory(channel, since);
    },

    async position(channel: string): Promise<StreamPosition> {
      assertOpen();
      return (await runHistory(channel, null)).position;
    },

    onError(listener: (error: Error) => void): void {
      errorListeners.add(listener);
    },

    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      subscriptions.clear();
      await transport.close();
    },
  };
}
