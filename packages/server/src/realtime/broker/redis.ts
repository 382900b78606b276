import { Redis, type RedisOptions } from 'ioredis';
import {
  DEFAULT_HISTORY_SIZE,
  DEFAULT_HISTORY_TTL_SECONDS,
  newEpoch,
  type Broker,
  type HistoryOptions,
  type HistoryResult,
  type Publication,
  type PublicationHandler,
  type PublishOptions,
  type StreamPosition,
} from './types';

export interface RedisBrokerOptions extends HistoryOptions {
  /** `redis://…` URL or ioredis options; ignored when `clients` is given. */
  connection?: string | RedisOptions;
  /** Pre-made connections (the broker owns them from then on). `subscriber` must be unused. */
  clients?: { command: Redis; subscriber: Redis };
  /** Prefix of every key and pub/sub channel (isolates deployments and test runs). */
  prefix?: string;
  /** The channel's epoch and offset expire this long after its last publication (default 1 day). */
  metaTtlSeconds?: number;
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
 * KEYS: meta hash, history list. ARGV: candidate epoch, meta ttl, data, pub/sub channel,
 * history size, history ttl. Offset, history and PUBLISH happen in one script, so Redis
 * (single-threaded) hands publications to every node in offset order.
 */
const PUBLISH_SCRIPT = `${ENSURE_META}
local seq = redis.call('HINCRBY', KEYS[1], 's', 1)
if tonumber(ARGV[2]) > 0 then redis.call('EXPIRE', KEYS[1], ARGV[2]) end
local size = tonumber(ARGV[5])
if size > 0 then
  redis.call('LPUSH', KEYS[2], seq .. ':' .. ARGV[3])
  redis.call('LTRIM', KEYS[2], 0, size - 1)
  redis.call('EXPIRE', KEYS[2], ARGV[6])
end
redis.call('PUBLISH', ARGV[4], seq .. ':' .. epoch .. ':' .. ARGV[3])
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
  set: Set<Subscription>;
  /** Settles when Redis confirmed the SUBSCRIBE. */
  active: Promise<void>;
}

/** The two scripts as ioredis custom commands (EVALSHA, falling back to EVAL once). */
interface ScriptedRedis {
  sidelinePublish(...args: Array<string | number>): Promise<[number, string]>;
  sidelineHistory(...args: Array<string | number>): Promise<[number, string, number, string[]]>;
}

interface Subscription {
  onPublication: PublicationHandler;
  onResubscribe?: () => void;
}

/**
 * The many-node broker over Redis. Per channel: a hash `{prefix}m:{channel}` holding the epoch
 * and the last offset (HINCRBY), a list `{prefix}h:{channel}` holding the newest `historySize`
 * publications (TTL `historyTtlSeconds`), and a pub/sub channel `{prefix}p:{channel}` carrying
 * `offset:epoch:data` (`0::data` for ephemeral publications).
 *
 * Two connections: one for commands, one in subscriber mode. ioredis reconnects both and
 * resubscribes; after a reconnect every subscription's `onResubscribe` runs so its owner can
 * recover what pub/sub dropped meanwhile. Connection errors go to `onError` listeners.
 */
export function createRedisBroker(options: RedisBrokerOptions = {}): Broker {
  const prefix = options.prefix ?? 'sideline:';
  const historySize = options.historySize ?? DEFAULT_HISTORY_SIZE;
  const historyTtl = Math.max(1, Math.ceil(options.historyTtlSeconds ?? DEFAULT_HISTORY_TTL_SECONDS));
  const metaTtl = options.metaTtlSeconds ?? DEFAULT_META_TTL_SECONDS;
  const make = (): Redis =>
    typeof options.connection === 'string' ? new Redis(options.connection) : new Redis(options.connection ?? {});
  const command = options.clients?.command ?? make();
  const subscriber = options.clients?.subscriber ?? make();

  const errorListeners = new Set<(error: Error) => void>();
  const report = (error: unknown): void => {
    const err = error instanceof Error ? error : new Error(String(error));
    for (const listener of errorListeners) listener(err);
  };
  command.on('error', report);
  command.defineCommand('sidelinePublish', { numberOfKeys: 2, lua: PUBLISH_SCRIPT });
  command.defineCommand('sidelineHistory', { numberOfKeys: 2, lua: HISTORY_SCRIPT });
  const scripted = command as unknown as ScriptedRedis;
  subscriber.on('error', report);

  const metaKey = (channel: string): string => `${prefix}m:${channel}`;
  const historyKey = (channel: string): string => `${prefix}h:${channel}`;
  const pubsubName = (channel: string): string => `${prefix}p:${channel}`;
  const pubsubPrefixLength = `${prefix}p:`.length;

  /** pub/sub channel name → local subscriptions. */
  const subscriptions = new Map<string, ChannelSubscriptions>();
  let closed = false;

  subscriber.on('message', (name: string, message: string) => {
    const set = subscriptions.get(name)?.set;
    if (!set) return;
    const first = message.indexOf(':');
    const second = message.indexOf(':', first + 1);
    if (first < 0 || second < 0) {
      report(new Error(`Malformed publication on ${name}`));
      return;
    }
    const publication: Publication = {
      channel: name.slice(pubsubPrefixLength),
      offset: Number(message.slice(0, first)),
      epoch: message.slice(first + 1, second),
      data: message.slice(second + 1),
    };
    for (const subscription of set) {
      try {
        subscription.onPublication(publication);
      } catch (error) {
        report(error);
      }
    }
  });

  // ioredis resubscribes by itself; what was published during the outage is gone from
  // pub/sub, so owners are told to check history.
  let readyOnce = false;
  subscriber.on('ready', () => {
    if (!readyOnce) {
      readyOnce = true;
      return;
    }
    for (const { set } of subscriptions.values()) {
      for (const subscription of set) {
        try {
          subscription.onResubscribe?.();
        } catch (error) {
          report(error);
        }
      }
    }
  });
  if (subscriber.status === 'ready') readyOnce = true;

  function assertOpen(): void {
    if (closed) throw new Error('Broker is closed');
  }

  async function runHistory(channel: string, since: StreamPosition | null): Promise<HistoryResult> {
    const reply = await scripted.sidelineHistory(
      metaKey(channel),
      historyKey(channel),
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

  return {
    async publish(channel: string, data: string, publishOptions?: PublishOptions): Promise<Publication> {
      assertOpen();
      if (publishOptions?.history === false) {
        await command.publish(pubsubName(channel), `0::${data}`);
        return { channel, offset: 0, epoch: '', data };
      }
      const [offset, epoch] = await scripted.sidelinePublish(
        metaKey(channel),
        historyKey(channel),
        newEpoch(),
        metaTtl,
        data,
        pubsubName(channel),
        historySize,
        historyTtl,
      );
      return { channel, offset: Number(offset), epoch, data };
    },

    async subscribe(channel: string, onPublication: PublicationHandler, onResubscribe?: () => void): Promise<Unsubscribe> {
      assertOpen();
      const name = pubsubName(channel);
      const subscription: Subscription = { onPublication, onResubscribe };
      let entry = subscriptions.get(name);
      if (!entry) {
        const created: ChannelSubscriptions = { set: new Set(), active: Promise.resolve() };
        created.active = subscriber.subscribe(name).then(
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
          if (!closed) await subscriber.unsubscribe(name);
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
      await Promise.allSettled([command.quit(), subscriber.quit()]);
    },
  };
}
