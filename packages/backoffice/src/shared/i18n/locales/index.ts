import { cn } from './cn';
import { en } from './en';
import type { Translation } from './en';
import { id } from './id';
import { ph } from './ph';
import { th } from './th';
import { vn } from './vn';

export type { Translation, TranslationKey } from './en';

/** The six locales of the back office. */
export const LOCALES: Readonly<Record<'cn' | 'en' | 'vn' | 'th' | 'id' | 'ph', Translation>> = { cn, en, vn, th, id, ph };
