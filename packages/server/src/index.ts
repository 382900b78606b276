/**
 * @sideline/server — what other packages (e2e, bench) and the lead's wiring use.
 */
export { buildApp } from './app';
export type { BuildAppOptions, FeaturePlugin } from './app';
export { loadConfig, testConfig, repoRoot } from './config';
export type { ServerConfig } from './config';
export * from './http/index';
export * from './store/index';
export { verifyToken, hubAuthenticator, toHubSession, issueToken, revokeToken, verifyBearer } from './features/licensee/index';
export { seedDemoWorld } from './seed/seed';
export { ensureOwner } from './features/staff/index';
export { PAGE_ROUTES, contentSecurityPolicy } from './pages/plugin';
export { createRealtime } from './realtime/index';
export type { Realtime, RealtimeOptions, HubAuthenticator, HubSession, FrameSink, HubDeps, HubsFactory } from './realtime/index';
export { createHubs } from './features/hubs';
export { chatGroup } from './features/chat/index';
export { adsGroup, playerStatusGroup } from './features/streaming/index';
export { STREAMER_SCHEDULE_GROUP } from './features/schedule/index';
export { createGroupRegistry, SLOW_CONSUMER_ERROR, DEFAULT_MAX_BUFFERED_BYTES } from './realtime/groups/registry';
export type { GroupRegistry, GroupRegistryOptions, JoinResult } from './realtime/groups/registry';
export { createMemoryBroker } from './realtime/broker/memory';
export type { MemoryBrokerOptions } from './realtime/broker/memory';
export { createRedisBroker } from './realtime/broker/redis';
export type { RedisBrokerOptions } from './realtime/broker/redis';
export { createRedisClusterBroker } from './realtime/broker/redis-cluster';
export type { RedisClusterBrokerOptions } from './realtime/broker/redis-cluster';
export type { Broker, Publication, StreamPosition, HistoryResult, PublishOptions } from './realtime/broker/types';
