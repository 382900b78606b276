import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { SearchPlayers } from '@sideline/protocol';
import type { BackofficePlayer } from '@sideline/protocol';
import { staffCall } from '../../shared/api';
import { Field } from '../../shared/forms';
import { DataTable, ErrorState, Loading } from '../../shared/ui';
import { PlayerDetail } from './PlayerDetail';

const PAGE_SIZE = 50;
interface Search { Nickname: string; UserId: string; SiteId: string; MutedOnly: boolean }

/** Players and mutes: search by nickname, user id, site; open one for its fields and actions. */
export function PlayersScreen() {
  const { t } = useTranslation();
  const [search, setSearch] = useState<{ Nickname?: string; UserId?: string; SiteId?: number; MutedOnly?: boolean }>({});
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number | null>(null);
  const form = useForm<Search>({ defaultValues: { Nickname: '', UserId: '', SiteId: '', MutedOnly: false } });
  const list = useQuery({
    queryKey: ['players', search, page],
    queryFn: ({ signal }) => staffCall(SearchPlayers, { ...search, Page: page, PageSize: PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo<ColumnDef<BackofficePlayer, unknown>[]>(() => [
    {
      accessorKey: 'Nickname', header: t('players-nickname'),
      cell: ({ row: { original: p } }) => <button type="button" className="link-button" onClick={() => setSelected(p.CustomerId)}>{p.Nickname ?? '—'}</button>,
    },
    { accessorKey: 'UserId', header: t('players-user-id') },
    { accessorKey: 'CustomerId', header: t('players-customer-id') },
    { accessorKey: 'SiteName', header: t('players-site'), cell: (c) => (c.getValue() as string | null) ?? c.row.original.SiteId },
    { accessorKey: 'Country', header: t('players-country'), cell: (c) => (c.getValue() as string | null) ?? '—' },
    { accessorKey: 'IsMuted', header: t('players-muted'), cell: (c) => (c.getValue() ? t('players-state-muted') : t('players-state-unmuted')) },
    { accessorKey: 'Frozen', header: t('players-frozen'), cell: (c) => (c.getValue() ? t('yes') : t('no')) },
  ], [t]);
  const onSubmit = form.handleSubmit((v) => {
    setSearch({
      ...(v.Nickname.trim() ? { Nickname: v.Nickname.trim() } : {}),
      ...(v.UserId.trim() ? { UserId: v.UserId.trim() } : {}),
      ...(/^\d+$/.test(v.SiteId.trim()) ? { SiteId: Number(v.SiteId.trim()) } : {}),
      ...(v.MutedOnly ? { MutedOnly: true } : {}),
    });
    setPage(1);
  });
  return (
    <section aria-labelledby="players-title">
      <header className="screen__head"><h1 id="players-title">{t('nav-players')}</h1></header>
      <form className="filters" onSubmit={onSubmit} role="search" aria-label={t('players-search')}>
        <Field label={t('players-nickname')}><input type="search" {...form.register('Nickname')} /></Field>
        <Field label={t('players-user-id')}><input type="search" {...form.register('UserId')} /></Field>
        <Field label={t('players-site-id')}><input type="text" inputMode="numeric" {...form.register('SiteId')} /></Field>
        <label className="check"><input type="checkbox" {...form.register('MutedOnly')} /> {t('players-muted-only')}</label>
        <button type="submit" className="btn btn--primary">{t('players-search')}</button>
      </form>
      <div className="split">
        <div>
          {list.isPending ? <Loading /> : list.isError ? <ErrorState error={list.error} onRetry={() => void list.refetch()} /> : (
            <DataTable caption={t('nav-players')} columns={columns} data={list.data.Players} rowKey={(p) => String(p.CustomerId)}
              paging={{ page, pageSize: PAGE_SIZE, total: list.data.Total, onPage: setPage }} />
          )}
        </div>
        {selected !== null && <PlayerDetail key={selected} customerId={selected} />}
      </div>
    </section>
  );
}
