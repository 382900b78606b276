import type { en } from './locales/en';
import type { enMore } from './locales/more/en';

/** Typed keys: `t('unknown-key')` is a type error anywhere in the web package. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en & typeof enMore };
  }
}
