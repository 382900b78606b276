import { IndecentWordType } from '@sideline/protocol';
import type { IndecentWord } from '@sideline/protocol';

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/**
 * One case-insensitive pattern from the indecent-word list (section 5): Type 1 words match
 * anywhere (special characters escaped), Type 2 only as whole words (no letter, digit or
 * underscore on either side — Unicode-aware, so Thai and Vietnamese words work too).
 * Null when the list is empty.
 */
export function buildIndecentPattern(words: readonly IndecentWord[]): RegExp | null {
  const parts: string[] = [];
  for (const w of words) {
    const content = w.Content.trim();
    if (!content) continue;
    const e = escape(content);
    parts.push(w.Type === IndecentWordType.WholeWord ? `(?<![\\p{L}\\p{N}_])${e}(?![\\p{L}\\p{N}_])` : e);
  }
  return parts.length ? new RegExp(parts.join('|'), 'iu') : null;
}

/** True when `text` matches the pattern (no pattern: never). */
export function isIndecent(pattern: RegExp | null, text: string): boolean {
  return pattern !== null && pattern.test(text);
}
