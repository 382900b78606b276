/**
 * Summarises a .cpuprofile (from `E2E_CPU_PROFILE`): the top functions by self time, and by
 * total (inclusive) time, with their share of the samples.
 *   node bench/e2e-fanout/profile-top.mjs <file.cpuprofile> [rows=40]
 */
import { readFileSync } from 'node:fs';

const [file, rowsText] = process.argv.slice(2);
if (!file) {
  console.error('usage: node bench/e2e-fanout/profile-top.mjs <file.cpuprofile> [rows]');
  process.exit(1);
}
const rows = Number(rowsText ?? 40);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
const selfCount = new Map();
for (const id of profile.samples) selfCount.set(id, (selfCount.get(id) ?? 0) + 1);
const total = profile.samples.length;
const label = (node) => {
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url ? `${url.replace(/^.*\/(node_modules\/)?/, '$1')}:${lineNumber + 1}` : '';
  return `${functionName || '(anonymous)'} ${where}`.trim();
};
const self = new Map();
const inclusive = new Map();
for (const [id, count] of selfCount) {
  const node = byId.get(id);
  self.set(label(node), (self.get(label(node)) ?? 0) + count);
  const seen = new Set();
  for (let at = id; at !== undefined; at = parent.get(at)) {
    const name = label(byId.get(at));
    if (seen.has(name)) continue;
    seen.add(name);
    inclusive.set(name, (inclusive.get(name) ?? 0) + count);
  }
}
const print = (title, map) => {
  console.log(`\n${title} (${total} samples)`);
  for (const [name, count] of [...map].sort((a, b) => b[1] - a[1]).slice(0, rows)) {
    console.log(`${((count / total) * 100).toFixed(1).padStart(5)} %  ${name}`);
  }
};
print('self', self);
print('total', inclusive);
