import type { Broker } from '../realtime/broker/types';
import { pingStore } from '../store/index';
import type { Store } from '../store/types';

/** Whether the node should receive traffic; `draining` is set by graceful shutdown. */
export interface NodeState {
  draining: boolean;
}

export interface ReadinessReport {
  ready: boolean;
  checks: { store: string; broker: string; draining: boolean };
}

const CHECK_TIMEOUT_MS = 2000;

async function probe(run: () => Promise<unknown>): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      run(),
      new Promise((_, reject) => { timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS); }),
    ]);
    return 'ok';
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Readiness of the node: the store answers a query, the broker answers (a position read: a
 * round trip to Redis on many nodes) and the node is not draining. Each check gives up after 2 s.
 */
export async function readiness(store: Store, broker: Broker, state: NodeState): Promise<ReadinessReport> {
  const [storeCheck, brokerCheck] = await Promise.all([
    probe(() => pingStore(store.db)),
    probe(() => broker.position('ops:readyz')),
  ]);
  return {
    ready: !state.draining && storeCheck === 'ok' && brokerCheck === 'ok',
    checks: { store: storeCheck, broker: brokerCheck, draining: state.draining },
  };
}
