import { fileURLToPath } from 'node:url';

/** What the chunking pass tells about a module (rolldown's `ChunkingContext.getModuleInfo`, the fields used here). */
export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicImporters: readonly string[] } | null;
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
const ROOM_PAGES = [...CHAT_PAGES, 'src/pages/entertainment-plugin/EntertainmentPluginPage.tsx', 'src/pages/credit-plugin/CreditPluginPage.tsx'];
const LIGHT_PAGES = ['src/pages/broadcast-plugin/BroadcastPluginPage.tsx', 'src/pages/streamer-topic/StreamerTopicPage.tsx', 'src/pages/streamer-topic/StreamerSchedulePage.tsx'];

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
  { name: 'room', pages: ROOM_PAGES, apart: LIGHT_PAGES },
  { name: 'room-startup', pages: CHAT_PAGES, apart: [...LIGHT_PAGES, ...ROOM_PAGES.filter((p) => !CHAT_PAGES.includes(p))] },
];

const WEB_ROOT = fileURLToPath(new URL('.', import.meta.url));
const absolute = (page: string) => `${WEB_ROOT}${page}`;

/** A domain's or folder's face (index.ts, core.ts): it re-exports, and tree-shaking keeps only what is used. */
const isBarrel = (id: string) => /[\\/](index|core)\.tsx?$/.test(id);

/**
 * The modules `root` imports statically, itself included (none when the graph does not hold it).
 * A module something also loads lazily (a panel, a host) is followed only from a module that uses
 * it, not from a barrel that re-exports it: tree-shaking drops such an edge when the page does not
 * use the export, and the lazy module is not the page's first load.
 */
export function staticClosure(graph: ModuleGraph, root: string): Set<string> {
  const seen = new Set<string>();
  const stack: Array<[id: string, from: string | null]> = [[root, null]];
  while (stack.length) {
    const [id, from] = stack.pop()!;
    if (seen.has(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    if (from !== null && isBarrel(from) && info.dynamicImporters.length > 0) continue;
    seen.add(id);
    for (const next of info.importedIds) stack.push([next, id]);
  }
  return seen;
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
 * The rolldown group's name function: the module's page group, or null (not in one, or in
 * `exclude`: the boot entry's graph, which must not wait for React). The map is built on the
 * first call of a pass, from that pass's graph.
 */
export function pageGroupName(
  groups: readonly PageGroup[] = PAGE_GROUPS, exclude: ReadonlySet<string> = new Set(), toId: (page: string) => string = absolute,
): (id: string, ctx: ModuleGraph) => string | null {
  let map: Map<string, string> | null = null;
  let graphSeen: ModuleGraph | null = null;
  return (id, ctx) => {
    if (!map || graphSeen !== ctx) {
      map = pageGroupsOf(ctx, groups, toId);
      graphSeen = ctx;
    }
    return exclude.has(id) ? null : map.get(id) ?? null;
  };
}

