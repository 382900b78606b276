import type { Language } from '@sideline/protocol';
import type { TranslationKey } from '../../../shared/i18n/locales';

/** The translation key of each interface language's own name. */
export const LANGUAGE_NAME_KEY = {
  cn: 'lang-cn',
  en: 'lang-en',
  vn: 'lang-vn',
  th: 'lang-th',
  id: 'lang-id',
  ph: 'lang-ph',
} as const satisfies Record<Language, TranslationKey>;
