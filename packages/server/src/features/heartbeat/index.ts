/** What other features, sim, seed and app.ts use of heartbeat: the only way in. */
export { heartbeatMigrations } from './migrations';
export { heartbeatPlugin, HEARTBEAT_SLOT_MS } from './plugin';
