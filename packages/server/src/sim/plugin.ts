import type { FastifyInstance } from 'fastify';
import { startSim } from './sim';
import type { Sim } from './sim';

/**
 * Starts the demo's chat life when `config.sim` is on (`npm start`; off in tests unless a
 * test turns it on) once the app is ready, and stops it before the app closes.
 */
export async function simPlugin(app: FastifyInstance): Promise<void> {
  if (!app.sideline.config.sim) return;
  let sim: Sim | null = null;
  app.addHook('onReady', async () => {
    sim = startSim({ store: app.sideline.store, realtime: app.sideline.realtime, log: app.log });
  });
  app.addHook('preClose', async () => {
    sim?.stop();
  });
}
