import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GetPlayer, SetPlayerFrozen, StaffPermission } from '@sideline/protocol';
import type { BackofficePlayer } from '@sideline/protocol';
import { staffCall } from '../../shared/api';
import { formatTime } from '../../shared/format';
import { Dialog, Empty, ErrorState, Loading, useErrorText } from '../../shared/ui';
import { useSession } from '../auth';
import { MuteForm, PlayerLines, UnmuteForm } from '../rooms';

/** The spec's player fields (admin vocabulary "Player"), in its order. */
const FIELDS: Array<[keyof BackofficePlayer, string]> = [
  ['Nickname', 'players-nickname'], ['Country', 'players-country'], ['UserId', 'players-user-id'], ['CustomerId', 'players-customer-id'],
  ['Mail', 'players-mail'], ['Verified', 'players-verified'], ['Frozen', 'players-frozen'], ['RegisterMethod', 'players-register-method'],
  ['CreateTime', 'players-created'], ['Ip', 'players-ip'], ['DeviceId', 'players-device-id'], ['DeviceModel', 'players-device-model'],
  ['Agent', 'players-agent'], ['SiteName', 'players-site'], ['Vip', 'players-vip'], ['IsMuted', 'players-muted'], ['MutedUntil', 'players-muted-until'],
];

function FreezeForm(props: { player: BackofficePlayer; onDone: (text: string) => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const freeze = !props.player.Frozen;
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) return setError(t('form-required'));
    try {
      await staffCall(SetPlayerFrozen, { CustomerId: props.player.CustomerId, Frozen: freeze, Reason: reason.trim() });
      props.onDone(freeze ? t('players-frozen-done') : t('players-unfrozen-done'));
    } catch (err) {
      setError(errorText(err));
    }
  };
  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate>
      <div className={`field${error ? ' field--invalid' : ''}`}>
        <label htmlFor="freeze-reason">{t('players-freeze-reason')}<span className="field__required"> *<span className="sr-only">{t('form-required-field')}</span></span></label>
        <textarea id="freeze-reason" rows={2} value={reason} onChange={(e) => setReason(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? 'freeze-error' : undefined} />
        {error && <p id="freeze-error" className="field__error" role="alert">{error}</p>}
      </div>
      <button type="submit" className={`btn ${freeze ? 'btn--danger' : 'btn--primary'}`}>{freeze ? t('players-freeze') : t('players-unfreeze')}</button>
    </form>
  );
}

/** One player: fields, mute history, mute/unmute, freeze/unfreeze, recent lines. */
export function PlayerDetail(props: { customerId: number }) {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const queryClient = useQueryClient();
  const key = ['player', props.customerId];
  const q = useQuery({ queryKey: key, queryFn: ({ signal }) => staffCall(GetPlayer, { CustomerId: props.customerId }, signal) });
  const [dialog, setDialog] = useState<'mute' | 'unmute' | 'freeze' | 'lines' | null>(null);
  const [status, setStatus] = useState('');
  if (q.isPending) return <Loading />;
  if (q.isError) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  const { Player: p, MuteHistory } = q.data;
  const show = (k: keyof BackofficePlayer) => {
    const v = p[k];
    if (v === null || v === undefined) return '—';
    if (typeof v === 'boolean') return v ? t('yes') : t('no');
    if (k === 'CreateTime' || k === 'MutedUntil') return formatTime(v as number, i18n.language);
    return String(v);
  };
  const done = (text?: string) => {
    setDialog(null);
    if (text) {
      setStatus(text);
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: ['players'] });
    }
  };
  const name = p.Nickname ?? p.UserId;
  return (
    <section className="card player" aria-labelledby="player-title">
      <h2 id="player-title">{name}</h2>
      <dl className="facts">
        {FIELDS.map(([k, label]) => <div key={k}><dt>{t(label as 'players-nickname')}</dt><dd>{show(k)}</dd></div>)}
      </dl>
      <div className="row-actions">
        {can(StaffPermission.Moderate) && (
          <>
            {p.IsMuted
              ? <button type="button" className="btn" onClick={() => setDialog('unmute')}>{t('line-unmute')}</button>
              : <button type="button" className="btn btn--danger" onClick={() => setDialog('mute')}>{t('line-mute')}</button>}
            <button type="button" className="btn" onClick={() => setDialog('freeze')}>{p.Frozen ? t('players-unfreeze') : t('players-freeze')}</button>
          </>
        )}
        <button type="button" className="btn btn--ghost" onClick={() => setDialog('lines')}>{t('line-lines')}</button>
      </div>
      <p role="status" className="status-line">{status}</p>
      <h3>{t('players-mute-history')}</h3>
      {MuteHistory.length === 0 ? <Empty /> : (
        <table className="data-table">
          <thead><tr><th scope="col">{t('audit-at')}</th><th scope="col">{t('audit-who')}</th><th scope="col">{t('audit-action')}</th><th scope="col">{t('audit-reason')}</th><th scope="col">{t('mute-duration')}</th><th scope="col">{t('players-muted-until')}</th></tr></thead>
          <tbody>
            {MuteHistory.map((m, i) => (
              <tr key={`${m.At}:${i}`}>
                <td>{formatTime(m.At, i18n.language)}</td><td>{m.StaffEmail}</td><td>{t(`kind-${m.Kind}` as 'kind-mute')}</td><td>{m.Reason}</td>
                <td>{m.Duration ? (m.Duration === 'forever' ? t('mute-forever') : `${m.Amount ?? ''} ${t(`mute-${m.Duration}` as 'mute-days')}`) : '—'}</td>
                <td>{m.Until ? formatTime(m.Until, i18n.language) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {dialog && (
        <Dialog title={t(`dialog-${dialog}` as 'dialog-mute', { name })} onClose={() => done()}>
          {dialog === 'mute' && <MuteForm customerId={p.CustomerId} nickname={name} onDone={done} onCancel={() => done()} />}
          {dialog === 'unmute' && <UnmuteForm customerId={p.CustomerId} nickname={name} onDone={done} onCancel={() => done()} />}
          {dialog === 'freeze' && <FreezeForm player={p} onDone={done} />}
          {dialog === 'lines' && <PlayerLines customerId={p.CustomerId} />}
        </Dialog>
      )}
    </section>
  );
}
