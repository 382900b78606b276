import type { FastifyInstance } from 'fastify';

export interface DrainOptions {
  /**
   * How long the node keeps serving while marked not ready, so a load balancer polling
   * `/readyz` stops routing to it first (default 0: nginx's passive checks need none).
   */
  delayMs?: number;
}

/**
 * Graceful shutdown: mark the node not ready (`/readyz` → 503), wait `delayMs`, then close the
 * app. Fastify's close runs the preClose hooks first — the hub server sends every client a
 * SignalR Close with `allowReconnect: true` (they reconnect through the load balancer to
 * another node and recover from history), the sims stop — then stops accepting connections,
 * lets in-flight requests finish (new ones on kept-alive sockets get 503), and finally the
 * onClose hooks close the broker, the store and the leader lease.
 */
export async function drainAndClose(app: FastifyInstance, options: DrainOptions = {}): Promise<void> {
  app.ops.state.draining = true;
  app.log.info({ delayMs: options.delayMs ?? 0 }, 'draining: readiness off, closing');
  if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
  await app.close();
}
