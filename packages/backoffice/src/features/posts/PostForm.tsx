import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  ADMIN_MESSAGES, CreateStreamerPost, EditStreamerPost, POST_PHOTOS_MAX, PostInput, UploadPostPhoto, UploadPostVideo,
} from '@sideline/protocol';
import type { BackofficePost, GetPostFormOptions } from '@sideline/protocol';
import { StaffApiError, staffCall } from '../../shared/api';
import { Field, FormError, formResolver, UploadField, useFieldError, useLeaveWarning } from '../../shared/forms';
import { useErrorText } from '../../shared/ui';

type Options = z.infer<typeof GetPostFormOptions.result>;

const whole = z.string().trim();

/**
 * The form's shape: the contract's fields as the inputs hold them (text numbers, a local
 * date-time, uploads as previews), with the server's cross-field rules checked here too so the
 * staff member sees them at the field before sending.
 */
export const PostFormSchema = z.object({
  StreamerId: z.string().min(1, ADMIN_MESSAGES.required),
  Type: PostInput.shape.Type,
  Content: PostInput.shape.Content,
  Media: z.array(z.object({ MediaId: z.string().nullable(), Url: z.string() })).min(1, ADMIN_MESSAGES.postMediaRequired),
  PublishAt: z.string().min(1, ADMIN_MESSAGES.required),
  Visibility: PostInput.shape.Visibility,
  Rule: z.enum(['', 'paid', 'vip', 'gift']),
  Amount: whole,
  VipLevel: z.string(),
  GiftId: z.string(),
}).superRefine((v, ctx) => {
  if (v.Type === 'video' && v.Media.length > 1) ctx.addIssue({ code: 'custom', path: ['Media'], message: ADMIN_MESSAGES.postVideoOne });
  if (v.PublishAt && Number.isNaN(new Date(v.PublishAt).getTime())) ctx.addIssue({ code: 'custom', path: ['PublishAt'], message: 'form-invalid' });
  if (v.Visibility !== 'restricted') return;
  if (!v.Rule) ctx.addIssue({ code: 'custom', path: ['Rule'], message: ADMIN_MESSAGES.postRuleRequired });
  if ((v.Rule === 'paid' || v.Rule === 'gift') && !(/^\d+$/.test(v.Amount) && Number(v.Amount) > 0)) ctx.addIssue({ code: 'custom', path: ['Amount'], message: ADMIN_MESSAGES.postAmountRequired });
  if (v.Rule === 'vip' && !v.VipLevel) ctx.addIssue({ code: 'custom', path: ['VipLevel'], message: ADMIN_MESSAGES.postVipLevelRequired });
  if (v.Rule === 'gift' && !v.GiftId) ctx.addIssue({ code: 'custom', path: ['GiftId'], message: ADMIN_MESSAGES.postGiftRequired });
});
type Values = z.infer<typeof PostFormSchema>;

/** `datetime-local` value (the staff member's local time) of an instant. */
export function localInput(ms: number): string {
  return new Date(ms - new Date(ms).getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

function valuesOf(p: BackofficePost): Values {
  return {
    StreamerId: String(p.StreamerId), Type: p.Type, Content: p.Content, Media: p.Media.map((m) => ({ MediaId: m.MediaId, Url: m.Url })),
    PublishAt: localInput(p.PublishAt), Visibility: p.Visibility, Rule: p.Rule ?? '', Amount: String(p.Amount),
    VipLevel: p.VipLevel === null ? '' : String(p.VipLevel), GiftId: p.GiftId === null ? '' : String(p.GiftId),
  };
}

const SERVER_FIELDS = ['StreamerId', 'Content', 'Media', 'PublishAt', 'Rule', 'Amount', 'VipLevel', 'GiftId'] as const;

/**
 * Add or edit a streamer post (spec section 9 "Streamer post": type photo or video, content,
 * publish time, visibility public or restricted, view rules paid / VIP level only / assigned
 * gift, amount). Photos JPG/PNG/GIF at most 800 KB, a video mp4 or m3u8 at most 25 MB, uploaded
 * as they are picked. A saved post waits under review.
 */
export function PostForm(props: { post: BackofficePost | null; options: Options; onDone: (p: BackofficePost) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const p = props.post;
  const empty: Values = {
    StreamerId: '', Type: 'photo', Content: '', Media: [], PublishAt: localInput(Date.now()), Visibility: 'public', Rule: '', Amount: '0', VipLevel: '', GiftId: '',
  };
  const form = useForm<Values>({ resolver: formResolver(PostFormSchema), defaultValues: p ? valuesOf(p) : empty });
  const { errors, isDirty, isSubmitting } = form.formState;
  useLeaveWarning(isDirty && !isSubmitting);
  const type = form.watch('Type');
  const visibility = form.watch('Visibility');
  const rule = form.watch('Rule');
  const onSubmit = form.handleSubmit(async (v) => {
    const restricted = v.Visibility === 'restricted';
    const body = {
      StreamerId: Number(v.StreamerId), Type: v.Type, Content: v.Content, Media: v.Media.flatMap((m) => (m.MediaId ? [m.MediaId] : [])),
      PublishAt: new Date(v.PublishAt).getTime(), Visibility: v.Visibility, Rule: restricted && v.Rule ? v.Rule : null,
      Amount: restricted && (v.Rule === 'paid' || v.Rule === 'gift') ? Number(v.Amount) : 0,
      VipLevel: restricted && v.Rule === 'vip' ? Number(v.VipLevel) : null,
      GiftId: restricted && v.Rule === 'gift' ? Number(v.GiftId) : null,
    };
    try {
      const result = p ? await staffCall(EditStreamerPost, { ...body, PostId: p.PostId }) : await staffCall(CreateStreamerPost, body);
      form.reset(valuesOf(result.Post));
      props.onDone(result.Post);
    } catch (error) {
      const field = error instanceof StaffApiError ? SERVER_FIELDS.find((f) => error.code === f || error.code.startsWith(`${f}.`)) : undefined;
      if (field && error instanceof StaffApiError) form.setError(field, { message: error.message }, { shouldFocus: true });
      else form.setError('root', { message: errorText(error) });
    }
  });
  return (
    <form className="form post-form" onSubmit={onSubmit} noValidate aria-label={p ? t('posts-edit') : t('posts-add')}>
      <div className="form__grid">
        <Field label={t('posts-streamer')} required error={errors.StreamerId?.message}>
          <select {...form.register('StreamerId')}>
            <option value="">{t('posts-choose')}</option>
            {props.options.Streamers.map((s) => <option key={s.StreamerId} value={s.StreamerId}>{s.Name}</option>)}
          </select>
        </Field>
        <fieldset className="field">
          <legend>{t('posts-type')}</legend>
          <div className="radio-row">
            <label><input type="radio" value="photo" {...form.register('Type', { onChange: () => form.setValue('Media', []) })} /> {t('posts-type-photo')}</label>
            <label><input type="radio" value="video" {...form.register('Type', { onChange: () => form.setValue('Media', []) })} /> {t('posts-type-video')}</label>
          </div>
        </fieldset>
        <Field label={t('posts-publish-at')} required error={errors.PublishAt?.message} hint={t('posts-publish-hint')}>
          <input type="datetime-local" {...form.register('PublishAt')} />
        </Field>
        <fieldset className="field">
          <legend>{t('posts-visibility')}</legend>
          <div className="radio-row">
            <label><input type="radio" value="public" {...form.register('Visibility')} /> {t('posts-public')}</label>
            <label><input type="radio" value="restricted" {...form.register('Visibility')} /> {t('posts-restricted')}</label>
          </div>
        </fieldset>
        {visibility === 'restricted' && (
          <fieldset className="field" aria-invalid={errors.Rule ? true : undefined}>
            <legend>{t('posts-rule')} <span className="field__required" aria-hidden="true">*</span></legend>
            <div className="radio-row">
              <label><input type="radio" value="paid" {...form.register('Rule')} /> {t('posts-rule-paid')}</label>
              <label><input type="radio" value="vip" {...form.register('Rule')} /> {t('posts-rule-vip')}</label>
              <label><input type="radio" value="gift" {...form.register('Rule')} /> {t('posts-rule-gift')}</label>
            </div>
            {errors.Rule?.message && <RuleError message={errors.Rule.message} />}
          </fieldset>
        )}
        {visibility === 'restricted' && rule === 'vip' && (
          <Field label={t('posts-vip-level')} required error={errors.VipLevel?.message}>
            <select {...form.register('VipLevel')}>
              <option value="">{t('posts-choose')}</option>
              {Array.from({ length: props.options.VipLevelMax }, (_, i) => i + 1).map((n) => <option key={n} value={n}>VIP {n}</option>)}
            </select>
          </Field>
        )}
        {visibility === 'restricted' && rule === 'gift' && (
          <Field label={t('posts-gift')} required error={errors.GiftId?.message}>
            <select {...form.register('GiftId')}>
              <option value="">{t('posts-choose')}</option>
              {props.options.Gifts.map((g) => <option key={g.GiftId} value={g.GiftId}>{g.Name}</option>)}
            </select>
          </Field>
        )}
        {visibility === 'restricted' && (rule === 'paid' || rule === 'gift') && (
          <Field label={rule === 'paid' ? t('posts-amount-paid') : t('posts-amount-gift')} required error={errors.Amount?.message}>
            <input type="text" inputMode="numeric" {...form.register('Amount')} />
          </Field>
        )}
      </div>
      <Field label={t('posts-content')} required error={errors.Content?.message}><textarea rows={4} {...form.register('Content')} /></Field>
      <Controller control={form.control} name="Media" render={({ field }) => (
        <UploadField key={type} call={type === 'video' ? UploadPostVideo : UploadPostPhoto} label={type === 'video' ? t('posts-video') : t('posts-photos')} required
          max={type === 'video' ? 1 : POST_PHOTOS_MAX} value={field.value} onChange={field.onChange}
          error={errors.Media?.message ?? errors.Media?.root?.message} />
      )} />
      <FormError error={errors.root} />
      <div className="form__actions">
        <button type="submit" className="btn btn--primary" disabled={isSubmitting}>{p ? t('action-save') : t('posts-add')}</button>
        <button type="button" className="btn" onClick={props.onCancel}>{t('action-cancel')}</button>
      </div>
    </form>
  );
}

function RuleError(props: { message: string }) {
  return <p className="field__error" role="alert">{useFieldError()(props.message)}</p>;
}
