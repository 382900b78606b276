import { useMemo, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { ListBroadcasters, SetBroadcasterOn, StaffPermission } from '@sideline/protocol';
import type { BackofficeBroadcaster } from '@sideline/protocol';
import { staffCall } from '../../shared/api';
import { DataTable, Dialog, ErrorState, Loading, useErrorText } from '../../shared/ui';
import { useSession } from '../auth';
import { BroadcasterForm } from './BroadcasterForm';

const PAGE_SIZE = 20;
const KEY = ['broadcasters'] as const;

/** Broadcaster management: the voice broadcasters, add, edit, switch on or off. */
export function BroadcastersScreen() {
  const { t } = useTranslation();
  const { can } = useSession();
  const canEdit = can(StaffPermission.EditContent);
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<BackofficeBroadcaster | 'new' | null>(null);
  const [status, setStatus] = useState('');
  const list = useQuery({
    queryKey: [...KEY, page],
    queryFn: ({ signal }) => staffCall(ListBroadcasters, { Page: page, PageSize: PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: KEY });
  const toggle = useMutation({
    mutationFn: (b: BackofficeBroadcaster) => staffCall(SetBroadcasterOn, { BroadcasterId: b.BroadcasterId, On: !b.On }),
    onSuccess: (r) => { setStatus(t(r.Broadcaster.On ? 'streamers-switched-on' : 'streamers-switched-off', { name: r.Broadcaster.Name })); refresh(); },
    onError: (e) => setStatus(errorText(e)),
  });
  const columns = useMemo<ColumnDef<BackofficeBroadcaster, unknown>[]>(() => [
    { accessorKey: 'BroadcasterId', header: t('broadcasters-id') },
    { accessorKey: 'Name', header: t('broadcasters-name') },
    { accessorKey: 'Language', header: t('broadcasters-language'), cell: (c) => String(c.getValue()).toUpperCase() },
    { accessorKey: 'Style', header: t('broadcasters-style'), cell: (c) => t(`broadcasters-style-${String(c.getValue()).toLowerCase()}` as 'broadcasters-style-funny') },
    { accessorKey: 'On', header: t('streamers-state'), cell: (c) => (c.getValue() ? t('streamers-state-on') : t('streamers-state-off')) },
    ...(canEdit ? [{
      id: 'actions', header: t('table-actions'), enableSorting: false,
      cell: ({ row: { original: b } }: { row: { original: BackofficeBroadcaster } }) => (
        <div className="row-actions">
          <button type="button" className="btn btn--small" aria-label={t('broadcasters-edit-of', { name: b.Name })} onClick={() => setEditing(b)}>{t('action-edit')}</button>
          <button type="button" className="btn btn--small" aria-pressed={b.On} aria-label={t(b.On ? 'streamers-switch-off-of' : 'streamers-switch-on-of', { name: b.Name })}
            disabled={toggle.isPending} onClick={() => toggle.mutate(b)}>{b.On ? t('streamers-switch-off') : t('streamers-switch-on')}</button>
        </div>
      ),
    } satisfies ColumnDef<BackofficeBroadcaster, unknown>] : []),
  ], [t, canEdit, toggle]);
  return (
    <section aria-labelledby="broadcasters-title">
      <header className="screen__head">
        <h1 id="broadcasters-title">{t('nav-broadcasters')}</h1>
        {canEdit && <button type="button" className="btn btn--primary" onClick={() => setEditing('new')}>{t('broadcasters-add')}</button>}
      </header>
      <p role="status" className="status-line">{status}</p>
      {list.isPending ? <Loading /> : list.isError ? <ErrorState error={list.error} onRetry={() => void list.refetch()} /> : (
        <DataTable caption={t('nav-broadcasters')} columns={columns} data={list.data.Broadcasters} filter rowKey={(b) => String(b.BroadcasterId)}
          paging={{ page, pageSize: PAGE_SIZE, total: list.data.Total, onPage: setPage }} />
      )}
      {editing && (
        <Dialog title={editing === 'new' ? t('broadcasters-add') : t('broadcasters-edit-of', { name: editing.Name })} onClose={() => setEditing(null)}>
          <BroadcasterForm broadcaster={editing === 'new' ? null : editing} onCancel={() => setEditing(null)}
            onDone={(b) => { setEditing(null); setStatus(t(editing === 'new' ? 'streamers-added' : 'streamers-saved', { name: b.Name })); refresh(); }} />
        </Dialog>
      )}
    </section>
  );
}
