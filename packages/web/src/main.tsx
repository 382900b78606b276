import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from './shared/navigation';
import { App } from './app/App';
import { appQueryClient } from './boot';
import { preloadPage, routes } from './app/routes';
import { startAppAnalytics } from './shared/analytics';
import { resolveStartupLanguage, startI18n } from './shared/i18n';
import './app/theme.css';
import './app/app.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The page's chunk and the viewer's locale go out side by side (the start-up calls went out from the boot
// entry, src/boot.ts, before this one had loaded); the first render waits for both, so no key names show
// and the page draws in that render, not in a later one React holds back (app/routes.tsx lazyPage).
const pageLoaded = preloadPage(window.location.pathname);
const i18n = await startI18n(resolveStartupLanguage(window.location.search));
await pageLoaded;
const router = createBrowserRouter(routes);
// Analytics loading is on (start-up), except on admin, login, live-streaming and maintenance paths.
startAppAnalytics({ router, i18n });

createRoot(root).render(
  <StrictMode>
    <App router={router} i18n={i18n} queryClient={appQueryClient} />
  </StrictMode>,
);
