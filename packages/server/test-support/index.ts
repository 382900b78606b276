/**
 * @sideline/server/testing — the server's test support as a public entry, for the other
 * packages' harnesses (bench/load drives the chaos suite's cluster and clients). It lives
 * beside src/, not in it: src/ is what ships (build.mjs bundles src/main.ts), test-support/
 * holds the fuzz, chaos and security suites and the helpers every server test shares.
 */
export { ROOM, CHAOS_PREFIX, call, login, Viewer } from './chaos/clients';
export type { Answer } from './chaos/clients';
export {
  SERVER_BUNDLE, NGINX_TEMPLATE, startNode, waitReady, kill9, stopNodes,
  createDatabase, dropDatabase, clearRedisPrefix, startNginx,
} from './chaos/cluster';
export type { NodeProcess, NodeExit, ClusterOptions } from './chaos/cluster';
export { startFaultProxy, freePort } from './chaos/proxy';
export type { FaultProxy } from './chaos/proxy';
/** The demo world's members, as the seed writes them (the bench copies one per viewer). */
export { CUSTOMERS } from '../src/seed/world';
