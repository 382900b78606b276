/**
 * @sideline/server — what other packages (e2e, bench) and the lead's wiring use.
 */
export { buildApp } from './app';
export type { BuildAppOptions, FeaturePlugin } from './app';
export { loadConfig, testConfig, repoRoot } from './config';
export type { ServerConfig } from './config';
export * from './http/index';
export * from './store/index';
export { verifyToken, hubAuthenticator, toHubSession, issueToken, revokeToken, verifyBearer } from './features/licensee/index';
export { seedDemoWorld } from './seed/seed';
export { PAGE_ROUTES, contentSecurityPolicy } from './pages/plugin';
