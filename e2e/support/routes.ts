import { WIDGET_ROUTES } from '@sideline/protocol';

/**
 * The route table's path patterns: the protocol's WIDGET_ROUTES (the one declaration the web
 * router and the server read too) plus the router's two fallbacks, the bare index and the
 * catch-all `/*` (both redirect to /NotFoundPage). A new route is covered without touching a journey.
 */
export function routePatterns(): string[] {
  return ['/', ...WIDGET_ROUTES, '/*'];
}

/**
 * The pages to visit: each pattern with its optional parameters filled from `samples`, `*`
 * as a made-up segment; the catch-all `/*` and the bare index (both redirect to
 * /NotFoundPage, which is in the list itself) are left out.
 */
export function pagePaths(samples: Record<string, string>, patterns = routePatterns()): string[] {
  const out = patterns
    .filter((p) => p !== '/*' && p !== '/')
    .map((pattern) => pattern.split('/').flatMap((seg) => {
      if (seg === '*') return ['panel'];
      const param = /^:(\w+)(\?)?$/.exec(seg);
      if (!param) return [seg];
      return samples[param[1]!] !== undefined ? [samples[param[1]!]!] : param[2] ? [] : ['x'];
    }).join('/') || '/');
  return [...new Set(out)];
}

/** Routes that need a Token in their data parameter (the others accept one). */
export const TOKEN_ROUTES = ['licensee', 'streamingplugin', 'entertainmentplugin', 'creditplugin'];

/** What a journey needs to build a valid data parameter for any route. */
export interface DemoWorld {
  token: string;
  matchId: number;
  /** A seeded entertainment programme's event id (the entertainment page's MatchId). */
  eventId: number;
  customerId?: number;
}

async function call<T>(baseUrl: string, method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}${url}`, { method, headers: { 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = (await res.json()) as { Code: number; Result: T };
  if (json.Code !== 200) throw new Error(`${url} answered ${JSON.stringify(json)}`);
  return json.Result;
}

/**
 * Logs a demo user in (default `member`: no VIP arrival animation over the page) and picks a
 * match that has not started (its chat is open and no live stream loads) and a programme.
 */
export async function demoWorld(baseUrl: string, userKey = 'member'): Promise<DemoWorld> {
  const token = (await call<{ Token: string }>(baseUrl, 'POST', '/Demo/Login', { UserKey: userKey, UserLanguage: 'en' })).Token;
  const world = await call<{ Targets: { Kind: string; MatchId: number; Status: number }[] }>(baseUrl, 'GET', '/Demo/World');
  const match = world.Targets.find((t) => t.Kind === 'match' && t.Status === 2) ?? world.Targets.find((t) => t.Kind === 'match');
  if (!match) throw new Error('the demo world has no match');
  const programme = world.Targets.find((t) => t.Kind === 'programme' && t.Status === 1) ?? world.Targets.find((t) => t.Kind === 'programme');
  return { token, matchId: match.MatchId, eventId: programme?.MatchId ?? 7001, customerId: userKey === 'vip5' ? 1002 : undefined };
}

export const encodeData = (data: object) => Buffer.from(JSON.stringify(data), 'utf8').toString('base64');

/** The URL of `route` with a data parameter valid for it (and `extra` fields, and a query). */
export function pageUrl(baseUrl: string, world: DemoWorld, route: string, extra: Record<string, unknown> = {}, query = ''): string {
  const first = route.split('/')[1]?.toLowerCase() ?? '';
  const data = {
    Token: world.token,
    MatchId: first === 'entertainmentplugin' ? world.eventId : world.matchId,
    CustomerId: world.customerId,
    CurrencyId: 1,
    IsUserLogin: true,
    ...extra,
  };
  return `${baseUrl}${route}?data=${encodeURIComponent(encodeData(data))}${query ? `&${query}` : ''}`;
}
