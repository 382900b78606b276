import type { FastifyInstance } from 'fastify';
import { livePublisher, matchStartPublisher } from '../features/schedule/index';
import { startSim } from './sim';
import { startScheduleDriver } from './schedule-driver';
import type { ScheduleDriver } from './schedule-driver';
import { runWhileLeader } from './leader';

/**
 * Starts the demo's chat life when `config.sim` is on (`npm start`; off in tests unless a
 * test turns it on) once the app is ready and while this node leads the cluster's demo life
 * (`sim/leader.ts`: one node of many runs it), and stops it before the app closes.
 */
export async function simPlugin(app: FastifyInstance): Promise<void> {
  runWhileLeader(app, () => startSim({ store: app.sideline.store, realtime: app.sideline.realtime, log: app.log }));
}

/**
 * Under `config.sim`, the demo's schedule driver: matches and programmes go live and end on
 * their times (schedule's live-set changes, pushed as PushLivePrograms; a match start also
 * tells its rooms, as the operator's SetLiveStatus does). Steps run only on the leading node.
 */
export async function scheduleDriverPlugin(app: FastifyInstance): Promise<void> {
  if (!app.sideline.config.sim) return;
  let driver: ScheduleDriver | null = null;
  app.addHook('onReady', async () => {
    driver = startScheduleDriver({
      store: app.sideline.store, publish: livePublisher(app), log: app.log, isLeader: () => app.simLeader.isLeader, onMatchStart: matchStartPublisher(app),
    });
  });
  app.addHook('preClose', async () => driver?.stop());
}
