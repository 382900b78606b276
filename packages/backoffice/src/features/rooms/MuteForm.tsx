import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MutePlayer, UnmutePlayer } from '@sideline/protocol';
import { z } from 'zod';
import { StaffApiError, staffCall } from '../../shared/api';
import { Field, FormError, formResolver, useLeaveWarning } from '../../shared/forms';
import { useErrorText } from '../../shared/ui';

type MuteValues = z.input<typeof MutePlayer.request>;

/** The contract's MutePlayer schema, with the hidden or emptied amount read as none (forever needs none; days/hours then say Required). */
const MuteFormSchema = z.preprocess((v) => {
  const values = v as MuteValues;
  const amount = values.Amount;
  return { ...values, Amount: values.Duration === 'forever' || amount === undefined || Number.isNaN(amount) ? null : amount };
}, MutePlayer.request) as unknown as typeof MutePlayer.request;

/** Mute a player (spec "Mute: reason, duration"): reason required; forever, N days or N hours. */
export function MuteForm(props: { customerId: number; nickname: string; onDone: (text: string) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const form = useForm<MuteValues>({
    resolver: formResolver(MuteFormSchema),
    defaultValues: { CustomerId: props.customerId, Reason: '', Duration: 'hours', Amount: 1, HideLines: false },
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  useLeaveWarning(isDirty && !isSubmitting);
  const duration = form.watch('Duration');
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const body = { ...values, Amount: values.Duration === 'forever' ? null : values.Amount };
      await staffCall(MutePlayer, body);
      form.reset(values);
      props.onDone(t('mute-done', { name: props.nickname }));
    } catch (error) {
      if (error instanceof StaffApiError && error.status === 400 && ['Reason', 'Amount'].includes(error.code)) form.setError(error.code as 'Reason', { message: error.message });
      else form.setError('root', { message: errorText(error) });
    }
  });
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <Field label={t('mute-reason')} required error={errors.Reason?.message}>
        <textarea rows={2} {...form.register('Reason')} />
      </Field>
      <fieldset className="field">
        <legend>{t('mute-duration')}</legend>
        <div className="radio-row">
          {(['forever', 'days', 'hours'] as const).map((d) => (
            <label key={d}><input type="radio" value={d} {...form.register('Duration')} /> {t(`mute-${d}` as 'mute-forever')}</label>
          ))}
        </div>
      </fieldset>
      {duration !== 'forever' && (
        <Field label={duration === 'days' ? t('mute-days') : t('mute-hours')} required error={errors.Amount?.message}>
          <input type="number" min={1} step={1} inputMode="numeric" {...form.register('Amount', { valueAsNumber: true })} />
        </Field>
      )}
      <label className="check"><input type="checkbox" {...form.register('HideLines')} /> {t('mute-hide-lines')}</label>
      <FormError error={errors.root} />
      <div className="form__actions">
        <button type="submit" className="btn btn--danger" disabled={isSubmitting}>{t('mute-submit')}</button>
        <button type="button" className="btn" onClick={props.onCancel}>{t('action-cancel')}</button>
      </div>
    </form>
  );
}

/** Lift a mute (spec "unmute reason"): reason required. */
export function UnmuteForm(props: { customerId: number; nickname: string; onDone: (text: string) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const form = useForm<z.input<typeof UnmutePlayer.request>>({ resolver: formResolver(UnmutePlayer.request), defaultValues: { CustomerId: props.customerId, Reason: '' } });
  const { errors, isDirty, isSubmitting } = form.formState;
  useLeaveWarning(isDirty && !isSubmitting);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await staffCall(UnmutePlayer, values);
      form.reset(values);
      props.onDone(t('unmute-done', { name: props.nickname }));
    } catch (error) {
      form.setError('root', { message: errorText(error) });
    }
  });
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <Field label={t('unmute-reason')} required error={errors.Reason?.message}>
        <textarea rows={2} {...form.register('Reason')} />
      </Field>
      <FormError error={errors.root} />
      <div className="form__actions">
        <button type="submit" className="btn btn--primary" disabled={isSubmitting}>{t('unmute-submit')}</button>
        <button type="button" className="btn" onClick={props.onCancel}>{t('action-cancel')}</button>
      </div>
    </form>
  );
}
