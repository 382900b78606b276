import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { allCalls, backofficeCalls, HTTP_TIMEOUT_MS } from '@sideline/protocol';
import { testConfig } from './config';
import type { ServerConfig } from './config';
import type { AppContext } from './http/context';
import { installTransport, BODY_LIMIT_BYTES } from './http/transport';
import { registerRemainingCalls } from './http/register';
import { openStore } from './store/store';
import type { Store } from './store/types';
import { seedDemoWorld } from './seed/seed';
import { licenseePlugin } from './features/licensee/index';
import { hubAuthenticator, verifyToken } from './features/licensee/index';
import { createHubs } from './features/hubs';
import { nicknamePlugin } from './features/nickname/index';
import { settingsPlugin } from './features/settings/index';
import { imagesPlugin } from './media/images';
import { hlsPlugin } from './media/hls/plugin';
import { svgaPlugin } from './media/svga/plugin';
import { declarePlugin } from './http/plugin';
import { simPlugin, scheduleDriverPlugin } from './sim/plugin';
import { bettingSimPlugin } from './sim/betting';
import { notFoundPage, pagesPlugin } from './pages/plugin';
import { featureMigrations, featurePlugins } from './features/index';
import { registerRemainingStaffCalls } from './features/staff/index';
import { createNodeRealtime, mountRealtime } from './realtime/mount';
import { createNodeMetrics, installOps } from './ops/index';
import type { NodeState } from './ops/index';
import { createSimLeader, createLeaderElector, soleLease } from './sim/leader';

import type { FeaturePlugin } from './features/index';
export type { FeaturePlugin } from './features/index';

export interface BuildAppOptions {
  /** Full configuration (main.ts: `loadConfig()`); default `testConfig()` (in-memory SQLite, no sim). */
  config?: ServerConfig;
  /**
   * Use this store instead of opening `config.databaseUrl` (the caller then closes it); the
   * features' migrations are applied to it.
   */
  store?: Store;
  /** Seed the demo world before serving; default `config.seed`. */
  seed?: boolean;
  /** Fastify/pino logger options; default off (tests). */
  logger?: FastifyServerOptions['logger'];
  /** Per-call handler timeout; default the spec's 30 s. */
  handlerTimeoutMs?: number;
  /**
   * Further feature plugins, registered with the built-in ones (licensee, nickname, settings)
   * and before every still-unimplemented call gets its 501 route.
   */
  features?: readonly FeaturePlugin[];
  /** Add prom-client's process metrics (memory, CPU, event loop) to `/metrics`; main.ts turns it on. */
  processMetrics?: boolean;
}

/**
 * Build the Sideline Fastify instance from its plugins, without listening: tests call
 * `app.inject()`, `main.ts` calls `app.listen()`. Closing the app closes the store it opened.
 */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config = options.config ?? testConfig();
  const store = options.store ?? await openStore(config.databaseUrl, { migrations: featureMigrations });
  const ownsStore = !options.store;
  try {
    // A store handed in (tests, a PostgreSQL schema of their own) gets the features' tables too.
    if (!ownsStore) await store.migrate(featureMigrations);
    if (options.seed ?? config.seed) await seedDemoWorld(store);
  } catch (err) {
    if (ownsStore) await store.close();
    throw err;
  }

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: HTTP_TIMEOUT_MS,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    requestIdHeader: 'x-request-id',
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
  });
  const metrics = createNodeMetrics({ processMetrics: options.processMetrics });
  const state: NodeState = { draining: false };
  app.decorate('ops', { state, metrics });

  // The real-time core exists before the features so they can publish hub events.
  const { realtime, broker } = createNodeRealtime(config, { authenticate: hubAuthenticator(store), hubs: (deps) => createHubs(deps, store) }, options.logger ? app.log : null, metrics.realtimeHooks);
  metrics.bindRealtime({ connectionCount: () => realtime.hubServer.connectionCount, groupCount: () => realtime.groups.groupCount });
  const context: AppContext = {
    config,
    store,
    realtime,
    resolveSession: (token) => verifyToken(store, token),
    calls: new Map(),
    handlerTimeoutMs: options.handlerTimeoutMs ?? HTTP_TIMEOUT_MS,
  };
  app.decorate('sideline', context);
  app.decorateRequest('session', null);
  app.decorateRequest('matchId', null);
  app.decorateRequest('idempotencyKey', null);
  installTransport(app, { maintenance: () => app.sideline.config.maintenance, notFoundPage: notFoundPage(config.webDist) });
  installOps(app, { broker, metrics, state });
  if (ownsStore) app.addHook('onClose', async () => store.close());

  // The demo life runs on one node of many (sim/leader.ts); the sim plugins watch this.
  const leader = config.sim ? createSimLeader(config, app.log) : createLeaderElector({ backend: soleLease() });
  app.decorate('simLeader', leader);
  if (config.sim) app.addHook('onReady', async () => leader.start());
  app.addHook('onClose', async () => leader.stop());

  await app.register(declarePlugin('licensee', licenseePlugin));
  await app.register(declarePlugin('nickname', nicknamePlugin, ['licensee']));
  await app.register(declarePlugin('settings', settingsPlugin, ['licensee']));
  for (const feature of [...featurePlugins, ...(options.features ?? [])]) await app.register(feature);
  // The media routes (demo HLS, SVGA art) and the demo's life: the sim plugins drive features'
  // state and start only under config.sim, on the leading node.
  await app.register(declarePlugin('media-hls', (instance) => hlsPlugin(instance)));
  await app.register(declarePlugin('media-svga', svgaPlugin));
  await app.register(declarePlugin('sim-chat', simPlugin, ['chat', 'jackpot']));
  await app.register(declarePlugin('sim-schedule', scheduleDriverPlugin, ['schedule', 'streaming']));
  await app.register(declarePlugin('sim-betting', bettingSimPlugin, ['betting', 'fast-market', 'promoted-odds', 'wheel']));
  registerRemainingCalls(app, allCalls);
  registerRemainingStaffCalls(app, backofficeCalls);

  await app.register(imagesPlugin);
  await app.register(pagesPlugin, { webDist: config.webDist, embedDist: config.embedDist, backofficeDist: config.backofficeDist, hostOrigins: config.hostOrigins, sourceMaps: config.sourceMaps, earlyAnswers: config.earlyAnswers, chatPreview: config.chatPreview,
    connectSources: [...config.providerHosts.a, ...config.providerHosts.b, ...config.providerHosts.broadcast, ...(config.sportsHost ? [config.sportsHost] : [])],
  });

  await mountRealtime(app, realtime, broker);

  return app;
}
