import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, toLanguage } from '@sideline/protocol';
import { chooseLanguage } from '../../../shared/i18n/i18n';
import { LANGUAGE_NAME_KEY } from './languageNames';
import './language.css';

/**
 * The language list of the streaming settings menu: a row naming the current interface
 * language that opens the six languages as radio buttons. Choosing one switches every text
 * and the language-specific images at once (they read the i18n language) and saves it as
 * `lang` in local storage, which start-up reads (data UserLanguage first, then `lang`, then en).
 */
export function LanguageList() {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const current = toLanguage(i18n.language);
  return (
    <div className="language-list" data-testid="language-list">
      <button
        type="button"
        className="settings-menu__action language-list__toggle"
        aria-expanded={open}
        aria-controls={listId}
        data-testid="language-list-toggle"
        onClick={() => setOpen((o) => !o)}
      >
        <span>{t('language')}</span>
        <span className="language-list__current" lang={current}>{t(LANGUAGE_NAME_KEY[current])}</span>
      </button>
      {open && (
        <fieldset id={listId} className="language-list__options">
          <legend className="visually-hidden">{t('language')}</legend>
          {LANGUAGES.map((l) => (
            <label key={l} className="language-list__option" lang={l}>
              <input
                type="radio"
                name={`${listId}-lang`}
                value={l}
                checked={current === l}
                data-testid={`language-option-${l}`}
                onChange={() => chooseLanguage(i18n, l)}
              />
              <span>{t(LANGUAGE_NAME_KEY[l])}</span>
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
