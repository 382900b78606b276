import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ColumnDef } from '@tanstack/react-table';
import { DeleteChatMessage, GetRoomLog, StaffPermission } from '@sideline/protocol';
import type { DeskLine, RoomLogEntry } from '@sideline/protocol';
import type { z } from 'zod';
import { staffCall } from '../../shared/api';
import { formatTime } from '../../shared/format';
import { DataTable, Dialog, Empty, ErrorState, Loading, useErrorText } from '../../shared/ui';
import { useSession } from '../auth';
import { ChatLines } from './ChatLines';
import type { LineAction } from './ChatLines';
import { MuteForm, UnmuteForm } from './MuteForm';
import { PlayerLines } from './PlayerLines';
import { RoomActions } from './RoomActions';
import { MatchChatPanel } from './MatchChatPanel';
import { RoomStateBadge } from './RoomStateBadge';
import { markDeleted, useRoomChat } from './useRoomChat';

type LogEntry = z.output<typeof RoomLogEntry>;

/** One room: its chat as it happens with per-line moderation, the room actions, the room log. */
export function RoomScreen(props: { programType: number; matchId: number }) {
  const { t, i18n } = useTranslation();
  const { can } = useSession();
  const errorText = useErrorText();
  const ref = { ProgramType: props.programType as 1 | 2, MatchId: props.matchId };
  const { chat, lines, header, setLines } = useRoomChat(ref);
  const log = useQuery({ queryKey: ['desk', 'log', ref.ProgramType, ref.MatchId], queryFn: ({ signal }) => staffCall(GetRoomLog, { ...ref, Limit: 100 }, signal) });
  const [dialog, setDialog] = useState<{ action: Exclude<LineAction, 'delete'>; line: DeskLine } | null>(null);
  const [status, setStatus] = useState('');
  const canModerate = can(StaffPermission.Moderate);

  const onAction = async (action: LineAction, line: DeskLine) => {
    if (action !== 'delete') return setDialog({ action, line });
    try {
      await staffCall(DeleteChatMessage, { MessageId: line.MessageId });
      setLines((prev) => markDeleted(prev, [line.MessageId], false));
      setStatus(t('line-deleted-status', { name: line.Nickname }));
      void log.refetch();
    } catch (error) {
      setStatus(errorText(error));
    }
  };

  const columns = useMemo<ColumnDef<LogEntry, unknown>[]>(() => [
    { accessorKey: 'At', header: t('audit-at'), cell: (c) => formatTime(c.getValue() as number, i18n.language) },
    { accessorKey: 'StaffEmail', header: t('audit-who') },
    { accessorKey: 'Kind', header: t('audit-action'), cell: (c) => t(`kind-${c.getValue() as string}` as 'kind-mute') },
    { accessorKey: 'CustomerId', header: t('players-customer-id'), cell: (c) => (c.getValue() as number | null) ?? '—' },
    { accessorKey: 'Reason', header: t('audit-reason'), cell: (c) => (c.getValue() as string | null) ?? '—' },
    { accessorKey: 'Detail', header: t('room-log-detail'), cell: (c) => (c.getValue() as string | null) ?? '—' },
  ], [t, i18n.language]);

  const closeDialog = (text?: string) => {
    setDialog(null);
    if (text) {
      setStatus(text);
      void log.refetch();
    }
  };

  return (
    <section aria-labelledby="room-title" className="room">
      <p className="crumbs"><Link href="/rooms">{t('nav-rooms')}</Link> ›</p>
      <header className="screen__head">
        <h1 id="room-title">{header?.Title ?? `${t('rooms-id')} ${props.matchId}`}</h1>
        {header && (
          <p className="room__facts">
            <RoomStateBadge state={header.State} />
            <span>{t('rooms-viewers')}: {header.Viewers}</span>
            <span>{t('rooms-mpm')}: {header.MessagesPerMinute}</span>
            <span>{t('rooms-slow-mode')}: {header.SlowModeSeconds === null ? t('rooms-slow-off') : t('rooms-seconds', { n: header.SlowModeSeconds })}</span>
          </p>
        )}
      </header>
      {header && canModerate && <RoomActions key={`${header.State}:${header.SlowModeSeconds}`} room={header} onStatus={setStatus} />}
      <p role="status" className="status-line">{status}</p>
      {ref.ProgramType === 1 && <MatchChatPanel room={ref} canModerate={canModerate} onStatus={setStatus} />}
      <div className="room__grid">
        <section aria-labelledby="room-chat-title" className="card room__chat">
          <h2 id="room-chat-title">{t('room-chat')}</h2>
          {chat.isPending ? <Loading /> : chat.isError ? <ErrorState error={chat.error} onRetry={() => void chat.refetch()} /> : lines.length === 0 ? <Empty text={t('room-no-lines')} /> : (
            <ChatLines lines={lines} canModerate={canModerate} onAction={(a, l) => void onAction(a, l)} />
          )}
        </section>
        <section aria-labelledby="room-log-title" className="card room__log">
          <h2 id="room-log-title">{t('room-log')}</h2>
          {log.isPending ? <Loading /> : log.isError ? <ErrorState error={log.error} onRetry={() => void log.refetch()} /> : (
            <DataTable caption={t('room-log')} columns={columns} data={log.data.Entries} pageSize={10} />
          )}
        </section>
      </div>
      {dialog && dialog.line.CustomerId !== null && (
        <Dialog
          title={t(`dialog-${dialog.action}` as 'dialog-mute', { name: dialog.line.Nickname })}
          onClose={() => closeDialog()}
        >
          {dialog.action === 'mute' && <MuteForm customerId={dialog.line.CustomerId} nickname={dialog.line.Nickname} onDone={closeDialog} onCancel={() => closeDialog()} />}
          {dialog.action === 'unmute' && <UnmuteForm customerId={dialog.line.CustomerId} nickname={dialog.line.Nickname} onDone={closeDialog} onCancel={() => closeDialog()} />}
          {dialog.action === 'lines' && <PlayerLines customerId={dialog.line.CustomerId} />}
        </Dialog>
      )}
    </section>
  );
}
