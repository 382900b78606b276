import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { ListFastMarketRounds, OpenFastMarketRound, SetFastMarketRoundState, StaffPermission, fastMarketSelectionName } from '@sideline/protocol';
import type { FastMarketRound } from '@sideline/protocol';
import { staffCall } from '../../shared/api';
import { formatTime } from '../../shared/format';
import { DataTable, Dialog, ErrorState, Loading, useErrorText } from '../../shared/ui';
import { useSession } from '../auth';
import { SettleForm } from './SettleForm';

type Action = 'suspend' | 'resume' | 'void';
/** What a round in each state may do next (open ⇄ suspended → settled | void). */
export const NEXT_ACTIONS: Record<FastMarketRound['State'], Action[]> = {
  open: ['suspend', 'void'],
  suspended: ['resume', 'void'],
  settled: [],
  void: [],
};
const canSettle = (r: FastMarketRound) => r.State === 'open' || r.State === 'suspended';
const roundKey = (r: FastMarketRound) => `${r.MatchId}:${r.Period}`;

/** Fast-market rounds per match: open the next round, suspend/resume, settle with each market's outcome, void. */
export function FastMarketDesk() {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [matchId, setMatchId] = useState('');
  const [status, setStatus] = useState('');
  const [settling, setSettling] = useState<FastMarketRound | null>(null);
  const filterId = /^[1-9]\d*$/.test(matchId) ? Number(matchId) : undefined;
  const rounds = useQuery({
    queryKey: ['fast-market', filterId],
    queryFn: ({ signal }) => staffCall(ListFastMarketRounds, { ...(filterId ? { MatchId: filterId } : {}), Limit: 50 }, signal),
    refetchInterval: 5000,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['fast-market'] });
  const stateName = (s: FastMarketRound['State']) => t(`fm-state-${s}` as 'fm-state-open');
  const open = useMutation({
    mutationFn: (id: number) => staffCall(OpenFastMarketRound, { MatchId: id }),
    onSuccess: (r) => { setStatus(t('fm-opened', { id: r.Round.MatchId, period: r.Round.Period })); refresh(); },
    onError: (e) => setStatus(errorText(e)),
  });
  const change = useMutation({
    mutationFn: (a: { round: FastMarketRound; action: Action | 'settle'; outcome?: Record<string, string> }) => staffCall(SetFastMarketRoundState, {
      MatchId: a.round.MatchId, Period: a.round.Period, Action: a.action, ...(a.outcome ? { Outcome: a.outcome } : {}),
    }),
    onSuccess: (r) => { setSettling(null); setStatus(t('fm-now', { id: r.Round.MatchId, period: r.Round.Period, state: stateName(r.Round.State) })); refresh(); },
    onError: (e) => setStatus(errorText(e)),
  });
  const canTrade = can(StaffPermission.Trade);
  const columns = useMemo<ColumnDef<FastMarketRound, unknown>[]>(() => [
    { accessorKey: 'MatchId', header: t('rooms-id') },
    { accessorKey: 'Period', header: t('fm-round') },
    { accessorKey: 'State', header: t('rooms-state'), cell: (c) => <span className={`badge badge--fm-${c.getValue() as string}`}>{stateName(c.getValue() as FastMarketRound['State'])}</span> },
    { accessorKey: 'OpensAt', header: t('fm-window'), cell: ({ row: { original: r } }) => `${formatTime(r.OpensAt, i18n.language)} – ${formatTime(r.ClosesAt, i18n.language).slice(-8)}` },
    { accessorKey: 'Bets', header: t('fm-bets') },
    { accessorKey: 'Stake', header: t('fm-stake') },
    {
      id: 'outcome', header: t('fm-result'), enableSorting: false,
      cell: ({ row: { original: r } }) => (r.Outcome ? Object.values(r.Outcome).map((k) => fastMarketSelectionName(k) ?? k).join(', ') : '—'),
    },
    ...(canTrade ? [{
      id: 'actions', header: t('table-actions'), enableSorting: false,
      cell: ({ row: { original: r } }: { row: { original: FastMarketRound } }) => (
        <div className="row-actions">
          {NEXT_ACTIONS[r.State].map((a) => (
            <button key={a} type="button" className={`btn btn--small${a === 'void' ? ' btn--danger' : ''}`} disabled={change.isPending}
              aria-label={t('fm-action-of', { action: t(`fm-${a}` as 'fm-void'), id: r.MatchId, period: r.Period })}
              onClick={() => { if (a !== 'void' || window.confirm(t('fm-void-confirm'))) change.mutate({ round: r, action: a }); }}>
              {t(`fm-${a}` as 'fm-suspend')}
            </button>
          ))}
          {canSettle(r) && (
            <button type="button" className="btn btn--small btn--primary" aria-label={t('fm-action-of', { action: t('fm-settle'), id: r.MatchId, period: r.Period })} onClick={() => setSettling(r)}>
              {t('fm-settle')}
            </button>
          )}
        </div>
      ),
    } satisfies ColumnDef<FastMarketRound, unknown>] : []),
  // eslint-disable-next-line react-hooks/exhaustive-deps
  ], [t, i18n.language, canTrade, change]);
  return (
    <section aria-labelledby="fm-title">
      <h2 id="fm-title">{t('fm-title')}</h2>
      <form className="filters" onSubmit={(e) => { e.preventDefault(); if (filterId && canTrade) open.mutate(filterId); }}>
        <div className="field">
          <label htmlFor="fm-match">{t('rooms-id')}{canTrade && <span className="field__required"> *<span className="sr-only">{t('form-required-field')}</span></span>}</label>
          <input id="fm-match" type="text" inputMode="numeric" value={matchId} onChange={(e) => setMatchId(e.target.value.trim())} />
        </div>
        {canTrade && <button type="submit" className="btn btn--primary" disabled={!filterId || open.isPending}>{t('fm-open')}</button>}
      </form>
      <p role="status" className="status-line">{status}</p>
      {rounds.isPending ? <Loading /> : rounds.isError ? <ErrorState error={rounds.error} onRetry={() => void rounds.refetch()} /> : (
        <DataTable caption={t('fm-title')} columns={columns} data={rounds.data.Rounds} rowKey={roundKey} />
      )}
      {settling && (
        <Dialog title={t('fm-settle-of', { id: settling.MatchId, period: settling.Period })} onClose={() => setSettling(null)}>
          <SettleForm round={settling} busy={change.isPending} onCancel={() => setSettling(null)} onSettle={(outcome) => change.mutate({ round: settling, action: 'settle', outcome })} />
        </Dialog>
      )}
    </section>
  );
}
