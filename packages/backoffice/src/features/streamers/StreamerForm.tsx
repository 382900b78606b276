import { useFieldArray, useForm } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  ADMIN_MESSAGES, CreateStreamer, EditStreamer, FEATURE_TEXT_MAX, STREAMER_LANGUAGES, StaffErrorCode, StreamerInput, TAG_NOTE_HINT, UploadStreamerPhoto,
} from '@sideline/protocol';
import type { AnchorTag, BackofficeStreamer } from '@sideline/protocol';
import { StaffApiError, staffCall } from '../../shared/api';
import { Field, FormError, formResolver, UploadField, useLeaveWarning } from '../../shared/forms';
import { useErrorText } from '../../shared/ui';

/** The form's shape: the contract's input, with photos as previews and the flag as text. */
export const StreamerFormSchema = StreamerInput.omit({ Photos: true, Tag: true }).extend({
  Photos: z.array(z.object({ MediaId: z.string().nullable(), Url: z.string() })).min(1, ADMIN_MESSAGES.atLeastOnePhoto),
  Tag: z.enum(['0', '1', '2']),
});
type Values = z.input<typeof StreamerFormSchema>;

const EMPTY: Values = {
  Name: '', Language: 'vn', Supplier: '', Contract: 'signed', Channel: '', Source: '', Key: '', Memo: '', ServerAddress: '', StreamKey: '',
  Intro: '', Photos: [], TagNote: '', Tag: '0', Features: [], On: true,
};

function valuesOf(s: BackofficeStreamer): Values {
  return {
    Name: s.Name, Language: s.Language as Values['Language'], Supplier: s.Supplier, Contract: s.Contract, Channel: s.Channel, Source: s.Source,
    Key: s.Key, Memo: s.Memo, ServerAddress: s.ServerAddress, StreamKey: s.StreamKey, Intro: s.Intro, Photos: s.Photos, TagNote: s.TagNote,
    Tag: String(s.Tag) as Values['Tag'], Features: s.Features, On: s.On,
  };
}

/**
 * Add or edit a streamer (spec section 9 "Streamer": name, supplier, contract signed or
 * part-time, channel, source, key, memo, server address, stream key, intro, photos, tag, feature
 * text, hot/new, on/off). Photos upload as they are picked (JPG/PNG/GIF, at most 800 KB); a
 * duplicate name or channel comes back from the server and shows at its field.
 */
export function StreamerForm(props: { streamer: BackofficeStreamer | null; onDone: (s: BackofficeStreamer) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const s = props.streamer;
  const form = useForm<Values>({ resolver: formResolver(StreamerFormSchema), defaultValues: s ? valuesOf(s) : EMPTY });
  const features = useFieldArray({ control: form.control, name: 'Features' });
  const { errors, isDirty, isSubmitting } = form.formState;
  useLeaveWarning(isDirty && !isSubmitting);
  const onSubmit = form.handleSubmit(async (v) => {
    const body = { ...v, Photos: v.Photos.map((p) => p.MediaId ?? p.Url), Tag: Number(v.Tag) as AnchorTag };
    try {
      const result = s ? await staffCall(EditStreamer, { ...body, StreamerId: s.StreamerId }) : await staffCall(CreateStreamer, body);
      form.reset(valuesOf(result.Streamer));
      props.onDone(result.Streamer);
    } catch (error) {
      if (error instanceof StaffApiError && error.code === StaffErrorCode.StreamerExists) form.setError('Name', { message: ADMIN_MESSAGES.streamerExists }, { shouldFocus: true });
      else if (error instanceof StaffApiError && error.code === StaffErrorCode.ChannelExists) form.setError('Channel', { message: ADMIN_MESSAGES.channelExists }, { shouldFocus: true });
      else form.setError('root', { message: errorText(error) });
    }
  });
  const text = (name: 'Name' | 'Supplier' | 'Channel' | 'Source' | 'Key' | 'ServerAddress' | 'StreamKey' | 'TagNote', label: string, required = false, hint?: string) => (
    <Field label={label} required={required} error={errors[name]?.message} hint={hint}>
      <input type="text" autoComplete="off" {...form.register(name)} />
    </Field>
  );
  return (
    <form className="form streamer-form" onSubmit={onSubmit} noValidate aria-label={s ? t('streamers-edit-of', { name: s.Name }) : t('streamers-add')}>
      <div className="form__grid">
        {text('Name', t('streamers-name'), true)}
        <Field label={t('streamers-language')} required>
          <select {...form.register('Language')}>{STREAMER_LANGUAGES.map((l) => <option key={l} value={l}>{l.toUpperCase()}</option>)}</select>
        </Field>
        {text('Supplier', t('streamers-supplier'))}
        <fieldset className="field">
          <legend>{t('streamers-contract')}</legend>
          <div className="radio-row">
            <label><input type="radio" value="signed" {...form.register('Contract')} /> {t('streamers-contract-signed')}</label>
            <label><input type="radio" value="part-time" {...form.register('Contract')} /> {t('streamers-contract-part-time')}</label>
          </div>
        </fieldset>
        {text('Channel', t('streamers-channel'), true)}
        {text('Source', t('streamers-source'))}
        {text('Key', t('streamers-key'))}
        {text('ServerAddress', t('streamers-server-address'))}
        {text('StreamKey', t('streamers-stream-key'))}
        {text('TagNote', t('streamers-tag-note'), false, t('streamers-tag-note-hint', { n: TAG_NOTE_HINT }))}
        <fieldset className="field">
          <legend>{t('streamers-flag')}</legend>
          <div className="radio-row">
            <label><input type="radio" value="0" {...form.register('Tag')} /> {t('streamers-flag-none')}</label>
            <label><input type="radio" value="1" {...form.register('Tag')} /> {t('streamers-flag-hot')}</label>
            <label><input type="radio" value="2" {...form.register('Tag')} /> {t('streamers-flag-new')}</label>
          </div>
        </fieldset>
        <label className="check"><input type="checkbox" {...form.register('On')} /> {t('streamers-on')}</label>
      </div>
      <Field label={t('streamers-intro')} error={errors.Intro?.message}><textarea rows={3} {...form.register('Intro')} /></Field>
      <Field label={t('streamers-memo')} error={errors.Memo?.message}><textarea rows={2} {...form.register('Memo')} /></Field>
      <Controller control={form.control} name="Photos" render={({ field }) => (
        <UploadField call={UploadStreamerPhoto} label={t('streamers-photos')} required max={10} value={field.value} onChange={field.onChange}
          error={errors.Photos?.message ?? errors.Photos?.root?.message} />
      )} />
      <fieldset className="field">
        <legend>{t('streamers-features')}</legend>
        {features.fields.map((f, i) => (
          <div key={f.id} className="feature-row">
            <Field label={t('streamers-feature-text', { index: i + 1 })} required error={errors.Features?.[i]?.Content?.message} hint={t('streamers-feature-hint', { n: FEATURE_TEXT_MAX + 1 })}>
              <input type="text" autoComplete="off" {...form.register(`Features.${i}.Content`)} />
            </Field>
            <Field label={t('streamers-feature-stars', { index: i + 1 })}>
              <select {...form.register(`Features.${i}.Star`, { valueAsNumber: true })}>{[1, 2, 3, 4, 5].map((n) => <option key={n} value={n}>{'★'.repeat(n)}</option>)}</select>
            </Field>
            <button type="button" className="btn btn--small" aria-label={t('streamers-feature-remove', { index: i + 1 })} onClick={() => features.remove(i)}>{t('action-delete')}</button>
          </div>
        ))}
        {features.fields.length < 6 && <button type="button" className="btn btn--small field__add" onClick={() => features.append({ Content: '', Star: 5 })}>{t('streamers-feature-add')}</button>}
      </fieldset>
      <FormError error={errors.root} />
      <div className="form__actions">
        <button type="submit" className="btn btn--primary" disabled={isSubmitting}>{s ? t('action-save') : t('streamers-add')}</button>
        <button type="button" className="btn" onClick={props.onCancel}>{t('action-cancel')}</button>
      </div>
    </form>
  );
}
