import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ADMIN_MESSAGES, CreateReferralCode, EditReferralCode, REFERRAL_BONUS_MAX, ReferralCodeInput, StaffErrorCode } from '@sideline/protocol';
import type { ReferralCode } from '@sideline/protocol';
import { StaffApiError, staffCall } from '../../shared/api';
import { Field, FormError, formResolver, useLeaveWarning } from '../../shared/forms';
import { useErrorText } from '../../shared/ui';

const wholePoints = z.string().trim().regex(/^\d+$/, 'form-invalid').refine((v) => Number(v) <= REFERRAL_BONUS_MAX, `form-max|${REFERRAL_BONUS_MAX}`);

/** The form's own shape: numbers and the expiry as the inputs hold them (text, local date-time). */
export const ReferralCodeFormSchema = z.object({
  Code: ReferralCodeInput.shape.Code,
  OneTimeBonus: wholePoints,
  DailyBonus: wholePoints,
  ExpiresAt: z.string().min(1, ADMIN_MESSAGES.required),
}).superRefine((v, ctx) => {
  const at = new Date(v.ExpiresAt).getTime();
  if (v.ExpiresAt && !(at > Date.now())) ctx.addIssue({ code: 'custom', path: ['ExpiresAt'], message: ADMIN_MESSAGES.expiryInFuture });
});
type Values = z.infer<typeof ReferralCodeFormSchema>;

/** `datetime-local` value (the staff member's local time) of an instant. */
function localInput(ms: number): string {
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
}

/**
 * Add or edit a referral code (spec: code, one-time bonus points, daily bonus points, expiration
 * date; English letters and digits only; duplicates refused). The server's refusals show at
 * their field in the staff member's language.
 */
export function ReferralCodeForm(props: { code: ReferralCode | null; onDone: (code: ReferralCode) => void; onCancel?: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const c = props.code;
  const empty: Values = { Code: '', OneTimeBonus: '0', DailyBonus: '0', ExpiresAt: '' };
  const form = useForm<Values>({
    resolver: formResolver(ReferralCodeFormSchema),
    defaultValues: c ? { Code: c.Code, OneTimeBonus: String(c.OneTimeBonus), DailyBonus: String(c.DailyBonus), ExpiresAt: localInput(c.ExpiresAt) } : empty,
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  useLeaveWarning(isDirty && !isSubmitting);
  const onSubmit = form.handleSubmit(async (v) => {
    const body = { Code: v.Code, OneTimeBonus: Number(v.OneTimeBonus), DailyBonus: Number(v.DailyBonus), ExpiresAt: new Date(v.ExpiresAt).getTime() };
    try {
      const result = c ? await staffCall(EditReferralCode, { ...body, ReferralCodeId: c.ReferralCodeId }) : await staffCall(CreateReferralCode, body);
      form.reset(c ? v : empty);
      props.onDone(result.Code);
    } catch (error) {
      if (error instanceof StaffApiError && error.code === StaffErrorCode.ReferralCodeExists) form.setError('Code', { message: ADMIN_MESSAGES.referralCodeExists }, { shouldFocus: true });
      else if (error instanceof StaffApiError && (error.code === 'Code' || error.code === 'ExpiresAt')) form.setError(error.code, { message: error.message }, { shouldFocus: true });
      else form.setError('root', { message: errorText(error) });
    }
  });
  return (
    <form className="form form--inline" onSubmit={onSubmit} noValidate aria-label={c ? t('referral-edit') : t('referral-add')}>
      <Field label={t('referral-code')} required error={errors.Code?.message} hint={t('referral-code-hint')}>
        <input type="text" autoComplete="off" spellCheck={false} maxLength={40} {...form.register('Code')} />
      </Field>
      <Field label={t('referral-one-time')} required error={errors.OneTimeBonus?.message}>
        <input type="text" inputMode="numeric" {...form.register('OneTimeBonus')} />
      </Field>
      <Field label={t('referral-daily')} required error={errors.DailyBonus?.message}>
        <input type="text" inputMode="numeric" {...form.register('DailyBonus')} />
      </Field>
      <Field label={t('referral-expires')} required error={errors.ExpiresAt?.message}>
        <input type="datetime-local" {...form.register('ExpiresAt')} />
      </Field>
      <FormError error={errors.root} />
      <div className="form__actions">
        <button type="submit" className="btn btn--primary" disabled={isSubmitting}>{c ? t('action-save') : t('referral-add')}</button>
        {props.onCancel && <button type="button" className="btn" onClick={props.onCancel}>{t('action-cancel')}</button>}
      </div>
    </form>
  );
}
