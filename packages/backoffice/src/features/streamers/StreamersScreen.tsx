import { useMemo, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { ListStreamers, STREAMER_LANGUAGES, SetStreamerOn, StaffPermission } from '@sideline/protocol';
import type { BackofficeStreamer } from '@sideline/protocol';
import { staffCall } from '../../shared/api';
import { Field } from '../../shared/forms';
import { DataTable, Dialog, ErrorState, Loading, useErrorText } from '../../shared/ui';
import { useSession } from '../auth';
import { StreamerForm } from './StreamerForm';

const PAGE_SIZE = 20;
const KEY = ['streamers'] as const;
type Language = (typeof STREAMER_LANGUAGES)[number];

/** Streamer management: search, a page at a time, add, edit, switch on or off. */
export function StreamersScreen() {
  const { t } = useTranslation();
  const { can } = useSession();
  const canEdit = can(StaffPermission.EditContent);
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState<{ Search?: string; Language?: Language }>({});
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<BackofficeStreamer | 'new' | null>(null);
  const [status, setStatus] = useState('');
  const form = useForm<{ Search: string; Language: '' | Language }>({ defaultValues: { Search: '', Language: '' } });
  const list = useQuery({
    queryKey: [...KEY, search, page],
    queryFn: ({ signal }) => staffCall(ListStreamers, { ...search, Page: page, PageSize: PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: KEY });
  const toggle = useMutation({
    mutationFn: (s: BackofficeStreamer) => staffCall(SetStreamerOn, { StreamerId: s.StreamerId, On: !s.On }),
    onSuccess: (r) => { setStatus(t(r.Streamer.On ? 'streamers-switched-on' : 'streamers-switched-off', { name: r.Streamer.Name })); refresh(); },
    onError: (e) => setStatus(errorText(e)),
  });
  const columns = useMemo<ColumnDef<BackofficeStreamer, unknown>[]>(() => [
    {
      id: 'photo', header: t('streamers-photo'), enableSorting: false,
      cell: ({ row: { original: s } }) => (s.Photos[0] ? <img className="thumb" src={s.Photos[0].Url} alt="" loading="lazy" /> : null),
    },
    { accessorKey: 'Name', header: t('streamers-name') },
    { accessorKey: 'Language', header: t('streamers-language'), cell: (c) => String(c.getValue()).toUpperCase() },
    { accessorKey: 'Channel', header: t('streamers-channel') },
    { accessorKey: 'Supplier', header: t('streamers-supplier') },
    { accessorKey: 'Contract', header: t('streamers-contract'), cell: (c) => (c.getValue() === 'part-time' ? t('streamers-contract-part-time') : t('streamers-contract-signed')) },
    { accessorKey: 'Tag', header: t('streamers-flag'), cell: (c) => [t('streamers-flag-none'), t('streamers-flag-hot'), t('streamers-flag-new')][c.getValue() as number] },
    { accessorKey: 'On', header: t('streamers-state'), cell: (c) => (c.getValue() ? t('streamers-state-on') : t('streamers-state-off')) },
    ...(canEdit ? [{
      id: 'actions', header: t('table-actions'), enableSorting: false,
      cell: ({ row: { original: s } }: { row: { original: BackofficeStreamer } }) => (
        <div className="row-actions">
          <button type="button" className="btn btn--small" aria-label={t('streamers-edit-of', { name: s.Name })} onClick={() => setEditing(s)}>{t('action-edit')}</button>
          <button type="button" className="btn btn--small" aria-pressed={s.On} aria-label={t(s.On ? 'streamers-switch-off-of' : 'streamers-switch-on-of', { name: s.Name })}
            disabled={toggle.isPending} onClick={() => toggle.mutate(s)}>{s.On ? t('streamers-switch-off') : t('streamers-switch-on')}</button>
        </div>
      ),
    } satisfies ColumnDef<BackofficeStreamer, unknown>] : []),
  ], [t, canEdit, toggle]);
  const onSearch = form.handleSubmit((v) => {
    setSearch({ ...(v.Search.trim() ? { Search: v.Search.trim() } : {}), ...(v.Language ? { Language: v.Language } : {}) });
    setPage(1);
  });
  return (
    <section aria-labelledby="streamers-title">
      <header className="screen__head">
        <h1 id="streamers-title">{t('nav-streamers')}</h1>
        {canEdit && <button type="button" className="btn btn--primary" onClick={() => setEditing('new')}>{t('streamers-add')}</button>}
      </header>
      <form className="filters" onSubmit={onSearch} role="search" aria-label={t('streamers-search')}>
        <Field label={t('streamers-search-label')}><input type="search" {...form.register('Search')} /></Field>
        <Field label={t('streamers-language')}>
          <select {...form.register('Language')}>
            <option value="">{t('streamers-all-languages')}</option>
            {STREAMER_LANGUAGES.map((l) => <option key={l} value={l}>{l.toUpperCase()}</option>)}
          </select>
        </Field>
        <button type="submit" className="btn">{t('streamers-search')}</button>
      </form>
      <p role="status" className="status-line">{status}</p>
      {list.isPending ? <Loading /> : list.isError ? <ErrorState error={list.error} onRetry={() => void list.refetch()} /> : (
        <DataTable caption={t('nav-streamers')} columns={columns} data={list.data.Streamers} rowKey={(s) => String(s.StreamerId)}
          paging={{ page, pageSize: PAGE_SIZE, total: list.data.Total, onPage: setPage }} />
      )}
      {editing && (
        <Dialog title={editing === 'new' ? t('streamers-add') : t('streamers-edit-of', { name: editing.Name })} onClose={() => setEditing(null)}>
          <StreamerForm streamer={editing === 'new' ? null : editing} onCancel={() => setEditing(null)}
            onDone={(s) => { setEditing(null); setStatus(t(editing === 'new' ? 'streamers-added' : 'streamers-saved', { name: s.Name })); refresh(); }} />
        </Dialog>
      )}
    </section>
  );
}
