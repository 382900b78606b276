import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@sideline/protocol';
import { issueKey, messageKey } from '../forms';
import { BACKOFFICE_LANGUAGES } from './i18n';
import { LOCALES } from './locales';

const keys = Object.keys(LOCALES.en).sort();

describe('back-office locales', () => {
  it('exist in all six languages with exactly the English keys, none empty', () => {
    for (const lng of BACKOFFICE_LANGUAGES) {
      expect(Object.keys(LOCALES[lng]).sort(), lng).toEqual(keys);
      for (const [k, v] of Object.entries(LOCALES[lng])) expect(v.trim(), `${lng}:${k}`).not.toBe('');
    }
  });

  it('Chinese is complete: every text is translated (beyond names, codes and placeholders)', () => {
    const same = keys.filter((k) => LOCALES.cn[k as keyof typeof LOCALES.cn] === LOCALES.en[k as keyof typeof LOCALES.en]);
    expect(same).toEqual(['audit-ip', 'players-ip']);
  });

  it("carry every admin validation message of the spec, mapped from the server's English text", () => {
    for (const message of Object.values(ADMIN_MESSAGES)) {
      const [key] = messageKey(message);
      expect(key in LOCALES.en, message).toBe(true);
      expect(LOCALES.en[key as keyof typeof LOCALES.en]).toBe(message);
      expect(LOCALES.cn[key as keyof typeof LOCALES.cn]).not.toBe(message);
    }
  });

  it("turn zod's issues into keys every locale has", () => {
    const issues = [
      { code: 'too_small', origin: 'string', minimum: 1 }, { code: 'too_small', origin: 'string', minimum: 10 },
      { code: 'too_big', origin: 'string', maximum: 8 }, { code: 'invalid_format', format: 'email' },
      { code: 'too_small', origin: 'array', minimum: 1 }, { code: 'invalid_type', input: undefined },
    ];
    for (const issue of issues) {
      const [key] = messageKey(issueKey(issue) ?? '');
      expect(key in LOCALES.en, JSON.stringify(issue)).toBe(true);
    }
  });
});
