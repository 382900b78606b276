import type { QueryClient } from '@tanstack/react-query';
import { QueryClient as RuntimeQueryClient } from '../shared/query-runtime/core';

/**
 * The query client: server data through TanStack Query's API, one retry, no refetch on focus.
 * Made from the query runtime's core (no React), so the boot module can fill it before the React
 * chunks have loaded. The build and the web tests resolve `@tanstack/react-query` to the same
 * runtime (its react.ts re-exports this class), so this is the client the provider and hooks
 * expect; the type checker reads TanStack's types, hence the one cast.
 */
export function createQueryClient(): QueryClient {
  return new RuntimeQueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }) as unknown as QueryClient;
}

/**
 * The app's one QueryClient. Both entries import it (src/boot.ts starts the start-up calls on it,
 * main.tsx gives it to the provider); the build puts it in a chunk both share, so it is one
 * instance.
 */
export const appQueryClient: QueryClient = createQueryClient();
