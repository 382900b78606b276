import { fileURLToPath } from 'node:url';
import { importsOf, reExportsOf } from './barrelEdges.ts';
import type { Wanted } from './barrelEdges.ts';

/** What the chunking pass tells about a module (rolldown's `ChunkingContext.getModuleInfo`, the fields used here). */
export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicImporters: readonly string[]; code?: string | null } | null;
}

/**
 * A group of page routes whose common first load goes into one chunk: the modules every page of
 * `pages` imports statically (its first load), less what any page of `apart` imports statically
 * (those pages must not load the group's chunk to start).
 */
export interface PageGroup {
  name: string;
  /** Page modules, as paths from packages/web (the manifest's keys). */
  pages: readonly string[];
  apart: readonly string[];
}

const CHAT_PAGES = ['src/pages/licensee/LicenseePage.tsx', 'src/pages/streaming-plugin/StreamingPluginPage.tsx'];
const PROGRAMME_PAGES = ['src/pages/entertainment-plugin/EntertainmentPluginPage.tsx', 'src/pages/credit-plugin/CreditPluginPage.tsx'];
const ROOM_PAGES = [...CHAT_PAGES, ...PROGRAMME_PAGES];
const LIGHT_PAGES = ['src/pages/broadcast-plugin/BroadcastPluginPage.tsx', 'src/pages/streamer-topic/StreamerTopicPage.tsx', 'src/pages/streamer-topic/StreamerSchedulePage.tsx'];
/** The app's entry: what it starts with is every page's (a group's chunk must not be one the entry imports). */
const APP_ENTRY = 'src/main.tsx';

/**
 * The chat pages' groups (issue 20, first chat line). Left to itself the bundler gives each set
 * of importers its own chunk: /licensee started with 48 files, 35 of them under 1 KB gzip, and
 * on a mobile link each is a round trip through the browser's six connections, which the
 * start-up's API calls then queue behind. The room's common code (chat room, wallet, settings,
 * gift and bet helpers the four chat pages all start with) becomes one chunk, and what only the
 * two start-up pages (/licensee, /streamingplugin) share another. Nothing moves onto the light
 * pages' first load: a module they start with is left out (the load budget reads the result).
 */
export const PAGE_GROUPS: readonly PageGroup[] = [
  { name: 'room', pages: ROOM_PAGES, apart: [APP_ENTRY, ...LIGHT_PAGES] },
  { name: 'room-startup', pages: CHAT_PAGES, apart: [APP_ENTRY, ...LIGHT_PAGES, ...PROGRAMME_PAGES] },
  { name: 'room-programme', pages: PROGRAMME_PAGES, apart: [APP_ENTRY, ...LIGHT_PAGES, ...CHAT_PAGES] },
];

const WEB_ROOT = fileURLToPath(new URL('.', import.meta.url));
const absolute = (page: string) => `${WEB_ROOT}${page}`;

/** A domain's or folder's face (index.ts, core.ts): it re-exports, and tree-shaking keeps only what is used. */
const isBarrel = (id: string) => /[\\/](index|core)\.tsx?$/.test(id);

const merge = (a: Wanted | undefined, b: Wanted): Wanted => (a === undefined ? b : a === '*' || b === '*' ? '*' : new Set([...a, ...b]));
/** What `after` asks of a module beyond `before`: nothing (null), some names, or everything. */
const added = (before: Wanted | undefined, after: Wanted): Wanted | null => {
  if (before === undefined) return after;
  if (before === '*') return null;
  if (after === '*') return '*';
  const fresh = [...after].filter((n) => !before.has(n));
  return fresh.length ? new Set(fresh) : null;
};

/** A module the bundler or a plugin makes up (`\0`-prefixed id), never written in an import clause. */
const isVirtual = (id: string) => id.startsWith('\0');
/**
 * A module's imports as its code writes them, in the bundler's order: without the virtual ones
 * (a module with a dynamic import lists `\0vite/preload-helper.js`, which its code as the
 * chunking pass sees does not import yet; counting it kept every such module's imports from
 * lining up, so its barrels were followed whole).
 */
const written = (info: { importedIds: readonly string[] }) => info.importedIds.filter((id) => !isVirtual(id));

/**
 * The modules `root` imports statically, itself included (none when the graph does not hold it).
 * Through a barrel (index.ts, core.ts) only the re-exports whose names the importer takes are
 * followed (barrelEdges.ts: tree-shaking drops the others). When the names cannot be read, every
 * re-export is, except that of a module something also loads lazily (a panel, a host): it is not
 * the page's first load unless a module that uses it imports it.
 */
export function staticClosure(graph: ModuleGraph, root: string): Set<string> {
  const asked = new Map<string, Wanted>();
  const stack: Array<{ id: string; wanted: Wanted; viaWholeBarrel: boolean }> = [{ id: root, wanted: '*', viaWholeBarrel: false }];
  while (stack.length) {
    const { id, wanted, viaWholeBarrel } = stack.pop()!;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    if (viaWholeBarrel && info.dynamicImporters.length > 0) continue;
    const barrel = isBarrel(id);
    const before = asked.get(id);
    const fresh = added(before, barrel ? wanted : '*');
    if (fresh === null) continue;
    asked.set(id, merge(before, barrel ? wanted : '*'));
    const ids = written(info);
    const reExports = barrel && fresh !== '*' && info.code ? reExportsOf(info.code, ids.length) : null;
    if (reExports && fresh !== '*') {
      for (const name of fresh) {
        const hit = reExports.names.get(name);
        const targets = hit ? [{ index: hit.index, name: hit.name }] : reExports.stars.map((index) => ({ index, name }));
        for (const t of targets) stack.push({ id: ids[t.index]!, wanted: new Set([t.name]), viaWholeBarrel: false });
      }
      continue;
    }
    const imports = info.code ? importsOf(info.code, ids.length) : null;
    ids.forEach((next, i) => stack.push({ id: next, wanted: imports?.[i]?.wanted ?? '*', viaWholeBarrel: barrel }));
    // What the bundler adds beside the written imports (Vite's preload helper of a module with
    // a dynamic import): taken whole.
    for (const next of info.importedIds) if (isVirtual(next)) stack.push({ id: next, wanted: '*', viaWholeBarrel: false });
  }
  return new Set(asked.keys());
}

/**
 * The group each module goes to, worked out once per chunking pass from the graph: a module
 * every page of a group starts with and no page apart from it does, that is not a page itself.
 * Groups are taken in order; a module is in the first that takes it.
 */
export function pageGroupsOf(graph: ModuleGraph, groups: readonly PageGroup[] = PAGE_GROUPS, toId: (page: string) => string = absolute): Map<string, string> {
  const closures = new Map<string, Set<string>>();
  const closureOf = (page: string) => {
    let c = closures.get(page);
    if (!c) closures.set(page, (c = staticClosure(graph, toId(page))));
    return c;
  };
  const taken = new Map<string, string>();
  for (const group of groups) {
    const [first, ...rest] = group.pages.map(closureOf);
    if (!first) continue;
    const pageIds = new Set(group.pages.map(toId));
    for (const id of first) {
      if (taken.has(id) || pageIds.has(id)) continue;
      if (!rest.every((c) => c.has(id))) continue;
      if (group.apart.some((p) => closureOf(p).has(id))) continue;
      taken.set(id, group.name);
    }
  }
  return taken;
}

/**
 * The rolldown group's name function: the module's page group, or null (not in one, or in the
 * static closure of an `exclude` module: the boot entry's graph, which must not wait for React;
 * its closure in the bundler's graph holds the contract's modules it imports too, which the
 * source reader of bootEntry.ts does not follow). The map is built on the first call of a pass,
 * from that pass's graph.
 */
export function pageGroupName(
  groups: readonly PageGroup[] = PAGE_GROUPS, exclude: ReadonlySet<string> = new Set(), toId: (page: string) => string = absolute,
): (id: string, ctx: ModuleGraph) => string | null {
  let map: Map<string, string> | null = null;
  let kept = new Set<string>();
  let graphSeen: ModuleGraph | null = null;
  return (id, ctx) => {
    if (!map || graphSeen !== ctx) {
      map = pageGroupsOf(ctx, groups, toId);
      kept = new Set([...exclude].flatMap((root) => [...staticClosure(ctx, root)]));
      graphSeen = ctx;
    }
    return kept.has(id) ? null : map.get(id) ?? null;
  };
}
