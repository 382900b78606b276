import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { DeleteStaff, ListStaff, SetStaffDisabled } from '@sideline/protocol';
import type { StaffUser } from '@sideline/protocol';
import { staffCall } from '../../shared/api';
import { formatTime } from '../../shared/format';
import { DataTable, Dialog, ErrorState, Loading, useErrorText } from '../../shared/ui';
import { useSession } from '../auth';
import { StaffForm } from './StaffForm';

const KEY = ['staff'] as const;

/** Staff accounts (spec "account", "permissions"): the table and add, edit, disable, delete. */
export function StaffScreen() {
  const { t, i18n } = useTranslation();
  const { me } = useSession();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: KEY, queryFn: ({ signal }) => staffCall(ListStaff, {}, signal) });
  const [editing, setEditing] = useState<StaffUser | 'new' | null>(null);
  const [status, setStatus] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEY });
  const action = useMutation({
    mutationFn: async (a: { kind: 'disable' | 'enable' | 'delete'; user: StaffUser }) => {
      if (a.kind === 'delete') await staffCall(DeleteStaff, { StaffId: a.user.StaffId });
      else await staffCall(SetStaffDisabled, { StaffId: a.user.StaffId, IsDisabled: a.kind === 'disable' });
    },
    onSuccess: (_r, a) => { setStatus(t(`staff-done-${a.kind}` as 'staff-done-delete', { email: a.user.Email })); void refresh(); },
    onError: (error) => setStatus(errorText(error)),
  });

  const columns = useMemo<ColumnDef<StaffUser, unknown>[]>(() => [
    { accessorKey: 'Email', header: t('staff-email') },
    { accessorKey: 'DisplayName', header: t('staff-name') },
    { accessorKey: 'Role', header: t('staff-role'), cell: (c) => t(`role-${c.getValue() as string}` as 'role-owner') },
    { accessorKey: 'IsDisabled', header: t('staff-state'), cell: (c) => (c.getValue() ? t('staff-disabled') : t('staff-enabled')) },
    { accessorKey: 'LastLoginAt', header: t('staff-last-login'), cell: (c) => formatTime(c.getValue() as number | null, i18n.language) },
    {
      id: 'actions', header: t('table-actions'), enableSorting: false,
      cell: ({ row: { original: u } }) => (
        <div className="row-actions">
          <button type="button" className="btn btn--small" onClick={() => setEditing(u)} aria-label={t('staff-edit-of', { email: u.Email })}>{t('action-edit')}</button>
          {u.StaffId !== me.User.StaffId && (
            <>
              <button type="button" className="btn btn--small" onClick={() => action.mutate({ kind: u.IsDisabled ? 'enable' : 'disable', user: u })}>
                {u.IsDisabled ? t('staff-enable') : t('staff-disable')}
              </button>
              <button type="button" className="btn btn--small btn--danger" onClick={() => { if (window.confirm(t('staff-delete-confirm', { email: u.Email }))) action.mutate({ kind: 'delete', user: u }); }}>
                {t('action-delete')}
              </button>
            </>
          )}
        </div>
      ),
    },
  ], [t, i18n.language, me.User.StaffId, action]);

  return (
    <section aria-labelledby="staff-title">
      <header className="screen__head">
        <h1 id="staff-title">{t('nav-staff')}</h1>
        <button type="button" className="btn btn--primary" onClick={() => setEditing('new')}>{t('staff-add')}</button>
      </header>
      <p role="status" className="status-line">{status}</p>
      {list.isPending ? <Loading /> : list.isError ? <ErrorState error={list.error} onRetry={() => void list.refetch()} /> : (
        <DataTable caption={t('nav-staff')} columns={columns} data={list.data.Users} filter rowKey={(u) => String(u.StaffId)} />
      )}
      {editing && (
        <Dialog title={editing === 'new' ? t('staff-add') : t('staff-edit-of', { email: editing.Email })} onClose={() => setEditing(null)}>
          <StaffForm
            user={editing === 'new' ? null : editing}
            onCancel={() => setEditing(null)}
            onDone={(u) => { setEditing(null); setStatus(t('staff-saved', { email: u.Email })); void refresh(); }}
          />
        </Dialog>
      )}
    </section>
  );
}
