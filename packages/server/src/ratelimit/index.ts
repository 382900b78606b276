/** Rate limits of the API (per member, per address) over shared counters; hub limits live in realtime/signalr. */
export { createMemoryCounters } from './memory';
export { createRedisCounters } from './redis';
export type { RedisCountersOptions } from './redis';
export { classOf, createRateLimiter, isLoginCall, isOperatorCall } from './limiter';
export { connectionAdmission } from './connections';
export type { ConnectionKind } from './connections';
export type { RateLimiter, Refusal } from './limiter';
export type { CallClass, CounterStore, RateLimitConfig } from './types';
