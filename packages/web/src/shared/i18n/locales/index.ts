import type { Language } from '@sideline/protocol';
import { cn } from './cn';
import { en } from './en';
import type { FirstTranslation, MoreTranslation, Translation } from './en';
import { id } from './id';
import { th } from './th';
import { vn } from './vn';
import { cnMore } from './more/cn';
import { enMore } from './more/en';
import { idMore } from './more/id';
import { thMore } from './more/th';
import { vnMore } from './more/vn';

export type { FirstKey, FirstTranslation, MoreTranslation, Translation, TranslationKey } from './en';

/** Each locale's two parts as the app loads them (tests stand in for the chunks with these). ph carries the English text (spec section 9): the same parts. */
export const LOCALE_PARTS: Readonly<Record<Language, { first: FirstTranslation; more: MoreTranslation }>> = {
  cn: { first: cn, more: cnMore },
  en: { first: en, more: enMore },
  vn: { first: vn, more: vnMore },
  th: { first: th, more: thMore },
  id: { first: id, more: idMore },
  ph: { first: en, more: enMore },
};

/** The six locales, each whole (both parts): for tests and pages that bundle them; the app loads the parts on demand (i18n.ts). */
export const LOCALES: Readonly<Record<Language, Translation>> = Object.fromEntries(
  Object.entries(LOCALE_PARTS).map(([lang, parts]) => [lang, { ...parts.first, ...parts.more }]),
) as Record<Language, Translation>;
