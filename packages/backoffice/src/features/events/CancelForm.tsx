import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CancelEvent } from '@sideline/protocol';
import type { BackofficeEvent } from '@sideline/protocol';
import { staffCall } from '../../shared/api';
import { Field } from '../../shared/forms';
import { useErrorText } from '../../shared/ui';

/** Cancel an event with a reason (its generated programme is canceled on the viewer schedule too). */
export function CancelForm(props: { event: BackofficeEvent; onDone: (e: BackofficeEvent) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (ev: React.FormEvent) => {
    ev.preventDefault();
    if (!reason.trim()) return setError('Required');
    setBusy(true);
    try {
      props.onDone((await staffCall(CancelEvent, { EventId: props.event.EventId, Reason: reason.trim() })).Event);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate aria-label={t('events-cancel')}>
      <p>{t('events-cancel-intro', { match: `${props.event.HomeTeam} – ${props.event.AwayTeam}` })}</p>
      <Field label={t('events-cancel-reason')} required error={error}>
        <input type="text" value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
      </Field>
      <div className="form__actions">
        <button type="submit" className="btn btn--danger" disabled={busy}>{t('events-cancel')}</button>
        <button type="button" className="btn" onClick={props.onCancel}>{t('action-close')}</button>
      </div>
    </form>
  );
}
