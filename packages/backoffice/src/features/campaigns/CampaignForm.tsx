import { Controller, useFieldArray, useForm } from 'react-hook-form';
import type { Control, UseFormRegister, FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ADMIN_MESSAGES, CAMPAIGN_SECTION_HTML_MAX, CampaignText, CreateCampaign, EditCampaign, LANGUAGES, UploadCampaignImage } from '@sideline/protocol';
import type { Campaign, Language } from '@sideline/protocol';
import { StaffApiError, staffCall } from '../../shared/api';
import { Field, FormError, formResolver, UploadField, useLeaveWarning } from '../../shared/forms';
import type { MediaRef } from '../../shared/forms';
import { useErrorText } from '../../shared/ui';
import { fromLocalInput, localInput } from '../banners';

const Image = z.array(z.object({ MediaId: z.string().nullable(), Url: z.string() })).max(1);
const Colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'form-invalid');

/** The form's own shape: instants as local date-times, images as previews, colours as the pickers give them. */
export const CampaignFormSchema = z.object({
  Texts: z.array(CampaignText).min(1),
  Background: z.enum(['solid', 'gradient', 'image']),
  Color1: Colour,
  Color2: Colour,
  BackgroundImage: Image,
  EntryImage: Image,
  FloatingIcon: Image,
  ModuleA: Image,
  ModuleB: Image,
  ModuleC: Image,
  StartAt: z.string().min(1, ADMIN_MESSAGES.required),
  EndAt: z.string().min(1, ADMIN_MESSAGES.required),
  RankingStart: z.string(),
  RankingEnd: z.string(),
  Sort: z.string().trim().regex(/^\d{1,5}$/, 'form-invalid'),
}).superRefine((v, ctx) => {
  if (v.StartAt && v.EndAt && !(fromLocalInput(v.EndAt) > fromLocalInput(v.StartAt))) ctx.addIssue({ code: 'custom', path: ['EndAt'], message: ADMIN_MESSAGES.endAfterStart });
  if (Boolean(v.RankingStart) !== Boolean(v.RankingEnd)) ctx.addIssue({ code: 'custom', path: [v.RankingStart ? 'RankingEnd' : 'RankingStart'], message: ADMIN_MESSAGES.required });
  else if (v.RankingStart && !(fromLocalInput(v.RankingEnd) > fromLocalInput(v.RankingStart))) ctx.addIssue({ code: 'custom', path: ['RankingEnd'], message: ADMIN_MESSAGES.endAfterStart });
  if (v.Background === 'image' && v.BackgroundImage.length === 0) ctx.addIssue({ code: 'custom', path: ['BackgroundImage'], message: ADMIN_MESSAGES.fileRequired });
  const seen = new Set<string>();
  v.Texts.forEach((text, i) => {
    if (seen.has(text.Language)) ctx.addIssue({ code: 'custom', path: ['Texts', i, 'Language'], message: 'campaigns-language-twice' });
    seen.add(text.Language);
  });
});
type Values = z.input<typeof CampaignFormSchema>;

const section = () => ({ Title: '', Html: '' });
const EMPTY: Values = {
  Texts: [{ Language: 'en', Name: '', FooterText: '', Sections: [section()] }], Background: 'solid', Color1: '#1e3a8a', Color2: '#9333ea',
  BackgroundImage: [], EntryImage: [], FloatingIcon: [], ModuleA: [], ModuleB: [], ModuleC: [], StartAt: '', EndAt: '', RankingStart: '', RankingEnd: '', Sort: '10',
};

const one = (m: MediaRef | null): MediaRef[] => (m ? [m] : []);
const ref = (list: readonly MediaRef[]): string | null => (list[0] ? list[0].MediaId ?? list[0].Url : null);

function valuesOf(c: Campaign): Values {
  return {
    Texts: c.Texts, Background: c.Background, Color1: c.Color1 ?? EMPTY.Color1, Color2: c.Color2 ?? EMPTY.Color2,
    BackgroundImage: one(c.BackgroundImage), EntryImage: one(c.EntryImage), FloatingIcon: one(c.FloatingIcon),
    ModuleA: one(c.Modules.A), ModuleB: one(c.Modules.B), ModuleC: one(c.Modules.C),
    StartAt: localInput(c.StartAt), EndAt: localInput(c.EndAt),
    RankingStart: c.RankingStart === null ? '' : localInput(c.RankingStart), RankingEnd: c.RankingEnd === null ? '' : localInput(c.RankingEnd), Sort: String(c.Sort),
  };
}

/** The sections of one language's text: title and HTML each, added and removed in place. */
function Sections(props: { index: number; control: Control<Values>; register: UseFormRegister<Values>; errors: FieldErrors<Values> }) {
  const { t } = useTranslation();
  const sections = useFieldArray({ control: props.control, name: `Texts.${props.index}.Sections` });
  const errors = props.errors.Texts?.[props.index]?.Sections;
  return (
    <fieldset className="field campaign-sections">
      <legend>{t('campaigns-sections')}</legend>
      {sections.fields.map((f, j) => (
        <div key={f.id} className="campaign-section">
          <Field label={t('campaigns-section-title', { index: j + 1 })} error={errors?.[j]?.Title?.message}>
            <input type="text" autoComplete="off" {...props.register(`Texts.${props.index}.Sections.${j}.Title`)} />
          </Field>
          <Field label={t('campaigns-section-html', { index: j + 1 })} required error={errors?.[j]?.Html?.message} hint={t('campaigns-section-html-hint')}>
            <textarea rows={4} maxLength={CAMPAIGN_SECTION_HTML_MAX} spellCheck={false} {...props.register(`Texts.${props.index}.Sections.${j}.Html`)} />
          </Field>
          {sections.fields.length > 1 && (
            <button type="button" className="btn btn--small" aria-label={t('campaigns-section-remove', { index: j + 1 })} onClick={() => sections.remove(j)}>{t('action-delete')}</button>
          )}
        </div>
      ))}
      {sections.fields.length < 12 && <button type="button" className="btn btn--small field__add" onClick={() => sections.append(section())}>{t('campaigns-section-add')}</button>}
    </fieldset>
  );
}

/**
 * Add or edit a campaign (spec section 9 "Campaign": modules, sections, background solid or
 * gradient, floating icon, footer text, entry image, ranking and campaign periods). A new
 * campaign is a draft; the list's Preview shows it as the widget will and Publish puts it on the
 * promotion page. Images upload as they are picked (JPG/PNG/GIF, at most 1 MB).
 */
export function CampaignForm(props: { campaign: Campaign | null; onDone: (c: Campaign) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const c = props.campaign;
  const form = useForm<Values>({ resolver: formResolver(CampaignFormSchema), defaultValues: c ? valuesOf(c) : EMPTY });
  const texts = useFieldArray({ control: form.control, name: 'Texts' });
  const { errors, isDirty, isSubmitting } = form.formState;
  useLeaveWarning(isDirty && !isSubmitting);
  const background = form.watch('Background');
  const onSubmit = form.handleSubmit(async (v) => {
    const body = {
      Texts: v.Texts, Background: v.Background, Color1: v.Background === 'image' ? null : v.Color1, Color2: v.Background === 'gradient' ? v.Color2 : null,
      BackgroundImage: v.Background === 'image' ? ref(v.BackgroundImage) : null, EntryImage: ref(v.EntryImage), FloatingIcon: ref(v.FloatingIcon),
      Modules: { A: ref(v.ModuleA), B: ref(v.ModuleB), C: ref(v.ModuleC) },
      StartAt: fromLocalInput(v.StartAt), EndAt: fromLocalInput(v.EndAt),
      RankingStart: v.RankingStart ? fromLocalInput(v.RankingStart) : null, RankingEnd: v.RankingEnd ? fromLocalInput(v.RankingEnd) : null, Sort: Number(v.Sort),
    };
    try {
      const result = c ? await staffCall(EditCampaign, { ...body, CampaignId: c.CampaignId }) : await staffCall(CreateCampaign, body);
      form.reset(valuesOf(result.Campaign));
      props.onDone(result.Campaign);
    } catch (error) {
      if (error instanceof StaffApiError && ['EndAt', 'StartAt', 'RankingEnd', 'RankingStart', 'Sort'].includes(error.code)) {
        form.setError(error.code as 'EndAt', { message: error.message }, { shouldFocus: true });
      } else form.setError('root', { message: errorText(error) });
    }
  });
  const image = (name: 'EntryImage' | 'FloatingIcon' | 'ModuleA' | 'ModuleB' | 'ModuleC' | 'BackgroundImage', label: string, required = false) => (
    <Controller control={form.control} name={name} render={({ field }) => (
      <UploadField call={UploadCampaignImage} label={label} required={required} max={1} value={field.value} onChange={field.onChange} error={errors[name]?.message} />
    )} />
  );
  const date = (name: 'StartAt' | 'EndAt' | 'RankingStart' | 'RankingEnd', label: string, required: boolean) => (
    <Field label={label} required={required} error={errors[name]?.message}><input type="datetime-local" {...form.register(name)} /></Field>
  );
  const used = new Set(form.watch('Texts').map((x) => x.Language));
  return (
    <form className="form campaign-form" onSubmit={onSubmit} noValidate aria-label={c ? t('campaigns-edit') : t('campaigns-add')}>
      {texts.fields.map((f, i) => (
        <fieldset key={f.id} className="field campaign-text">
          <legend>{t('campaigns-text', { index: i + 1 })}</legend>
          <div className="form__grid">
            <Field label={t('campaigns-language')} required error={errors.Texts?.[i]?.Language?.message}>
              <select {...form.register(`Texts.${i}.Language`)}>{LANGUAGES.map((l) => <option key={l} value={l}>{l.toUpperCase()}</option>)}</select>
            </Field>
            <Field label={t('campaigns-name')} required error={errors.Texts?.[i]?.Name?.message}>
              <input type="text" autoComplete="off" {...form.register(`Texts.${i}.Name`)} />
            </Field>
            <Field label={t('campaigns-footer')} error={errors.Texts?.[i]?.FooterText?.message}>
              <input type="text" autoComplete="off" {...form.register(`Texts.${i}.FooterText`)} />
            </Field>
          </div>
          <Sections index={i} control={form.control} register={form.register} errors={errors} />
          {texts.fields.length > 1 && (
            <button type="button" className="btn btn--small" aria-label={t('campaigns-text-remove', { index: i + 1 })} onClick={() => texts.remove(i)}>{t('action-delete')}</button>
          )}
        </fieldset>
      ))}
      {texts.fields.length < LANGUAGES.length && (
        <button type="button" className="btn btn--small field__add"
          onClick={() => texts.append({ Language: (LANGUAGES.find((l) => !used.has(l)) ?? 'en') as Language, Name: '', FooterText: '', Sections: [section()] })}>
          {t('campaigns-text-add')}
        </button>
      )}
      <fieldset className="field">
        <legend>{t('campaigns-background')}</legend>
        <div className="radio-row">
          <label><input type="radio" value="solid" {...form.register('Background')} /> {t('campaigns-background-solid')}</label>
          <label><input type="radio" value="gradient" {...form.register('Background')} /> {t('campaigns-background-gradient')}</label>
          <label><input type="radio" value="image" {...form.register('Background')} /> {t('campaigns-background-image')}</label>
        </div>
        <div className="form__grid">
          {background !== 'image' && (
            <Field label={background === 'gradient' ? t('campaigns-colour-top') : t('campaigns-colour')} required error={errors.Color1?.message}>
              <input type="color" {...form.register('Color1')} />
            </Field>
          )}
          {background === 'gradient' && (
            <Field label={t('campaigns-colour-bottom')} required error={errors.Color2?.message}><input type="color" {...form.register('Color2')} /></Field>
          )}
        </div>
        {background === 'image' && image('BackgroundImage', t('campaigns-background-image'), true)}
      </fieldset>
      <div className="form__grid">
        {image('EntryImage', t('campaigns-entry-image'))}
        {image('FloatingIcon', t('campaigns-floating-icon'))}
      </div>
      <fieldset className="field">
        <legend>{t('campaigns-modules')}</legend>
        <div className="form__grid">
          {image('ModuleA', t('campaigns-module', { name: 'A' }))}
          {image('ModuleB', t('campaigns-module', { name: 'B' }))}
          {image('ModuleC', t('campaigns-module', { name: 'C' }))}
        </div>
      </fieldset>
      <div className="form__grid">
        {date('StartAt', t('campaigns-start'), true)}
        {date('EndAt', t('campaigns-end'), true)}
        {date('RankingStart', t('campaigns-ranking-start'), false)}
        {date('RankingEnd', t('campaigns-ranking-end'), false)}
        <Field label={t('campaigns-sort')} required error={errors.Sort?.message}><input type="text" inputMode="numeric" {...form.register('Sort')} /></Field>
      </div>
      <FormError error={errors.root} />
      <div className="form__actions">
        <button type="submit" className="btn btn--primary" disabled={isSubmitting}>{c ? t('action-save') : t('campaigns-save-draft')}</button>
        <button type="button" className="btn" onClick={props.onCancel}>{t('action-cancel')}</button>
      </div>
    </form>
  );
}
