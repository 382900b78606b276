import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { GetCampaign, ListCampaigns, PublishCampaign, StaffPermission } from '@sideline/protocol';
import type { Campaign, CampaignSummary } from '@sideline/protocol';
import { staffCall } from '../../shared/api';
import { formatTime } from '../../shared/format';
import { DataTable, Dialog, ErrorState, Loading, useErrorText } from '../../shared/ui';
import { useSession } from '../auth';
import { CampaignForm } from './CampaignForm';
import { CampaignPreview } from './CampaignPreview';

const KEY = ['campaigns'] as const;
const VIEWER_STATUS: Record<number, string> = { 1: 'campaigns-viewer-draft', 2: 'campaigns-viewer-ongoing', 3: 'campaigns-viewer-upcoming', 4: 'campaigns-viewer-ended' };

type Open = { kind: 'new' } | { kind: 'edit' | 'preview'; id: number; name: string };

/** Campaign management: the list (draft or published, and what viewers see now), add, edit, preview, publish. */
export function CampaignsScreen() {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const canEdit = can(StaffPermission.EditContent);
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Open | null>(null);
  const [status, setStatus] = useState('');
  const list = useQuery({ queryKey: KEY, queryFn: ({ signal }) => staffCall(ListCampaigns, {}, signal) });
  const openId = open && open.kind !== 'new' ? open.id : null;
  const one = useQuery({
    queryKey: [...KEY, 'one', openId], enabled: openId !== null,
    queryFn: ({ signal }) => staffCall(GetCampaign, { CampaignId: openId! }, signal),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: KEY });
  const publish = useMutation({
    mutationFn: (id: number) => staffCall(PublishCampaign, { CampaignId: id }),
    onSuccess: (r) => { setStatus(t('campaigns-published', { name: r.Campaign.Texts[0]?.Name ?? '' })); setOpen(null); refresh(); },
    onError: (e) => setStatus(errorText(e)),
  });
  const columns = useMemo<ColumnDef<CampaignSummary, unknown>[]>(() => [
    { id: 'entry', header: t('campaigns-entry-image'), enableSorting: false, cell: ({ row: { original: c } }) => (c.EntryImageUrl ? <img className="thumb thumb--wide" src={c.EntryImageUrl} alt="" loading="lazy" /> : null) },
    { accessorKey: 'CampaignId', header: t('campaigns-id') },
    { accessorKey: 'Name', header: t('campaigns-name') },
    { accessorKey: 'State', header: t('campaigns-state'), cell: (c) => <span className={`badge badge--campaign-${c.getValue() as string}`}>{t(c.getValue() === 'published' ? 'campaigns-state-published' : 'campaigns-state-draft')}</span> },
    { accessorKey: 'ViewerStatus', header: t('campaigns-viewer-status'), cell: (c) => t(VIEWER_STATUS[c.getValue() as number] ?? 'campaigns-viewer-draft') },
    { accessorKey: 'StartAt', header: t('campaigns-start'), cell: (c) => formatTime(c.getValue() as number, i18n.language) },
    { accessorKey: 'EndAt', header: t('campaigns-end'), cell: (c) => formatTime(c.getValue() as number, i18n.language) },
    { accessorKey: 'Languages', header: t('campaigns-languages'), enableSorting: false, cell: (c) => (c.getValue() as string[]).map((l) => l.toUpperCase()).join(', ') },
    {
      id: 'actions', header: t('table-actions'), enableSorting: false,
      cell: ({ row: { original: c } }: { row: { original: CampaignSummary } }) => (
        <div className="row-actions">
          <button type="button" className="btn btn--small" aria-label={t('campaigns-preview-of', { name: c.Name })} onClick={() => setOpen({ kind: 'preview', id: c.CampaignId, name: c.Name })}>{t('campaigns-preview')}</button>
          {canEdit && <button type="button" className="btn btn--small" aria-label={t('campaigns-edit-of', { name: c.Name })} onClick={() => setOpen({ kind: 'edit', id: c.CampaignId, name: c.Name })}>{t('action-edit')}</button>}
        </div>
      ),
    },
  ], [t, i18n.language, canEdit]);
  const loaded: Campaign | undefined = one.data?.Campaign;
  return (
    <section aria-labelledby="campaigns-title">
      <header className="screen__head">
        <h1 id="campaigns-title">{t('nav-campaigns')}</h1>
        {canEdit && <button type="button" className="btn btn--primary" onClick={() => setOpen({ kind: 'new' })}>{t('campaigns-add')}</button>}
      </header>
      <p role="status" className="status-line">{status}</p>
      {list.isPending ? <Loading /> : list.isError ? <ErrorState error={list.error} onRetry={() => void list.refetch()} /> : (
        <DataTable caption={t('nav-campaigns')} columns={columns} data={list.data.Campaigns} rowKey={(c) => String(c.CampaignId)} />
      )}
      {open?.kind === 'new' && (
        <Dialog title={t('campaigns-add')} wide onClose={() => setOpen(null)}>
          <CampaignForm campaign={null} onCancel={() => setOpen(null)}
            onDone={(c) => { setStatus(t('campaigns-added', { name: c.Texts[0]?.Name ?? '' })); refresh(); setOpen({ kind: 'preview', id: c.CampaignId, name: c.Texts[0]?.Name ?? '' }); }} />
        </Dialog>
      )}
      {open && open.kind !== 'new' && (
        <Dialog title={t(open.kind === 'edit' ? 'campaigns-edit-of' : 'campaigns-preview-of', { name: open.name })} wide onClose={() => setOpen(null)}>
          {one.isPending || !loaded ? (one.isError ? <ErrorState error={one.error} onRetry={() => void one.refetch()} /> : <Loading />) : open.kind === 'edit' ? (
            <CampaignForm campaign={loaded} onCancel={() => setOpen(null)}
              onDone={(c) => { setStatus(t('campaigns-saved', { name: c.Texts[0]?.Name ?? '' })); refresh(); setOpen(null); }} />
          ) : (
            <CampaignPreview campaign={loaded} publishing={publish.isPending}
              onPublish={canEdit && loaded.State === 'draft' ? () => publish.mutate(loaded.CampaignId) : undefined} />
          )}
        </Dialog>
      )}
    </section>
  );
}
