import { describe, expect, it } from 'vitest';
import { encodeDataParam } from '../data-param/decode';
import type { KeyValueStore } from '../storage/localStore';
import { chooseLanguage, createI18n, resolveStartupLanguage } from './i18n';

function memoryStore(initial: Record<string, string> = {}): KeyValueStore & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    get: (k) => data[k] ?? null,
    set: (k, v) => {
      data[k] = v;
    },
    remove: (k) => {
      delete data[k];
    },
  };
}

describe('start-up language', () => {
  it.each([
    ['data UserLanguage wins', `?data=${encodeDataParam({ UserLanguage: 'VN' })}`, { lang: 'th' }, 'vn'],
    ['saved lang without data', '', { lang: 'th' }, 'th'],
    ['saved lang in capitals', '', { lang: 'ID' }, 'id'],
    ['bad data falls back to saved lang', '?data=%%%', { lang: 'cn' }, 'cn'],
    ['unknown saved lang falls back to en', '', { lang: 'fr' }, 'en'],
    ['nothing gives en', '', {}, 'en'],
  ])('%s', (_name, search, saved, expected) => {
    expect(resolveStartupLanguage(search, memoryStore(saved))).toBe(expected);
  });

  it('choosing a language switches and saves it', () => {
    const store = memoryStore();
    const i18n = createI18n('en');
    chooseLanguage(i18n, 'cn', store);
    expect(i18n.language).toBe('cn');
    expect(store.data.lang).toBe('cn');
  });
});
