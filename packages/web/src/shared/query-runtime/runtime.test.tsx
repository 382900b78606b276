/**
 * The server-data runtime against TanStack Query itself (loaded by its file path: the web tests
 * resolve the name `@tanstack/react-query` to ./react). Each scenario runs on both, on fake
 * timers, and records what a component rendered (status, fetch status, flags, data, error, in
 * order), each call of the query function and what the client answered; the runtime's record
 * must equal TanStack's, and a few lines of TanStack's record are checked too, so a scenario that
 * records nothing cannot pass.
 */
import { createRequire } from 'node:module';
import { act, cleanup, render } from '@testing-library/react';
import { createElement, useRef } from 'react';
import type { ReactNode } from 'react';
import type * as TanStack from '@tanstack/react-query';
import * as aliased from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as runtime from './react';

type Api = Pick<typeof TanStack, 'QueryClient' | 'QueryClientProvider' | 'useQuery' | 'useQueryClient' | 'useMutation'>;
type Client = InstanceType<Api['QueryClient']>;
type Log = unknown[];
let tanstack: Api;

beforeAll(async () => {
  const path = createRequire(import.meta.url).resolve('@tanstack/react-query');
  tanstack = (await import(/* @vite-ignore */ path)) as Api;
});

afterEach(() => {
  vi.useRealTimers();
});

/** Lets fake time pass (timers, then the promises they settle), inside act. */
const pass = (ms = 0) => act(async () => {
  await vi.advanceTimersByTimeAsync(ms);
  // TanStack hands results to React on a zero-delay timer, which fake timers run 1 ms later
  // when it was set while they ran: three more steps of 1 ms deliver what the last timers started.
  for (let i = 0; i < 3; i++) await vi.advanceTimersByTimeAsync(1);
});

const T0 = 1_000_000;
const now = () => Date.now() - T0;

/** An answer after `ms` of fake time (or a failure, for an Error). */
const later = <T,>(value: T, ms = 100) => new Promise<T>((resolve, reject) => setTimeout(() => (value instanceof Error ? reject(value) : resolve(value)), ms));

function show(q: { status: string; fetchStatus: string; isPending: boolean; isSuccess: boolean; isError: boolean; isLoading: boolean; isFetching: boolean; data: unknown; error: unknown }): string {
  const flags = [q.isPending && 'pending', q.isSuccess && 'success', q.isError && 'error', q.isLoading && 'loading', q.isFetching && 'fetching'].filter(Boolean).join(',');
  return `${q.status}/${q.fetchStatus} [${flags}] ${JSON.stringify(q.data)}${q.error ? ` ${(q.error as Error).message}` : ''}`;
}

/** A component with one useQuery: each render is a line of the log. */
function Probe(props: { api: Api; name: string; options: object; log: Log }) {
  const q = props.api.useQuery(props.options as Parameters<Api['useQuery']>[0]);
  const previous = useRef<unknown>(undefined);
  const same = q.data !== undefined && q.data === previous.current ? ' (same object)' : '';
  previous.current = q.data;
  props.log.push(`${props.name}: ${show(q)}${same}`);
  return null;
}

function mount(api: Api, client: Client, children: ReactNode) {
  const view = render(createElement(api.QueryClientProvider, { client }, children));
  return { ...view, update: (next: ReactNode) => view.rerender(createElement(api.QueryClientProvider, { client }, next)) };
}

/** Runs `scenario` on TanStack and on the runtime; their records must be equal. Returns TanStack's. */
async function same(scenario: (api: Api, log: Log) => Promise<void>): Promise<Log> {
  const logs: Log[] = [];
  for (const api of [tanstack, runtime as unknown as Api]) {
    vi.useFakeTimers({ now: T0 });
    const log: Log = [];
    try {
      await scenario(api, log);
    } finally {
      cleanup();
      vi.clearAllTimers();
      vi.useRealTimers();
    }
    logs.push(log);
  }
  if (process.env.QUERY_RUNTIME_LOG) console.log(JSON.stringify(logs, null, 1));
  expect(logs[1]).toEqual(logs[0]);
  return logs[0];
}

describe('the query runtime behaves as TanStack Query', () => {
  it('is what the web tests get for @tanstack/react-query', () => {
    expect(aliased.QueryClient).toBe(runtime.QueryClient);
    expect(aliased.useQuery).toBe(runtime.useQuery);
  });

  it('renders pending → data, and observers of one key share one fetch (with fetchQuery joining it)', async () => {
    const log = await same(async (api, log) => {
      const client = new api.QueryClient();
      const options = { queryKey: ['a', { y: 1, x: 2 }], queryFn: () => (log.push(`fetch at ${now()}`), later('A')) };
      mount(api, client, <><Probe api={api} name="one" options={options} log={log} /><Probe api={api} name="two" options={{ ...options, queryKey: ['a', { x: 2, y: 1 }] }} log={log} /></>);
      const fetched = client.fetchQuery({ queryKey: ['a', { x: 2, y: 1 }], queryFn: () => (log.push('fetchQuery called its own'), 'B') });
      await pass(100);
      log.push(`fetchQuery: ${await fetched}`, `cached: ${client.getQueryData(['a', { y: 1, x: 2 }])}`);
    });
    expect(log.filter((l) => String(l).startsWith('fetch'))).toEqual(['fetch at 0', 'fetchQuery: A']);
    expect(log[0]).toBe('one: pending/fetching [pending,loading,fetching] undefined');
    expect(log).toContain('two: success/idle [success] "A"');
  });

  it('staleTime: a remount within it uses the cache; after it, shows the cached data while refetching', async () => {
    const log = await same(async (api, log) => {
      const client = new api.QueryClient();
      let n = 0;
      const options = { queryKey: ['s'], staleTime: 1000, queryFn: () => (log.push(`fetch ${++n} at ${now()}`), later(`v${n}`)) };
      const view = mount(api, client, <Probe api={api} name="first" options={options} log={log} />);
      await pass(100);
      view.update(null);
      await pass(500);
      view.update(<Probe api={api} name="within" options={options} log={log} />);
      await pass(100);
      view.update(null);
      await pass(1000);
      view.update(<Probe api={api} name="after" options={options} log={log} />);
      await pass(100);
    });
    expect(log.filter((l) => String(l).startsWith('fetch'))).toEqual(['fetch 1 at 0', 'fetch 2 at 1712']);
    expect(log).toContain('after: success/fetching [success,fetching] "v1"');
  });

  it('enabled false → true fetches; a new key fetches while the old data goes', async () => {
    const log = await same(async (api, log) => {
      const client = new api.QueryClient();
      const options = (id: number, enabled: boolean) => ({ queryKey: ['e', id], enabled, queryFn: () => (log.push(`fetch ${id}`), later(`e${id}`)) });
      const view = mount(api, client, <Probe api={api} name="q" options={options(1, false)} log={log} />);
      await pass(500);
      view.update(<Probe api={api} name="q" options={options(1, true)} log={log} />);
      await pass(100);
      view.update(<Probe api={api} name="q" options={options(2, true)} log={log} />);
      await pass(100);
    });
    expect(log[0]).toBe('q: pending/idle [pending] undefined');
    expect(log.filter((l) => String(l).startsWith('fetch'))).toEqual(['fetch 1', 'fetch 2']);
  });

  it('select maps the data; an equal answer keeps the same objects (structural sharing)', async () => {
    const log = await same(async (api, log) => {
      const client = new api.QueryClient();
      let n = 0;
      const options = { queryKey: ['sel'], queryFn: () => later({ n: ++n > 2 ? 2 : 1, items: [{ id: 1 }, { id: 2 }] }), select: (r: { n: number; items: unknown[] }) => ({ n: r.n, count: r.items.length }) };
      const view = mount(api, client, <Probe api={api} name="sel" options={options} log={log} />);
      await pass(100);
      // The second answer equals the first: the selected object stays the same.
      void client.invalidateQueries({ queryKey: ['sel'] });
      await pass(100);
      const first = client.getQueryData(['sel']);
      // The third differs in `n`: a new cached object, a new selected one.
      void client.invalidateQueries({ queryKey: ['sel'] });
      await pass(100);
      log.push(`cached object changed: ${client.getQueryData(['sel']) !== first}`);
      view.update(<Probe api={api} name="sel" options={options} log={log} />);
      await pass(0);
    });
    expect(log).toContain('sel: success/idle [success] {"n":1,"count":2}');
    expect(log).toContain('cached object changed: true');
    expect(log.some((l) => String(l).includes('(same object)'))).toBe(true);
  });

  it('retry: a count, false, a function, and the default three times after 1, 2 and 4 s', async () => {
    const log = await same(async (api, log) => {
      const client = new api.QueryClient();
      const failing = (name: string) => () => (log.push(`${name} call at ${now()}`), Promise.reject(new Error(`${name} failed`)));
      const retryFn = (count: number, error: unknown) => (log.push(`asked retry(${count}, ${(error as Error).message})`), count < 1);
      mount(api, client, <>
        <Probe api={api} name="two" options={{ queryKey: ['r', 2], retry: 2, queryFn: failing('two') }} log={log} />
        <Probe api={api} name="none" options={{ queryKey: ['r', 0], retry: false, queryFn: failing('none') }} log={log} />
        <Probe api={api} name="fn" options={{ queryKey: ['r', 'fn'], retry: retryFn, queryFn: failing('fn') }} log={log} />
        <Probe api={api} name="default" options={{ queryKey: ['r', 'd'], queryFn: failing('default') }} log={log} />
      </>);
      await pass(10_000);
    });
    expect(log.filter((l) => String(l).startsWith('default call'))).toEqual(['default call at 0', 'default call at 1000', 'default call at 3000', 'default call at 7000']);
    expect(log.filter((l) => String(l).startsWith('two call'))).toHaveLength(3);
    expect(log.filter((l) => String(l).startsWith('none call'))).toHaveLength(1);
    expect(log).toContain('asked retry(1, fn failed)');
    expect(log).toContain('default: error/idle [error] undefined default failed');
  });

  it('invalidateQueries by prefix refetches the queries in use and marks the unused ones stale', async () => {
    const log = await same(async (api, log) => {
      const client = new api.QueryClient();
      const options = (key: unknown[]) => ({ queryKey: key, staleTime: Infinity, queryFn: () => (log.push(`fetch ${JSON.stringify(key)}`), later(key.join('-'))) });
      const view = mount(api, client, <Probe api={api} name="a3" options={options(['a', 3])} log={log} />);
      await pass(100);
      view.update(<>
        <Probe api={api} name="a1" options={options(['a', 1])} log={log} />
        <Probe api={api} name="a2" options={options(['a', 2, { x: 1 }])} log={log} />
        <Probe api={api} name="b" options={options(['b'])} log={log} />
      </>);
      await pass(100);
      log.push('invalidate a');
      await act(async () => {
        const done = client.invalidateQueries({ queryKey: ['a'] });
        await vi.advanceTimersByTimeAsync(100);
        await done;
      });
      await pass(0);
      log.push('remount a3');
      view.update(<Probe api={api} name="a3" options={options(['a', 3])} log={log} />);
      await pass(100);
    });
    const fetches = log.filter((l) => String(l).startsWith('fetch'));
    expect(fetches).toEqual(['fetch ["a",3]', 'fetch ["a",1]', 'fetch ["a",2,{"x":1}]', 'fetch ["b"]', 'fetch ["a",1]', 'fetch ["a",2,{"x":1}]', 'fetch ["a",3]']);
  });

  it('setQueryData (a value, an updater, undefined) and getQueryData', async () => {
    const log = await same(async (api, log) => {
      const client = new api.QueryClient();
      const options = { queryKey: ['d'], staleTime: Infinity, queryFn: () => (log.push('fetch'), later(1)) };
      client.setQueryData(['d'], 5);
      mount(api, client, <Probe api={api} name="d" options={options} log={log} />);
      await pass(0);
      act(() => {
        client.setQueryData<number>(['d'], (n) => (n ?? 0) + 1);
      });
      await pass(0);
      act(() => {
        log.push(`undefined gives ${client.setQueryData(['d'], () => undefined)}`);
      });
      log.push(`get ${client.getQueryData(['d'])}, missing ${client.getQueryData(['nothing'])}`);
      await pass(0);
    });
    expect(log).not.toContain('fetch');
    expect(log).toContain('d: success/idle [success] 6');
  });

  it('fetchQuery: fresh data without a call, stale data fetched; a failure rejects (retry: none by default, the client default else)', async () => {
    const log = await same(async (api, log) => {
      for (const defaults of [undefined, { queries: { retry: 1 } }]) {
        const client = new api.QueryClient({ defaultOptions: defaults });
        let n = 0;
        const queryFn = () => (log.push(`call ${++n} at ${now()}`), later(n));
        log.push(`first ${await (async () => { const p = client.fetchQuery({ queryKey: ['f'], queryFn }); await vi.advanceTimersByTimeAsync(100); return p; })()}`);
        log.push(`fresh ${await client.fetchQuery({ queryKey: ['f'], queryFn, staleTime: 1000 })}`);
        await vi.advanceTimersByTimeAsync(1000);
        const stale = client.fetchQuery({ queryKey: ['f'], queryFn, staleTime: 1000 });
        await vi.advanceTimersByTimeAsync(100);
        log.push(`stale ${await stale}`);
        const failing = client.fetchQuery({ queryKey: ['x'], queryFn: () => (log.push(`failing call at ${now()}`), Promise.reject(new Error('no'))) }).catch((e: Error) => `rejected ${e.message}`);
        await vi.advanceTimersByTimeAsync(5000);
        log.push(await failing);
      }
    });
    expect(log.filter((l) => String(l).startsWith('failing'))).toHaveLength(3);
    expect(log).toContain('fresh 1');
    expect(log).toContain('stale 2');
  });

  it('useMutation: pending, the callbacks in order, an error, mutateAsync, reset', async () => {
    const log = await same(async (api, log) => {
      const client = new api.QueryClient();
      const handle: { m?: { mutate: (v: number) => void; mutateAsync: (v: number) => Promise<unknown>; reset: () => void } } = {};
      function Form() {
        const m = api.useMutation({
          mutationFn: (v: number) => (log.push(`call ${v}`), later(v < 0 ? new Error(`bad ${v}`) : v * 2)),
          onSuccess: (data, v) => log.push(`onSuccess ${data} ${v}`),
          onError: (e, v) => log.push(`onError ${(e as Error).message} ${v}`),
          onSettled: (data, e, v) => log.push(`onSettled ${data} ${e ? (e as Error).message : null} ${v}`),
        });
        handle.m = m;
        log.push(`render ${m.status} [${[m.isIdle && 'idle', m.isPending && 'pending', m.isSuccess && 'success', m.isError && 'error'].filter(Boolean)}] ${m.data} ${m.error ? (m.error as Error).message : ''} ${m.variables}`);
        return null;
      }
      mount(api, client, <Form />);
      act(() => handle.m!.mutate(2));
      await pass(100);
      act(() => handle.m!.mutate(-1));
      await pass(100);
      await act(async () => {
        const result = handle.m!.mutateAsync(-3).catch((e: Error) => `mutateAsync rejected ${e.message}`);
        await vi.advanceTimersByTimeAsync(100);
        log.push(await result);
      });
      act(() => handle.m!.reset());
      await pass(0);
    });
    expect(log).toContain('onSuccess 4 2');
    expect(log).toContain('mutateAsync rejected bad -3');
    expect(log[log.length - 1]).toMatch(/^render idle \[idle\]/);
  });

  it('refetchInterval polls while mounted; unmounted, it stops', async () => {
    const log = await same(async (api, log) => {
      const client = new api.QueryClient();
      let n = 0;
      const view = mount(api, client, <Probe api={api} name="poll" options={{ queryKey: ['p'], refetchInterval: 1000, queryFn: () => (log.push(`fetch at ${now()}`), later(++n, 50)) }} log={log} />);
      await pass(3500);
      view.update(null);
      await pass(3000);
    });
    expect(log.filter((l) => String(l).startsWith('fetch'))).toEqual(['fetch at 0', 'fetch at 1050', 'fetch at 2100', 'fetch at 3150']);
  });

  it('window focus and reconnect refetch stale queries in use (unless turned off or fresh)', async () => {
    const log = await same(async (api, log) => {
      const client = new api.QueryClient();
      const options = (name: string, more: object) => ({ queryKey: [name], queryFn: () => (log.push(`fetch ${name}`), later(name)), ...more });
      mount(api, client, <>
        <Probe api={api} name="stale" options={options('stale', {})} log={log} />
        <Probe api={api} name="off" options={options('off', { refetchOnWindowFocus: false, refetchOnReconnect: false })} log={log} />
        <Probe api={api} name="fresh" options={options('fresh', { staleTime: 60_000 })} log={log} />
      </>);
      await pass(100);
      log.push('focus');
      await act(async () => {
        window.dispatchEvent(new Event('visibilitychange'));
        await vi.advanceTimersByTimeAsync(100);
      });
      log.push('back online');
      await act(async () => {
        window.dispatchEvent(new Event('online'));
        await vi.advanceTimersByTimeAsync(100);
        window.dispatchEvent(new Event('offline'));
        window.dispatchEvent(new Event('online'));
        await vi.advanceTimersByTimeAsync(100);
      });
    });
    expect(log.filter((l) => String(l).startsWith('fetch') || l === 'focus' || l === 'back online'))
      .toEqual(['fetch stale', 'fetch off', 'fetch fresh', 'focus', 'fetch stale', 'back online', 'fetch stale']);
  });

  it('an unused query is dropped after gcTime (5 minutes unless set)', async () => {
    const log = await same(async (api, log) => {
      const client = new api.QueryClient();
      const view = mount(api, client, <>
        <Probe api={api} name="g" options={{ queryKey: ['g'], queryFn: () => later('g') }} log={log} />
        <Probe api={api} name="h" options={{ queryKey: ['h'], gcTime: 1000, queryFn: () => later('h') }} log={log} />
      </>);
      await pass(100);
      view.update(null);
      await pass(990);
      log.push(`after 993 ms: ${client.getQueryData(['g'])} ${client.getQueryData(['h'])}`);
      await pass(10);
      log.push(`after 1 s: ${client.getQueryData(['g'])} ${client.getQueryData(['h'])}`);
      await pass(5 * 60_000);
      log.push(`after 5 min: ${client.getQueryData(['g'])}`);
    });
    expect(log.slice(-3)).toEqual(['after 993 ms: g h', 'after 1 s: g undefined', 'after 5 min: undefined']);
  });

  it('the last observer leaving aborts a fetch that read its signal (and reverts it); one that did not finishes', async () => {
    const log = await same(async (api, log) => {
      const client = new api.QueryClient();
      const options = (name: string, readSignal: boolean) => ({
        queryKey: [name],
        queryFn: (ctx: { signal: AbortSignal }) => {
          if (readSignal) ctx.signal.addEventListener('abort', () => log.push(`${name} aborted`));
          log.push(`fetch ${name}`);
          return later(name);
        },
      });
      const view = mount(api, client, <>
        <Probe api={api} name="reads" options={options('reads', true)} log={log} />
        <Probe api={api} name="ignores" options={options('ignores', false)} log={log} />
      </>);
      await pass(50);
      view.update(null);
      await pass(100);
      log.push(`cached: ${client.getQueryData(['reads'])} ${client.getQueryData(['ignores'])}`);
      view.update(<Probe api={api} name="reads" options={options('reads', true)} log={log} />);
      await pass(100);
    });
    expect(log).toContain('reads aborted');
    expect(log).toContain('cached: undefined ignores');
  });

  it('after an error without data, refetch() shows pending again; a remount refetches a failed query however fresh', async () => {
    const log = await same(async (api, log) => {
      const client = new api.QueryClient();
      let n = 0;
      const handle: { refetch?: () => Promise<unknown> } = {};
      function Retrying(props: { name: string }) {
        const q = api.useQuery({ queryKey: ['err'], retry: false, staleTime: Infinity, queryFn: () => (log.push(`fetch ${++n}`), later(n <= 2 ? new Error(`down ${n}`) : `up ${n}`)) });
        handle.refetch = q.refetch;
        log.push(`${props.name}: ${show(q)}`);
        return null;
      }
      const view = mount(api, client, <Retrying name="first" />);
      await pass(100);
      act(() => {
        void handle.refetch!();
      });
      await pass(100);
      view.update(null);
      await pass(0);
      view.update(<Retrying name="remount" />);
      await pass(100);
    });
    expect(log).toContain('first: error/idle [error] undefined down 1');
    expect(log).toContain('first: pending/fetching [pending,loading,fetching] undefined');
    expect(log).toContain('first: error/idle [error] undefined down 2');
    expect(log.slice(-3)).toEqual(['remount: pending/fetching [pending,loading,fetching] undefined', 'fetch 3', 'remount: success/idle [success] "up 3"']);
  });

  it('a component re-renders only for the fields it reads (an equal refetch does not re-render one that reads data)', async () => {
    const log = await same(async (api, log) => {
      const client = new api.QueryClient();
      let n = 0;
      function DataOnly() {
        // Objects: an equal answer is a new object, which structural sharing replaces by the old one.
        const { data } = api.useQuery({ queryKey: ['t'], queryFn: () => later({ v: ++n < 3 ? 'same' : 'new' }) });
        log.push(`render ${data?.v}`);
        return null;
      }
      mount(api, client, <DataOnly />);
      await pass(100);
      log.push('equal answer');
      void client.invalidateQueries({ queryKey: ['t'] });
      await pass(100);
      log.push('new answer');
      void client.invalidateQueries({ queryKey: ['t'] });
      await pass(100);
    });
    expect(log).toEqual(['render undefined', 'render same', 'equal answer', 'new answer', 'render new']);
  });

  it('refetch() during a refetch with data cancels it (aborting its request) and starts again', async () => {
    const log = await same(async (api, log) => {
      const client = new api.QueryClient();
      let n = 0;
      const handle: { refetch?: () => Promise<unknown> } = {};
      function Refetching() {
        const q = api.useQuery({
          queryKey: ['rr'],
          queryFn: ({ signal }) => {
            const id = ++n;
            signal.addEventListener('abort', () => log.push(`request ${id} aborted`));
            log.push(`request ${id}`);
            return later(`r${id}`);
          },
        });
        handle.refetch = q.refetch;
        log.push(show(q));
        return null;
      }
      mount(api, client, <Refetching />);
      await pass(100);
      await act(async () => {
        void handle.refetch!();
        await vi.advanceTimersByTimeAsync(50);
        void handle.refetch!();
        await vi.advanceTimersByTimeAsync(100);
      });
      await pass(0);
    });
    expect(log).toContain('request 2 aborted');
    expect(log[log.length - 1]).toBe('success/idle [success] "r3"');
  });
});
