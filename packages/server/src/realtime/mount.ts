import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import { createMemoryBroker } from './broker/memory';
import { createRedisBroker } from './broker/redis';
import type { Broker } from './broker/types';
import { createRealtime } from './index';
import type { Realtime, RealtimeOptions } from './index';

/**
 * Builds the node's real-time core from the configuration: the memory broker on one node,
 * the Redis broker when `REDIS_URL` is set (many nodes), and the hubs app.ts hands in with
 * the token check they use. Features publish through the returned `Realtime`.
 */
export function createNodeRealtime(
  config: ServerConfig,
  wiring: Pick<RealtimeOptions, 'authenticate' | 'hubs'>,
  log: FastifyInstance['log'] | null,
  metrics?: RealtimeOptions['metrics'],
): { realtime: Realtime; broker: Broker } {
  const broker = config.redisUrl
    ? createRedisBroker({ connection: config.redisUrl, prefix: config.redisPrefix })
    : createMemoryBroker();
  broker.onError((err) => log?.error({ err }, 'broker error'));
  const realtime = createRealtime({
    ...wiring,
    broker,
    logger: log ?? undefined,
    metrics,
    // Flood guard per connection (docs/operations.md "Rate limits").
    hub: { maxInvocationsPerWindow: config.rateLimit.hubInvocations, invocationWindowMs: config.rateLimit.windowSeconds * 1000 },
  });
  return { realtime, broker };
}

/** Mounts negotiate routes and WebSocket upgrades on the app's HTTP server; closes both on app close. */
export async function mountRealtime(app: FastifyInstance, realtime: Realtime, broker: Broker): Promise<void> {
  await app.register(realtime.negotiatePlugin);
  realtime.attach(app.server);
  app.addHook('preClose', async () => {
    await realtime.close();
    await broker.close();
  });
}
