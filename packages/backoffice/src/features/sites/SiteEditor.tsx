import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { RemoveTurnoverLimit, SetSiteFlag, SetSiteLanguages, SetTurnoverLimit, SiteFlags, StaffPermission } from '@sideline/protocol';
import type { BackofficeSite, FeatureSettingName } from '@sideline/protocol';
import { staffCall } from '../../shared/api';
import { Field, FormError, formResolver, useLeaveWarning } from '../../shared/forms';
import { useErrorText } from '../../shared/ui';
import { useSession } from '../auth';
import { JurisdictionForm } from './JurisdictionForm';
import { MatchChatForm } from './MatchChatForm';

const LANGUAGES = ['cn', 'en', 'vn', 'th', 'id', 'ph'] as const;
const FLAGS = Object.keys(SiteFlags.shape) as Array<keyof z.infer<typeof SiteFlags>>;
/** The flags a widget reads with GetFeatureSetting (the streamer tab is a site column, not a feature setting). */
const SETTING_OF: Partial<Record<keyof z.infer<typeof SiteFlags>, FeatureSettingName>> = {
  EnabledGV: 'EnabledGV', EnabledLeaderboard: 'EnabledLeaderboard', EnabledPromotionEntry: 'EnabledPromotionEntry',
  EnabledFastMarket: 'EnabledFastMarket', EnabledBlockAndReport: 'EnabledBlockAndReport', EnabledWheel: 'EnabledWheel',
  EnabledBetCards: 'EnabledBetCards',
};

const LimitForm = SetTurnoverLimit.request.omit({ SiteId: true });

/**
 * One site: function flags, languages ("At least one option must be chosen"), turnover chat limits
 * per currency, match-aware chat and the jurisdiction profile (issue 22).
 */
export function SiteEditor(props: { site: BackofficeSite }) {
  const { t } = useTranslation();
  const { can } = useSession();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const site = props.site;
  const canEdit = can(StaffPermission.EditSites);
  const [status, setStatus] = useState('');
  const done = (text: string) => { setStatus(text); void queryClient.invalidateQueries({ queryKey: ['sites'] }); };
  const flag = useMutation({
    mutationFn: (a: { name: FeatureSettingName; value: boolean }) => staffCall(SetSiteFlag, { SiteId: site.SiteId, Name: a.name, Value: a.value }),
    onSuccess: (_r, a) => done(t('sites-flag-saved', { name: a.name })),
    onError: (e) => setStatus(errorText(e)),
  });
  const langForm = useForm<{ Languages: string[] }>({
    resolver: formResolver(z.object({ Languages: z.array(z.string()).min(1, 'At least one option must be chosen') })),
    defaultValues: { Languages: site.Languages },
  });
  useLeaveWarning(langForm.formState.isDirty);
  const onLanguages = langForm.handleSubmit(async (v) => {
    try {
      await staffCall(SetSiteLanguages, { SiteId: site.SiteId, Languages: v.Languages as Array<(typeof LANGUAGES)[number]> });
      langForm.reset(v);
      done(t('sites-languages-saved'));
    } catch (e) {
      langForm.setError('root', { message: errorText(e) });
    }
  });
  const limitForm = useForm<z.input<typeof LimitForm>>({ resolver: formResolver(LimitForm), defaultValues: { CurrencyId: site.Currencies[0]?.CurrencyId ?? 0, TurnoverLimit: 0, MessageLengthLimit: 200, MessageFrequency: 3 } });
  useLeaveWarning(limitForm.formState.isDirty && !limitForm.formState.isSubmitting);
  const onLimit = limitForm.handleSubmit(async (v) => {
    try {
      await staffCall(SetTurnoverLimit, { SiteId: site.SiteId, ...v });
      limitForm.reset(v);
      done(t('sites-limit-saved'));
    } catch (e) {
      limitForm.setError('root', { message: errorText(e) });
    }
  });
  const remove = useMutation({
    mutationFn: (currencyId: number) => staffCall(RemoveTurnoverLimit, { SiteId: site.SiteId, CurrencyId: currencyId }),
    onSuccess: () => done(t('sites-limit-removed')),
    onError: (e) => setStatus(errorText(e)),
  });
  const le = limitForm.formState.errors;
  return (
    <section className="card site" aria-labelledby={`site-${site.SiteId}`}>
      <h2 id={`site-${site.SiteId}`}>{site.Name} <span className="muted">#{site.SiteId} · {site.SiteGroup}</span></h2>
      <p role="status" className="status-line">{status}</p>
      <fieldset className="flags">
        <legend>{t('sites-flags')}</legend>
        {FLAGS.map((f) => {
          const setting = SETTING_OF[f];
          return (
            <label key={f} className="switch">
              <input type="checkbox" role="switch" checked={site.Flags[f]} disabled={!canEdit || !setting || flag.isPending}
                onChange={(e) => setting && flag.mutate({ name: setting, value: e.target.checked })} />
              <span>{f}</span>
            </label>
          );
        })}
      </fieldset>
      <form onSubmit={onLanguages} noValidate>
        <fieldset className="flags" aria-invalid={langForm.formState.errors.Languages ? true : undefined}>
          <legend>{t('sites-languages')} <span className="field__required">*<span className="sr-only">{t('form-required-field')}</span></span></legend>
          {LANGUAGES.map((l) => <label key={l} className="check"><input type="checkbox" value={l} disabled={!canEdit} {...langForm.register('Languages')} /> {l}</label>)}
        </fieldset>
        {langForm.formState.errors.Languages && <p className="field__error" role="alert">{t('form-at-least-one')}</p>}
        <FormError error={langForm.formState.errors.root} />
        {canEdit && <button type="submit" className="btn btn--small">{t('action-save')}</button>}
      </form>
      <h3>{t('sites-limits')}</h3>
      <table className="data-table">
        <caption className="sr-only">{t('sites-limits')}</caption>
        <thead><tr><th scope="col">{t('sites-currency')}</th><th scope="col">{t('sites-turnover')}</th><th scope="col">{t('sites-length')}</th><th scope="col">{t('sites-frequency')}</th><th scope="col"><span className="sr-only">{t('table-actions')}</span></th></tr></thead>
        <tbody>
          {site.TurnoverLimits.map((l) => (
            <tr key={l.CurrencyId}>
              <td>{l.CurrencyName}</td><td>{l.TurnoverLimit}</td><td>{l.MessageLengthLimit}</td><td>{l.MessageFrequency}</td>
              <td>{canEdit && <button type="button" className="btn btn--tiny btn--danger" aria-label={t('sites-limit-remove-of', { currency: l.CurrencyName })} onClick={() => remove.mutate(l.CurrencyId)}>{t('action-delete')}</button>}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {canEdit && (
        <form className="filters" onSubmit={onLimit} noValidate aria-label={t('sites-limit-add')}>
          <Field label={t('sites-currency')} required error={le.CurrencyId?.message}>
            <select {...limitForm.register('CurrencyId', { valueAsNumber: true })}>
              {site.Currencies.map((c) => <option key={c.CurrencyId} value={c.CurrencyId}>{c.CurrencyName}</option>)}
            </select>
          </Field>
          <Field label={t('sites-turnover')} required error={le.TurnoverLimit?.message}><input type="number" min={0} step="0.01" {...limitForm.register('TurnoverLimit', { valueAsNumber: true })} /></Field>
          <Field label={t('sites-length')} required error={le.MessageLengthLimit?.message}><input type="number" min={1} max={2000} {...limitForm.register('MessageLengthLimit', { valueAsNumber: true })} /></Field>
          <Field label={t('sites-frequency')} required error={le.MessageFrequency?.message}><input type="number" min={0} max={3600} {...limitForm.register('MessageFrequency', { valueAsNumber: true })} /></Field>
          <button type="submit" className="btn btn--small btn--primary">{t('sites-limit-add')}</button>
          <FormError error={le.root} />
        </form>
      )}
      <MatchChatForm siteId={site.SiteId} canEdit={canEdit} onStatus={setStatus} />
      <JurisdictionForm siteId={site.SiteId} canEdit={canEdit} onStatus={setStatus} />
      {site.HintKeys.length > 0 && (
        <details><summary>{t('sites-hint-keys')}</summary><ul className="hint-keys">{site.HintKeys.map((k) => <li key={k}><code>{k}</code></li>)}</ul></details>
      )}
    </section>
  );
}
