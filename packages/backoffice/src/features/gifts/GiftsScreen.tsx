import { useMemo, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { ListBackofficeGifts, SetGiftOn, StaffPermission } from '@sideline/protocol';
import type { BackofficeGift } from '@sideline/protocol';
import { staffCall } from '../../shared/api';
import { Field } from '../../shared/forms';
import { formatTime } from '../../shared/format';
import { DataTable, Dialog, ErrorState, Loading, useErrorText } from '../../shared/ui';
import { useSession } from '../auth';
import { GiftForm } from './GiftForm';

const KEY = ['gifts'] as const;

/**
 * Gift management: the gifts in their sort order, 5 a page (spec "Gift list sort is 5 per
 * page"), of one currency or all; add, edit, switch on or off. Gifts other features own
 * (roulette, lucky-box prize, profit share, wish coin) are listed, not edited.
 */
export function GiftsScreen() {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const canEdit = can(StaffPermission.EditContent);
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [currency, setCurrency] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<BackofficeGift | 'new' | null>(null);
  const [status, setStatus] = useState('');
  const list = useQuery({
    queryKey: [...KEY, currency, page],
    queryFn: ({ signal }) => staffCall(ListBackofficeGifts, { ...(currency ? { CurrencyId: Number(currency) } : {}), Page: page }, signal),
    placeholderData: keepPreviousData,
  });
  const currencies = useMemo(() => list.data?.Currencies ?? [], [list.data]);
  const currencyName = useMemo(() => new Map(currencies.map((c) => [c.CurrencyId, c.CurrencyName])), [currencies]);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: KEY });
  const toggle = useMutation({
    mutationFn: (g: BackofficeGift) => staffCall(SetGiftOn, { GiftId: g.GiftId, CurrencyId: g.CurrencyId, On: !g.On }),
    onSuccess: (r) => { setStatus(t(r.Gift.On ? 'gifts-switched-on' : 'gifts-switched-off', { name: r.Gift.Names.en })); refresh(); },
    onError: (e) => setStatus(errorText(e)),
  });
  const columns = useMemo<ColumnDef<BackofficeGift, unknown>[]>(() => [
    {
      id: 'image', header: t('gifts-image'), enableSorting: false,
      cell: ({ row: { original: g } }) => <img className="thumb thumb--square" src={(g.BackendImage ?? g.Image).Url} alt="" loading="lazy" />,
    },
    { id: 'name', header: t('gifts-name'), accessorFn: (g) => g.Names.en },
    { id: 'currency', header: t('gifts-currency'), accessorFn: (g) => currencyName.get(g.CurrencyId) ?? String(g.CurrencyId) },
    { id: 'category', header: t('gifts-category'), accessorFn: (g) => t(`gifts-category-${g.Category}`) },
    { accessorKey: 'Amount', header: t('gifts-amount') },
    { id: 'vip', header: t('gifts-vip-level'), accessorFn: (g) => (g.VipLevel > 0 ? `VIP ${g.VipLevel}` : '—') },
    {
      id: 'period', header: t('gifts-period'), enableSorting: false,
      cell: ({ row: { original: g } }) => (g.StartAt === null && g.EndAt === null ? t('gifts-always')
        : `${g.StartAt === null ? '…' : formatTime(g.StartAt, i18n.language)} – ${g.EndAt === null ? '…' : formatTime(g.EndAt, i18n.language)}`),
    },
    { accessorKey: 'CampaignName', header: t('gifts-campaign-name') },
    { id: 'animation', header: t('gifts-animation'), accessorFn: (g) => (g.Animation ? t('gifts-yes') : t('gifts-no')) },
    { accessorKey: 'Sort', header: t('gifts-sort') },
    { id: 'state', header: t('gifts-state'), accessorFn: (g) => t(`gifts-state-${g.State}`) },
    ...(canEdit ? [{
      id: 'actions', header: t('table-actions'), enableSorting: false,
      cell: ({ row: { original: g } }: { row: { original: BackofficeGift } }) => (g.Category === 'system' ? <span className="muted">{t('gifts-system')}</span> : (
        <div className="row-actions">
          <button type="button" className="btn btn--small" aria-label={t('gifts-edit-of', { name: g.Names.en })} onClick={() => setEditing(g)}>{t('action-edit')}</button>
          <button type="button" className="btn btn--small" aria-pressed={g.On} aria-label={t(g.On ? 'gifts-switch-off-of' : 'gifts-switch-on-of', { name: g.Names.en })}
            disabled={toggle.isPending} onClick={() => toggle.mutate(g)}>{g.On ? t('streamers-switch-off') : t('streamers-switch-on')}</button>
        </div>
      )),
    } satisfies ColumnDef<BackofficeGift, unknown>] : []),
  ], [t, i18n.language, canEdit, toggle, currencyName]);
  return (
    <section aria-labelledby="gifts-title">
      <header className="screen__head">
        <h1 id="gifts-title">{t('nav-gifts')}</h1>
        {canEdit && <button type="button" className="btn btn--primary" disabled={currencies.length === 0} onClick={() => setEditing('new')}>{t('gifts-add')}</button>}
      </header>
      <div className="filters" role="search" aria-label={t('gifts-filter')}>
        <Field label={t('gifts-currency')}>
          <select value={currency} onChange={(e) => { setCurrency(e.target.value); setPage(1); }}>
            <option value="">{t('gifts-all-currencies')}</option>
            {currencies.map((c) => <option key={c.CurrencyId} value={c.CurrencyId}>{c.CurrencyName}</option>)}
          </select>
        </Field>
      </div>
      <p role="status" className="status-line">{status}</p>
      {list.isPending ? <Loading /> : list.isError ? <ErrorState error={list.error} onRetry={() => void list.refetch()} /> : (
        <DataTable caption={t('nav-gifts')} columns={columns} data={list.data.Gifts} rowKey={(g) => `${g.GiftId}:${g.CurrencyId}`}
          paging={{ page, pageSize: list.data.PageSize, total: list.data.Total, onPage: setPage }} />
      )}
      {editing && (
        <Dialog wide title={editing === 'new' ? t('gifts-add') : t('gifts-edit-of', { name: editing.Names.en })} onClose={() => setEditing(null)}>
          <GiftForm gift={editing === 'new' ? null : editing} currencies={currencies} onCancel={() => setEditing(null)}
            onDone={(g) => { setEditing(null); setStatus(t(editing === 'new' ? 'gifts-added' : 'gifts-saved', { name: g.Names.en })); refresh(); }} />
        </Dialog>
      )}
    </section>
  );
}
