import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web domains (features/<domain>/) import each other in one direction only: a walk over
 * every import of every file builds the domain graph and finds no cycle. Hand-written (a few
 * lines) rather than madge: it needs only the relative imports of our own tree.
 */
const FEATURES = import.meta.dirname;
const domains = readdirSync(FEATURES, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : []));
const IMPORT = /(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g;

/** domain → the domains its files import. */
function domainGraph(): Map<string, Set<string>> {
  const graph = new Map(domains.map((d) => [d, new Set<string>()]));
  for (const d of domains) {
    for (const file of files(path.join(FEATURES, d))) {
      for (const [, spec] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const [top] = path.relative(FEATURES, path.resolve(path.dirname(file), spec!)).split(path.sep);
        if (top && top !== d && graph.has(top)) graph.get(d)!.add(top);
      }
    }
  }
  return graph;
}

/** Every cycle's domains, in the order the walk met them (depth-first, grey/black marks). */
function cycles(graph: Map<string, Set<string>>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (d: string) => {
    state.set(d, 'open');
    stack.push(d);
    for (const next of graph.get(d) ?? []) {
      if (state.get(next) === 'open') found.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(d, 'done');
  };
  for (const d of graph.keys()) if (!state.has(d)) visit(d);
  return found;
}

describe('web domains', () => {
  it('are the six a newcomer can name, each with an index.ts', () => {
    expect(domains.sort()).toEqual(['betting', 'chat', 'gifts', 'programmes', 'shell', 'video']);
    for (const d of domains) expect(readdirSync(path.join(FEATURES, d))).toContain('index.ts');
  });

  it('import each other without a cycle', () => {
    const graph = domainGraph();
    expect(cycles(graph).map((c) => c.join(' → '))).toEqual([]);
    // The walk sees real edges (so an empty cycle list means something): gifts uses chat and shell.
    expect([...graph.get('gifts')!]).toEqual(expect.arrayContaining(['chat', 'shell']));
  });

  it('finds a cycle when there is one', () => {
    const graph = new Map([['a', new Set(['b'])], ['b', new Set(['c'])], ['c', new Set(['a'])], ['d', new Set(['a'])]]);
    expect(cycles(graph)).toEqual([['a', 'b', 'c', 'a']]);
  });
});
