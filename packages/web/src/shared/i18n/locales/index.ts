import type { Language } from '@sideline/protocol';
import { cn } from './cn';
import { en } from './en';
import type { Translation } from './en';
import { id } from './id';
import { ph } from './ph';
import { th } from './th';
import { vn } from './vn';

export type { Translation, TranslationKey } from './en';

/** The six bundled locales. */
export const LOCALES: Readonly<Record<Language, Translation>> = { cn, en, vn, th, id, ph };
