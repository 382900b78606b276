import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@sideline/protocol';
import { switchLanguage } from './i18n';

/**
 * Makes `lang` (from the data parameter or a route parameter) the interface language while
 * the calling page is shown. Undefined leaves the current language alone. The `lang`
 * attribute of the document follows, for screen readers.
 */
export function useApplyLanguage(lang: Language | undefined): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (lang) void switchLanguage(i18n, lang);
  }, [lang, i18n]);
  useEffect(() => {
    const onChange = (l: string) => {
      document.documentElement.lang = l === 'cn' ? 'zh-CN' : l === 'vn' ? 'vi' : l === 'ph' ? 'en-PH' : l;
    };
    onChange(i18n.language);
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [i18n]);
}
