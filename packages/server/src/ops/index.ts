/** Operations: health and readiness, Prometheus metrics, draining state, test-only faults. */
export { installOps, PAID_CALLS } from './plugin';
export type { OpsOptions } from './plugin';
export { createNodeMetrics } from './metrics';
export type { NodeMetrics, RealtimeGaugeSource } from './metrics';
export { readiness } from './health';
export type { NodeState, ReadinessReport } from './health';
export { enabledFaults, installFaults, FAULT_HEADER } from './faults';
export { drainAndClose } from './shutdown';
export type { DrainOptions } from './shutdown';
