/**
 * The React side of the server-data runtime (`./core`), standing in for @tanstack/react-query in
 * the build and the web tests: `QueryClientProvider`, `useQueryClient`, `useQuery` and
 * `useMutation`, with the hooks' TanStack semantics (the first render already shows the fetch
 * that the mount starts; a component re-renders only for the result fields it reads; the store
 * is read through useSyncExternalStore).
 */
import { createContext, createElement, useCallback, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { MutationObserver, QueryObserver } from './core';
import type { MutationOptions, QueryClient, MutationResult, QueryOptions, QueryResult } from './core';

export { QueryClient } from './core';
export type { QueryKey, QueryFunctionContext, QueryOptions, QueryResult, MutationOptions, MutationResult, QueryClientConfig } from './core';

const ClientContext = createContext<QueryClient | undefined>(undefined);

/** Provides the client; while mounted, the client refetches stale queries on window focus and reconnect. */
export function QueryClientProvider(props: { client: QueryClient; children?: ReactNode }) {
  const { client } = props;
  useEffect(() => {
    client.mount();
    return () => client.unmount();
  }, [client]);
  return createElement(ClientContext.Provider, { value: client }, props.children);
}

export function useQueryClient(client?: QueryClient): QueryClient {
  const fromContext = useContext(ClientContext);
  if (client) return client;
  if (!fromContext) throw new Error('No QueryClient set, use QueryClientProvider to set one');
  return fromContext;
}

export function useQuery<T = unknown, D = T>(options: QueryOptions<T, D>, client?: QueryClient): QueryResult<D> {
  const queryClient = useQueryClient(client);
  const defaulted = queryClient.defaultQueryOptions(options as QueryOptions);
  const [observer] = useState(() => new QueryObserver(queryClient, defaulted));
  const result = observer.getOptimisticResult(defaulted);
  // After every render, as TanStack: the options may have changed (a new key, enabled now).
  useEffect(() => {
    observer.setOptions(defaulted);
  });
  useSyncExternalStore(observer.subscribe, observer.getCurrentResult, observer.getCurrentResult);
  return observer.track(result) as QueryResult<D>;
}

export function useMutation<T = unknown, V = void>(options: MutationOptions<T, V>, client?: QueryClient) {
  const queryClient = useQueryClient(client);
  const [observer] = useState(() => new MutationObserver(queryClient, options as MutationOptions<unknown, unknown>));
  useEffect(() => {
    observer.setOptions(options as MutationOptions<unknown, unknown>);
  }, [observer, options]);
  const result = useSyncExternalStore(observer.subscribe, observer.getCurrentResult, observer.getCurrentResult);
  const mutate = useCallback((variables: V, mutateOptions?: Parameters<MutationResult['mutate']>[1]) => {
    observer.mutate(variables, mutateOptions).catch(() => {});
  }, [observer]);
  return { ...result, data: result.data as T | undefined, mutate, mutateAsync: result.mutate as (variables: V, mutateOptions?: Parameters<MutationResult['mutate']>[1]) => Promise<T> };
}
