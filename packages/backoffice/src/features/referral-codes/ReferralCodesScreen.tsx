import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { DeleteReferralCode, ListReferralCodes, StaffPermission } from '@sideline/protocol';
import type { ReferralCode } from '@sideline/protocol';
import { staffCall } from '../../shared/api';
import { formatTime } from '../../shared/format';
import { DataTable, Dialog, ErrorState, Loading, useErrorText } from '../../shared/ui';
import { useSession } from '../auth';
import { ReferralCodeForm } from './ReferralCodeForm';

const KEY = ['referral-codes'] as const;

/** Referral codes: the list (state from the expiry), add, edit, delete. */
export function ReferralCodesScreen() {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const canEdit = can(StaffPermission.EditContent);
  const list = useQuery({ queryKey: KEY, queryFn: ({ signal }) => staffCall(ListReferralCodes, {}, signal) });
  const [editing, setEditing] = useState<ReferralCode | null>(null);
  const [status, setStatus] = useState('');
  const refresh = () => void queryClient.invalidateQueries({ queryKey: KEY });
  const remove = useMutation({
    mutationFn: (c: ReferralCode) => staffCall(DeleteReferralCode, { ReferralCodeId: c.ReferralCodeId }),
    onSuccess: (_r, c) => { setStatus(t('referral-deleted', { code: c.Code })); refresh(); },
    onError: (e) => setStatus(errorText(e)),
  });
  const columns = useMemo<ColumnDef<ReferralCode, unknown>[]>(() => [
    { accessorKey: 'Code', header: t('referral-code') },
    { accessorKey: 'OneTimeBonus', header: t('referral-one-time'), cell: (c) => (c.getValue() as number).toLocaleString(i18n.language) },
    { accessorKey: 'DailyBonus', header: t('referral-daily'), cell: (c) => (c.getValue() as number).toLocaleString(i18n.language) },
    { accessorKey: 'ExpiresAt', header: t('referral-expires'), cell: (c) => formatTime(c.getValue() as number, i18n.language) },
    { accessorKey: 'State', header: t('referral-state'), cell: (c) => <span className={`badge badge--${c.getValue() as string}`}>{t(c.getValue() === 'active' ? 'referral-active' : 'referral-expired')}</span> },
    { accessorKey: 'CreatedBy', header: t('mask-created-by') },
    ...(canEdit ? [{
      id: 'actions', header: t('table-actions'), enableSorting: false,
      cell: ({ row: { original: c } }: { row: { original: ReferralCode } }) => (
        <div className="row-actions">
          <button type="button" className="btn btn--small" aria-label={t('referral-edit-of', { code: c.Code })} onClick={() => setEditing(c)}>{t('action-edit')}</button>
          <button type="button" className="btn btn--small btn--danger" aria-label={t('referral-delete-of', { code: c.Code })} onClick={() => { if (window.confirm(t('referral-delete-confirm', { code: c.Code }))) remove.mutate(c); }}>{t('action-delete')}</button>
        </div>
      ),
    } satisfies ColumnDef<ReferralCode, unknown>] : []),
  ], [t, i18n.language, canEdit, remove]);

  return (
    <section aria-labelledby="referral-title">
      <header className="screen__head">
        <h1 id="referral-title">{t('nav-referral-codes')}</h1>
      </header>
      {canEdit && (
        <section className="card" aria-label={t('referral-add')}>
          <ReferralCodeForm code={null} onDone={(c) => { setStatus(t('referral-added', { code: c.Code })); refresh(); }} />
        </section>
      )}
      <p role="status" className="status-line">{status}</p>
      {list.isPending ? <Loading /> : list.isError ? <ErrorState error={list.error} onRetry={() => void list.refetch()} /> : (
        <DataTable caption={t('nav-referral-codes')} columns={columns} data={list.data.Codes} filter rowKey={(c) => String(c.ReferralCodeId)} />
      )}
      {editing && (
        <Dialog title={t('referral-edit-of', { code: editing.Code })} onClose={() => setEditing(null)}>
          <ReferralCodeForm code={editing} onCancel={() => setEditing(null)} onDone={(c) => { setEditing(null); setStatus(t('referral-saved', { code: c.Code })); refresh(); }} />
        </Dialog>
      )}
    </section>
  );
}
