// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { PAGE_GROUPS, pageGroupName, pageGroupsOf, staticClosure } from './pageChunks';
import type { ModuleGraph, PageGroup } from './pageChunks';

/** A module graph from edges: static imports, and the modules something imports lazily. */
function graphOf(edges: Record<string, string[]>, lazy: string[] = []): ModuleGraph {
  return {
    getModuleInfo(id) {
      if (!(id in edges)) return null;
      return { importedIds: edges[id]!, dynamicImporters: lazy.includes(id) ? ['someone'] : [] };
    },
  };
}

const groups: PageGroup[] = [
  { name: 'room', pages: ['A', 'B'], apart: ['L'] },
  { name: 'room-a', pages: ['A'], apart: ['B', 'L'] },
];
const id = (p: string) => p;

describe('page chunk groups', () => {
  const graph = graphOf({
    A: ['x/index.ts', 'common', 'onlyA'],
    B: ['common', 'light', 'x/index.ts'],
    L: ['light'],
    'x/index.ts': ['used', 'panel'],
    common: ['deep', 'shown'],
    deep: [],
    used: [],
    panel: ['panelDep'],
    panelDep: [],
    shown: [],
    onlyA: [],
    light: [],
  }, ['panel', 'shown']);

  it("follows static imports, but not a barrel's re-export of a module something loads lazily", () => {
    // 'shown' is loaded lazily somewhere too, but 'common' uses it: it is the page's first load.
    expect([...staticClosure(graph, 'A')].sort()).toEqual(['A', 'common', 'deep', 'onlyA', 'shown', 'used', 'x/index.ts']);
  });

  it('groups what every page of a group starts with, less what a page apart starts with', () => {
    const map = pageGroupsOf(graph, groups, id);
    expect(Object.fromEntries([...map].sort())).toEqual({
      'x/index.ts': 'room', common: 'room', deep: 'room', shown: 'room', used: 'room',
      onlyA: 'room-a',
    });
    // the light page's module, the pages themselves and the lazy panel stay out
    for (const m of ['light', 'A', 'B', 'L', 'panel', 'panelDep']) expect(map.has(m)).toBe(false);
  });

  it('a module goes to the first group that takes it', () => {
    const map = pageGroupsOf(graph, [{ name: 'first', pages: ['A'], apart: [] }, ...groups], id);
    expect(map.get('common')).toBe('first');
  });

  it('names a module by its group, and leaves an excluded one (the boot graph) to the default chunking', () => {
    const name = pageGroupName(groups, new Set(['deep']), id);
    expect(name('common', graph)).toBe('room');
    expect(name('onlyA', graph)).toBe('room-a');
    expect(name('deep', graph)).toBeNull();
    expect(name('light', graph)).toBeNull();
  });

  it("leaves out what an excluded module imports too (the boot graph's contract modules)", () => {
    const name = pageGroupName(groups, new Set(['common']), id);
    for (const m of ['common', 'deep', 'shown']) expect(name(m, graph)).toBeNull();
    expect(name('used', graph)).toBe('room');
  });

  it('finds the real pages in the source tree (the page list is not stale)', () => {
    for (const group of PAGE_GROUPS) {
      for (const page of [...group.pages, ...group.apart]) expect(existsSync(new URL(page, import.meta.url)), page).toBe(true);
    }
  });
});

describe('page chunk groups through barrels that re-export by name', () => {
  const graph: ModuleGraph = {
    getModuleInfo(id) {
      const mods: Record<string, { importedIds: string[]; code?: string; lazy?: boolean }> = {
        P: { importedIds: ['d/index.ts'], code: 'import { Used } from "./d";' },
        // A module with a dynamic import: the bundler lists Vite's preload helper among its
        // imports, which its code does not write yet.
        Q: { importedIds: ['d/index.ts', '\0vite/preload-helper.js'], code: 'import { Used } from "./d";\nconst Panel = lazy(() => import("./panel"));' },
        '\0vite/preload-helper.js': { importedIds: [] },
        'd/index.ts': { importedIds: ['used', 'unused', 'star'], code: 'export { Used } from "./used";\nexport { Unused } from "./unused";\nexport * from "./star";' },
        used: { importedIds: ['dep'], code: 'import { x } from "./dep";' },
        unused: { importedIds: [] },
        star: { importedIds: [] },
        dep: { importedIds: [] },
      };
      const m = mods[id];
      return m ? { importedIds: m.importedIds, dynamicImporters: m.lazy ? ['x'] : [], code: m.code ?? null } : null;
    },
  };

  it('follows only the re-exports whose names the importer takes', () => {
    expect([...staticClosure(graph, 'P')].sort()).toEqual(['P', 'd/index.ts', 'dep', 'used']);
  });

  it("lines a module's written imports up without the bundler's virtual ones (Vite's preload helper)", () => {
    expect([...staticClosure(graph, 'Q')].sort()).toEqual(['\0vite/preload-helper.js', 'Q', 'd/index.ts', 'dep', 'used']);
  });
});
