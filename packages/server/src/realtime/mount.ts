import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import { STREAM_SECURITY_HEADERS } from '../http/headers';
import { connectionAdmission } from '../ratelimit/index';
import type { HubServerOptions } from './signalr/server';
import { createMemoryBroker } from './broker/memory';
import { openSqliteHistory } from './broker/persisted';
import { createRedisBroker } from './broker/redis';
import { createRedisClusterBroker } from './broker/redis-cluster';
import type { Broker } from './broker/types';
import { createRealtime } from './index';
import type { Realtime, RealtimeOptions } from './index';

/**
 * Builds the node's real-time core from the configuration: the memory broker on one node (its
 * history kept in a SQLite file so a restart loses nothing), the Redis broker when `REDIS_URL`
 * is set (many nodes), the Redis Cluster broker (sharded pub/sub) when `REDIS_CLUSTER_NODES`
 * is set (many nodes, fan-out spread over shards), and the hubs app.ts hands in with
 * the token check they use. Features publish through the returned `Realtime`.
 */
export function createNodeRealtime(
  config: ServerConfig,
  wiring: Pick<RealtimeOptions, 'authenticate' | 'hubs'>,
  log: FastifyInstance['log'] | null,
  metrics?: RealtimeOptions['metrics'],
): { realtime: Realtime; broker: Broker } {
  const { size, ttlSeconds, file } = config.realtimeHistory;
  const retention = { historySize: size, historyTtlSeconds: ttlSeconds };
  const broker = config.redisClusterNodes
    ? createRedisClusterBroker({
        ...retention,
        nodes: config.redisClusterNodes,
        prefix: config.redisPrefix,
        replicaAcks: config.redisClusterWaitReplicas,
      })
    : config.redisUrl
      ? createRedisBroker({ ...retention, connection: config.redisUrl, prefix: config.redisPrefix })
      : createMemoryBroker({ ...retention, persistence: file ? openSqliteHistory(file) : undefined });
  broker.onError((err) => log?.error({ err }, 'broker error'));
  // Bound by mountRealtime once the app's rate limiter exists.
  const admission: { check: HubServerOptions['admit'] | null } = { check: null };
  const realtime = createRealtime({
    ...wiring,
    broker,
    logger: log ?? undefined,
    metrics,
    groupLingerMs: config.realtimeHistory.lingerSeconds * 1000,
    // Flood guard per connection (docs/operations.md "Rate limits").
    hub: {
      maxInvocationsPerWindow: config.rateLimit.hubInvocations,
      invocationWindowMs: config.rateLimit.windowSeconds * 1000,
      // Negotiate and the HTTP transports answer past Fastify's hooks: the same security headers.
      headers: STREAM_SECURITY_HEADERS,
      admit: (request, kind) => admission.check?.(request, kind) ?? null,
    },
  });
  admissions.set(realtime, admission);
  return { realtime, broker };
}

const admissions = new WeakMap<Realtime, { check: HubServerOptions['admit'] | null }>();

/**
 * Mounts negotiate, the HTTP transports and WebSocket upgrades on the app's HTTP server (hub
 * connection attempts count against the address rate limit when the app has one); closes them
 * on app close.
 */
export async function mountRealtime(app: FastifyInstance, realtime: Realtime, broker: Broker): Promise<void> {
  const admission = admissions.get(realtime);
  if (admission && app.hasDecorator('rateLimiter')) {
    const metrics = app.hasDecorator('ops') ? app.ops.metrics : null;
    admission.check = connectionAdmission(app.rateLimiter, app.sideline.config.trustProxy, (kind, address, refusal) => {
      metrics?.hubRefused(kind);
      app.log.warn({ kind, address, retryAfterSeconds: refusal.retryAfterSeconds }, 'hub connection refused by the address rate limit');
    });
  }
  await app.register(realtime.negotiatePlugin);
  realtime.attach(app.server);
  app.addHook('preClose', async () => {
    await realtime.close();
    await broker.close();
  });
}
