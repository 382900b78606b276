/**
 * Which request paths the Vite dev server forwards to the API (http://localhost:8080).
 *
 * The contract's HTTP paths are written exactly as the spec writes them and all start with a
 * capital letter (/VerifyLicenseeToken, /Streamer/GetStreamerList, /Demo/World …), while the
 * page routes are lower-case except four (/TimerTest, /NotFoundPage, /MaintenancePage,
 * /LicenseeMaintenance). The hubs are lower-case and need WebSocket forwarding.
 * The direct sports API (/sports/v4/…) is lower-case and forwarded too (the demo server plays it).
 * `dev-proxy.test.ts` checks this against every call of the contract and every page route.
 */
export const API_TARGET = 'http://localhost:8080';

/** Capitalised page routes served by the web app itself, never proxied. */
export const CAPITALISED_PAGE_ROUTES = ['TimerTest', 'NotFoundPage', 'MaintenancePage', 'LicenseeMaintenance'] as const;

/** Regular expression (as Vite proxy key) for the API's HTTP paths. */
export const API_PATH_PATTERN = `^/(?:(?!(?:${CAPITALISED_PAGE_ROUTES.join('|')})(?:[/?]|$))[A-Z]|sports/)`;

/** Live-connection (SignalR hub) paths, forwarded with WebSocket upgrade. */
export const HUB_PATH_PATTERN = '^/(?:chatroomhub|entertainmenthub|streamerschedulehub|commonhub)(?:[/?]|$)';

/** True when the dev server should forward `path` to the API. */
export function isApiPath(path: string): boolean {
  return new RegExp(API_PATH_PATTERN).test(path) || new RegExp(HUB_PATH_PATTERN).test(path);
}
