import { createInstance } from 'i18next';
import type { i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DATA_QUERY_PARAM, DEFAULT_LANGUAGE, LANGUAGES, isLanguage, toLanguage } from '@sideline/protocol';
import type { Language } from '@sideline/protocol';
import { decodeDataParam } from '../data-param/decode';
import { localStore } from '../storage/localStore';
import type { KeyValueStore } from '../storage/localStore';
import { LOCALES } from './locales';

/** localStorage key of the viewer's chosen language (spec: "the saved lang"). */
export const LANGUAGE_STORAGE_KEY = 'lang';

/**
 * Creates a ready (synchronously initialised) i18next instance with all six locales bundled.
 * en is the fallback; ph carries English text.
 */
export function createI18n(lng: Language = DEFAULT_LANGUAGE): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources: Object.fromEntries(LANGUAGES.map((l) => [l, { translation: LOCALES[l] }])),
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

/**
 * Start-up language (schedule spec section 7): the data parameter's UserLanguage, else the
 * saved `lang` in local storage, else en.
 */
export function resolveStartupLanguage(search: string, store: KeyValueStore = localStore): Language {
  const raw = new URLSearchParams(search).get(DATA_QUERY_PARAM);
  const decoded = decodeDataParam(raw);
  if (decoded.ok && decoded.data.UserLanguage) return decoded.data.UserLanguage;
  const saved = store.get(LANGUAGE_STORAGE_KEY);
  if (saved && isLanguage(saved.toLowerCase())) return toLanguage(saved);
  return DEFAULT_LANGUAGE;
}

/** Switches the interface language and remembers the choice. */
export function chooseLanguage(i18n: I18n, lang: Language, store: KeyValueStore = localStore): void {
  store.set(LANGUAGE_STORAGE_KEY, lang);
  if (i18n.language !== lang) void i18n.changeLanguage(lang);
}
