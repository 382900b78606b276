/**
 * The widget's router: a route table (nested routes, index routes, `handle` metadata, an error
 * element) over wouter's location hooks and regexparam's patterns. It replaces React Router
 * (about 27 KB gzip on every route's start-up path, issue 20) with about 3 KB, and keeps the
 * names the app already used (`useNavigate`, `useSearchParams`, `useParams`, `Navigate`,
 * `Outlet`, `useOutletContext`, `useMatches`), so pages changed only their import.
 *
 * Patterns are React Router's: `:name?` an optional segment, a trailing `*` any rest (also
 * none); paths match without regard to case. A route with children matches only through one
 * of them (an `index` child matches the parent's own path); the first route in table order
 * that matches wins.
 */
import { Component, createContext, useCallback, useContext, useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { parse } from 'regexparam';
import { Router, useLocation, useSearchParams as useWouterSearchParams } from 'wouter';
import type { BaseLocationHook, BaseSearchHook } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { navigate as browserNavigate, useBrowserLocation, useSearch as useBrowserSearch } from 'wouter/use-browser-location';

/** One route of the table (the subset of React Router's RouteObject the app uses). */
export interface RouteObject {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  /** Shown instead of the route's element (and below) when rendering it throws. */
  errorElement?: ReactNode;
  children?: RouteObject[];
  /** Route metadata (the page title), read through `useMatches`. */
  handle?: unknown;
}

export interface RouteMatch {
  route: RouteObject;
  handle: unknown;
  params: Record<string, string | undefined>;
}

export interface AppLocation { pathname: string; search: string }
export interface NavigateOptions { replace?: boolean }
export type To = string | { pathname?: string; search?: string };

/** A router: its table, where it is, and how it moves (start-up code and tests read `state`). */
export interface AppRouter {
  readonly routes: RouteObject[];
  readonly state: { location: AppLocation };
  subscribe(listener: (state: { location: AppLocation }) => void): () => void;
  navigate(to: To, options?: NavigateOptions): void;
  readonly hook: BaseLocationHook;
  readonly searchHook: BaseSearchHook;
}

const withSearch = (search: string) => (search && !search.startsWith('?') ? `?${search}` : search);

/** `to` as a URL path, resolved against the current location (`{ search }` keeps the path). */
function resolveTo(to: To, from: AppLocation): string {
  if (typeof to === 'string') return to;
  return `${to.pathname ?? from.pathname}${withSearch(to.search ?? '')}`;
}

/** The router of the page's own address bar (history API). */
export function createBrowserRouter(routes: RouteObject[]): AppRouter {
  const location = (): AppLocation => ({ pathname: window.location.pathname, search: window.location.search });
  const events = ['popstate', 'pushState', 'replaceState'] as const;
  return {
    routes,
    get state() {
      return { location: location() };
    },
    subscribe(listener) {
      let last = `${location().pathname}${location().search}`;
      const onChange = () => {
        const now = location();
        if (`${now.pathname}${now.search}` === last) return;
        last = `${now.pathname}${now.search}`;
        listener({ location: now });
      };
      events.forEach((e) => window.addEventListener(e, onChange));
      return () => events.forEach((e) => window.removeEventListener(e, onChange));
    },
    navigate: (to, options) => browserNavigate(resolveTo(to, location()), options),
    hook: useBrowserLocation,
    searchHook: useBrowserSearch,
  };
}

/** A router held in memory (tests), starting at the first of `initialEntries`. */
export function createMemoryRouter(routes: RouteObject[], options: { initialEntries?: string[] } = {}): AppRouter {
  const memory = memoryLocation({ path: options.initialEntries?.[0] ?? '/', record: true });
  const listeners = new Set<(state: { location: AppLocation }) => void>();
  const location = (): AppLocation => {
    const [pathname = '/', search = ''] = (memory.history?.at(-1) ?? '/').split('?');
    return { pathname, search: withSearch(search) };
  };
  const go = (to: string, navOptions?: NavigateOptions) => {
    memory.navigate(to, navOptions);
    listeners.forEach((l) => l({ location: location() }));
  };
  return {
    routes,
    get state() {
      return { location: location() };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate: (to, navOptions) => go(resolveTo(to, location()), navOptions),
    hook: () => [memory.hook()[0], go],
    searchHook: memory.searchHook,
  };
}

// ---- matching ----

/** React Router's trailing `*` also matches no rest; regexparam's needs `*?` for that. */
const compile = (pattern: string) => parse(pattern.replace(/\/\*$/, '/*?'));

interface Branch { chain: RouteObject[]; pattern: string; regexp: RegExp; keys: string[] }

const join = (a: string, b: string) => `/${[a, b].join('/').split('/').filter(Boolean).join('/')}`;

/** Every leaf route with the chain of routes above it, in table order. */
function branchesOf(routes: RouteObject[], parents: RouteObject[] = [], prefix = ''): Branch[] {
  return routes.flatMap((route) => {
    const chain = [...parents, route];
    const full = route.path === undefined ? prefix : join(prefix, route.path);
    if (route.children?.length) return branchesOf(route.children, chain, full);
    if (route.path === undefined && !route.index) return [];
    const { pattern, keys } = compile(full || '/');
    return [{ chain, pattern: full || '/', regexp: pattern, keys: keys as string[] }];
  });
}

const decode = (raw: string | undefined) => {
  if (raw === undefined) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
};

const branchCache = new WeakMap<RouteObject[], Branch[]>();

/** The chain of routes `pathname` shows, with its parameters; null when none matches. */
export function matchRoutes(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  let branches = branchCache.get(routes);
  if (!branches) branchCache.set(routes, (branches = branchesOf(routes)));
  for (const b of branches) {
    const found = b.regexp.exec(pathname);
    if (!found) continue;
    const params: Record<string, string | undefined> = {};
    b.keys.forEach((k, i) => {
      params[k] = decode(found[i + 1]);
    });
    return b.chain.map((route) => ({ route, handle: route.handle, params }));
  }
  return null;
}

// ---- rendering ----

const MatchesContext = createContext<RouteMatch[]>([]);
/** The element of the next route down the matched chain (what an `<Outlet>` shows). */
const NextContext = createContext<ReactNode>(null);
/** The `context` an `<Outlet>` hands the routes below it. */
const OutletDataContext = createContext<unknown>(undefined);
const ErrorContext = createContext<unknown>(undefined);
const RouterContext = createContext<AppRouter | null>(null);

class RouteErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { error: unknown; failed: boolean }> {
  override state = { error: undefined as unknown, failed: false };
  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }
  override render(): ReactNode {
    return this.state.failed
      ? <ErrorContext.Provider value={this.state.error}>{this.props.fallback}</ErrorContext.Provider>
      : this.props.children;
  }
}

/** Renders `matches[i]`'s element with the rest of the chain as its outlet. */
function renderChain(matches: RouteMatch[], i: number): ReactNode {
  const match = matches[i];
  if (!match) return null;
  const node = <NextContext.Provider value={renderChain(matches, i + 1)}>{match.route.element ?? <Outlet />}</NextContext.Provider>;
  return match.route.errorElement ? <RouteErrorBoundary fallback={match.route.errorElement}>{node}</RouteErrorBoundary> : node;
}

function Routes(props: { routes: RouteObject[] }) {
  const [pathname] = useLocation();
  const matches = useMemo(() => matchRoutes(props.routes, pathname) ?? [], [props.routes, pathname]);
  return <MatchesContext.Provider value={matches}>{renderChain(matches, 0)}</MatchesContext.Provider>;
}

/** Shows the router's route table where it is. */
export function RouterProvider(props: { router: AppRouter }) {
  const { router } = props;
  return (
    <RouterContext.Provider value={router}>
      <Router hook={router.hook} searchHook={router.searchHook}>
        <Routes routes={router.routes} />
      </Router>
    </RouterContext.Provider>
  );
}

/** A router in memory around `children` (component tests that need the hooks). */
export function MemoryRouter(props: { initialEntries?: string[]; children: ReactNode }) {
  const router = useMemo(() => createMemoryRouter([], { initialEntries: props.initialEntries }), [props.initialEntries]);
  return (
    <RouterContext.Provider value={router}>
      <Router hook={router.hook} searchHook={router.searchHook}>{props.children}</Router>
    </RouterContext.Provider>
  );
}

// ---- hooks and components the pages use ----

/** The child route's element (a route with children renders it where its children go). */
export function Outlet(props: { context?: unknown }) {
  const next = useContext(NextContext);
  return <OutletDataContext.Provider value={props.context}>{next}</OutletDataContext.Provider>;
}

/** The `context` the parent route handed its `<Outlet>`. */
export function useOutletContext<T>(): T {
  return useContext(OutletDataContext) as T;
}

/** The matched chain of routes, outermost first (their `handle` holds the page title). */
export function useMatches(): RouteMatch[] {
  return useContext(MatchesContext);
}

/** The matched route's path parameters. */
export function useParams(): Record<string, string | undefined> {
  const matches = useContext(MatchesContext);
  return matches.at(-1)?.params ?? {};
}

/** What a route's `errorElement` reads: the error its route threw. */
export function useRouteError(): unknown {
  return useContext(ErrorContext);
}

/** The query string as URLSearchParams, and a setter that navigates to new ones (wouter's). */
export const useSearchParams = useWouterSearchParams;

/** Navigates to a path, or to `{ search }` on the current path (stable across navigations). */
export function useNavigate(): (to: To, options?: NavigateOptions) => void {
  const router = useContext(RouterContext) ?? pageRouter;
  return useCallback((to: To, options?: NavigateOptions) => router.navigate(to, options), [router]);
}

/** Outside any router provider: the page's own address bar. */
const pageRouter = createBrowserRouter([]);

/** Navigates once it is rendered (a redirect). */
export function Navigate(props: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  const { to, replace } = props;
  useEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}
