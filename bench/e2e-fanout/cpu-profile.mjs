/**
 * Preloaded into the bench's server (`E2E_CPU_PROFILE=<dir>`, run.ts passes it through
 * NODE_OPTIONS, where `--cpu-prof` is not allowed): samples the server's CPU from one SIGUSR2 to the next
 * (the bench sends them when the measured window opens and closes; exit also ends it), and
 * writes `<dir>/server-<pid>-<n>.cpuprofile`
 * (open it in Chrome DevTools, or summarise it with `node bench/e2e-fanout/profile-top.mjs <file>`).
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';

const dir = process.env.E2E_CPU_PROFILE;
if (dir) {
  const session = new Session();
  session.connect();
  let started = false;
  let written = 0;
  const stop = () => {
    started = false;
    // The same-thread session answers synchronously, so this also works in 'exit'.
    session.post('Profiler.stop', (err, result) => {
      written += 1;
      if (!err) writeFileSync(path.join(dir, `server-${process.pid}-${written}.cpuprofile`), JSON.stringify(result.profile));
    });
  };
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 500 });
  process.on('SIGUSR2', () => {
    if (started) return stop();
    started = true;
    session.post('Profiler.start');
  });
  process.on('exit', () => {
    if (started) stop();
  });
}
