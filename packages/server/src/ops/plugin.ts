import { allCalls } from '@sideline/protocol';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Broker } from '../realtime/broker/types';
import { readiness } from './health';
import type { NodeState } from './health';
import type { NodeMetrics } from './metrics';
import { installFaults } from './faults';

export interface OpsOptions {
  broker: Broker;
  metrics: NodeMetrics;
  state: NodeState;
}

/** Names of the calls that move money (`paid: true` in the contract). */
export const PAID_CALLS: ReadonlySet<string> = new Set(allCalls.filter((c) => c.paid).map((c) => c.name));

const FORWARDING_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'forwarded', 'x-real-ip'];

/**
 * Who may read /metrics: with a token, a request carrying it as a bearer (compared in constant
 * time); without one, a request straight from this machine's loopback (the socket's peer, not
 * a forwarded address) that no proxy forwarded, so a reverse proxy on the same host does not
 * open it to the world.
 */
export function metricsAllowed(request: FastifyRequest, token: string | null): boolean {
  if (token) {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7) : '';
    const digest = (v: string) => createHash('sha256').update(v).digest();
    return timingSafeEqual(digest(given), digest(token));
  }
  const peer = request.socket.remoteAddress ?? '';
  const loopback = peer === '::1' || peer.startsWith('127.') || peer.startsWith('::ffff:127.');
  return loopback && FORWARDING_HEADERS.every((h) => request.headers[h] === undefined);
}

/**
 * Operations endpoints and hooks, installed on the root instance (not encapsulated) before the
 * features: outside the API envelope, no auth, never in maintenance mode.
 *
 * - `GET /healthz`: 200 `{ status: 'ok' }` while the process serves (liveness).
 * - `GET /readyz`: 200 `{ status: 'ready', checks }` when the store and broker answer and the
 *   node is not draining, otherwise 503 `{ status: 'not-ready', checks }` (load balancers and
 *   orchestrators stop routing to it).
 * - `GET /metrics`: Prometheus text (see `ops/metrics.ts`), behind `METRICS_TOKEN` (bearer) when
 *   set, else only to direct loopback requests (docs/operations.md "Metrics"); 401 otherwise.
 * - every response carries `x-request-id` (the request id in the logs; an incoming
 *   `x-request-id`, e.g. nginx's `$request_id`, is kept), and its latency is recorded per route.
 * - test-only fault hooks when `SIDELINE_FAULTS` is set (`ops/faults.ts`).
 */
export function installOps(app: FastifyInstance, options: OpsOptions): void {
  const { metrics, state, broker } = options;

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observeHttp(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    const call = request.routeOptions.config?.callName;
    if (call && reply.statusCode >= 500 && PAID_CALLS.has(call)) metrics.ledgerError(call);
  });
  installFaults(app, PAID_CALLS);

  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', async (_request, reply) => {
    const report = await readiness(app.sideline.store, broker, state);
    reply.header('cache-control', 'no-store');
    return reply.code(report.ready ? 200 : 503).send({ status: report.ready ? 'ready' : 'not-ready', checks: report.checks });
  });
  app.get('/metrics', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!metricsAllowed(request, app.sideline.config.metricsToken)) {
      return reply.code(401).header('www-authenticate', 'Bearer realm="metrics"').send({ status: 'unauthorized' });
    }
    reply.header('content-type', metrics.registry.contentType);
    reply.header('cache-control', 'no-store');
    return metrics.registry.metrics();
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The node's operations state (draining flag) and metrics. */
    ops: { state: NodeState; metrics: NodeMetrics };
  }
}
