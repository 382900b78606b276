import { en } from './en';
import type { Translation } from './en';

/** Philippines: the translation set carries English text for ph (spec section 9). */
export const ph: Translation = { ...en };
