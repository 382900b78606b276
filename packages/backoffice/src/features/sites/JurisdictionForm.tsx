import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { GetSiteJurisdiction, JURISDICTION_PRESETS, JURISDICTIONS, JurisdictionProfile, SetSiteJurisdiction } from '@sideline/protocol';
import type { Jurisdiction } from '@sideline/protocol';
import { staffCall } from '../../shared/api';
import { Field, FormError, formResolver, useLeaveWarning } from '../../shared/forms';
import { ErrorState, Loading, useErrorText } from '../../shared/ui';

/** The widget's six languages: the help text shows in the viewer's, else English. */
const HELP_LANGUAGES = ['en', 'cn', 'vn', 'th', 'id', 'ph'] as const;
type HelpLanguage = (typeof HELP_LANGUAGES)[number];

/** What the form edits: the profile with empty strings where nothing is set (inputs cannot hold null). */
const Values = JurisdictionProfile.extend({
  HelpUrl: z.union([z.literal(''), z.string().trim().max(500).regex(/^https:\/\/[^\s"'<>]+$/, 'An https:// address')]),
  HelpText: z.object(Object.fromEntries(HELP_LANGUAGES.map((l) => [l, z.string().trim().max(300)])) as Record<HelpLanguage, z.ZodString>),
});
type Values = z.infer<typeof Values>;

function toValues(p: JurisdictionProfile): Values {
  return { ...p, HelpUrl: p.HelpUrl ?? '', HelpText: Object.fromEntries(HELP_LANGUAGES.map((l) => [l, p.HelpText[l] ?? ''])) as Values['HelpText'] };
}

function toProfile(v: Values): JurisdictionProfile {
  const text = Object.fromEntries(HELP_LANGUAGES.filter((l) => v.HelpText[l].trim()).map((l) => [l, v.HelpText[l].trim()]));
  return { ...v, HelpUrl: v.HelpUrl.trim() || null, HelpText: text };
}

/**
 * A site's jurisdiction profile (issue 22 item 1): a preset (none, UKGC, MGA, AGCO) fills every
 * setting, each of which stays editable — who sees promoted odds, the verified-age flag before
 * prize mechanics, the reality-check interval, the help link and text per language, and gifts'
 * real-money value. The same profile as the operator's POST /Operator/SetJurisdictionProfile;
 * open widgets read it on their next load.
 */
export function JurisdictionForm(props: { siteId: number; canEdit: boolean; onStatus: (text: string) => void }) {
  const { t } = useTranslation();
  const key = ['sites', props.siteId, 'jurisdiction'];
  const current = useQuery({ queryKey: key, queryFn: ({ signal }) => staffCall(GetSiteJurisdiction, { SiteId: props.siteId }, signal) });
  return (
    <section className="site__safety" aria-labelledby={`jurisdiction-${props.siteId}`} data-testid="site-jurisdiction">
      <h3 id={`jurisdiction-${props.siteId}`}>{t('site-rg-title')}</h3>
      {current.isPending ? <Loading /> : current.isError ? <ErrorState error={current.error} onRetry={() => void current.refetch()} /> : (
        <JurisdictionFields key={JSON.stringify(current.data.Profile)} {...props} value={current.data.Profile} queryKey={key} />
      )}
    </section>
  );
}

function JurisdictionFields(props: { siteId: number; canEdit: boolean; onStatus: (text: string) => void; value: JurisdictionProfile; queryKey: unknown[] }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const form = useForm<Values>({ resolver: formResolver(Values), defaultValues: toValues(props.value) });
  useLeaveWarning(form.formState.isDirty && !form.formState.isSubmitting);
  const save = useMutation({
    mutationFn: (v: Values) => {
      const { Jurisdiction: j, ...edits } = toProfile(v);
      return staffCall(SetSiteJurisdiction, { SiteId: props.siteId, Jurisdiction: j, Edits: edits });
    },
    onSuccess: (r) => {
      queryClient.setQueryData(props.queryKey, r);
      props.onStatus(t('site-rg-saved'));
    },
    onError: (e) => form.setError('root', { message: errorText(e) }),
  });
  /** Choosing a preset fills every setting from it; the operator may then edit each. */
  const onPreset = (j: Jurisdiction) => form.reset({ ...toValues(JURISDICTION_PRESETS[j]) }, { keepDefaultValues: true });
  const e = form.formState.errors;
  const disabled = !props.canEdit;
  return (
    <form onSubmit={form.handleSubmit((v) => save.mutate(v))} noValidate className="site__safety-form" aria-label={t('site-rg-title')}>
      <div className="filters">
        <Field label={t('site-rg-preset')} required hint={t('site-rg-preset-hint')}>
          <select disabled={disabled} data-testid="site-rg-preset" {...form.register('Jurisdiction', { onChange: (ev: { target: { value: string } }) => onPreset(ev.target.value as Jurisdiction) })}>
            {JURISDICTIONS.map((j) => <option key={j} value={j}>{t(`site-rg-preset-${j}`)}</option>)}
          </select>
        </Field>
        <Field label={t('site-rg-promoted')} required>
          <select disabled={disabled} data-testid="site-rg-promoted" {...form.register('PromotedOddsAudience')}>
            <option value="everyone">{t('site-rg-promoted-everyone')}</option>
            <option value="logged-in">{t('site-rg-promoted-logged-in')}</option>
            <option value="nobody">{t('site-rg-promoted-nobody')}</option>
          </select>
        </Field>
        <Field label={t('site-rg-reality')} required error={e.RealityCheckMinutes?.message} hint={t('site-rg-reality-hint')}>
          <input type="number" min={0} max={1440} step="any" disabled={disabled} data-testid="site-rg-reality" {...form.register('RealityCheckMinutes', { valueAsNumber: true })} />
        </Field>
        <Field label={t('site-rg-help-url')} error={e.HelpUrl?.message}>
          <input type="url" inputMode="url" disabled={disabled} data-testid="site-rg-help-url" {...form.register('HelpUrl')} />
        </Field>
      </div>
      <label className="switch">
        <input type="checkbox" role="switch" disabled={disabled} {...form.register('PrizeNeedsAgeVerified')} />
        <span>{t('site-rg-age')}</span>
      </label>
      <label className="switch">
        <input type="checkbox" role="switch" disabled={disabled} {...form.register('ShowGiftMoneyValue')} />
        <span>{t('site-rg-money')}</span>
      </label>
      <fieldset className="site__help-texts" disabled={disabled}>
        <legend>{t('site-rg-help-text')}</legend>
        {HELP_LANGUAGES.map((l) => (
          <Field key={l} label={l} error={e.HelpText?.[l]?.message}>
            <textarea rows={2} maxLength={300} {...form.register(`HelpText.${l}`)} />
          </Field>
        ))}
      </fieldset>
      <FormError error={e.root} />
      {props.canEdit && <button type="submit" className="btn btn--small btn--primary" disabled={save.isPending} data-testid="site-rg-save">{t('action-save')}</button>}
    </form>
  );
}
