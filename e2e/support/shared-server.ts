import { inject } from 'vitest';

/**
 * The built server this worker's journeys share. The global setup starts one per worker
 * (`E2E_WORKERS`, 2 by default): two journey files run at once, each on its own server and
 * SQLite file, so neither sees the other's operator pushes, bets or rate-limit counts. A worker
 * runs its files one after the other on its server, as the whole suite used to on one.
 */
export function sharedBaseUrl(): string {
  const urls = inject('baseUrls');
  const slot = Number(process.env.VITEST_POOL_ID ?? 1);
  return urls[(Math.max(1, slot) - 1) % urls.length]!;
}
