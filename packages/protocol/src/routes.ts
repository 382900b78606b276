/**
 * The page routes, declared once (DESIGN.md: one contract, three users). The web router
 * declares exactly these patterns (app/routes.test.tsx checks its table against this list), the
 * server answers each with the app's index.html (pages/plugin.ts), and the browser journeys visit
 * them (e2e/support/routes.ts). Patterns are React Router's: `:name?` an optional segment,
 * a trailing `*` any rest. Paths match case-insensitively.
 */
export const WIDGET_ROUTES = [
  '/licensee', '/streamingplugin', '/entertainmentplugin', '/creditplugin', '/broadcastplugin',
  '/streamertopicpage', '/streamertopicpage/streamerschedule',
  '/promotion/:id?/:userLanguage?',
  '/TimerTest', '/login', '/adminpage/*',
  '/NotFoundPage', '/MaintenancePage', '/maintenance', '/LicenseeMaintenance',
] as const;

/**
 * Provider player pages (`/agoralivestreaming[/:matchId]` provider A, `/byteplusstreaming[/:matchId]`
 * provider B): the server answers them with the app like every page route.
 */
export const PROVIDER_PLAYER_ROUTES = ['/agoralivestreaming/:matchId?', '/byteplusstreaming/:matchId?'] as const;

/**
 * A pattern as the concrete routes a server registers: each optional segment also left out
 * ('/promotion/:id?' → '/promotion', '/promotion/:id'), a trailing `*` also as its base
 * ('/adminpage/*' → '/adminpage', '/adminpage/*').
 */
export function expandRoutePattern(pattern: string): string[] {
  const segments = pattern.split('/').filter(Boolean);
  const out: string[] = [];
  let prefix = '';
  for (const seg of segments) {
    const optional = seg.endsWith('?') || seg === '*';
    if (optional && !out.includes(prefix || '/')) out.push(prefix || '/');
    prefix += `/${seg.replace(/\?$/, '')}`;
  }
  out.push(prefix || '/');
  return out;
}

/** Every page route the server answers with the web app, concrete (see `expandRoutePattern`). */
export const SERVED_PAGE_ROUTES: readonly string[] = [...WIDGET_ROUTES, ...PROVIDER_PLAYER_ROUTES].flatMap(expandRoutePattern);
