export { BACKOFFICE_LANGUAGES, HTML_LANG, createI18n, rememberLanguage, startupLanguage } from './i18n';
export type { BackofficeLanguage } from './i18n';
export { LOCALES } from './locales';
export type { Translation, TranslationKey } from './locales';
