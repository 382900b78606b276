import { describe, expect, it } from 'vitest';
import { encodeDataParam } from '@sideline/protocol';
import type { KeyValueStore } from '../storage/localStore';
import type { Language } from '@sideline/protocol';
import type { LocaleLoaders } from './i18n';
import { chooseLanguage, completeLocale, createI18n, resolveStartupLanguage, startI18n, switchLanguage } from './i18n';
import { LOCALE_PARTS, LOCALES } from './locales';

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

describe('locales loaded on demand (startI18n)', () => {
  /** The real locale chunks, counting which were asked for. */
  function countingLoaders() {
    const asked: string[] = [];
    // Each part as the app loads it: 'th' is Thai's first part, 'th+' its second.
    const loaders = Object.fromEntries(
      (Object.keys(LOCALES) as Language[]).map((l) => [l, {
        first: async () => { asked.push(l); return LOCALE_PARTS[l].first; },
        more: async () => { asked.push(`${l}+`); return LOCALE_PARTS[l].more; },
      }]),
    ) as LocaleLoaders;
    return { asked, loaders };
  }

  it('loads only the viewer\'s locale at start', async () => {
    const { asked, loaders } = countingLoaders();
    const i18n = await startI18n('th', loaders);
    expect(asked).toEqual(['th']);
    expect(i18n.t('refresh')).toBe(LOCALES.th.refresh);
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
  });

  it('loads the second part of the locale on completeLocale, once', async () => {
    const { asked, loaders } = countingLoaders();
    const i18n = await startI18n('th', loaders);
    await Promise.all([completeLocale(i18n), completeLocale(i18n)]);
    expect(asked).toEqual(['th', 'th+']);
    expect(i18n.t('admin-notice-title')).toBe(LOCALES.th['admin-notice-title']);
  });

  it('a second-part key asked before its part arrived shows nothing, loads the part, then shows its text', async () => {
    const { asked, loaders } = countingLoaders();
    const i18n = await startI18n('vn', loaders);
    const added = new Promise<void>((resolve) => i18n.on('added', () => resolve()));
    expect(i18n.t('admin-notice-title')).toBe('');
    await added;
    expect(asked).toEqual(['vn', 'vn+']);
    expect(i18n.t('admin-notice-title')).toBe(LOCALES.vn['admin-notice-title']);
  });

  it('switches only once the new locale is there: no key name is ever shown', async () => {
    const { asked, loaders } = countingLoaders();
    const i18n = await startI18n('en', loaders);
    const seen: string[] = [];
    i18n.on('languageChanged', () => seen.push(i18n.t('refresh')));
    await switchLanguage(i18n, 'vn');
    expect(asked).toEqual(['en', 'vn', 'vn+']);
    expect(seen).toEqual([LOCALES.vn.refresh]);
    expect(i18n.t('refresh')).toBe(LOCALES.vn.refresh);
  });

  it('a locale that fails to load leaves the current language in place', async () => {
    const { loaders } = countingLoaders();
    loaders.cn = { first: () => Promise.reject(new Error('offline')), more: () => Promise.reject(new Error('offline')) };
    const i18n = await startI18n('en', loaders);
    await switchLanguage(i18n, 'cn');
    expect(i18n.language).toBe('en');
    expect(i18n.t('refresh')).toBe(LOCALES.en.refresh);
  });

  it('a later choice wins over an earlier one whose locale arrives last', async () => {
    const { loaders } = countingLoaders();
    let releaseTh: () => void = () => undefined;
    const thArrived = new Promise<void>((resolve) => { releaseTh = resolve; });
    loaders.th = { first: () => thArrived.then(() => LOCALE_PARTS.th.first), more: async () => LOCALE_PARTS.th.more };
    const i18n = await startI18n('en', loaders);
    const slow = switchLanguage(i18n, 'th');
    await switchLanguage(i18n, 'vn');
    releaseTh();
    await slow;
    expect(i18n.language).toBe('vn');
  });

  it('loads through the wrapper react-i18next hands to components', async () => {
    const { asked, loaders } = countingLoaders();
    const i18n = await startI18n('en', loaders);
    // react-i18next's useTranslation returns a copy of the instance's own properties.
    const wrapper = Object.create(Object.getPrototypeOf(i18n), Object.getOwnPropertyDescriptors(i18n)) as typeof i18n;
    await switchLanguage(wrapper, 'id');
    expect(asked).toEqual(['en', 'id', 'id+']);
    expect(wrapper.t('refresh')).toBe(LOCALES.id.refresh);
  });

  it('starts in English when the viewer\'s locale cannot be fetched', async () => {
    const { asked, loaders } = countingLoaders();
    loaders.th = { ...loaders.th, first: () => Promise.reject(new Error('offline')) };
    const i18n = await startI18n('th', loaders);
    expect(i18n.language).toBe('en');
    expect(i18n.t('refresh')).toBe(LOCALES.en.refresh);
    expect(asked).toEqual(['en']);
  });
});
