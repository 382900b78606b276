import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { RejectStreamerPost } from '@sideline/protocol';
import type { BackofficePost } from '@sideline/protocol';
import { StaffApiError, staffCall } from '../../shared/api';
import { Field, FormError, formResolver } from '../../shared/forms';
import { useErrorText } from '../../shared/ui';

/** The contract's own rule: a reason is required ('A reason is required for rejection'). */
export const RejectFormSchema = z.object({ Reason: RejectStreamerPost.request.shape.Reason });

/** Not approve a post: the reason is required, checked here and again by the server. */
export function RejectForm(props: { post: BackofficePost; onDone: (p: BackofficePost) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const form = useForm<{ Reason: string }>({ resolver: formResolver(RejectFormSchema), defaultValues: { Reason: '' } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (v) => {
    try {
      props.onDone((await staffCall(RejectStreamerPost, { PostId: props.post.PostId, Reason: v.Reason })).Post);
    } catch (error) {
      if (error instanceof StaffApiError && error.code === 'Reason') form.setError('Reason', { message: error.message }, { shouldFocus: true });
      else form.setError('root', { message: errorText(error) });
    }
  });
  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label={t('posts-reject')}>
      <p className="post-quote">{props.post.Content}</p>
      <Field label={t('posts-reject-reason')} required error={errors.Reason?.message}>
        <textarea rows={3} maxLength={300} {...form.register('Reason')} />
      </Field>
      <FormError error={errors.root} />
      <div className="form__actions">
        <button type="submit" className="btn btn--danger" disabled={isSubmitting}>{t('posts-reject')}</button>
        <button type="button" className="btn" onClick={props.onCancel}>{t('action-cancel')}</button>
      </div>
    </form>
  );
}
