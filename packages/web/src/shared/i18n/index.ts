export { completeLocale, createI18n, startI18n, resolveStartupLanguage, chooseLanguage, switchLanguage, loadLocales, LANGUAGE_STORAGE_KEY } from './i18n';
export { useApplyLanguage } from './useApplyLanguage';
export { LOCALE_PARTS, LOCALES } from './locales';
export type { Translation, TranslationKey } from './locales';
export type { LocaleLoaders } from './i18n';
