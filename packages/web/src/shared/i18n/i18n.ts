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

/** A locale's two parts, each its own chunk: what a page shows first, and the rest. */
export interface LocaleParts {
  first: () => Promise<Partial<Translation>>;
  more: () => Promise<Partial<Translation>>;
}
/** Fetches the parts of each locale. */
export type LocaleLoaders = Record<Language, LocaleParts>;

/**
 * Each locale is two chunks (issue 20: the first is about 45 % of it). The viewer's first part
 * is fetched at start-up, its second once the first chat lines show (`completeLocale`, called
 * from the page's idle preloads) or when a panel opens (lazyPanel waits for it); another
 * language loads whole when the viewer switches to it, and the language changes only once it
 * has arrived, so no key names flash.
 */
const LOCALE_LOADERS: LocaleLoaders = {
  cn: { first: () => import('./locales/cn').then((m) => m.cn), more: () => import('./locales/more/cn').then((m) => m.cnMore) },
  en: { first: () => import('./locales/en').then((m) => m.en), more: () => import('./locales/more/en').then((m) => m.enMore) },
  id: { first: () => import('./locales/id').then((m) => m.id), more: () => import('./locales/more/id').then((m) => m.idMore) },
  // ph carries the English text (spec section 9): English's chunks.
  ph: { first: () => import('./locales/en').then((m) => m.en), more: () => import('./locales/more/en').then((m) => m.enMore) },
  th: { first: () => import('./locales/th').then((m) => m.th), more: () => import('./locales/more/th').then((m) => m.thMore) },
  vn: { first: () => import('./locales/vn').then((m) => m.vn), more: () => import('./locales/more/vn').then((m) => m.vnMore) },
};

/**
 * Per-instance state is keyed by the instance's options object: react-i18next hands components
 * a new wrapper object of the instance after each language change, and the wrappers share it.
 */
type InstanceKey = I18n['options'];
/** The loaders of instances made by `startI18n` (instances of `createI18n` hold every locale). */
const loadersOf = new WeakMap<InstanceKey, LocaleLoaders>();
/** Per instance, the languages whose second part is loaded or loading (a failed load is forgotten). */
const completing = new WeakMap<InstanceKey, Map<Language, Promise<void>>>();

/** Loads `lang`'s second part into the instance (once; after a failure, the next call tries again). */
function loadMore(i18n: I18n, lang: Language): Promise<void> {
  const loads = completing.get(i18n.options) ?? new Map<Language, Promise<void>>();
  completing.set(i18n.options, loads);
  const loaders = loadersOf.get(i18n.options);
  let load = loads.get(lang);
  if (!load) {
    load = loaders ? loaders[lang].more().then((more) => {
      i18n.addResourceBundle(lang, 'translation', more, true, false);
    }) : Promise.resolve();
    load.catch(() => loads.delete(lang));
    loads.set(lang, load);
  }
  return load;
}

/** The app's instance (`startI18n`), for `completeLocale` without one at hand. */
let appInstance: I18n | null = null;

/**
 * Loads the second part of the current language's locale: what panels, dialogs and the rest of
 * the page show after the first chat lines. Resolves at once for an instance that holds every
 * locale (`createI18n`) or when it is loaded; rejects when it could not be (offline), and a later
 * call tries again.
 */
export function completeLocale(i18n: I18n | null = appInstance): Promise<void> {
  if (!i18n || !loadersOf.has(i18n.options)) return Promise.resolve();
  return loadMore(i18n, toLanguage(i18n.language));
}

/**
 * The app's i18next instance, resolved once the first part of `lng`'s locale is loaded; its
 * second part loads on `completeLocale`, other languages on `switchLanguage`. No fallback
 * language: every locale is complete (typed, checked by translationKeys.test.ts), so a fallback
 * would only be a second download.
 */
export async function startI18n(lng: Language = DEFAULT_LANGUAGE, loaders: LocaleLoaders = LOCALE_LOADERS): Promise<I18n> {
  let translation: Partial<Translation>;
  try {
    translation = await loaders[lng].first();
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
    // A key of the second part asked before it arrived (start-up code must not: the load-budget
    // test checks): it shows nothing, the part loads, and what asked renders again.
    missingKeyHandler: () => void completeLocale(instance).catch(() => undefined),
    parseMissingKeyHandler: () => '',
  });
  loadersOf.set(instance.options, loaders);
  appInstance = instance;
  return instance;
}

/** Loads both parts of `lang` into the instance; false when it could not be (offline). */
async function loadWhole(i18n: I18n, lang: Language): Promise<boolean> {
  const loaders = loadersOf.get(i18n.options);
  if (!loaders) return i18n.hasResourceBundle(lang, 'translation');
  if (!i18n.hasResourceBundle(lang, 'translation')) {
    const first = await loaders[lang].first().catch(() => null);
    if (!first) return false;
    i18n.addResourceBundle(lang, 'translation', first, true, false);
  }
  return loadMore(i18n, lang).then(() => true, () => false);
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
  // An instance that holds every locale (createI18n) switches at once.
  if (loadersOf.has(i18n.options)) {
    const loaded = await loadWhole(i18n, lang);
    if (wanted.get(i18n.options) !== lang || !loaded) return;
  }
  await i18n.changeLanguage(lang);
}

/**
 * Loads the locales of `langs` beside the current language without switching to them, for a
 * page that shows several languages at once (the admin notice: Chinese and English). Resolves
 * when each is loaded or could not be (offline); `hasResourceBundle` says which.
 */
export async function loadLocales(i18n: I18n, langs: readonly Language[]): Promise<void> {
  await Promise.all(langs.map((l) => loadWhole(i18n, l)));
}

/** Switches the interface language and remembers the choice. */
export function chooseLanguage(i18n: I18n, lang: Language, store: KeyValueStore = localStore): void {
  store.set(LANGUAGE_STORAGE_KEY, lang);
  void switchLanguage(i18n, lang);
}
