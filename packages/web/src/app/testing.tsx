import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter } from '../shared/navigation';
import type { Language } from '@sideline/protocol';
import { createI18n } from '../shared/i18n';
import { App } from './App';
import { beforeAll } from 'vitest';
import { loadAllPages, routes } from './routes';

// Pages are lazy chunks; a file that renders the app loads them all first, so its tests wait
// on what they assert, not on the first transform of a page's module graph.
beforeAll(() => loadAllPages(), 120_000);

/** Renders the whole app at `path` with a memory router (test helper). */
export function renderApp(path: string, lang: Language = 'en') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const i18n = createI18n(lang);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(<App router={router as never} i18n={i18n} queryClient={queryClient} />);
  return { ...view, router, i18n, queryClient };
}
