/**
 * The widget's server-data runtime (issue 20): what the app uses of TanStack Query — a cache of
 * queries keyed by their hashed key, one fetch at a time per key, `staleTime`, `enabled`,
 * `retry`, `select`, `refetchInterval`, refetch on mount / window focus / reconnect when stale,
 * `gcTime`, abort of a fetch nobody waits for, `invalidateQueries` by key prefix,
 * `setQueryData`, `getQueryData`, `fetchQuery`, mutations — in 3.9 KB instead of TanStack's
 * 10.5 KB (minified + gzip, measured alike). The build and the web tests resolve
 * `@tanstack/react-query` to `./react` (vite.config.ts, vitest.config.ts), so the ~70 call sites
 * keep their imports and the type checker keeps TanStack's types. The back office keeps TanStack.
 *
 * Why not a lighter library: SWR 2 (useSWR + useSWRMutation) is 6.2 KB measured the same way,
 * and has another model (no `enabled`, `select`, `staleTime` or prefix invalidation; revalidation
 * by a deduping interval): moving to it meant rewriting the ~70 call sites and their tests to
 * save 4.3 KB; this runtime saves 6.6 KB and changes none of them.
 *
 * Behaviour follows TanStack v5's, step by step, for everything the app uses: `runtime.test.tsx`
 * runs the same scenarios on both and expects the same renders, calls and answers, and
 * `usage.test.ts` fails if the app starts using an option, method or result field that is not
 * here. Left out on purpose: offline pausing (`networkMode`: a fetch made offline runs and fails,
 * then refetches on reconnect), pausing retries while the page is hidden, `retryDelay`,
 * `refetchOnMount`, `placeholderData`, `initialData`, suspense and `throwOnError`, the query and
 * mutation caches and their callbacks, `onMutate`, function-valued `enabled`/`staleTime`/
 * `refetchInterval`, and the result fields the app does not read (`isStale`, `dataUpdatedAt`,
 * `failureCount`…).
 */

export type QueryKey = readonly unknown[];
type Retry = boolean | number | ((failureCount: number, error: unknown) => boolean);
type Refetch = boolean | 'always';
type Status = 'pending' | 'error' | 'success';
type FetchStatus = 'idle' | 'fetching';

export interface QueryFunctionContext {
  queryKey: QueryKey;
  signal: AbortSignal;
  meta: Record<string, unknown> | undefined;
  client: QueryClient;
}

export interface QueryOptions<T = unknown, D = T> {
  queryKey: QueryKey;
  queryFn?: (context: QueryFunctionContext) => T | Promise<T>;
  queryHash?: string;
  enabled?: boolean;
  staleTime?: number;
  gcTime?: number;
  retry?: Retry;
  select?: (data: T) => D;
  refetchInterval?: number | false;
  refetchIntervalInBackground?: boolean;
  refetchOnWindowFocus?: Refetch;
  refetchOnReconnect?: Refetch;
  meta?: Record<string, unknown>;
}
type Defaulted = QueryOptions & { queryHash: string };

export interface MutationOptions<T = unknown, V = void> {
  mutationFn?: (variables: V, context: MutationContext) => Promise<T>;
  mutationKey?: QueryKey;
  onSuccess?: (data: T, variables: V, onMutateResult: unknown, context: MutationContext) => unknown;
  onError?: (error: unknown, variables: V, onMutateResult: unknown, context: MutationContext) => unknown;
  onSettled?: (data: T | undefined, error: unknown, variables: V, onMutateResult: unknown, context: MutationContext) => unknown;
  retry?: Retry;
  meta?: Record<string, unknown>;
}
interface MutationContext { client: QueryClient; meta: Record<string, unknown> | undefined; mutationKey: QueryKey | undefined }
type MutateOptions<T, V> = Pick<MutationOptions<T, V>, 'onSuccess' | 'onError' | 'onSettled'>;

export interface QueryClientConfig {
  defaultOptions?: { queries?: Omit<QueryOptions, 'queryKey'>; mutations?: Pick<MutationOptions, 'retry' | 'meta'> };
}

interface QueryState {
  data: unknown;
  dataUpdatedAt: number;
  error: unknown;
  status: Status;
  fetchStatus: FetchStatus;
  isInvalidated: boolean;
}

export interface QueryResult<D = unknown> {
  status: Status;
  fetchStatus: FetchStatus;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  isLoading: boolean;
  isFetching: boolean;
  data: D | undefined;
  error: unknown;
  refetch: (options?: { cancelRefetch?: boolean }) => Promise<QueryResult<D>>;
}

const noop = () => {};
const is = <T>(v: unknown, type: string): v is T => typeof v === type;
const keys = Object.keys;
/** TanStack's `isValidTimeout`: a delay a timer can be set for. */
const validTimeout = (ms: unknown): ms is number => is<number>(ms, 'number') && ms >= 0 && ms !== Infinity;
/** The page counts as focused unless hidden (TanStack's focusManager). */
const focused = () => document.visibilityState !== 'hidden';
/** The state of a fetch starting: without data yet the query is pending again. */
const fetching = (s: QueryState): QueryState => ({ ...s, fetchStatus: 'fetching', ...(s.data === undefined && { error: null, status: 'pending' as const }) });

const isPlainObject = (v: unknown): v is Record<string, unknown> => {
  if (Object.prototype.toString.call(v) !== '[object Object]') return false;
  const proto = Object.getPrototypeOf(v);
  return proto === null || proto === Object.prototype;
};
const isPlainArray = (v: unknown): v is unknown[] => Array.isArray(v) && v.length === keys(v).length;

/** TanStack's `hashKey`: JSON with the keys of plain objects sorted, so `{a,b}` and `{b,a}` are one key. */
export function hashKey(key: QueryKey): string {
  return JSON.stringify(key, (_, v: unknown) =>
    isPlainObject(v) ? Object.fromEntries(keys(v).sort().map((k) => [k, v[k]])) : v);
}

/** TanStack's `partialMatchKey`: `b` is a prefix of `a` (objects: `b`'s properties match). */
export function partialMatchKey(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || !a || !b || !is<object>(a, 'object')) return false;
  if (Array.isArray(a) && Array.isArray(b) && b.length > a.length) return false;
  return keys(b as object).every((k) => partialMatchKey((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/**
 * TanStack's structural sharing (`replaceEqualDeep`): the new data, with every part equal to the
 * previous data's kept as the previous object, so an unchanged answer keeps its reference and
 * effects that depend on it do not run again.
 */
export function replaceEqualDeep<T>(a: unknown, b: T): T {
  if (a === b) return a as T;
  const array = isPlainArray(a) && isPlainArray(b);
  if (!array && !(isPlainObject(a) && isPlainObject(b))) return b;
  const prev = a as Record<string, unknown>;
  const next = b as Record<string, unknown>;
  const aKeys = array ? (a as unknown[]) : keys(prev);
  const bKeys = array ? (b as unknown[]) : keys(next);
  const copy = (array ? [] : {}) as Record<string, unknown>;
  let equal = 0;
  for (let i = 0; i < bKeys.length; i++) {
    const key = array ? i : (bKeys[i] as string);
    const v = (copy[key] = replaceEqualDeep(prev[key], next[key]));
    if (v === prev[key] && (array ? i < aKeys.length : Object.prototype.hasOwnProperty.call(prev, key))) equal++;
  }
  return (aKeys.length === bKeys.length && equal === aKeys.length ? a : copy) as T;
}

function shallowEqual(a: object | undefined, b: object): boolean {
  return !!a && keys(a).length === keys(b).length && keys(a).every((k) => (a as Record<string, unknown>)[k] === (b as Record<string, unknown>)[k]);
}

/** The error a cancelled fetch rejects with (`revert`: back to the state before the fetch; `silent`: a newer fetch took over). */
class CancelledError extends Error {
  revert?: boolean;
  silent?: boolean;
}

interface Run<T> {
  promise: Promise<T>;
  /** 0 under way, 1 resolved, 2 rejected. */
  done: number;
  cancel(revert?: boolean, silent?: boolean): void;
  /** TanStack's cancelRetry (true) and continueRetry (false). */
  stop?: boolean;
}

/**
 * TanStack's retryer: runs `fn`, and after a failure runs it again while `retry` allows
 * (a count, `true`, or `(failureCount, error) => boolean`; default 3), after
 * min(1000 * 2^n, 30000) ms.
 */
function runner<T>(fn: () => T | Promise<T>, retry: Retry | undefined, onCancel: (e: CancelledError) => void = noop): Run<T> {
  let settle!: (ok: boolean, v: unknown) => void;
  const run = {
    done: 0,
    cancel(revert, silent) {
      if (run.done) return;
      const error = Object.assign(new CancelledError('CancelledError'), { revert, silent });
      settle(false, error);
      onCancel(error);
    },
  } as Run<T>;
  run.promise = new Promise<T>((resolve, reject) => {
    settle = (ok, v) => {
      if (run.done) return;
      run.done = ok ? 1 : 2;
      (ok ? resolve : reject)(v as T);
    };
  });
  run.promise.catch(noop);
  const attempt = (n: number) => {
    if (run.done) return;
    let result: T | Promise<T>;
    try {
      result = fn();
    } catch (error) {
      result = Promise.reject(error);
    }
    Promise.resolve(result).then((v) => settle(true, v), (error: unknown) => {
      const r = retry ?? 3;
      if (run.done) return;
      if (run.stop || !(r === true || (is<number>(r, 'number') ? n < r : is<(n: number, e: unknown) => boolean>(r, 'function') && r(n, error)))) settle(false, error);
      else setTimeout(() => (run.stop ? settle(false, error) : attempt(n + 1)), Math.min(1000 * 2 ** n, 30000));
    });
  };
  attempt(0);
  return run;
}

/** One cache entry (TanStack's Query): its state, its observers and the fetch under way. */
class Query {
  state: QueryState = { data: undefined, dataUpdatedAt: 0, error: null, status: 'pending', fetchStatus: 'idle', isInvalidated: false };
  observers: QueryObserver[] = [];
  options!: Defaulted;
  readonly queryKey: QueryKey;
  readonly queryHash: string;
  #client: QueryClient;
  #gcTime = 0;
  #gcTimer?: ReturnType<typeof setTimeout>;
  #run?: Run<unknown>;
  #promise?: Promise<unknown>;
  #revert?: QueryState;
  #signalRead = false;

  constructor(client: QueryClient, options: Defaulted) {
    this.#client = client;
    this.queryKey = options.queryKey;
    this.queryHash = options.queryHash;
    this.setOptions(options);
    this.#scheduleGc();
  }

  setOptions(options: Defaulted): void {
    this.options = options;
    this.#gcTime = Math.max(this.#gcTime, options.gcTime ?? 5 * 60_000);
  }

  #dispatch(patch: Partial<QueryState>): void {
    this.state = { ...this.state, ...patch };
    for (const o of this.observers.slice()) o.onQueryUpdate();
  }

  isStaleByTime(staleTime = 0): boolean {
    const s = this.state;
    return s.data === undefined || s.isInvalidated || s.dataUpdatedAt + staleTime <= Date.now();
  }

  isActive(): boolean {
    return this.observers.some((o) => o.options.enabled !== false);
  }

  /** Window focus or reconnect: the first observer that wants it refetches (without cancelling a fetch under way). */
  onEvent(option: 'refetchOnWindowFocus' | 'refetchOnReconnect'): void {
    void this.observers.find((o) => o.shouldFetchOn(o.options[option]))?.refetch({ cancelRefetch: false });
  }

  addObserver(o: QueryObserver): void {
    if (this.observers.includes(o)) return;
    this.observers.push(o);
    clearTimeout(this.#gcTimer);
  }

  /** The last observer gone: a fetch that read its signal is aborted (state reverted), another finishes without retries. */
  removeObserver(o: QueryObserver): void {
    const i = this.observers.indexOf(o);
    if (i < 0) return;
    this.observers.splice(i, 1);
    if (this.observers.length) return;
    const run = this.#run;
    if (run) {
      if (this.#signalRead) run.cancel(true);
      else run.stop = true;
    }
    this.#scheduleGc();
  }

  #scheduleGc(): void {
    clearTimeout(this.#gcTimer);
    if (validTimeout(this.#gcTime)) {
      this.#gcTimer = setTimeout(() => {
        if (!this.observers.length && this.state.fetchStatus === 'idle') this.#client.remove(this);
      }, this.#gcTime);
    }
  }

  destroy(): void {
    clearTimeout(this.#gcTimer);
    this.#run?.cancel(false, true);
  }

  invalidate(): void {
    if (!this.state.isInvalidated) this.#dispatch({ isInvalidated: true });
  }

  setData(data: unknown, manual?: boolean): unknown {
    this.#dispatch({
      data: replaceEqualDeep(this.state.data, data), dataUpdatedAt: Date.now(), error: null, isInvalidated: false, status: 'success',
      ...(!manual && { fetchStatus: 'idle' as const }),
    });
    this.#revert = manual ? this.state : undefined;
    return this.state.data;
  }

  /**
   * Fetches, or joins the fetch under way (one request per key). `cancelRefetch` (refetch(),
   * invalidateQueries) restarts a fetch under way when there is data already.
   */
  fetch(options?: Defaulted, cancelRefetch?: boolean): Promise<unknown> {
    const current = this.#run;
    if (this.state.fetchStatus !== 'idle' && current?.done !== 2) {
      if (this.state.data !== undefined && cancelRefetch) current?.cancel(false, true);
      else if (current && this.#promise) {
        current.stop = false;
        return this.#promise;
      }
    }
    if (options) this.setOptions(options);
    if (!this.options.queryFn) {
      const o = this.observers.find((x) => x.options.queryFn);
      if (o) this.setOptions(o.options);
    }
    const controller = new AbortController();
    this.#revert = this.state;
    this.#dispatch(fetching(this.state));
    const run = (this.#run = runner(() => {
      const { queryFn, meta } = this.options;
      if (!queryFn) throw new Error(`Missing queryFn: '${this.queryHash}'`);
      this.#signalRead = false;
      const context = { client: this.#client, queryKey: this.queryKey, meta } as QueryFunctionContext;
      Object.defineProperty(context, 'signal', { enumerable: true, get: () => ((this.#signalRead = true), controller.signal) });
      return queryFn(context);
    }, this.options.retry, (error) => {
      if (error.revert) this.#dispatch({ ...this.#revert, fetchStatus: 'idle' });
      controller.abort();
    }));
    return (this.#promise = run.promise
      .then((data) => {
        if (data === undefined) throw new Error(`${this.queryHash} data is undefined`);
        this.setData(data);
        return data;
      })
      .catch((error: unknown) => {
        if (error instanceof CancelledError) {
          if (error.silent) {
            if (this.#run !== run && this.#promise) return this.#promise;
            throw error;
          }
          if (error.revert) {
            if (this.state.data === undefined) throw error;
            return this.state.data;
          }
        }
        this.#dispatch({ error, fetchStatus: 'idle', status: 'error', isInvalidated: true });
        throw error;
      })
      .finally(() => {
        if (this.#run === run) this.#run = this.#promise = undefined;
        this.#scheduleGc();
      }));
  }
}

const isStale = (q: Query, o: Defaulted) => o.enabled !== false && q.isStaleByTime(o.staleTime);
/** TanStack's shouldFetchOptionally: a new key, or a query just enabled, fetches when stale. */
const fetchOptionally = (q: Query, prevQ: Query | undefined, o: Defaulted, prevO: Defaulted | undefined) =>
  (q !== prevQ || prevO?.enabled === false) && isStale(q, o);

/** One `useQuery` (TanStack's QueryObserver): its options, its query, its result. */
export class QueryObserver {
  options!: Defaulted;
  #client: QueryClient;
  #query!: Query;
  #result?: QueryResult;
  #listener?: () => void;
  #tracked = new Set<string | symbol>();
  #interval?: ReturnType<typeof setInterval>;
  #intervalMs: number | false | undefined;
  #selectFn?: (data: unknown) => unknown;
  #selectInput: unknown;
  #selectResult: unknown;
  #selectError: unknown;

  constructor(client: QueryClient, options: Defaulted) {
    this.#client = client;
    this.setOptions(options);
  }

  /** New options (after each render): a new key or a query just enabled fetches when stale. */
  setOptions(options: Defaulted): void {
    const prevO = this.options;
    const prevQ = this.#query;
    this.options = options;
    this.#updateQuery();
    const q = this.#query;
    q.setOptions(options);
    const mounted = this.#listener;
    if (mounted && fetchOptionally(q, prevQ, options, prevO)) this.#executeFetch();
    this.#updateResult();
    if (mounted && (q !== prevQ || options.enabled !== prevO.enabled || (options.refetchInterval ?? false) !== this.#intervalMs)) this.#updateInterval();
  }

  #updateQuery(): void {
    const q = this.#client.build(this.options);
    if (q === this.#query) return;
    const prev = this.#query;
    this.#query = q;
    if (this.#listener) {
      prev.removeObserver(this);
      q.addObserver(this);
    }
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listener = listener;
    this.#query.addObserver(this);
    if (isStale(this.#query, this.options)) this.#executeFetch();
    this.#updateInterval();
    this.#updateResult();
    return () => {
      this.#listener = undefined;
      clearInterval(this.#interval);
      this.#query.removeObserver(this);
    };
  };

  getCurrentResult = (): QueryResult => this.#result!;

  shouldFetchOn(value: Refetch | undefined): boolean {
    return this.options.enabled !== false && (value === 'always' || (value !== false && isStale(this.#query, this.options)));
  }

  #executeFetch(cancelRefetch?: boolean): Promise<unknown> {
    this.#updateQuery();
    return this.#query.fetch(this.options, cancelRefetch).catch(noop);
  }

  refetch = (options?: { cancelRefetch?: boolean }): Promise<QueryResult> =>
    this.#executeFetch(options?.cancelRefetch ?? true).then(() => {
      this.#updateResult();
      return this.#result!;
    });

  onQueryUpdate(): void {
    this.#updateResult();
    if (this.#listener) this.#updateInterval();
  }

  /** The refetch interval, restarted on every update of the query (as TanStack's). Skipped while the page is hidden. */
  #updateInterval(): void {
    clearInterval(this.#interval);
    const ms = (this.#intervalMs = this.options.refetchInterval ?? false);
    if (this.options.enabled !== false && validTimeout(ms) && ms) {
      this.#interval = setInterval(() => {
        if (this.options.refetchIntervalInBackground || focused()) this.#executeFetch();
      }, ms);
    }
  }

  /**
   * The result for `options` as the render will see it: a fetch the mount or the new options
   * are about to start shows as started already (TanStack's optimistic result).
   */
  getOptimisticResult(options: Defaulted): QueryResult {
    const result = this.#createResult(this.#client.build(options), options);
    if (!shallowEqual(this.#result, result)) this.#result = result;
    return result;
  }

  /** Always optimistic, as TanStack's for a hook's observer (`_optimisticResults`). */
  #createResult(q: Query, o: Defaulted): QueryResult {
    let s = q.state;
    if (this.#listener ? fetchOptionally(q, this.#query, o, this.options) : isStale(q, o)) s = fetching(s);
    let { data, error, status } = s;
    if (o.select && data !== undefined) {
      if (this.#result && data === this.#selectInput && o.select === this.#selectFn) data = this.#selectResult;
      else {
        try {
          this.#selectFn = o.select;
          this.#selectInput = data;
          data = this.#selectResult = replaceEqualDeep(this.#result?.data, o.select(data));
          this.#selectError = null;
        } catch (e) {
          this.#selectError = e;
        }
      }
    } else if (data === undefined) this.#selectError = null;
    if (this.#selectError) {
      error = this.#selectError;
      data = this.#selectResult;
      status = 'error';
    }
    const isFetching = s.fetchStatus === 'fetching';
    const isPending = status === 'pending';
    return {
      status, fetchStatus: s.fetchStatus, isPending, isSuccess: status === 'success', isError: status === 'error',
      isLoading: isPending && isFetching, isFetching, data, error, refetch: this.refetch,
    };
  }

  /** A changed result reaches React a task later (TanStack's notifyManager), and only if a field the component read changed. */
  #updateResult(): void {
    const prev = this.#result;
    const next = this.#createResult(this.#query, this.options);
    if (shallowEqual(prev, next)) return;
    this.#result = next;
    const listener = this.#listener;
    if (listener && (!prev || !this.#tracked.size || [...this.#tracked].some((k) => next[k as keyof QueryResult] !== prev[k as keyof QueryResult]))) {
      setTimeout(listener);
    }
  }

  /** The result as the component gets it: the fields it reads are the ones it re-renders for (TanStack's tracked result). */
  track(result: QueryResult): QueryResult {
    return new Proxy(result, {
      get: (target, key) => {
        this.#tracked.add(key);
        return Reflect.get(target, key);
      },
    });
  }
}

interface MutationState {
  status: 'idle' | 'pending' | 'success' | 'error';
  data: unknown;
  error: unknown;
  variables: unknown;
}
const idle: MutationState = { status: 'idle', data: undefined, error: null, variables: undefined };

export type MutationResult = MutationState & {
  isIdle: boolean; isPending: boolean; isSuccess: boolean; isError: boolean;
  mutate: (variables?: unknown, options?: MutateOptions<unknown, unknown>) => Promise<unknown>;
  reset: () => void;
};

/** One `useMutation` (TanStack's MutationObserver and the Mutation it runs). */
export class MutationObserver {
  options!: MutationOptions<unknown, unknown>;
  #client: QueryClient;
  #result!: MutationResult;
  #current?: { state: MutationState; options: MutationOptions<unknown, unknown> };
  #mutateOptions?: MutateOptions<unknown, unknown>;
  #listener?: () => void;

  constructor(client: QueryClient, options: MutationOptions<unknown, unknown>) {
    this.#client = client;
    this.setOptions(options);
    this.#update();
  }

  setOptions(options: MutationOptions<unknown, unknown>): void {
    this.options = this.#client.defaultMutationOptions(options);
    if (this.#current?.state.status === 'pending') this.#current.options = this.options;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listener = listener;
    return () => {
      this.#listener = undefined;
    };
  };

  getCurrentResult = (): MutationResult => this.#result;

  /**
   * A new result; when it settles, the `mutate(…, { onSuccess… })` callbacks run (only while the
   * component is mounted); React hears of it a task later.
   */
  #update(settled?: boolean): void {
    const state = this.#current?.state ?? idle;
    const { status, data, error, variables } = state;
    this.#result = {
      ...state, isIdle: status === 'idle', isPending: status === 'pending', isSuccess: status === 'success', isError: status === 'error',
      mutate: this.mutate, reset: this.reset,
    };
    const o = this.#mutateOptions;
    const listener = this.#listener;
    if (!listener) return;
    if (o && settled) {
      const ctx = this.#context(this.options);
      for (const f of status === 'success' ? [() => o.onSuccess?.(data, variables, undefined, ctx), () => o.onSettled?.(data, null, variables, undefined, ctx)]
        : [() => o.onError?.(error, variables, undefined, ctx), () => o.onSettled?.(undefined, error, variables, undefined, ctx)]) {
        try {
          f();
        } catch (e) {
          void Promise.reject(e);
        }
      }
    }
    setTimeout(listener);
  }

  #context(options: MutationOptions<unknown, unknown>): MutationContext {
    return { client: this.#client, meta: options.meta, mutationKey: options.mutationKey };
  }

  reset = (): void => {
    this.#current = undefined;
    this.#update();
  };

  /** Runs the mutation: the call (retry default 0), then `onSuccess`/`onError` and `onSettled`, each awaited, before the result settles. */
  mutate = async (variables?: unknown, mutateOptions?: MutateOptions<unknown, unknown>): Promise<unknown> => {
    this.#mutateOptions = mutateOptions;
    const m = (this.#current = { state: idle, options: this.options });
    const dispatch = (patch: Partial<MutationState>, settled?: boolean) => {
      m.state = { ...m.state, ...patch };
      if (this.#current === m) this.#update(settled);
    };
    const ctx = this.#context(m.options);
    // The callbacks' third argument is what `onMutate` returned (not supported here: undefined).
    const call = (f: ((...args: never[]) => unknown) | undefined, ...args: unknown[]) => f?.(...(args as never[]), variables as never, undefined as never, ctx as never);
    dispatch({ status: 'pending', variables, data: undefined, error: null });
    // TanStack awaits `onMutate` before the call: the call starts a microtask later.
    await undefined;
    try {
      const data = await runner(() => (m.options.mutationFn ? m.options.mutationFn(variables, ctx) : Promise.reject(new Error('No mutationFn found'))), m.options.retry ?? 0).promise;
      await call(m.options.onSuccess, data);
      await call(m.options.onSettled, data, null);
      dispatch({ status: 'success', data }, true);
      return data;
    } catch (error) {
      for (const [f, ...args] of [[m.options.onError, error], [m.options.onSettled, undefined, error]] as const) {
        try {
          await call(f, ...args);
        } catch (e) {
          void Promise.reject(e);
        }
      }
      dispatch({ status: 'error', error }, true);
      throw error;
    }
  };
}

/** TanStack's QueryClient, as the app uses it. */
export class QueryClient {
  #queries = new Map<string, Query>();
  #defaults: NonNullable<QueryClientConfig['defaultOptions']>;
  #mounts = 0;
  #unlisten = noop;

  constructor(config: QueryClientConfig = {}) {
    this.#defaults = config.defaultOptions ?? {};
  }

  /** While a provider holds the client: refetch stale queries when the page shows again and when the device is back online. */
  mount(): void {
    if (++this.#mounts !== 1) return;
    let online = true;
    const each = (option: 'refetchOnWindowFocus' | 'refetchOnReconnect') =>
      void Promise.resolve().then(() => [...this.#queries.values()].forEach((q) => q.onEvent(option)));
    const listeners: Record<string, () => void> = {
      visibilitychange: () => focused() && each('refetchOnWindowFocus'),
      online: () => {
        if (!online) each('refetchOnReconnect');
        online = true;
      },
      offline: () => (online = false),
    };
    const all = (f: typeof addEventListener) => keys(listeners).forEach((type) => f(type, listeners[type]));
    all(addEventListener);
    this.#unlisten = () => all(removeEventListener);
  }

  unmount(): void {
    if (--this.#mounts === 0) this.#unlisten();
  }

  defaultQueryOptions<O extends QueryOptions>(options: O): O & Defaulted {
    const o = { ...this.#defaults.queries, ...options } as O & Defaulted;
    o.queryHash ??= hashKey(o.queryKey);
    return o;
  }

  defaultMutationOptions(options: MutationOptions<unknown, unknown>): MutationOptions<unknown, unknown> {
    return { ...this.#defaults.mutations, ...options };
  }

  build(options: Defaulted): Query {
    let q = this.#queries.get(options.queryHash);
    if (!q) this.#queries.set(options.queryHash, (q = new Query(this, this.defaultQueryOptions(options))));
    return q;
  }

  remove(q: Query): void {
    if (this.#queries.get(q.queryHash) !== q) return;
    q.destroy();
    this.#queries.delete(q.queryHash);
  }

  getQueryData<T = unknown>(queryKey: QueryKey): T | undefined {
    return this.#queries.get(hashKey(queryKey))?.state.data as T | undefined;
  }

  /** Sets a query's data (a value, or a function of the current data; `undefined` changes nothing). */
  setQueryData<T>(queryKey: QueryKey, updater: T | undefined | ((previous: T | undefined) => T | undefined)): T | undefined {
    const previous = this.getQueryData<T>(queryKey);
    const data = is<(p: T | undefined) => T | undefined>(updater, 'function') ? updater(previous) : updater;
    return data === undefined ? undefined : (this.build(this.defaultQueryOptions({ queryKey })).setData(data, true) as T);
  }

  /** The cached data while fresh for `staleTime` (default 0), else a fetch (joined if one is under way; retry default none). */
  fetchQuery<T>(options: QueryOptions<T>): Promise<T> {
    const o = this.defaultQueryOptions(options as QueryOptions);
    o.retry ??= false;
    const q = this.build(o);
    return (q.isStaleByTime(o.staleTime) ? q.fetch(o) : Promise.resolve(q.state.data)) as Promise<T>;
  }

  /** Marks the queries whose key starts with `queryKey` stale and refetches those in use. */
  invalidateQueries(filters: { queryKey?: QueryKey; refetchType?: 'active' | 'none' } = {}): Promise<void> {
    const matched = [...this.#queries.values()].filter((q) => !filters.queryKey || partialMatchKey(q.queryKey, filters.queryKey));
    matched.forEach((q) => q.invalidate());
    return Promise.all(filters.refetchType === 'none' ? [] : matched.filter((q) => q.isActive()).map((q) => q.fetch(undefined, true).catch(noop))).then(noop);
  }
}
