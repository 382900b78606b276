#!/usr/bin/env node
/**
 * `npm start`: install what is missing, build the widget, the demo host site and the server,
 * then run the one-process demo (SQLite, memory bus, demo life on) on PORT (default 8080).
 */
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function step(label, cmd, args) {
  console.log(`• ${label}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status || 1);
}

step('Checking dependencies', process.execPath, ['scripts/ensure.mjs']);
step('Building web, demo site and server', 'npm', ['run', 'build', '--silent']);

console.log('• Back office at /backoffice/: the first start prints the owner\'s one-time password below (or set ADMIN_EMAIL and ADMIN_PASSWORD)');
const server = spawn(process.execPath, ['packages/server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { SIM: 'on', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
