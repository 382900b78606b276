import { createInstance } from 'i18next';
import type { i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DATA_QUERY_PARAM, DEFAULT_LANGUAGE, LANGUAGES, isLanguage, toLanguage } from '@sideline/protocol';
import type { Language } from '@sideline/protocol';
import { decodeDataParam } from '@sideline/protocol';
import { localStore } from '../storage/localStore';
import type { KeyValueStore } from '../storage/localStore';
import { LOCALES } from './locales';
import type { Translation } from './locales';

/** Fetches one locale (its own chunk). */
export type LocaleLoaders = Record<Language, () => Promise<Translation>>;

/**
 * Each locale is its own chunk. The viewer's is fetched at start-up, another when the viewer
 * switches to it; the language changes only once that chunk has arrived, so no key names flash.
 */
const LOCALE_LOADERS: LocaleLoaders = {
  cn: () => import('./locales/cn').then((m) => m.cn),
  en: () => import('./locales/en').then((m) => m.en),
  id: () => import('./locales/id').then((m) => m.id),
  ph: () => import('./locales/ph').then((m) => m.ph),
  th: () => import('./locales/th').then((m) => m.th),
  vn: () => import('./locales/vn').then((m) => m.vn),
};

/**
 * Per-instance state is keyed by the instance's options object: react-i18next hands components
 * a new wrapper object of the instance after each language change, and the wrappers share it.
 */
type InstanceKey = I18n['options'];
/** The loaders of instances made by `startI18n` (instances of `createI18n` hold every locale). */
const loadersOf = new WeakMap<InstanceKey, LocaleLoaders>();

/**
 * The app's i18next instance, resolved once `lng`'s locale is loaded; the others load on
 * `switchLanguage`. No fallback language: every locale is complete (typed `Translation`,
 * checked by translationKeys.test.ts), so a fallback would only be a second download.
 */
export async function startI18n(lng: Language = DEFAULT_LANGUAGE, loaders: LocaleLoaders = LOCALE_LOADERS): Promise<I18n> {
  let translation: Translation;
  try {
    translation = await loaders[lng]();
  } catch (error) {
    // The viewer's locale did not arrive: start in English rather than not at all.
    if (lng === DEFAULT_LANGUAGE) throw error;
    return startI18n(DEFAULT_LANGUAGE, loaders);
  }
  const instance = createInstance();
  await instance.use(initReactI18next).init({
    lng,
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    resources: { [lng]: { translation } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  loadersOf.set(instance.options, loaders);
  return instance;
}

/** localStorage key of the viewer's chosen language (spec: "the saved lang"). */
export const LANGUAGE_STORAGE_KEY = 'lang';

/**
 * A ready (synchronously initialised) i18next instance with all six locales bundled, for tests
 * and stories; the app starts with `startI18n`. en is the fallback; ph carries English text.
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

/** The language last asked for per instance: a slow locale must not override a later choice. */
const wanted = new WeakMap<InstanceKey, string>();

/**
 * Switches to `lang` once its locale is loaded (at once when it already is); if it cannot be
 * loaded (offline), the current language stays rather than showing key names.
 */
export async function switchLanguage(i18n: I18n, lang: Language): Promise<void> {
  wanted.set(i18n.options, lang);
  if (i18n.language === lang) return;
  const load = loadersOf.get(i18n.options)?.[lang];
  if (!i18n.hasResourceBundle(lang, 'translation') && load) {
    const translation = await load().catch(() => null);
    if (translation) i18n.addResourceBundle(lang, 'translation', translation);
    if (wanted.get(i18n.options) !== lang || !i18n.hasResourceBundle(lang, 'translation')) return;
  }
  await i18n.changeLanguage(lang);
}

/**
 * Loads the locales of `langs` beside the current language without switching to them, for a
 * page that shows several languages at once (the admin notice: Chinese and English). Resolves
 * when each is loaded or could not be (offline); `hasResourceBundle` says which.
 */
export async function loadLocales(i18n: I18n, langs: readonly Language[]): Promise<void> {
  const loaders = loadersOf.get(i18n.options);
  await Promise.all(langs.filter((l) => !i18n.hasResourceBundle(l, 'translation')).map(async (l) => {
    const translation = await loaders?.[l]().catch(() => null);
    if (translation) i18n.addResourceBundle(l, 'translation', translation);
  }));
}

/** Switches the interface language and remembers the choice. */
export function chooseLanguage(i18n: I18n, lang: Language, store: KeyValueStore = localStore): void {
  store.set(LANGUAGE_STORAGE_KEY, lang);
  void switchLanguage(i18n, lang);
}
