import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, toLanguage } from '@sideline/protocol';
import { chooseLanguage } from '../../../shared/i18n/i18n';
import { LANGUAGE_NAME_KEY } from './languageNames';

/** Interface language switcher; the choice is saved as `lang` in local storage. */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className="language-picker">
      <label htmlFor={id} className="visually-hidden">{t('language')}</label>
      <select id={id} value={toLanguage(i18n.language)} onChange={(e) => chooseLanguage(i18n, toLanguage(e.target.value))}>
        {LANGUAGES.map((l) => (
          <option key={l} value={l}>{t(LANGUAGE_NAME_KEY[l])}</option>
        ))}
      </select>
    </div>
  );
}
