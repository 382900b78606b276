import type { FastifyInstance } from 'fastify';
import type { CallDef } from '@sideline/protocol';
import { createMemoryCounters, createRateLimiter, createRedisCounters } from '../ratelimit/index';
import type { RateLimiter, Refusal } from '../ratelimit/index';
import type { Session } from './session';
import { tooManyRequests } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** The node's API rate limits (counters in Redis when `REDIS_URL` is set). */
    rateLimiter: RateLimiter;
  }
}

const WHAT: Record<string, string> = {
  address: 'requests from this address',
  login: 'sign-ins from this address',
  operator: 'operator calls from this address',
  call: 'requests',
  chat: 'chat messages',
  paid: 'paid calls',
};

function refuse(refusal: Refusal | null): void {
  if (refusal) throw tooManyRequests(WHAT[refusal.limit] ?? 'requests', refusal.retryAfterSeconds);
}

/**
 * Installs the rate limits of `app.sideline.config.rateLimit`: per client address on every API
 * call (before anything else runs) and per member once the token is known (`enforceMemberLimit`,
 * called by the transport). Over a limit → HTTP 429, `Retry-After`, the error envelope.
 */
export function installRateLimits(app: FastifyInstance): void {
  const { config } = app.sideline;
  const counters = config.redisUrl
    ? createRedisCounters({
      connection: config.redisUrl,
      prefix: config.redisPrefix,
      onError: (err) => app.log.warn({ err }, 'rate-limit counters: Redis unavailable, counting on this node'),
    })
    : createMemoryCounters();
  const limiter = createRateLimiter(config.rateLimit, counters);
  app.decorate('rateLimiter', limiter);
  app.addHook('onClose', async () => limiter.close());
  app.addHook('onRequest', async (request) => {
    const name = request.routeOptions.config?.callName;
    if (!request.routeOptions.config?.api || !name || !limiter.config.enabled) return;
    refuse(await limiter.checkAddress(request.ip, name));
  });
}

/** The per-member limit of `call` for a logged-in member's session (anonymous callers: the address limit only). */
export async function enforceMemberLimit(app: FastifyInstance, call: CallDef, session: Session | null): Promise<void> {
  if (!session || session.customerId === null || !app.rateLimiter.config.enabled) return;
  refuse(await app.rateLimiter.checkMember(session.customerId, call));
}
