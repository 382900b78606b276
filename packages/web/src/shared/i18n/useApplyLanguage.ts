import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@sideline/protocol';
import { switchLanguage } from './i18n';

/**
 * Makes `lang` (from the data parameter or a route parameter) the interface language while
 * the calling page is shown. Undefined leaves the current language alone. It applies when
 * `lang` itself changes, not on every language change: react-i18next hands components a new
 * wrapper of the instance after each switch, and re-applying then would undo the viewer's own
 * choice in the language picker (issue 16 item 27). The `lang` attribute of the document
 * follows, for screen readers.
 */
export function useApplyLanguage(lang: Language | undefined): void {
  const { i18n } = useTranslation();
  const applied = useRef<Language | undefined>(undefined);
  useEffect(() => {
    if (!lang || applied.current === lang) return;
    applied.current = lang;
    void switchLanguage(i18n, lang);
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
