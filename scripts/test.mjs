#!/usr/bin/env node
/**
 * `npm test`: install what is missing (Debian's chromium included, when root), then lint,
 * type-check, run every unit/integration test, build, check the load budget against the build
 * output, and run the browser journeys.
 * Ends with one line `N passed, N failed` counting every test that ran.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'e2e', 'output');
mkdirSync(out, { recursive: true });
let passed = 0;
let failed = 0;

const failedSteps = [];
function step(label, cmd, args, env = {}) {
  console.log(`\n━━ ${label}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) failedSteps.push(label);
  return r.status === 0;
}

function vitest(label, args, report) {
  rmSync(report, { force: true });
  const okRun = step(label, 'npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    passed += json.numPassedTests;
    failed += json.numFailedTests;
    if (!okRun && json.numFailedTests === 0) failed += 1; // a suite that failed to load
  } catch {
    if (!okRun) failed += 1;
  }
  return okRun;
}

/** One check in the background; its output is printed in one piece when it ends, so two never interleave. */
function check(label, cmd, args) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(cmd, args, { cwd: root, env: process.env });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      console.log(`\n━━ ${label} (${((Date.now() - started) / 1000).toFixed(0)} s)${output.trim() ? `\n${output.trimEnd()}` : ''}`);
      if (code !== 0) failedSteps.push(label);
      resolve(code === 0);
    });
  });
}

/** Runs the checks two at a time (the machines have two cores; each check is one single-threaded process). */
async function checks(list, width = 2) {
  const results = new Array(list.length);
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < list.length) {
      const i = next++;
      results[i] = await check(...list[i]);
    }
  }));
  return results;
}

const typecheckTargets = ['packages/server', 'bench', 'packages/web', 'packages/backoffice', 'packages/protocol', 'e2e', 'packages/embed'];
const results = [];
if (!step('Install what is missing', process.execPath, ['scripts/ensure.mjs', '--browser'])) process.exit(1);
results.push(...await checks([
  ...typecheckTargets.map((t) => [`Type-check ${t}`, 'npx', ['tsc', '-p', t]]),
  ['Lint', 'npx', ['eslint', '.']],
]));
results.push(vitest('Unit and integration tests', [], path.join(out, 'unit-report.json')));
const built = step('Build', 'npm', ['run', 'build', '--silent']);
results.push(built);
if (built) results.push(vitest('Load budget (build output)', ['--config', 'packages/web/vitest.budget.config.ts'], path.join(out, 'budget-report.json')));
if (built) results.push(vitest('Browser journeys (chromium)', ['--config', 'e2e/vitest.config.ts'], path.join(out, 'e2e-report.json')));

const okAll = results.every(Boolean);
console.log(failedSteps.length ? `\n✖ failed: ${failedSteps.join('; ')}` : '\n✔ lint, type checks, build and every test suite passed');
console.log(`${passed} passed, ${failed} failed`);
process.exit(okAll && failed === 0 ? 0 : 1);
