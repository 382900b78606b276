/**
 * What a route's initial load is made of, to find the big pieces (issue 20): every file of the
 * route's initial set with its gzip bytes, and the source modules inside, by their share of the
 * minified bytes (from the source maps) scaled to the file's gzip size (an estimate: gzip does
 * not compress every module alike).
 *
 *   npm run build --silent && npx tsx packages/web/budget/chunkTable.ts [/licensee] [modules-to-show]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipBytes, kb, routeLoads } from './loadBudget';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes one source-map `mappings` line into [generated column, source index] pairs. */
function decodeLine(line: string, state: { source: number }): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let column = 0;
  for (const segment of line.split(',')) {
    if (!segment) continue;
    const values: number[] = [];
    let value = 0;
    let shift = 0;
    for (const char of segment) {
      const digit = B64.indexOf(char);
      value += (digit & 31) << shift;
      if (digit & 32) shift += 5;
      else {
        values.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
    }
    column += values[0];
    if (values.length > 1) state.source += values[1];
    out.push([column, values.length > 1 ? state.source : -1]);
  }
  return out;
}

/** Minified bytes per source module of one built JS file, from its source map. */
export function modulesOf(dist: string, file: string): Map<string, number> {
  const sizes = new Map<string, number>();
  const mapPath = path.join(dist, `${file}.map`);
  if (!fs.existsSync(mapPath)) return sizes;
  const map = JSON.parse(fs.readFileSync(mapPath, 'utf8')) as { sources: string[]; mappings: string };
  const code = fs.readFileSync(path.join(dist, file), 'utf8').split('\n');
  const state = { source: 0 };
  map.mappings.split(';').forEach((line, i) => {
    const segments = decodeLine(line, state);
    const text = code[i] ?? '';
    segments.forEach(([column, source], j) => {
      const end = j + 1 < segments.length ? segments[j + 1][0] : text.length;
      const name = source < 0 ? '(generated)' : short(map.sources[source]);
      sizes.set(name, (sizes.get(name) ?? 0) + Math.max(0, end - column));
    });
  });
  return sizes;
}

const short = (source: string) => source
  .replace(/^(\.\.\/)+/, '')
  .replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, 'npm:$1')
  .replace(/^packages\/web\//, '');

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(here, '..', 'dist');

function main(route: string, show: number) {
  const load = routeLoads(dist).find((r) => r.route === route);
  if (!load) throw new Error(`unknown route ${route}: one of the WIDGET_ROUTES in loadBudget.ts`);
  const files = load.files.map((f) => ({ file: f, gzip: gzipBytes(dist, f), raw: fs.statSync(path.join(dist, f)).size }))
    .sort((a, b) => b.gzip - a.gzip);
  console.log(`${route}: ${kb(load.jsBytes + load.cssBytes)} KB gzip in ${files.length} files`);
  for (const f of files) console.log(`${kb(f.gzip).padStart(7)} KB  ${f.file}`);
  const modules = new Map<string, number>();
  for (const f of files.filter((x) => x.file.endsWith('.js'))) {
    const sizes = modulesOf(dist, f.file);
    const total = [...sizes.values()].reduce((n, v) => n + v, 0) || 1;
    for (const [name, bytes] of sizes) modules.set(name, (modules.get(name) ?? 0) + (bytes / total) * f.gzip);
  }
  console.log(`\nModules by estimated gzip share (top ${show}):`);
  [...modules].sort((a, b) => b[1] - a[1]).slice(0, show)
    .forEach(([name, bytes]) => console.log(`${kb(bytes).padStart(7)} KB  ${name}`));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main(process.argv[2] ?? '/licensee', Number(process.argv[3] ?? 60));
