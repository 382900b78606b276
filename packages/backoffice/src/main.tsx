import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@sideline/web/theme.css';
import './app/app.css';
import { App } from './app/App';
import { HTML_LANG, createI18n, startupLanguage } from './shared/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const lng = startupLanguage();
document.documentElement.lang = HTML_LANG[lng];
// The widget's theme tokens follow data-dark; the back office follows the system setting.
const dark = window.matchMedia('(prefers-color-scheme: dark)');
const applyDark = () => document.documentElement.setAttribute('data-dark', String(dark.matches));
applyDark();
dark.addEventListener('change', applyDark);

createRoot(root).render(
  <StrictMode>
    <App i18n={createI18n(lng)} />
  </StrictMode>,
);
