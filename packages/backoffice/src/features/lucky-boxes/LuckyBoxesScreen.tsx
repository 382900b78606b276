import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { EditLuckyBox, ListBackofficeLuckyBoxes, StaffPermission } from '@sideline/protocol';
import type { BackofficeLuckyBox } from '@sideline/protocol';
import { staffCall } from '../../shared/api';
import { formatTime } from '../../shared/format';
import { DataTable, Dialog, ErrorState, Loading, useErrorText } from '../../shared/ui';
import { useSession } from '../auth';
import { LuckyBoxForm, luckyBoxInput, luckyBoxValues } from './LuckyBoxForm';

const KEY = ['lucky-boxes'] as const;

/** Lucky boxes: prizes with their probabilities, best gift, price, state (locked, unlocked, expired); add, edit, lock or unlock. */
export function LuckyBoxesScreen() {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const canEdit = can(StaffPermission.EditContent);
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<BackofficeLuckyBox | 'new' | null>(null);
  const [status, setStatus] = useState('');
  const list = useQuery({ queryKey: KEY, queryFn: ({ signal }) => staffCall(ListBackofficeLuckyBoxes, {}, signal) });
  const currencies = useMemo(() => list.data?.Currencies ?? [], [list.data]);
  const currencyName = useMemo(() => new Map(currencies.map((c) => [c.CurrencyId, c.CurrencyName])), [currencies]);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: KEY });
  const lock = useMutation({
    mutationFn: (b: BackofficeLuckyBox) => staffCall(EditLuckyBox, { ...luckyBoxInput({ ...luckyBoxValues(b), Locked: !b.Locked }), LuckyBoxId: b.LuckyBoxId }),
    onSuccess: (r) => { setStatus(t(r.LuckyBox.Locked ? 'lucky-locked-now' : 'lucky-unlocked-now', { name: r.LuckyBox.Names.en })); refresh(); },
    onError: (e) => setStatus(errorText(e)),
  });
  const columns = useMemo<ColumnDef<BackofficeLuckyBox, unknown>[]>(() => [
    { id: 'image', header: t('gifts-image'), enableSorting: false, cell: ({ row: { original: b } }) => <img className="thumb thumb--square" src={b.ImageUrl} alt="" loading="lazy" /> },
    { id: 'name', header: t('gifts-name'), accessorFn: (b) => b.Names.en },
    { id: 'currency', header: t('gifts-currency'), accessorFn: (b) => currencyName.get(b.CurrencyId) ?? String(b.CurrencyId) },
    { accessorKey: 'Amount', header: t('lucky-amount') },
    {
      id: 'prizes', header: t('lucky-prizes'), enableSorting: false,
      cell: ({ row: { original: b } }) => (
        <ul className="plain-list">{b.Gifts.map((g) => <li key={g.GiftId}>{`${g.GiftName} (${g.GiftAmount}) · ${g.Probability}%`}</li>)}</ul>
      ),
    },
    { id: 'best', header: t('lucky-best-gift'), accessorFn: (b) => b.Gifts.find((g) => g.GiftId === b.BestGiftId)?.GiftName ?? '—' },
    { id: 'vip', header: t('lucky-vip'), accessorFn: (b) => (b.IsVip ? t('gifts-yes') : t('gifts-no')) },
    { id: 'expires', header: t('lucky-expires'), accessorFn: (b) => (b.ExpiresAt === null ? t('lucky-never') : formatTime(b.ExpiresAt, i18n.language)) },
    { id: 'state', header: t('gifts-state'), accessorFn: (b) => t(`lucky-state-${b.State}`) },
    ...(canEdit ? [{
      id: 'actions', header: t('table-actions'), enableSorting: false,
      cell: ({ row: { original: b } }: { row: { original: BackofficeLuckyBox } }) => (
        <div className="row-actions">
          <button type="button" className="btn btn--small" aria-label={t('lucky-edit-of', { name: b.Names.en })} onClick={() => setEditing(b)}>{t('action-edit')}</button>
          <button type="button" className="btn btn--small" aria-pressed={b.Locked} aria-label={t(b.Locked ? 'lucky-unlock-of' : 'lucky-lock-of', { name: b.Names.en })}
            disabled={lock.isPending} onClick={() => lock.mutate(b)}>{b.Locked ? t('lucky-unlock') : t('lucky-lock')}</button>
        </div>
      ),
    } satisfies ColumnDef<BackofficeLuckyBox, unknown>] : []),
  ], [t, i18n.language, canEdit, lock, currencyName]);
  return (
    <section aria-labelledby="lucky-title">
      <header className="screen__head">
        <h1 id="lucky-title">{t('nav-lucky-boxes')}</h1>
        {canEdit && <button type="button" className="btn btn--primary" disabled={currencies.length === 0} onClick={() => setEditing('new')}>{t('lucky-add')}</button>}
      </header>
      <p role="status" className="status-line">{status}</p>
      {list.isPending ? <Loading /> : list.isError ? <ErrorState error={list.error} onRetry={() => void list.refetch()} /> : (
        <DataTable caption={t('nav-lucky-boxes')} columns={columns} data={list.data.LuckyBoxes} rowKey={(b) => String(b.LuckyBoxId)} />
      )}
      {editing && list.data && (
        <Dialog wide title={editing === 'new' ? t('lucky-add') : t('lucky-edit-of', { name: editing.Names.en })} onClose={() => setEditing(null)}>
          <LuckyBoxForm box={editing === 'new' ? null : editing} currencies={currencies} gifts={list.data.GiftChoices} onCancel={() => setEditing(null)}
            onDone={(b) => { setEditing(null); setStatus(t(editing === 'new' ? 'lucky-added' : 'lucky-saved', { name: b.Names.en })); refresh(); }} />
        </Dialog>
      )}
    </section>
  );
}
