export { createI18n, resolveStartupLanguage, chooseLanguage, LANGUAGE_STORAGE_KEY } from './i18n';
export { useApplyLanguage } from './useApplyLanguage';
export { LOCALES } from './locales';
export type { Translation, TranslationKey } from './locales';
