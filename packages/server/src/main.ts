import { loadConfig } from './config';
import { buildApp } from './app';
import { drainAndClose } from './ops/index';
import { ensureOwner } from './features/staff/index';

/**
 * Start Sideline: configuration from the environment, build, listen, and drain cleanly on
 * SIGINT/SIGTERM (readiness off, hub clients told to reconnect elsewhere, in-flight requests
 * finished, store and broker closed); a second signal, or a drain longer than
 * `SHUTDOWN_TIMEOUT_MS` (default 10 s), exits at once. Logs are pino JSON lines on stdout
 * (`LOG_LEVEL`, default info), each request with its `reqId`.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp({
    config,
    logger: { level: process.env.LOG_LEVEL || 'info' },
    processMetrics: true,
  });
  // First start: the back office's owner account (ADMIN_EMAIL / ADMIN_PASSWORD, or a one-time password).
  const owner = await ensureOwner(app.sideline.store, process.env);
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ port: config.port, database: config.databaseUrl.startsWith('postgres') ? 'postgres' : 'sqlite', redis: Boolean(config.redisUrl), redisCluster: Boolean(config.redisClusterNodes) }, 'Sideline is running');
  console.log(`Sideline is running: open http://localhost:${config.port}/`);
  console.log(`Back office: http://localhost:${config.port}/backoffice/ (staff sign-in)`);
  if (owner?.oneTimePassword) {
    console.log(`  First start: owner account ${owner.email} with one-time password ${owner.oneTimePassword}`);
    console.log('  (shown once, never again: sign in and change it, or start with ADMIN_EMAIL / ADMIN_PASSWORD set)');
  } else if (owner) {
    console.log(`  First start: owner account ${owner.email} created with ADMIN_PASSWORD`);
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) process.exit(1);
    closing = true;
    app.log.warn({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), Number(process.env.SHUTDOWN_TIMEOUT_MS) || 10_000);
    force.unref();
    drainAndClose(app, { delayMs: Number(process.env.SHUTDOWN_DELAY_MS) || 0 }).then(() => process.exit(0), (err: unknown) => {
      console.error('error while closing:', err);
      process.exit(1);
    });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error('Sideline failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
