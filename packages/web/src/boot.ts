/**
 * The boot entry (issue 20, first chat line): a second module script of index.html, loaded
 * `async` and imports no React (bootGraph.test.ts), so it runs while vendor (react-dom) and the
 * app's entry are still downloading and sends the page's start-up calls on the app's one
 * QueryClient, which main.tsx then renders with.
 */
import { bootStartupCalls } from './app/boot';
import { appQueryClient } from './app/queryClient';

/** The app's one QueryClient: main.tsx imports it from here (the same module, evaluated once). */
export { appQueryClient };

bootStartupCalls(window.location, { client: appQueryClient }).catch((error: unknown) => {
  // The page starts its own run when the boot one is not there (e.g. its chunk failed to load).
  console.warn('[boot] start-up calls not sent early', error);
});
