import { createInstance } from 'i18next';
import type { i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES } from './locales';

/** The six languages of the product (cn and en complete; the others fall back to English text where not yet translated). */
export const BACKOFFICE_LANGUAGES = ['cn', 'en', 'vn', 'th', 'id', 'ph'] as const;
export type BackofficeLanguage = (typeof BACKOFFICE_LANGUAGES)[number];
const STORAGE_KEY = 'sideline.backoffice.language';

/** The language chosen before, else the browser's when we have it, else English. */
export function startupLanguage(): BackofficeLanguage {
  const stored = window.localStorage.getItem(STORAGE_KEY);
  if (stored && (BACKOFFICE_LANGUAGES as readonly string[]).includes(stored)) return stored as BackofficeLanguage;
  const nav = (navigator.language || 'en').toLowerCase();
  if (nav.startsWith('zh')) return 'cn';
  if (nav.startsWith('vi')) return 'vn';
  if (nav.startsWith('th')) return 'th';
  if (nav.startsWith('id')) return 'id';
  if (nav.startsWith('fil') || nav.startsWith('tl')) return 'ph';
  return 'en';
}

/** HTML lang of each language (screen readers pick their voice from it). */
export const HTML_LANG: Record<BackofficeLanguage, string> = { cn: 'zh-CN', en: 'en', vn: 'vi', th: 'th', id: 'id', ph: 'fil' };

export function createI18n(lng: BackofficeLanguage = 'en'): I18n {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    resources: Object.fromEntries(Object.entries(LOCALES).map(([k, v]) => [k, { translation: v }])),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}

export function rememberLanguage(i18n: I18n, lng: BackofficeLanguage): void {
  window.localStorage.setItem(STORAGE_KEY, lng);
  document.documentElement.lang = HTML_LANG[lng];
  void i18n.changeLanguage(lng);
}
