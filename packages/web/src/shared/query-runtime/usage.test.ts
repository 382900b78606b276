/**
 * The app stays within what the query runtime implements: the type checker reads TanStack's
 * types, so an option, method or result field the runtime does not have would type-check and
 * then be ignored (or undefined) in the build. This scans every web source file that imports
 * `@tanstack/react-query` for the imported names and for TanStack's names the runtime leaves out;
 * one that turns up means: implement it in ./core (with its scenario in runtime.test.tsx) first.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as runtime from './react';

const here = path.dirname(fileURLToPath(import.meta.url));
const SRC = path.resolve(here, '..', '..');
const HERE = path.relative(SRC, here);

const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.tsx?$/.test(f) && !f.startsWith(HERE))
  .map((f) => ({ file: f, text: readFileSync(path.join(SRC, f), 'utf8') }))
  .filter((f) => f.text.includes("from '@tanstack/react-query'"));

/** Type-only imports the runtime's types stand for (erased in the build). */
const TYPES = ['QueryClient', 'QueryKey', 'QueryFunctionContext'];

/** TanStack options, client methods and filters the runtime does not implement (as words). */
const LEFT_OUT = [
  // query options
  'placeholderData', 'initialData', 'initialDataUpdatedAt', 'retryDelay', 'refetchOnMount', 'retryOnMount', 'structuralSharing',
  'notifyOnChangeProps', 'throwOnError', 'suspense', 'networkMode', 'queryKeyHashFn', 'subscribed', 'persister', 'skipToken',
  // mutation options
  'onMutate',
  // client methods and filters
  'prefetchQuery', 'ensureQueryData', 'removeQueries', 'resetQueries', 'cancelQueries', 'refetchQueries', 'getQueryState',
  'setQueriesData', 'getQueriesData', 'getQueryCache', 'getMutationCache', 'isMutating', 'setQueryDefaults', 'setDefaultOptions',
  'exact', 'predicate',
];
/** Result fields the runtime leaves out (read as `.name` or destructured). */
const FIELDS = [
  'isRefetching', 'isFetched', 'isFetchedAfterMount', 'failureCount', 'failureReason', 'dataUpdatedAt', 'errorUpdatedAt',
  'isPlaceholderData', 'isStale', 'isPaused', 'isLoadingError', 'isRefetchError', 'isEnabled', 'errorUpdateCount', 'submittedAt',
  'isInitialLoading',
];

describe('the app uses only what the query runtime implements', () => {
  it('finds the files that use the query API', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it('imports only the runtime\'s exports (and types it stands for)', () => {
    const exported = new Set([...Object.keys(runtime), ...TYPES]);
    for (const { file, text } of files) {
      for (const [, names] of text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from '@tanstack\/react-query'/g)) {
        for (const name of names.split(',').map((n) => n.replace(/^\s*type\s+/, '').split(/\s+as\s+/)[0].trim()).filter(Boolean)) {
          expect(exported.has(name), `${file} imports ${name}`).toBe(true);
        }
      }
      expect(text, `${file}: a namespace or default import of @tanstack/react-query`).not.toMatch(/import\s+(\*|\w+)[^{]*from '@tanstack\/react-query'/);
    }
  });

  it('uses none of the options, methods and fields the runtime leaves out', () => {
    for (const { file, text } of files) {
      for (const name of LEFT_OUT) expect(new RegExp(`\\b${name}\\b`).test(text) ? name : null, file).toBeNull();
      for (const name of FIELDS) expect(new RegExp(`\\.${name}\\b|[{,]\\s*${name}\\s*[,}:]`).test(text) ? name : null, file).toBeNull();
      expect(text, `${file}: client.isFetching()`).not.toMatch(/\.isFetching\(/);
      // enabled, staleTime and refetchInterval as functions of the query
      expect(text, file).not.toMatch(/\b(enabled|staleTime|refetchInterval|gcTime)\s*:\s*(\([^)]*\)|\w+)\s*=>/);
    }
  });
});
