/**
 * The real-time core: the SignalR hub server and group fan-out over a broker. It knows no
 * feature: the hubs (definitions, group names, who may join) come from the features through
 * `hubs`, and `authenticate` from app.ts. Features publish events with
 * `publish(group, target, payload)` and never touch connections.
 */
import type { Server } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import type { HubEventName, HubEventPayload } from '@sideline/protocol';
import type { Broker, Publication, StreamPosition } from './broker/types';
import { createGroupRegistry } from './groups/registry';
import type { GroupRegistry, GroupRegistryOptions } from './groups/registry';
import type { HubsFactory } from './hubs/index';
import { createHubServer } from './signalr/server';
import type { HubServer, HubServerOptions } from './signalr/server';
import { silentLogger } from './signalr/types';
import type { RealtimeLogger } from './signalr/types';
import type { HubAuthenticator } from './types';

export { createHubServer } from './signalr/server';
export type { HubServer, HubServerOptions } from './signalr/server';
export type { HubConnection, HubDefinition, HubMethodHandler, InvocationContext, RealtimeLogger } from './signalr/types';
export { HubArgumentError, HubException, HubUnauthorizedError } from './signalr/errors';
export { bindMethod, groupHub, joinGuarded, joinedGroups, joinResult, requireSession, requireSiteSession, toStreamPosition } from './hubs/index';
export type { GroupMembership, GroupJoinResult, HubDeps, HubsFactory } from './hubs/index';
export type { FrameSink, HubAuthenticator, HubSession } from './types';

export interface RealtimeOptions {
  /** Token → session, for the hubs' joins (app.ts: the licensee's `hubAuthenticator`). */
  authenticate: HubAuthenticator;
  /** The hubs by path, built on the mechanism (app.ts: features/hubs.ts `createHubs`). */
  hubs: HubsFactory;
  broker: Broker;
  logger?: RealtimeLogger;
  /** Transport timings and limits (defaults: the official server's). */
  hub?: Omit<HubServerOptions, 'logger'>;
  /** Metrics hooks of the group fan-out (ops/metrics). */
  metrics?: Pick<GroupRegistryOptions, 'onFanout' | 'onPublish'>;
  /** How long an emptied group stays subscribed on this node (GroupRegistryOptions.emptyLingerMs; default 0). */
  groupLingerMs?: number;
}

export interface Realtime {
  hubServer: HubServer;
  groups: GroupRegistry;
  /**
   * Publishes a client event to every member of `group` on every node (through the broker,
   * serialised once). The payload is typed by the hub contract; it resolves with the
   * publication (its offset is the event's `Seq`).
   */
  publish<N extends HubEventName>(group: string, target: N, payload: HubEventPayload<N>): Promise<Publication>;
  /**
   * Where `group`'s stream stands now (the broker's last offset and epoch). A history read
   * after it holds everything up to it, so a first join passing it as `since` is sent what
   * came after and nothing twice (GET /Message answers it).
   */
  position(group: string): Promise<StreamPosition>;
  /** Handles WebSocket upgrades of the hub paths on this HTTP server. */
  attach(server: Server): void;
  /** Fastify plugin answering `POST /<hub>/negotiate` for the mapped hubs. */
  negotiatePlugin: FastifyPluginAsync;
  /** Closes every client (Close with allowReconnect true), then the group registry. The broker is the caller's. */
  close(): Promise<void>;
}

/** Builds the hub server and maps the hubs `options.hubs` defines. */
export function createRealtime(options: RealtimeOptions): Realtime {
  const logger = options.logger ?? silentLogger;
  const groups = createGroupRegistry({
    broker: options.broker,
    onError: (error) => logger.error({ err: error }, 'realtime group fan-out error'),
    emptyLingerMs: options.groupLingerMs,
    ...options.metrics,
  });
  const hubServer = createHubServer({ ...options.hub, logger });
  const hubs = options.hubs({ authenticate: options.authenticate, groups, logger });
  for (const [path, hub] of Object.entries(hubs)) hubServer.mapHub(path, hub);
  return {
    hubServer,
    groups,
    publish: (group, target, payload) => groups.publish(group, target, [payload]),
    position: async (group) => (await options.broker.history(group, null)).position,
    attach: (server) => hubServer.attach(server),
    negotiatePlugin: hubServer.negotiatePlugin,
    async close() {
      await hubServer.close();
      await groups.close();
    },
  };
}
