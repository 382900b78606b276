import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { GetRoomChat } from '@sideline/protocol';
import type { DeskLine, DeskRoom, RoomRef } from '@sideline/protocol';
import { csrf, staffCall } from '../../shared/api';
import { useStaffHub } from '../../shared/realtime';

const MAX_LINES = 300;

const sameRoom = (a: RoomRef, b: RoomRef) => a.ProgramType === b.ProgramType && a.MatchId === b.MatchId;

/** Merge a pushed line into the list (by MessageId, newest last, bounded). */
export function addLine(lines: DeskLine[], line: DeskLine): DeskLine[] {
  if (lines.some((l) => l.MessageId === line.MessageId)) return lines;
  const next = [...lines, line].sort((a, b) => a.Timestamp - b.Timestamp || a.MessageId - b.MessageId);
  return next.length > MAX_LINES ? next.slice(next.length - MAX_LINES) : next;
}

export function markDeleted(lines: DeskLine[], ids: readonly number[], all: boolean): DeskLine[] {
  const set = new Set(ids);
  return lines.map((l) => (all || set.has(l.MessageId) ? { ...l, IsDeleted: true } : l));
}

/**
 * A room's chat as it happens: GetRoomChat's recent lines, then the staff hub's DeskLine and
 * DeskLinesDeleted for this room (WatchRoom with the CSRF token, re-joined after a reconnect;
 * UnwatchRoom on leave).
 * DeskAction refreshes the room log and the room's header.
 */
export function useRoomChat(room: RoomRef) {
  const hub = useStaffHub();
  const queryClient = useQueryClient();
  const { ProgramType, MatchId } = room;
  const chat = useQuery({
    queryKey: ['desk', 'chat', ProgramType, MatchId],
    queryFn: ({ signal }) => staffCall(GetRoomChat, { ProgramType, MatchId, Limit: 100 }, signal),
  });
  const [lines, setLines] = useState<DeskLine[]>([]);
  const [header, setHeader] = useState<DeskRoom | null>(null);
  useEffect(() => {
    if (chat.data) {
      setLines((prev) => chat.data.Lines.reduce(addLine, prev));
      setHeader(chat.data.Room);
    }
  }, [chat.data]);

  useEffect(() => {
    const ref = { ProgramType, MatchId } as RoomRef;
    const offs = [
      hub.on('DeskLine', (line) => { if (sameRoom(line as RoomRef, ref)) setLines((prev) => addLine(prev, line)); }),
      hub.on('DeskLinesDeleted', (d) => { if (sameRoom(d, ref)) setLines((prev) => markDeleted(prev, d.MessageIds, d.All)); }),
      hub.on('DeskAction', (a) => {
        if (!sameRoom(a, ref)) return;
        void queryClient.invalidateQueries({ queryKey: ['desk', 'log', ProgramType, MatchId] });
        if (['close', 'open', 'slow-mode'].includes(a.Entry.Kind)) void queryClient.invalidateQueries({ queryKey: ['desk', 'chat', ProgramType, MatchId] });
      }),
      hub.on('DeskRooms', (u) => { const mine = u.Rooms.find((r) => sameRoom(r, ref)); if (mine) setHeader(mine); }),
    ];
    const watch = () => void hub.invoke('WatchRoom', csrf.get() ?? '', ref).catch(() => undefined);
    const offReconnect = hub.onReconnected(watch);
    watch();
    return () => {
      offs.forEach((off) => off());
      offReconnect();
      void hub.invoke('UnwatchRoom', ref).catch(() => undefined);
    };
  }, [hub, queryClient, ProgramType, MatchId]);

  return { chat, lines, header, setLines };
}
