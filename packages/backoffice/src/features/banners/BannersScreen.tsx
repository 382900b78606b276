import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { BANNER_POSITIONS, DeleteBanner, ListBanners, ListSites, SetBannerOn, StaffPermission } from '@sideline/protocol';
import type { Banner, BannerPosition } from '@sideline/protocol';
import { staffCall } from '../../shared/api';
import { Field } from '../../shared/forms';
import { formatTime } from '../../shared/format';
import { DataTable, Dialog, ErrorState, Loading, useErrorText } from '../../shared/ui';
import { useSession } from '../auth';
import { BannerForm } from './BannerForm';

const KEY = ['banners'] as const;

/** Banner management: the list by position (state from the period and the switch), add, edit, on/off, delete. */
export function BannersScreen() {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const canEdit = can(StaffPermission.EditContent);
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [position, setPosition] = useState<'' | BannerPosition>('');
  const [editing, setEditing] = useState<Banner | 'new' | null>(null);
  const [status, setStatus] = useState('');
  const list = useQuery({
    queryKey: [...KEY, position],
    queryFn: ({ signal }) => staffCall(ListBanners, position ? { Position: position } : {}, signal),
  });
  const sites = useQuery({ queryKey: ['sites'], queryFn: ({ signal }) => staffCall(ListSites, {}, signal) });
  const siteList = sites.data?.Sites;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: KEY });
  const toggle = useMutation({
    mutationFn: (b: Banner) => staffCall(SetBannerOn, { BannerId: b.BannerId, On: !b.On }),
    onSuccess: (r) => { setStatus(t(r.Banner.On ? 'banners-switched-on' : 'banners-switched-off', { title: r.Banner.Title })); refresh(); },
    onError: (e) => setStatus(errorText(e)),
  });
  const remove = useMutation({
    mutationFn: (b: Banner) => staffCall(DeleteBanner, { BannerId: b.BannerId }),
    onSuccess: (_r, b) => { setStatus(t('banners-deleted', { title: b.Title })); refresh(); },
    onError: (e) => setStatus(errorText(e)),
  });
  const columns = useMemo<ColumnDef<Banner, unknown>[]>(() => [
    { id: 'image', header: t('banners-image'), enableSorting: false, cell: ({ row: { original: b } }) => <img className="thumb thumb--wide" src={b.Image.Url} alt="" loading="lazy" /> },
    { accessorKey: 'Title', header: t('banners-title') },
    { accessorKey: 'Position', header: t('banners-position'), cell: (c) => t(`banners-position-${c.getValue() as BannerPosition}`) },
    { accessorKey: 'Device', header: t('banners-device'), cell: (c) => t(`banners-device-${c.getValue() as 'mobile' | 'desktop'}`) },
    { accessorKey: 'SiteId', header: t('banners-site'), cell: (c) => {
      const id = c.getValue() as number | null;
      return id === null ? t('banners-every-site') : siteList?.find((s) => s.SiteId === id)?.Name ?? `#${id}`;
    } },
    { accessorKey: 'StartAt', header: t('banners-start'), cell: (c) => formatTime(c.getValue() as number, i18n.language) },
    { accessorKey: 'EndAt', header: t('banners-end'), cell: (c) => formatTime(c.getValue() as number, i18n.language) },
    { accessorKey: 'CarouselSeconds', header: t('banners-carousel') },
    { accessorKey: 'State', header: t('banners-state'), cell: (c) => <span className={`badge badge--${c.getValue() as string}`}>{t(`banners-state-${c.getValue() as Banner['State']}`)}</span> },
    ...(canEdit ? [{
      id: 'actions', header: t('table-actions'), enableSorting: false,
      cell: ({ row: { original: b } }: { row: { original: Banner } }) => (
        <div className="row-actions">
          <button type="button" className="btn btn--small" aria-label={t('banners-edit-of', { title: b.Title })} onClick={() => setEditing(b)}>{t('action-edit')}</button>
          <button type="button" className="btn btn--small" aria-pressed={b.On} aria-label={t(b.On ? 'banners-switch-off-of' : 'banners-switch-on-of', { title: b.Title })}
            disabled={toggle.isPending} onClick={() => toggle.mutate(b)}>{b.On ? t('banners-switch-off') : t('banners-switch-on')}</button>
          <button type="button" className="btn btn--small btn--danger" aria-label={t('banners-delete-of', { title: b.Title })}
            onClick={() => { if (window.confirm(t('banners-delete-confirm', { title: b.Title }))) remove.mutate(b); }}>{t('action-delete')}</button>
        </div>
      ),
    } satisfies ColumnDef<Banner, unknown>] : []),
  ], [t, i18n.language, canEdit, toggle, remove, siteList]);
  return (
    <section aria-labelledby="banners-title">
      <header className="screen__head">
        <h1 id="banners-title">{t('nav-banners')}</h1>
        {canEdit && <button type="button" className="btn btn--primary" onClick={() => setEditing('new')}>{t('banners-add')}</button>}
      </header>
      <div className="filters">
        <Field label={t('banners-position')}>
          <select value={position} onChange={(e) => setPosition(e.target.value as '' | BannerPosition)}>
            <option value="">{t('banners-all-positions')}</option>
            {BANNER_POSITIONS.map((p) => <option key={p} value={p}>{t(`banners-position-${p}`)}</option>)}
          </select>
        </Field>
      </div>
      <p role="status" className="status-line">{status}</p>
      {list.isPending ? <Loading /> : list.isError ? <ErrorState error={list.error} onRetry={() => void list.refetch()} /> : (
        <DataTable caption={t('nav-banners')} columns={columns} data={list.data.Banners} rowKey={(b) => String(b.BannerId)} />
      )}
      {editing && (
        <Dialog title={editing === 'new' ? t('banners-add') : t('banners-edit-of', { title: editing.Title })} onClose={() => setEditing(null)}>
          <BannerForm banner={editing === 'new' ? null : editing} sites={sites.data?.Sites ?? []} onCancel={() => setEditing(null)}
            onDone={(b) => { setEditing(null); setStatus(t(editing === 'new' ? 'banners-added' : 'banners-saved', { title: b.Title })); refresh(); }} />
        </Dialog>
      )}
    </section>
  );
}
