#!/usr/bin/env node
/**
 * Installs what is missing, and nothing else, so `npm start` and `npm test` work on a fresh
 * machine: the npm dependencies (from the lockfile), the native SQLite binding, and — with
 * `--browser` — Debian's chromium for the browser tests (installed with apt when running as
 * root; never a browser download from a test tool).
 */
import { existsSync, statSync } from 'node:fs';
import { execSync, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const wantBrowser = process.argv.includes('--browser');
const wantScale = process.argv.includes('--scale');
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  if (r.status !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(' ')} failed (exit ${r.status ?? r.signal}).`);
    process.exit(r.status || 1);
  }
}

function depsInstalled() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(marker)) return false;
  const lock = path.join(root, 'package-lock.json');
  if (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000) return false;
  for (const pkg of ['vitest', 'vite', 'fastify', 'typescript', 'better-sqlite3']) {
    if (!existsSync(path.join(root, 'node_modules', pkg))) return false;
  }
  return true;
}

function sqliteLoads() {
  const req = createRequire(path.join(root, 'packages/server/package.json'));
  try {
    const Database = req('better-sqlite3');
    new Database(':memory:').close();
    return true;
  } catch {
    return false;
  }
}

if (!depsInstalled()) {
  console.log('• Installing npm dependencies (from package-lock.json)…');
  run('npm', ['install', '--no-audit', '--no-fund']);
}
if (!sqliteLoads()) {
  console.log('• Building the SQLite binding…');
  run('npm', ['rebuild', 'better-sqlite3']);
}

/** True when fontconfig knows a font for the language (Chinese and Thai need their own). */
function hasFontFor(lang) {
  const r = spawnSync('fc-list', [`:lang=${lang}`], { encoding: 'utf8' });
  return r.status === 0 && r.stdout.trim().length > 0;
}

if (wantBrowser && !existsSync(CHROMIUM)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`✖ The browser tests need Debian's chromium at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.log("• Installing Debian's chromium for the browser tests…");
  execSync('apt-get update -qq', { stdio: 'inherit' });
  execSync('DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit', shell: '/bin/bash' });
}

// Screenshots in cn and th need CJK and Thai fonts; Debian's chromium does not pull them in.
if (wantBrowser && (!hasFontFor('zh') || !hasFontFor('th'))) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot) {
    console.log('• Installing CJK and Thai fonts for the browser tests…');
    execSync('DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-wqy-microhei fonts-tlwg-loma-ttf || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-wqy-microhei fonts-tlwg-loma-ttf)', { stdio: 'inherit', shell: '/bin/bash' });
  } else {
    console.warn('! No CJK/Thai fonts: Chinese and Thai screenshots will show boxes (apt-get install fonts-wqy-microhei fonts-tlwg-loma-ttf).');
  }
}

// The chaos suite (`npm run test:scale`) runs three nodes behind Debian's nginx.
if (wantScale && spawnSync('nginx', ['-v'], { stdio: 'ignore' }).status !== 0 && spawnSync('/usr/sbin/nginx', ['-v'], { stdio: 'ignore' }).status !== 0) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error('✖ The scale suite needs nginx. Install it with: sudo apt-get install -y nginx-light');
    process.exit(1);
  }
  console.log("• Installing Debian's nginx for the scale suite…");
  execSync('DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light)', { stdio: 'inherit', shell: '/bin/bash' });
}

// The Redis Cluster suite (`redis-cluster.scale.test.ts`) starts its own cluster from redis-server ≥ 7 and redis-cli.
if (wantScale) {
  const version = spawnSync('redis-server', ['--version'], { encoding: 'utf8' });
  const major = Number(/v=(\d+)/.exec(version.stdout ?? '')?.[1] ?? 0);
  if (version.status !== 0 || major < 7 || spawnSync('redis-cli', ['--version'], { stdio: 'ignore' }).status !== 0) {
    console.error('✖ The scale suite needs redis-server ≥ 7 and redis-cli (sharded pub/sub). Install them with: sudo apt-get install -y redis-server');
    process.exit(1);
  }
}
