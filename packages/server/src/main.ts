import { loadConfig } from './config';
import { buildApp } from './app';

/**
 * Start Sideline: configuration from the environment, build, listen, and close cleanly on
 * SIGINT/SIGTERM (a second signal exits at once).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp({
    config,
    logger: { level: process.env.LOG_LEVEL || 'info' },
  });
  await app.listen({ port: config.port, host: config.host });
  console.log(`Sideline is running: open http://localhost:${config.port}/`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) process.exit(1);
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(() => process.exit(0), (err: unknown) => {
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
