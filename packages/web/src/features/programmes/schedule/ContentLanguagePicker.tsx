import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The topic page's content-language filter ('all' first, then languages in the given order). */
export function ContentLanguagePicker(props: { options: readonly string[]; value: string; onChange(value: string): void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="content-language">
      <label htmlFor={id} className="visually-hidden">{t('streamer-language')}</label>
      <select id={id} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        {props.options.map((l) => (
          <option key={l} value={l}>{l === 'all' ? t('all') : l.toUpperCase()}</option>
        ))}
      </select>
    </div>
  );
}
