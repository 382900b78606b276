import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { EVENT_SPORTS, EVENT_STATUSES, EventOptions, ListEvents, StaffPermission } from '@sideline/protocol';
import type { BackofficeEvent, EventStatus } from '@sideline/protocol';
import { staffCall } from '../../shared/api';
import { DataTable, Dialog, ErrorState, Loading } from '../../shared/ui';
import { useSession } from '../auth';
import { CancelForm } from './CancelForm';
import { EventForm } from './EventForm';
import { formatHk } from './hkTime';
import { ImportPanel } from './ImportPanel';

const KEY = ['events'] as const;
const PAGE_SIZE = 20;

interface Filters { status: '' | EventStatus; sport: string; date: string }

/**
 * Events and programme list (issue 19 item 1): filters (status, sport, Hong Kong day), server
 * paging, edit and cancel, and the .xlsx import. Broadcast programmes are not made here: the
 * server's scheduler generates each two hours before its event (the Programme column says when).
 */
export function EventsScreen() {
  const { t } = useTranslation();
  const { can } = useSession();
  const queryClient = useQueryClient();
  const canEdit = can(StaffPermission.EditEvents);
  const [filters, setFilters] = useState<Filters>({ status: '', sport: '', date: '' });
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<BackofficeEvent | null>(null);
  const [canceling, setCanceling] = useState<BackofficeEvent | null>(null);
  const [importing, setImporting] = useState(false);
  const [status, setStatus] = useState('');
  const request = { Status: filters.status || undefined, SportType: filters.sport ? Number(filters.sport) : undefined, Date: filters.date || undefined, Page: page, PageSize: PAGE_SIZE };
  const list = useQuery({ queryKey: [...KEY, request], queryFn: ({ signal }) => staffCall(ListEvents, request, signal), placeholderData: keepPreviousData });
  const options = useQuery({ queryKey: ['event-options'], queryFn: ({ signal }) => staffCall(EventOptions, {}, signal), enabled: canEdit });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: KEY });
  const setFilter = (patch: Partial<Filters>) => { setFilters((f) => ({ ...f, ...patch })); setPage(1); };

  const columns = useMemo<ColumnDef<BackofficeEvent, unknown>[]>(() => [
    { accessorKey: 'EventTime', header: t('events-time-hk'), cell: (c) => <span className="nowrap">{formatHk(c.getValue() as number)}</span> },
    {
      id: 'match', header: t('events-teams'), accessorFn: (e) => `${e.HomeTeam} – ${e.AwayTeam}`,
      cell: ({ row: { original: e } }) => (
        <>{e.HomeTeam} – {e.AwayTeam}<span className="cell-sub">{e.LeagueName} · {EVENT_SPORTS.find((s) => s.Id === e.SportType)?.Name ?? e.SportType}</span></>
      ),
    },
    { id: 'ids', header: t('events-ids'), accessorFn: (e) => `${e.InfoSiteId} / ${e.MatchId}` },
    { accessorKey: 'Group', header: t('events-group') },
    { id: 'streamer', header: t('events-streamer'), accessorFn: (e) => `${e.StreamerName ?? e.StreamerId} (${e.Language.toUpperCase()})` },
    {
      accessorKey: 'Status', header: t('events-status'),
      cell: ({ row: { original: e } }) => (
        <><span className={`badge badge--event-${e.Status}`}>{t(`events-status-${e.Status}` as const)}</span><span className="cell-sub">{t(`events-period-${e.Period}` as const)}</span></>
      ),
    },
    {
      id: 'booking', header: t('events-booking'), accessorFn: (e) => `${e.AdditionType} ${e.Booked}`,
      cell: ({ row: { original: e } }) => <>{t(`events-addition-${e.AdditionType}` as const)}<span className="cell-sub">{e.Booked ? t('events-booked') : t('events-not-booked')}</span></>,
    },
    { accessorKey: 'ProgrammeAt', header: t('events-programme'), cell: (c) => (c.getValue() === null ? t('events-programme-pending') : <span className="nowrap">{formatHk(c.getValue() as number)}</span>) },
    ...(canEdit ? [{
      id: 'actions', header: t('table-actions'), enableSorting: false,
      cell: ({ row: { original: e } }: { row: { original: BackofficeEvent } }) => (e.Status === 'canceled' || e.Status === 'finish' ? null : (
        <div className="row-actions">
          <button type="button" className="btn btn--small" aria-label={t('events-edit-of', { match: `${e.HomeTeam} – ${e.AwayTeam}` })} onClick={() => setEditing(e)} disabled={!options.data}>{t('action-edit')}</button>
          <button type="button" className="btn btn--small btn--danger" aria-label={t('events-cancel-of', { match: `${e.HomeTeam} – ${e.AwayTeam}` })} onClick={() => setCanceling(e)}>{t('action-cancel')}</button>
        </div>
      )),
    } satisfies ColumnDef<BackofficeEvent, unknown>] : []),
  ], [t, canEdit, options.data]);

  return (
    <section aria-labelledby="events-title">
      <header className="screen__head">
        <h1 id="events-title">{t('nav-events')}</h1>
        {canEdit && <button type="button" className="btn btn--primary" onClick={() => setImporting(true)}>{t('events-import-xlsx')}</button>}
      </header>
      <p className="field__hint screen__intro">{t('events-intro')}</p>
      <form className="filters" aria-label={t('events-filters')} onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label htmlFor="events-status">{t('events-status')}</label>
          <select id="events-status" value={filters.status} onChange={(e) => setFilter({ status: e.target.value as Filters['status'] })}>
            <option value="">{t('events-all')}</option>
            {EVENT_STATUSES.map((s) => <option key={s} value={s}>{t(`events-status-${s}` as const)}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor="events-sport">{t('events-sport')}</label>
          <select id="events-sport" value={filters.sport} onChange={(e) => setFilter({ sport: e.target.value })}>
            <option value="">{t('events-all')}</option>
            {EVENT_SPORTS.map((s) => <option key={s.Id} value={String(s.Id)}>{s.Name}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor="events-date">{t('events-date-hk')}</label>
          <input id="events-date" type="date" value={filters.date} onChange={(e) => setFilter({ date: e.target.value })} />
        </div>
        {(filters.status || filters.sport || filters.date) && <button type="button" className="btn btn--small" onClick={() => setFilter({ status: '', sport: '', date: '' })}>{t('events-clear-filters')}</button>}
      </form>
      <p role="status" className="status-line" data-testid="events-status-line">{status}</p>
      {list.isPending ? <Loading /> : list.isError ? <ErrorState error={list.error} onRetry={() => void list.refetch()} /> : (
        <>
          <p className="field__hint" data-testid="events-total">{t('events-total', { total: list.data.Total })}</p>
          <DataTable caption={t('nav-events')} columns={columns} data={list.data.Events} rowKey={(e) => String(e.EventId)}
            paging={{ page, pageSize: PAGE_SIZE, total: list.data.Total, onPage: setPage }} />
        </>
      )}
      {importing && (
        <Dialog title={t('events-import-xlsx')} onClose={() => setImporting(false)} wide>
          <ImportPanel onImported={(message) => { setStatus(message); refresh(); }} />
        </Dialog>
      )}
      {editing && options.data && (
        <Dialog title={t('events-edit-of', { match: `${editing.HomeTeam} – ${editing.AwayTeam}` })} onClose={() => setEditing(null)}>
          <EventForm event={editing} options={options.data} onCancel={() => setEditing(null)}
            onDone={(e) => { setEditing(null); setStatus(t('events-saved', { match: `${e.HomeTeam} – ${e.AwayTeam}` })); refresh(); }} />
        </Dialog>
      )}
      {canceling && (
        <Dialog title={t('events-cancel-of', { match: `${canceling.HomeTeam} – ${canceling.AwayTeam}` })} onClose={() => setCanceling(null)}>
          <CancelForm event={canceling} onCancel={() => setCanceling(null)}
            onDone={(e) => { setCanceling(null); setStatus(t('events-canceled', { match: `${e.HomeTeam} – ${e.AwayTeam}` })); refresh(); }} />
        </Dialog>
      )}
    </section>
  );
}
