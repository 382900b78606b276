import { loadConfig } from './config';
import { buildApp } from './app';
import { drainAndClose } from './ops/index';

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
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ port: config.port, database: config.databaseUrl.startsWith('postgres') ? 'postgres' : 'sqlite', redis: Boolean(config.redisUrl) }, 'Sideline is running');
  console.log(`Sideline is running: open http://localhost:${config.port}/`);

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
