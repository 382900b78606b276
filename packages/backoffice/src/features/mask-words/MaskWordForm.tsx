import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ADMIN_MESSAGES, AddMaskWord, EditMaskWord, StaffErrorCode } from '@sideline/protocol';
import type { MaskWord , IndecentWordType} from '@sideline/protocol';
import { StaffApiError, staffCall } from '../../shared/api';
import { Field, FormError, formResolver, useLeaveWarning } from '../../shared/forms';
import { useErrorText } from '../../shared/ui';

/** The form's own shape: scope as a choice, the site id as text (empty when shared). */
export const MaskWordFormSchema = z.object({
  Content: AddMaskWord.request.shape.Content,
  Logic: z.enum(['1', '2']),
  Scope: z.enum(['shared', 'site']),
  SiteId: z.string(),
}).superRefine((v, ctx) => {
  if (v.Scope === 'site' && !/^[1-9]\d*$/.test(v.SiteId.trim())) ctx.addIssue({ code: 'custom', path: ['SiteId'], message: ADMIN_MESSAGES.required });
});
type Values = z.infer<typeof MaskWordFormSchema>;

/**
 * Add or edit a mask word (spec "Mask word: shared or site-specific, logic method 1 or 2").
 * A duplicate is refused by the server with 'Masking word already exists', shown at the word.
 */
export function MaskWordForm(props: { word: MaskWord | null; onDone: (word: MaskWord) => void; onCancel?: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const w = props.word;
  const empty: Values = { Content: '', Logic: '1', Scope: 'shared', SiteId: '' };
  const form = useForm<Values>({
    resolver: formResolver(MaskWordFormSchema),
    defaultValues: w ? { Content: w.Content, Logic: String(w.Logic) as '1' | '2', Scope: w.SiteId === null ? 'shared' : 'site', SiteId: w.SiteId === null ? '' : String(w.SiteId) } : empty,
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  useLeaveWarning(isDirty && !isSubmitting);
  const scope = form.watch('Scope');
  const onSubmit = form.handleSubmit(async (v) => {
    const body = { Content: v.Content, Logic: Number(v.Logic) as IndecentWordType, SiteId: v.Scope === 'site' ? Number(v.SiteId) : null };
    try {
      const result = w ? await staffCall(EditMaskWord, { ...body, MaskWordId: w.MaskWordId }) : await staffCall(AddMaskWord, body);
      form.reset(w ? v : empty);
      props.onDone(result.Word);
    } catch (error) {
      if (error instanceof StaffApiError && error.code === StaffErrorCode.MaskWordExists) form.setError('Content', { message: ADMIN_MESSAGES.maskWordExists }, { shouldFocus: true });
      else form.setError('root', { message: errorText(error) });
    }
  });
  return (
    <form className="form form--inline" onSubmit={onSubmit} noValidate aria-label={w ? t('mask-edit') : t('mask-add')}>
      <Field label={t('mask-word')} required error={errors.Content?.message}>
        <input type="text" autoComplete="off" {...form.register('Content')} />
      </Field>
      <fieldset className="field">
        <legend>{t('mask-logic')}</legend>
        <div className="radio-row">
          <label><input type="radio" value="1" {...form.register('Logic')} /> {t('mask-logic-1')}</label>
          <label><input type="radio" value="2" {...form.register('Logic')} /> {t('mask-logic-2')}</label>
        </div>
      </fieldset>
      <fieldset className="field">
        <legend>{t('mask-scope')}</legend>
        <div className="radio-row">
          <label><input type="radio" value="shared" {...form.register('Scope')} /> {t('mask-shared')}</label>
          <label><input type="radio" value="site" {...form.register('Scope')} /> {t('mask-site')}</label>
        </div>
      </fieldset>
      {scope === 'site' && (
        <Field label={t('mask-site-id')} required error={errors.SiteId?.message}>
          <input type="text" inputMode="numeric" {...form.register('SiteId')} />
        </Field>
      )}
      <FormError error={errors.root} />
      <div className="form__actions">
        <button type="submit" className="btn btn--primary" disabled={isSubmitting}>{w ? t('action-save') : t('mask-add')}</button>
        {props.onCancel && <button type="button" className="btn" onClick={props.onCancel}>{t('action-cancel')}</button>}
      </div>
    </form>
  );
}
