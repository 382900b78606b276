import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GIFT_NAME_LANGUAGES, GIFT_NAME_MAX } from '@sideline/protocol';
import { Field } from '../../shared/forms';

type NameLanguage = (typeof GIFT_NAME_LANGUAGES)[number];

/** A gift's or lucky box's name in each language (English required; an empty one shows English). */
export function GiftNamesFieldset(props: {
  register: (name: `Names.${NameLanguage}`) => UseFormRegisterReturn;
  errors?: { [L in NameLanguage]?: { message?: string } };
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="field">
      <legend>{t('gifts-names')}</legend>
      <div className="form__grid">
        {GIFT_NAME_LANGUAGES.map((l) => (
          <Field key={l} label={t('gifts-name-in', { language: l.toUpperCase() })} required={l === 'en'} error={props.errors?.[l]?.message}>
            <input type="text" autoComplete="off" maxLength={GIFT_NAME_MAX + 10} {...props.register(`Names.${l}`)} />
          </Field>
        ))}
      </div>
    </fieldset>
  );
}
