import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { z } from 'zod';
import { CancelRecommendBet, CreateRecommendBet, ListRecommendBets, StaffErrorCode, StaffPermission } from '@sideline/protocol';
import { StaffApiError, staffCall } from '../../shared/api';
import { Field, FormError, formResolver, useLeaveWarning } from '../../shared/forms';
import { formatTime } from '../../shared/format';
import { DataTable, ErrorState, Loading, useErrorText } from '../../shared/ui';
import { useSession } from '../auth';

type Order = z.output<typeof ListRecommendBets.result>['Orders'][number];
type Market = z.output<typeof ListRecommendBets.result>['Markets'][number];

/** The form: a market chosen from the list ("MatchId:MarketId"), the anchor, language and countdown. */
const RecommendForm = z.object({
  Market: z.string().min(1),
  AnchorId: z.number().int().nonnegative(),
  Language: CreateRecommendBet.request.shape.Language,
  CountdownMinutes: CreateRecommendBet.request.shape.CountdownMinutes,
});

/** Recommend-bet setting (promoted odds): one order at a time per match, countdown in minutes. */
export function RecommendBets() {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState('');
  const list = useQuery({ queryKey: ['recommend-bets'], queryFn: ({ signal }) => staffCall(ListRecommendBets, {}, signal) });
  const form = useForm<z.input<typeof RecommendForm>>({ resolver: formResolver(RecommendForm), defaultValues: { Market: '', AnchorId: 0, Language: 'en', CountdownMinutes: 5 } });
  const { errors, isDirty, isSubmitting } = form.formState;
  useLeaveWarning(isDirty && !isSubmitting);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['recommend-bets'] });
  const cancel = useMutation({
    mutationFn: (o: Order) => staffCall(CancelRecommendBet, { PromotedOddsId: o.PromotedOddsId }),
    onSuccess: () => { setStatus(t('rb-cancelled')); refresh(); },
    onError: (e) => setStatus(errorText(e)),
  });
  const canTrade = can(StaffPermission.Trade);
  const onSubmit = form.handleSubmit(async (v) => {
    const [matchId, marketId] = v.Market.split(':').map(Number);
    try {
      await staffCall(CreateRecommendBet, { MatchId: matchId, MarketId: marketId, AnchorId: v.AnchorId, Language: v.Language, CountdownMinutes: v.CountdownMinutes });
      form.reset(v);
      setStatus(t('rb-created'));
      refresh();
    } catch (error) {
      if (error instanceof StaffApiError && error.code === StaffErrorCode.Conflict) form.setError('Market', { message: 'admin-one-order' });
      else form.setError('root', { message: errorText(error) });
    }
  });
  const columns = useMemo<ColumnDef<Order, unknown>[]>(() => [
    { accessorKey: 'MatchId', header: t('rooms-id') },
    { accessorKey: 'BetTypeName', header: t('rb-market'), cell: ({ row: { original: o } }) => `${o.BetTypeName} · ${o.KeyName}${o.Point === null ? '' : ` ${o.Point}`}` },
    { accessorKey: 'OddsPrice', header: t('rb-odds') },
    { accessorKey: 'Language', header: t('rb-language') },
    { accessorKey: 'Status', header: t('rooms-state') },
    { accessorKey: 'ExpiresAt', header: t('rb-expires'), cell: (c) => formatTime(c.getValue() as number, i18n.language) },
    ...(canTrade ? [{ id: 'actions', header: t('table-actions'), enableSorting: false, cell: ({ row: { original: o } }: { row: { original: Order } }) => (o.Status === 'active' ? <button type="button" className="btn btn--small btn--danger" onClick={() => cancel.mutate(o)}>{t('action-cancel')}</button> : '—') } satisfies ColumnDef<Order, unknown>] : []),
  ], [t, i18n.language, canTrade, cancel]);
  const label = (m: Market) => `${m.MatchId} · ${m.BetTypeName} · ${m.KeyName}${m.Point === null ? '' : ` ${m.Point}`} @ ${m.OddsPrice}`;
  return (
    <section aria-labelledby="rb-title">
      <h2 id="rb-title">{t('rb-title')}</h2>
      {list.isPending ? <Loading /> : list.isError ? <ErrorState error={list.error} onRetry={() => void list.refetch()} /> : (
        <>
          {canTrade && (
            <form className="filters" onSubmit={onSubmit} noValidate>
              <Field label={t('rb-market')} required error={errors.Market?.message}>
                <select {...form.register('Market')}>
                  <option value="">{t('rb-choose')}</option>
                  {list.data.Markets.map((m) => <option key={`${m.MatchId}:${m.MarketId}`} value={`${m.MatchId}:${m.MarketId}`}>{label(m)}</option>)}
                </select>
              </Field>
              <Field label={t('rb-anchor')} required error={errors.AnchorId?.message}><input type="number" min={0} {...form.register('AnchorId', { valueAsNumber: true })} /></Field>
              <Field label={t('rb-language')} required error={errors.Language?.message}>
                <select {...form.register('Language')}>{['cn', 'en', 'vn', 'th', 'id', 'ph'].map((l) => <option key={l} value={l}>{l}</option>)}</select>
              </Field>
              <Field label={t('rb-countdown')} required error={errors.CountdownMinutes?.message}><input type="number" min={1} max={120} {...form.register('CountdownMinutes', { valueAsNumber: true })} /></Field>
              <button type="submit" className="btn btn--primary" disabled={isSubmitting}>{t('rb-create')}</button>
              <FormError error={errors.root} />
            </form>
          )}
          <p role="status" className="status-line">{status}</p>
          <DataTable caption={t('rb-title')} columns={columns} data={list.data.Orders} rowKey={(o) => String(o.PromotedOddsId)} />
        </>
      )}
    </section>
  );
}
