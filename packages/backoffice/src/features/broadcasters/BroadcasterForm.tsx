import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ADMIN_MESSAGES, BroadcasterInput, CreateBroadcaster, EditBroadcaster, StaffErrorCode } from '@sideline/protocol';
import type { BackofficeBroadcaster } from '@sideline/protocol';
import type { z } from 'zod';
import { StaffApiError, staffCall } from '../../shared/api';
import { Field, FormError, formResolver, useLeaveWarning } from '../../shared/forms';
import { useErrorText } from '../../shared/ui';

type Values = z.input<typeof BroadcasterInput>;
const LANGUAGES = BroadcasterInput.shape.Language.options;
const STYLES = BroadcasterInput.shape.Style.options;

/** Add or edit a voice broadcaster (name, language, style, on/off); a duplicate name shows at the name. */
export function BroadcasterForm(props: { broadcaster: BackofficeBroadcaster | null; onDone: (b: BackofficeBroadcaster) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const b = props.broadcaster;
  const form = useForm<Values>({
    resolver: formResolver(BroadcasterInput),
    defaultValues: b ? { Name: b.Name, Language: b.Language as Values['Language'], Style: b.Style, On: b.On } : { Name: '', Language: 'vn', Style: 'Professional', On: true },
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  useLeaveWarning(isDirty && !isSubmitting);
  const onSubmit = form.handleSubmit(async (v) => {
    try {
      const result = b ? await staffCall(EditBroadcaster, { ...v, BroadcasterId: b.BroadcasterId }) : await staffCall(CreateBroadcaster, v);
      form.reset(v);
      props.onDone(result.Broadcaster);
    } catch (error) {
      if (error instanceof StaffApiError && error.code === StaffErrorCode.BroadcasterExists) form.setError('Name', { message: ADMIN_MESSAGES.broadcasterExists }, { shouldFocus: true });
      else form.setError('root', { message: errorText(error) });
    }
  });
  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label={b ? t('broadcasters-edit-of', { name: b.Name }) : t('broadcasters-add')}>
      <Field label={t('broadcasters-name')} required error={errors.Name?.message}><input type="text" autoComplete="off" {...form.register('Name')} /></Field>
      <Field label={t('broadcasters-language')} required>
        <select {...form.register('Language')}>{LANGUAGES.map((l) => <option key={l} value={l}>{l.toUpperCase()}</option>)}</select>
      </Field>
      <Field label={t('broadcasters-style')} required>
        <select {...form.register('Style')}>{STYLES.map((s) => <option key={s} value={s}>{t(`broadcasters-style-${s.toLowerCase()}` as 'broadcasters-style-funny')}</option>)}</select>
      </Field>
      <label className="check"><input type="checkbox" {...form.register('On')} /> {t('streamers-on')}</label>
      <FormError error={errors.root} />
      <div className="form__actions">
        <button type="submit" className="btn btn--primary" disabled={isSubmitting}>{b ? t('action-save') : t('broadcasters-add')}</button>
        <button type="button" className="btn" onClick={props.onCancel}>{t('action-cancel')}</button>
      </div>
    </form>
  );
}
