import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from './shared/navigation';
import { App, createQueryClient } from './app/App';
import { preloadPage, routes } from './app/routes';
import { primeStartupCalls } from './app/startupCalls';
import { startAppAnalytics } from './shared/analytics';
import { resolveStartupLanguage, startI18n } from './shared/i18n';
import './app/theme.css';
import './app/app.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The page's chunk, the viewer's locale and the token check go out side by side; the first render waits for
// the locale only, so no key names show.
preloadPage(window.location.pathname);
primeStartupCalls(window.location);
const i18n = await startI18n(resolveStartupLanguage(window.location.search));
const router = createBrowserRouter(routes);
// Analytics loading is on (start-up), except on admin, login, live-streaming and maintenance paths.
startAppAnalytics({ router, i18n });

createRoot(root).render(
  <StrictMode>
    <App router={router} i18n={i18n} queryClient={createQueryClient()} />
  </StrictMode>,
);
