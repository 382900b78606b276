import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { Store } from '../store/types';
import type { Realtime } from '../realtime/index';
import type { Session, SessionResolver } from './session';

/**
 * What every feature plugin reaches through `app.sideline`: configuration, storage, the
 * session resolver and the call registry (which calls have a real handler).
 */
export interface AppContext {
  config: ServerConfig;
  store: Store;
  resolveSession: SessionResolver;
  /** The node's hub server and group fan-out: features publish hub events through it. */
  realtime: Realtime;
  /** Call name → 'implemented' | 'not-implemented', filled by registerCall/registerRemainingCalls. */
  calls: Map<string, 'implemented' | 'not-implemented'>;
  /** Per-handler timeout (30 s, spec HTTP timeout). */
  handlerTimeoutMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    sideline: AppContext;
  }
  interface FastifyRequest {
    /** The caller's session (null: anonymous or a call with auth 'none'). */
    session: Session | null;
    /** The `MatchId` header as an integer, null when absent. */
    matchId: number | null;
    /** The `Idempotency-Key` header (always set on `paid` calls). */
    idempotencyKey: string | null;
  }
  interface FastifyContextConfig {
    /** True on API routes (maintenance mode answers 503 on them; pages still serve). */
    api?: boolean;
    callName?: string;
  }
}

/**
 * What a feature's service needs from the app, and no more: storage, hub fan-out and the
 * logger. Plugins build it once (`serviceDeps(app)`) so services never hold the Fastify instance.
 */
export interface ServiceDeps {
  store: Store;
  realtime: Realtime;
  log: FastifyBaseLogger;
}

export function serviceDeps(app: FastifyInstance): ServiceDeps {
  return { store: app.sideline.store, realtime: app.sideline.realtime, log: app.log };
}
