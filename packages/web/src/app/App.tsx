import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from '../shared/navigation';
import type { createBrowserRouter } from '../shared/navigation';
import { ErrorBoundary } from './ErrorFallback';

type Router = ReturnType<typeof createBrowserRouter>;

/** The app: providers (i18n, QueryClient, error boundary) around the router. The client is `appQueryClient` (./queryClient). */
export function App(props: { router: Router; i18n: I18n; queryClient: QueryClient }) {
  return (
    <I18nextProvider i18n={props.i18n}>
      <ErrorBoundary>
        <QueryClientProvider client={props.queryClient}>
          <RouterProvider router={props.router} />
        </QueryClientProvider>
      </ErrorBoundary>
    </I18nextProvider>
  );
}
