import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { GetSiteMatchChat, MATCH_CHAT_LIMITS, SetSiteMatchChat } from '@sideline/protocol';
import type { MatchChatSettings } from '@sideline/protocol';
import { staffCall } from '../../shared/api';
import { Field, FormError, formResolver, useLeaveWarning } from '../../shared/forms';
import { ErrorState, Loading, useErrorText } from '../../shared/ui';

const Form = SetSiteMatchChat.request.omit({ SiteId: true });

/**
 * A site's match-aware chat (issue 22 item 3): what a match event (goal, red card, penalty, VAR)
 * does to the site's match rooms — a temporary slow mode, or holding bet-ticket lines while the
 * markets are suspended — and for how long. The same settings as the operator's
 * POST /Operator/MatchChatSettings; the desk can still turn it off per room.
 */
export function MatchChatForm(props: { siteId: number; canEdit: boolean; onStatus: (text: string) => void }) {
  const { t } = useTranslation();
  const key = ['sites', props.siteId, 'match-chat'];
  const current = useQuery({ queryKey: key, queryFn: ({ signal }) => staffCall(GetSiteMatchChat, { SiteId: props.siteId }, signal) });
  return (
    <section className="site__safety" aria-labelledby={`match-chat-${props.siteId}`} data-testid="site-match-chat">
      <h3 id={`match-chat-${props.siteId}`}>{t('match-chat-title')}</h3>
      {current.isPending ? <Loading /> : current.isError ? <ErrorState error={current.error} onRetry={() => void current.refetch()} /> : (
        <MatchChatFields key={JSON.stringify(current.data)} {...props} value={current.data} queryKey={key} />
      )}
    </section>
  );
}

function MatchChatFields(props: { siteId: number; canEdit: boolean; onStatus: (text: string) => void; value: MatchChatSettings; queryKey: unknown[] }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const { SiteId: _site, ...defaults } = { SiteId: 0, ...props.value };
  const form = useForm<z.input<typeof Form>>({ resolver: formResolver(Form), defaultValues: defaults });
  useLeaveWarning(form.formState.isDirty && !form.formState.isSubmitting);
  const save = useMutation({
    mutationFn: (v: z.output<typeof Form>) => staffCall(SetSiteMatchChat, { SiteId: props.siteId, ...v }),
    onSuccess: (r) => {
      queryClient.setQueryData(props.queryKey, r);
      props.onStatus(t('site-match-chat-saved'));
    },
    onError: (e) => form.setError('root', { message: errorText(e) }),
  });
  const onSubmit = form.handleSubmit((v) => save.mutate(Form.parse(v)));
  const e = form.formState.errors;
  const slow = form.watch('Mode') === 'slow-mode';
  return (
    <form onSubmit={onSubmit} noValidate className="site__safety-form" aria-label={t('match-chat-title')}>
      <label className="switch">
        <input type="checkbox" role="switch" disabled={!props.canEdit} data-testid="site-match-chat-enabled" {...form.register('Enabled')} />
        <span>{t('site-match-chat-enabled')}</span>
      </label>
      <fieldset className="flags" disabled={!props.canEdit}>
        <legend>{t('site-match-chat-mode')}</legend>
        <label className="check"><input type="radio" value="slow-mode" {...form.register('Mode')} /> {t('site-match-chat-mode-slow')}</label>
        <label className="check"><input type="radio" value="hold-tickets" {...form.register('Mode')} /> {t('site-match-chat-mode-hold')}</label>
      </fieldset>
      <div className="filters">
        <Field label={t('site-match-chat-slow-seconds')} required error={e.SlowModeSeconds?.message} hint={slow ? undefined : t('site-match-chat-slow-unused')}>
          <input type="number" min={MATCH_CHAT_LIMITS.slowModeMin} max={MATCH_CHAT_LIMITS.slowModeMax} disabled={!props.canEdit} {...form.register('SlowModeSeconds', { valueAsNumber: true })} />
        </Field>
        <Field label={t('site-match-chat-duration')} required error={e.DurationSeconds?.message}>
          <input type="number" min={MATCH_CHAT_LIMITS.durationMin} max={MATCH_CHAT_LIMITS.durationMax} disabled={!props.canEdit} {...form.register('DurationSeconds', { valueAsNumber: true })} />
        </Field>
      </div>
      <FormError error={e.root} />
      {props.canEdit && <button type="submit" className="btn btn--small btn--primary" disabled={save.isPending} data-testid="site-match-chat-save">{t('action-save')}</button>}
    </form>
  );
}
