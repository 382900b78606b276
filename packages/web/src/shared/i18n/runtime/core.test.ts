/**
 * The translation runtime against i18next itself (loaded by its file path: the web tests
 * resolve the name `i18next` to ./core): every key of every locale, with and without values
 * for its placeholders, missing keys, default values, fallback and switching.
 */
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from '@sideline/protocol';
import { LOCALES } from '../locales';
import { createInstance } from './core';

type Instance = { t(key: string, options?: object): string; changeLanguage(l: string): Promise<unknown>; language: string };
let makeReal: () => { init(o: object): Promise<unknown> } & Instance;

beforeAll(async () => {
  const path = createRequire(import.meta.url).resolve('i18next');
  const real = (await import(/* @vite-ignore */ path)) as { createInstance?: typeof makeReal; default?: { createInstance: typeof makeReal } };
  makeReal = real.createInstance ?? real.default!.createInstance;
});

const options = (fallbackLng: string | false) => ({
  lng: 'en', fallbackLng, interpolation: { escapeValue: false }, returnNull: false, initAsync: false,
  resources: Object.fromEntries(LANGUAGES.map((l) => [l, { translation: LOCALES[l] }])),
});

async function both(fallbackLng: string | false) {
  const real = makeReal();
  await real.init(options(fallbackLng));
  const small = createInstance();
  await small.init(options(fallbackLng));
  return { real, small: small as unknown as Instance };
}

describe('the translation runtime gives i18next\'s texts', () => {
  it('for every key of every locale, with all, some and none of its placeholder values', async () => {
    const { real, small } = await both('en');
    const values = [undefined, {}, { count: 3, name: 'Linh', nickname: 'Lucky88', amount: 1200, n: 2, id: 7, value: null, seconds: 5 }];
    for (const lang of LANGUAGES) {
      await real.changeLanguage(lang);
      await small.changeLanguage(lang);
      for (const key of Object.keys(LOCALES.en)) {
        for (const v of values) expect(small.t(key, v), `${lang} ${key}`).toBe(real.t(key, v));
      }
    }
  });

  it('for missing keys, default values, a fixed language and no fallback', async () => {
    for (const fallback of ['en', false] as const) {
      const { real, small } = await both(fallback);
      for (const [key, opts] of [['no-such-key', undefined], ['no-such-key', { defaultValue: 'Streaming {{n}}', n: 4 }], ['refresh', { defaultValue: 'x' }], ['refresh', { lng: 'th' }]] as const) {
        expect(small.t(key, opts), `${key} ${JSON.stringify(opts)}`).toBe(real.t(key, opts));
      }
    }
  });

  it('announces a language change once, and a bundle added later is used', async () => {
    const small = createInstance();
    await small.init({ lng: 'en', fallbackLng: false, resources: { en: { translation: { refresh: 'Refresh' } } } });
    const changed = vi.fn();
    small.on('languageChanged', changed);
    expect(small.hasResourceBundle('th', 'translation')).toBe(false);
    small.addResourceBundle('th', 'translation', { refresh: LOCALES.th.refresh });
    await small.changeLanguage('th');
    await small.changeLanguage('th');
    expect(changed).toHaveBeenCalledTimes(1);
    expect(small.t('refresh')).toBe(LOCALES.th.refresh);
    expect(small.getFixedT('en')('refresh')).toBe('Refresh');
    small.off('languageChanged', changed);
    await small.changeLanguage('en');
    expect(changed).toHaveBeenCalledTimes(1);
  });
});
