import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { GroupRegistryOptions } from '../realtime/groups/registry';

/** What the connection and group gauges read when scraped (bound once the realtime core exists). */
export interface RealtimeGaugeSource {
  connectionCount(): number;
  groupCount(): number;
}

/**
 * The node's Prometheus metrics (prom-client), one registry per app so several apps in one
 * process (tests) never collide. Served at `GET /metrics` by `ops/plugin.ts`.
 *
 * - `sideline_hub_connections` / `sideline_hub_groups`: live hub connections and groups held.
 * - `sideline_hub_messages_published_total`: messages this node published to the broker.
 * - `sideline_hub_messages_in_total`: publications this node received and fanned out.
 * - `sideline_hub_frames_out_total`: frames written to local members (messages × members).
 * - `sideline_hub_fanout_seconds`: time to write one publication to all local members.
 * - `sideline_http_request_duration_seconds{method,route,status_code}`.
 * - `sideline_ledger_errors_total{call}`: calls that move money answering 5xx.
 * - `sideline_hub_connections_refused_total{kind}`: negotiates/upgrades refused by the address limit.
 * - with `processMetrics`: prom-client's default process metrics (memory, CPU, event loop lag).
 */
export interface NodeMetrics {
  readonly registry: Registry;
  /** Hooks for `createRealtime({ metrics })`. */
  readonly realtimeHooks: Required<Pick<GroupRegistryOptions, 'onFanout' | 'onPublish'>>;
  bindRealtime(source: RealtimeGaugeSource): void;
  observeHttp(method: string, route: string, statusCode: number, seconds: number): void;
  ledgerError(call: string): void;
  /** A negotiate or WebSocket upgrade refused by the per-address rate limit. */
  hubRefused(kind: 'negotiate' | 'upgrade'): void;
}

export function createNodeMetrics(options: { processMetrics?: boolean } = {}): NodeMetrics {
  const registry = new Registry();
  let source: RealtimeGaugeSource | null = null;
  if (options.processMetrics) collectDefaultMetrics({ register: registry, prefix: 'sideline_' });

  new Gauge({
    name: 'sideline_hub_connections', help: 'Live hub connections on this node', registers: [registry],
    collect() { this.set(source?.connectionCount() ?? 0); },
  });
  new Gauge({
    name: 'sideline_hub_groups', help: 'Hub groups held on this node', registers: [registry],
    collect() { this.set(source?.groupCount() ?? 0); },
  });
  const published = new Counter({ name: 'sideline_hub_messages_published_total', help: 'Hub messages published by this node', registers: [registry] });
  const messagesIn = new Counter({ name: 'sideline_hub_messages_in_total', help: 'Hub publications received from the broker and fanned out', registers: [registry] });
  const framesOut = new Counter({ name: 'sideline_hub_frames_out_total', help: 'Hub frames written to local connections', registers: [registry] });
  const fanout = new Histogram({
    name: 'sideline_hub_fanout_seconds', help: 'Time to write one publication to every local member', registers: [registry],
    buckets: [0.0001, 0.0005, 0.001, 0.005, 0.01, 0.05, 0.1, 0.5],
  });
  const http = new Histogram({
    name: 'sideline_http_request_duration_seconds', help: 'HTTP request latency by route', registers: [registry],
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  });
  const refused = new Counter({
    name: 'sideline_hub_connections_refused_total', help: 'Hub negotiates and WebSocket upgrades refused by the per-address rate limit',
    labelNames: ['kind'] as const, registers: [registry],
  });
  const ledger = new Counter({ name: 'sideline_ledger_errors_total', help: 'Calls that move money answering 5xx', labelNames: ['call'] as const, registers: [registry] });

  return {
    registry,
    realtimeHooks: {
      onPublish: () => published.inc(),
      onFanout: (members, seconds) => {
        messagesIn.inc();
        framesOut.inc(members);
        fanout.observe(seconds);
      },
    },
    bindRealtime(s) {
      source = s;
    },
    observeHttp(method, route, statusCode, seconds) {
      http.observe({ method, route, status_code: String(statusCode) }, seconds);
    },
    ledgerError(call) {
      ledger.inc({ call });
    },
    hubRefused(kind) {
      refused.inc({ kind });
    },
  };
}
