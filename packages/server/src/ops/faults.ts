import type { FastifyInstance } from 'fastify';

/**
 * Test-only fault injection for the chaos suite. Nothing here is active unless the process
 * was started with `SIDELINE_FAULTS` naming the hook (comma-separated); never set it in
 * production. Hooks:
 *
 * - `crash-after-debit`: a successful call that moves money and carries the request header
 *   `X-Sideline-Fault: crash-after-debit` kills its own process with SIGKILL after the handler
 *   committed (money moved, idempotent answer stored) and before the answer is sent, so the
 *   client sees a dropped connection and retries the same Idempotency-Key elsewhere.
 */
export const FAULT_HEADER = 'x-sideline-fault';

/** The fault hooks named by an environment (default `process.env`). */
export function enabledFaults(env: Record<string, string | undefined> = process.env): Set<string> {
  return new Set((env.SIDELINE_FAULTS ?? '').split(/[\s,]+/).filter(Boolean));
}

/** Installs the enabled hooks; `paidCalls` names the calls that move money; `crash` is the kill (tests replace it). */
export function installFaults(
  app: FastifyInstance,
  paidCalls: ReadonlySet<string>,
  faults: ReadonlySet<string> = enabledFaults(),
  crash: () => void = () => process.kill(process.pid, 'SIGKILL'),
): void {
  if (!faults.has('crash-after-debit')) return;
  app.log.warn({ faults: [...faults] }, 'fault injection is ON (test-only SIDELINE_FAULTS)');
  app.addHook('onSend', async (request, reply, payload) => {
    const call = request.routeOptions.config?.callName;
    if (call && paidCalls.has(call) && reply.statusCode === 200 && request.headers[FAULT_HEADER] === 'crash-after-debit') crash();
    return payload;
  });
}
