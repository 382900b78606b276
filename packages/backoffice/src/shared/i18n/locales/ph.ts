import { en } from './en';
import type { Translation } from './en';

/** Philippines: English text (as the widget's ph locale). */
export const ph: Translation = { ...en };
