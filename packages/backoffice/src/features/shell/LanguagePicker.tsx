import { useTranslation } from 'react-i18next';
import { BACKOFFICE_LANGUAGES, HTML_LANG, rememberLanguage } from '../../shared/i18n';
import type { BackofficeLanguage } from '../../shared/i18n';

/** Language names in their own language, so each is recognisable whatever the current one (marked with its BCP 47 tag: 'vi', 'fil'). */
const NAMES: Record<BackofficeLanguage, string> = { cn: '中文', en: 'English', vn: 'Tiếng Việt', th: 'ไทย', id: 'Bahasa Indonesia', ph: 'Filipino' };

export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  return (
    <label className="language-picker">
      <span className="sr-only">{t('shell-language')}</span>
      <select value={i18n.language} onChange={(e) => rememberLanguage(i18n, e.target.value as BackofficeLanguage)} aria-label={t('shell-language')}>
        {BACKOFFICE_LANGUAGES.map((l) => <option key={l} value={l} lang={HTML_LANG[l]}>{NAMES[l]}</option>)}
      </select>
    </label>
  );
}
