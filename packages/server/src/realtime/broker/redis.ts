import { Redis, type RedisOptions } from 'ioredis';
import { createRedisTransportBroker, type RedisCoreOptions } from './redis-core';
import type { Broker } from './types';

export interface RedisBrokerOptions extends RedisCoreOptions {
  /** `redis://…` URL or ioredis options; ignored when `clients` is given. */
  connection?: string | RedisOptions;
  /** Pre-made connections (the broker owns them from then on). `subscriber` must be unused. */
  clients?: { command: Redis; subscriber: Redis };
  /** Prefix of every key and pub/sub channel (isolates deployments and test runs). */
  prefix?: string;
}

/**
 * The many-node broker over one Redis (shared logic in redis-core.ts). Per channel: a hash
 * `{prefix}m:{channel}`, a list `{prefix}h:{channel}` and a pub/sub channel `{prefix}p:{channel}`.
 *
 * Two connections: one for commands, one in subscriber mode. ioredis reconnects both and
 * resubscribes; after a reconnect every subscription's `onResubscribe` runs. Connection errors
 * go to `onError` listeners.
 */
export function createRedisBroker(options: RedisBrokerOptions = {}): Broker {
  const prefix = options.prefix ?? 'sideline:';
  const make = (extra: RedisOptions = {}): Redis =>
    typeof options.connection === 'string' ? new Redis(options.connection, extra) : new Redis({ ...(options.connection ?? {}), ...extra });
  // A command in flight when the connection drops is not sent again after the reconnect: the
  // publish script (offset, history, PUBLISH) is not idempotent, and a resent one published the
  // same message twice under two offsets (a duplicate the viewers' sequence check cannot catch;
  // found by the chaos suite's Redis cut). The caller gets the error instead, as for any failure.
  const command = options.clients?.command ?? make({ autoResendUnfulfilledCommands: false });
  const subscriber = options.clients?.subscriber ?? make();

  return createRedisTransportBroker(
    {
      command,
      publishCommand: 'PUBLISH',
      names: (channel) => ({ meta: `${prefix}m:${channel}`, history: `${prefix}h:${channel}`, ids: `${prefix}i:${channel}`, pubsub: `${prefix}p:${channel}` }),
      publish: (name, message) => command.publish(name, message),
      subscribe: (name) => subscriber.subscribe(name),
      unsubscribe: (name) => subscriber.unsubscribe(name),
      listen(onMessage, onResubscribed) {
        subscriber.on('message', onMessage);
        // ioredis resubscribes by itself on every 'ready' after the first.
        let readyOnce = subscriber.status === 'ready';
        subscriber.on('ready', () => {
          if (!readyOnce) {
            readyOnce = true;
            return;
          }
          onResubscribed();
        });
      },
      onError(listener) {
        command.on('error', listener);
        subscriber.on('error', listener);
      },
      async close() {
        await Promise.allSettled([command.quit(), subscriber.quit()]);
      },
    },
    options,
  );
}
