// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { bootScript } from './localePreload';
import { encodeDataParam } from './src/shared/data-param';

const files = { cn: ['/assets/cn.js'], en: ['/assets/en.js', '/assets/en-text.js'], th: ['/assets/th.js'], vn: ['/assets/vn.js'] };
const preloaded = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
const run = (search: string) => {
  window.history.replaceState(null, '', `/licensee${search}`);
  new Function(bootScript(files))();
  return preloaded();
};

afterEach(() => {
  document.head.innerHTML = '';
  localStorage.clear();
});

describe('the locale preload script (same choice as resolveStartupLanguage)', () => {
  it("preloads the data parameter's UserLanguage, in any case", () => {
    expect(run(`?data=${encodeURIComponent(encodeDataParam({ Token: 't', UserLanguage: 'TH' }))}`)).toEqual(['/assets/th.js']);
  });

  it('else the saved language, else English', () => {
    localStorage.setItem('lang', 'vn');
    expect(run(`?data=${encodeURIComponent(encodeDataParam({ Token: 't' }))}`)).toEqual(['/assets/vn.js']);
    document.head.innerHTML = '';
    localStorage.clear();
    expect(run('')).toEqual(['/assets/en.js', '/assets/en-text.js']);
  });

  it('a data parameter that does not decode, or an unknown language, falls back like start-up', () => {
    expect(run('?data=%%%')).toEqual(['/assets/en.js', '/assets/en-text.js']);
    document.head.innerHTML = '';
    localStorage.setItem('lang', 'cn');
    expect(run(`?data=${encodeURIComponent(encodeDataParam({ UserLanguage: 'xx' }))}`)).toEqual(['/assets/cn.js']);
  });
});
