import type { FastifyInstance } from 'fastify';
import { startSim } from './sim';
import { runWhileLeader } from './leader';

/**
 * Starts the demo's chat life when `config.sim` is on (`npm start`; off in tests unless a
 * test turns it on) once the app is ready and while this node leads the cluster's demo life
 * (`sim/leader.ts`: one node of many runs it), and stops it before the app closes.
 */
export async function simPlugin(app: FastifyInstance): Promise<void> {
  runWhileLeader(app, () => startSim({ store: app.sideline.store, realtime: app.sideline.realtime, log: app.log }));
}
