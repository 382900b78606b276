import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ADDITION_TYPES, ADMIN_MESSAGES, EditEvent, EVENT_LANGUAGES, MATCH_PERIODS } from '@sideline/protocol';
import type { BackofficeEvent, EventOptions } from '@sideline/protocol';
import { StaffApiError, staffCall } from '../../shared/api';
import type { StaffResult } from '../../shared/api';
import { Field, FormError, formResolver, useLeaveWarning } from '../../shared/forms';
import { useErrorText } from '../../shared/ui';
import { fromHkInput, toHkInput } from './hkTime';

/** The edit form's own shape: times as Hong Kong datetime-local text, ids as text. */
export const EventFormSchema = z.object({
  Group: z.string().trim().min(1).max(100),
  EventTime: z.string().refine((v) => !Number.isNaN(fromHkInput(v)), ADMIN_MESSAGES.required),
  EndTime: z.string().refine((v) => !Number.isNaN(fromHkInput(v)), ADMIN_MESSAGES.required),
  Language: z.enum(EVENT_LANGUAGES),
  StreamerId: z.string().regex(/^\d+$/, ADMIN_MESSAGES.required),
  AdditionType: z.enum(ADDITION_TYPES),
  Booked: z.boolean(),
  Period: z.enum(MATCH_PERIODS),
}).refine((v) => fromHkInput(v.EndTime) > fromHkInput(v.EventTime), { path: ['EndTime'], message: ADMIN_MESSAGES.endAfterStart });
type Values = z.infer<typeof EventFormSchema>;

export type Options = StaffResult<typeof EventOptions>;

/**
 * Edit an event (time and end in Hong Kong time, streamer and language, group, addition type,
 * booked, period). 'End time must be after start time' shows at the end field, from the form
 * or the server.
 */
export function EventForm(props: { event: BackofficeEvent; options: Options; onDone: (e: BackofficeEvent) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const e = props.event;
  const form = useForm<Values>({
    resolver: formResolver(EventFormSchema),
    defaultValues: {
      Group: e.Group, EventTime: toHkInput(e.EventTime), EndTime: toHkInput(e.EndTime), Language: e.Language as Values['Language'],
      StreamerId: String(e.StreamerId), AdditionType: e.AdditionType, Booked: e.Booked, Period: e.Period,
    },
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  useLeaveWarning(isDirty && !isSubmitting);
  const language = form.watch('Language');
  const streamers = props.options.Streamers.filter((s) => s.Language === language);
  const onSubmit = form.handleSubmit(async (v) => {
    try {
      const r = await staffCall(EditEvent, {
        EventId: e.EventId, Group: v.Group, EventTime: fromHkInput(v.EventTime), EndTime: fromHkInput(v.EndTime), Language: v.Language,
        StreamerId: Number(v.StreamerId), AdditionType: v.AdditionType, Booked: v.Booked, Period: v.Period,
      });
      form.reset(v);
      props.onDone(r.Event);
    } catch (error) {
      if (error instanceof StaffApiError && ['EndTime', 'EventTime', 'StreamerId'].includes(error.code)) {
        form.setError(error.code as 'EndTime', { message: error.message }, { shouldFocus: true });
      } else form.setError('root', { message: errorText(error) });
    }
  });
  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label={t('events-edit')}>
      <div className="form__grid">
        <Field label={t('events-group')} required error={errors.Group?.message}><input type="text" {...form.register('Group')} /></Field>
        <Field label={t('events-time-hk')} required error={errors.EventTime?.message}><input type="datetime-local" {...form.register('EventTime')} /></Field>
        <Field label={t('events-end-hk')} required error={errors.EndTime?.message}><input type="datetime-local" {...form.register('EndTime')} /></Field>
        <Field label={t('events-language')} required>
          <select {...form.register('Language', { onChange: () => form.setValue('StreamerId', '') })}>
            {EVENT_LANGUAGES.map((l) => <option key={l} value={l}>{l.toUpperCase()}</option>)}
          </select>
        </Field>
        <Field label={t('events-streamer')} required error={errors.StreamerId?.message}>
          <select {...form.register('StreamerId')}>
            <option value="">{t('events-choose')}</option>
            {streamers.map((s) => <option key={s.Id} value={String(s.Id)}>{s.Name}</option>)}
          </select>
        </Field>
        <Field label={t('events-addition')} required>
          <select {...form.register('AdditionType')}>
            {ADDITION_TYPES.map((a) => <option key={a} value={a}>{t(`events-addition-${a}` as const)}</option>)}
          </select>
        </Field>
        <Field label={t('events-period')} required>
          <select {...form.register('Period')}>
            {MATCH_PERIODS.map((p) => <option key={p} value={p}>{t(`events-period-${p}` as const)}</option>)}
          </select>
        </Field>
      </div>
      <label className="check"><input type="checkbox" {...form.register('Booked')} /> {t('events-booked')}</label>
      <FormError error={errors.root} />
      <div className="form__actions">
        <button type="submit" className="btn btn--primary" disabled={isSubmitting}>{t('action-save')}</button>
        <button type="button" className="btn" onClick={props.onCancel}>{t('action-cancel')}</button>
      </div>
    </form>
  );
}
