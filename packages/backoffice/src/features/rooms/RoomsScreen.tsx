import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ColumnDef } from '@tanstack/react-table';
import { ListLiveRooms } from '@sideline/protocol';
import type { DeskRoom } from '@sideline/protocol';
import { csrf, staffCall } from '../../shared/api';
import { useStaffHub } from '../../shared/realtime';
import { DataTable, ErrorState, Loading } from '../../shared/ui';
import { RoomStateBadge } from './RoomStateBadge';

/** The live rooms, first from ListLiveRooms, then replaced by every DeskRooms push of the staff hub (joined with the session's CSRF token). */
export function useLiveRooms() {
  const hub = useStaffHub();
  const initial = useQuery({ queryKey: ['desk', 'rooms'], queryFn: ({ signal }) => staffCall(ListLiveRooms, {}, signal) });
  const [pushed, setPushed] = useState<DeskRoom[] | null>(null);
  const [live, setLive] = useState(false);
  useEffect(() => {
    let alive = true;
    const watch = () => hub.invoke('WatchDesk', csrf.get() ?? '').then((r) => { if (alive) { setPushed(r.Rooms); setLive(true); } }, () => { if (alive) setLive(false); });
    const off = hub.on('DeskRooms', (update) => setPushed(update.Rooms));
    const offReconnect = hub.onReconnected(() => void watch());
    void watch();
    return () => { alive = false; off(); offReconnect(); };
  }, [hub]);
  return { rooms: pushed ?? initial.data?.Rooms, live, query: initial };
}

/** Live chat room desk ("live chat room"): rooms live now with viewers, messages per minute, state. */
export function RoomsScreen() {
  const { t } = useTranslation();
  const { rooms, live, query } = useLiveRooms();
  const columns = useMemo<ColumnDef<DeskRoom, unknown>[]>(() => [
    {
      accessorKey: 'Title', header: t('rooms-room'),
      cell: ({ row: { original: r } }) => <Link href={`/rooms/${r.ProgramType}/${r.MatchId}`}>{r.Title}</Link>,
    },
    { accessorKey: 'MatchId', header: t('rooms-id') },
    { accessorKey: 'ProgramType', header: t('rooms-kind'), cell: (c) => (c.getValue() === 1 ? t('rooms-kind-match') : t('rooms-kind-programme')) },
    { accessorKey: 'State', header: t('rooms-state'), cell: (c) => <RoomStateBadge state={c.getValue() as DeskRoom['State']} /> },
    { accessorKey: 'Viewers', header: t('rooms-viewers') },
    { accessorKey: 'MessagesPerMinute', header: t('rooms-mpm') },
    { accessorKey: 'SlowModeSeconds', header: t('rooms-slow-mode'), cell: (c) => (c.getValue() === null ? t('rooms-slow-off') : t('rooms-seconds', { n: c.getValue() as number })) },
  ], [t]);
  return (
    <section aria-labelledby="rooms-title">
      <header className="screen__head">
        <h1 id="rooms-title">{t('nav-rooms')}</h1>
        <span className={`live-dot${live ? ' is-live' : ''}`} role="status">{live ? t('rooms-live') : t('rooms-connecting')}</span>
      </header>
      {rooms ? (
        <DataTable caption={t('nav-rooms')} columns={columns} data={rooms} filter rowKey={(r) => `${r.ProgramType}:${r.MatchId}`} />
      ) : query.isError ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : <Loading />}
    </section>
  );
}
