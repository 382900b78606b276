import { cloneElement, useId } from 'react';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { messageKey } from './messages';

/** A field's error text in the staff member's language (form keys and the spec's admin messages). */
export function useFieldError(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return (message) => {
    if (!message) return undefined;
    const [key, params] = messageKey(message);
    return t(key as 'form-required', params);
  };
}

/**
 * A labelled form field: the label, a flag on required fields (visible mark and its spoken
 * word), the error under the control tied to it (aria-invalid, aria-describedby).
 */
export function Field(props: { label: string; required?: boolean; error?: string; hint?: string; children: ReactElement<Record<string, unknown>> }) {
  const { t } = useTranslation();
  const errorText = useFieldError()(props.error);
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [props.hint ? hintId : null, errorText ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${errorText ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>
        {props.label}
        {props.required && <span className="field__required" title={t('form-required-field')}> *<span className="sr-only">{t('form-required-field')}</span></span>}
      </label>
      {cloneElement(props.children, { id, 'aria-invalid': errorText ? true : undefined, 'aria-describedby': describedBy, 'aria-required': props.required || undefined })}
      {props.hint && <p className="field__hint" id={hintId}>{props.hint}</p>}
      {errorText && <p className="field__error" id={errorId} role="alert">{errorText}</p>}
    </div>
  );
}
