import { useMemo, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import {
  ApproveAllStreamerPosts, ApproveStreamerPost, DeleteStreamerPost, GetPostFormOptions, ListStreamerPosts, StaffPermission,
} from '@sideline/protocol';
import type { BackofficePost, PostState } from '@sideline/protocol';
import { staffCall } from '../../shared/api';
import { formatTime } from '../../shared/format';
import { Field } from '../../shared/forms';
import { DataTable, Dialog, ErrorState, Loading, useErrorText } from '../../shared/ui';
import { useSession } from '../auth';
import { PostForm } from './PostForm';
import { RejectForm } from './RejectForm';
import { ruleText } from './ruleText';

const PAGE_SIZE = 20;
const KEY = ['posts'] as const;
const STATE_KEYS = { 'under-review': 'posts-state-under-review', approved: 'posts-state-approved', 'not-approved': 'posts-state-not-approved' } as const;

/**
 * Streamer posts and the review list (spec: "streamer posts and review list"; states under
 * review, approved, not approved; approve-one, approve-all, reject with a required reason).
 * Content editors add and edit posts; reviewers (posts.review) approve and reject.
 */
export function PostsScreen() {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const canEdit = can(StaffPermission.EditContent);
  const canReview = can(StaffPermission.ReviewPosts);
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<{ State?: PostState; StreamerId?: number }>({ State: 'under-review' });
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<BackofficePost | 'new' | null>(null);
  const [rejecting, setRejecting] = useState<BackofficePost | null>(null);
  const [status, setStatus] = useState('');
  const options = useQuery({ queryKey: [...KEY, 'options'], queryFn: ({ signal }) => staffCall(GetPostFormOptions, {}, signal), staleTime: 60_000 });
  const list = useQuery({
    queryKey: [...KEY, filter, page],
    queryFn: ({ signal }) => staffCall(ListStreamerPosts, { ...filter, Page: page, PageSize: PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: KEY });
  const approve = useMutation({
    mutationFn: (p: BackofficePost) => staffCall(ApproveStreamerPost, { PostId: p.PostId }),
    onSuccess: (r) => { setStatus(t('posts-approved-one', { streamer: r.Post.StreamerName })); refresh(); },
    onError: (e) => { setStatus(errorText(e)); refresh(); },
  });
  const approveAll = useMutation({
    mutationFn: (asOf: number) => staffCall(ApproveAllStreamerPosts, { AsOf: asOf, ...(filter.StreamerId ? { StreamerId: filter.StreamerId } : {}) }),
    onSuccess: (r) => { setStatus(t('posts-approved-all', { count: r.PostIds.length })); refresh(); },
    onError: (e) => setStatus(errorText(e)),
  });
  const remove = useMutation({
    mutationFn: (p: BackofficePost) => staffCall(DeleteStreamerPost, { PostId: p.PostId }),
    onSuccess: () => { setStatus(t('posts-deleted')); refresh(); },
    onError: (e) => setStatus(errorText(e)),
  });
  const busy = approve.isPending || approveAll.isPending || remove.isPending;
  const columns = useMemo<ColumnDef<BackofficePost, unknown>[]>(() => [
    {
      id: 'media', header: t('posts-media'), enableSorting: false,
      cell: ({ row: { original: p } }) => (p.Type === 'photo' && p.Media[0]
        ? <img className="thumb" src={p.Media[0].Url} alt="" loading="lazy" />
        : <span className="post-kind">{p.Media[0]?.Kind.toUpperCase() ?? ''}</span>),
    },
    { accessorKey: 'StreamerName', header: t('posts-streamer') },
    { accessorKey: 'Type', header: t('posts-type'), cell: (c) => (c.getValue() === 'video' ? t('posts-type-video') : t('posts-type-photo')) },
    { accessorKey: 'Content', header: t('posts-content'), cell: (c) => <span className="post-content">{c.getValue() as string}</span> },
    { accessorKey: 'PublishAt', header: t('posts-publish-at'), cell: (c) => formatTime(c.getValue() as number, i18n.language) },
    { id: 'visibility', header: t('posts-visibility'), enableSorting: false, cell: ({ row: { original: p } }) => (p.Visibility === 'public' ? t('posts-public') : ruleText(t, p)) },
    {
      accessorKey: 'State', header: t('posts-state'),
      cell: ({ row: { original: p } }) => (
        <>
          <span className={`badge badge--post-${p.State}`}>{t(STATE_KEYS[p.State])}</span>
          {p.RejectReason && <span className="post-reason">{t('posts-reason-is', { reason: p.RejectReason })}</span>}
        </>
      ),
    },
    { accessorKey: 'CreatedBy', header: t('posts-created-by') },
    ...(canEdit || canReview ? [{
      id: 'actions', header: t('table-actions'), enableSorting: false,
      cell: ({ row: { original: p } }: { row: { original: BackofficePost } }) => {
        const what = { streamer: p.StreamerName, id: p.PostId };
        return (
          <div className="row-actions">
            {canReview && p.State === 'under-review' && (
              <button type="button" className="btn btn--small btn--primary" disabled={busy} aria-label={t('posts-approve-of', what)} onClick={() => approve.mutate(p)}>{t('posts-approve')}</button>
            )}
            {canReview && p.State !== 'not-approved' && (
              <button type="button" className="btn btn--small btn--danger" disabled={busy} aria-label={t('posts-reject-of', what)} onClick={() => setRejecting(p)}>{t('posts-reject')}</button>
            )}
            {canEdit && <button type="button" className="btn btn--small" disabled={busy || !options.data} aria-label={t('posts-edit-of', what)} onClick={() => setEditing(p)}>{t('action-edit')}</button>}
            {canEdit && (
              <button type="button" className="btn btn--small" disabled={busy} aria-label={t('posts-delete-of', what)}
                onClick={() => { if (window.confirm(t('posts-delete-confirm', what))) remove.mutate(p); }}>{t('action-delete')}</button>
            )}
          </div>
        );
      },
    } satisfies ColumnDef<BackofficePost, unknown>] : []),
  ], [t, i18n.language, canEdit, canReview, busy, approve, remove, options.data]);

  const underReview = list.data?.UnderReview ?? 0;
  return (
    <section aria-labelledby="posts-title">
      <header className="screen__head">
        <h1 id="posts-title">{t('nav-posts')}</h1>
        {canEdit && <button type="button" className="btn btn--primary" disabled={!options.data} onClick={() => setEditing('new')}>{t('posts-add')}</button>}
      </header>
      <form className="filters" role="search" aria-label={t('posts-filter')} onSubmit={(e) => e.preventDefault()}>
        <Field label={t('posts-state')}>
          <select value={filter.State ?? ''} onChange={(e) => { setFilter({ ...filter, State: (e.target.value || undefined) as PostState | undefined }); setPage(1); }}>
            <option value="">{t('posts-all-states')}</option>
            {(Object.keys(STATE_KEYS) as PostState[]).map((s) => <option key={s} value={s}>{t(STATE_KEYS[s])}</option>)}
          </select>
        </Field>
        <Field label={t('posts-streamer')}>
          <select value={filter.StreamerId ?? ''} onChange={(e) => { setFilter({ ...filter, StreamerId: e.target.value ? Number(e.target.value) : undefined }); setPage(1); }}>
            <option value="">{t('posts-all-streamers')}</option>
            {options.data?.Streamers.map((s) => <option key={s.StreamerId} value={s.StreamerId}>{s.Name}</option>)}
          </select>
        </Field>
      </form>
      {canReview && list.data && (
        <div className="review-bar">
          <p>{t('posts-under-review-count', { count: underReview })}</p>
          <button type="button" className="btn btn--primary" disabled={busy || underReview === 0}
            onClick={() => { if (window.confirm(t('posts-approve-all-confirm', { count: underReview }))) approveAll.mutate(list.data.AsOf); }}>
            {t('posts-approve-all')}
          </button>
        </div>
      )}
      <p role="status" className="status-line">{status}</p>
      {list.isPending ? <Loading /> : list.isError ? <ErrorState error={list.error} onRetry={() => void list.refetch()} /> : (
        <DataTable caption={t('posts-review-list')} columns={columns} data={list.data.Posts} rowKey={(p) => String(p.PostId)}
          paging={{ page, pageSize: PAGE_SIZE, total: list.data.Total, onPage: setPage }} />
      )}
      {editing && options.data && (
        <Dialog title={editing === 'new' ? t('posts-add') : t('posts-edit-of', { streamer: editing.StreamerName, id: editing.PostId })} onClose={() => setEditing(null)} wide>
          <PostForm post={editing === 'new' ? null : editing} options={options.data} onCancel={() => setEditing(null)}
            onDone={(p) => { setEditing(null); setStatus(t(editing === 'new' ? 'posts-added' : 'posts-saved', { streamer: p.StreamerName })); refresh(); }} />
        </Dialog>
      )}
      {rejecting && (
        <Dialog title={t('posts-reject-of', { streamer: rejecting.StreamerName, id: rejecting.PostId })} onClose={() => setRejecting(null)}>
          <RejectForm post={rejecting} onCancel={() => setRejecting(null)}
            onDone={(p) => { setRejecting(null); setStatus(t('posts-rejected', { streamer: p.StreamerName })); refresh(); }} />
        </Dialog>
      )}
    </section>
  );
}
