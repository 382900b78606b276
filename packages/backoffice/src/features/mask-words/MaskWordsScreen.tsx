import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { DeleteMaskWord, ListMaskWords, StaffPermission } from '@sideline/protocol';
import type { MaskWord } from '@sideline/protocol';
import { staffCall } from '../../shared/api';
import { formatTime } from '../../shared/format';
import { DataTable, Dialog, ErrorState, Loading, useErrorText } from '../../shared/ui';
import { useSession } from '../auth';
import { ImportForm } from './ImportForm';
import { MaskWordForm } from './MaskWordForm';

const KEY = ['mask-words'] as const;

/** Mask words: the list (shared and per site), add, edit, delete, bulk import. */
export function MaskWordsScreen() {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const canEdit = can(StaffPermission.EditMaskWords);
  const list = useQuery({ queryKey: KEY, queryFn: ({ signal }) => staffCall(ListMaskWords, {}, signal) });
  const [editing, setEditing] = useState<MaskWord | null>(null);
  const [importing, setImporting] = useState(false);
  const [status, setStatus] = useState('');
  const refresh = () => void queryClient.invalidateQueries({ queryKey: KEY });
  const remove = useMutation({
    mutationFn: (w: MaskWord) => staffCall(DeleteMaskWord, { MaskWordId: w.MaskWordId }),
    onSuccess: (_r, w) => { setStatus(t('mask-deleted', { word: w.Content })); refresh(); },
    onError: (e) => setStatus(errorText(e)),
  });
  const columns = useMemo<ColumnDef<MaskWord, unknown>[]>(() => [
    { accessorKey: 'Content', header: t('mask-word') },
    { accessorKey: 'Logic', header: t('mask-logic'), cell: (c) => (c.getValue() === 1 ? t('mask-logic-1') : t('mask-logic-2')) },
    { accessorKey: 'SiteId', header: t('mask-scope'), cell: (c) => (c.getValue() === null ? t('mask-shared') : `${t('mask-site')} ${c.getValue() as number}`) },
    { accessorKey: 'CreatedBy', header: t('mask-created-by') },
    { accessorKey: 'CreatedAt', header: t('mask-created-at'), cell: (c) => formatTime(c.getValue() as number, i18n.language) },
    ...(canEdit ? [{
      id: 'actions', header: t('table-actions'), enableSorting: false,
      cell: ({ row: { original: w } }: { row: { original: MaskWord } }) => (
        <div className="row-actions">
          <button type="button" className="btn btn--small" aria-label={t('mask-edit-of', { word: w.Content })} onClick={() => setEditing(w)}>{t('action-edit')}</button>
          <button type="button" className="btn btn--small btn--danger" aria-label={t('mask-delete-of', { word: w.Content })} onClick={() => { if (window.confirm(t('mask-delete-confirm', { word: w.Content }))) remove.mutate(w); }}>{t('action-delete')}</button>
        </div>
      ),
    } satisfies ColumnDef<MaskWord, unknown>] : []),
  ], [t, i18n.language, canEdit, remove]);

  return (
    <section aria-labelledby="mask-title">
      <header className="screen__head">
        <h1 id="mask-title">{t('nav-mask-words')}</h1>
        {canEdit && <button type="button" className="btn" onClick={() => setImporting(true)}>{t('mask-import')}</button>}
      </header>
      {canEdit && (
        <section className="card" aria-label={t('mask-add')}>
          <MaskWordForm word={null} onDone={(w) => { setStatus(t('mask-added', { word: w.Content })); refresh(); }} />
        </section>
      )}
      <p role="status" className="status-line">{status}</p>
      {list.isPending ? <Loading /> : list.isError ? <ErrorState error={list.error} onRetry={() => void list.refetch()} /> : (
        <DataTable caption={t('nav-mask-words')} columns={columns} data={list.data.Words} filter rowKey={(w) => String(w.MaskWordId)} />
      )}
      {editing && (
        <Dialog title={t('mask-edit-of', { word: editing.Content })} onClose={() => setEditing(null)}>
          <MaskWordForm word={editing} onCancel={() => setEditing(null)} onDone={(w) => { setEditing(null); setStatus(t('mask-saved', { word: w.Content })); refresh(); }} />
        </Dialog>
      )}
      {importing && (
        <Dialog title={t('mask-import')} onClose={() => setImporting(false)}>
          <ImportForm onDone={refresh} />
        </Dialog>
      )}
    </section>
  );
}
