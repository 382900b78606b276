import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  ClearRoomChat, DeleteChatMessage, GetPlayerLines, GetRoomViewers, GetRoomChat, GetRoomLog, ListLiveRooms, ListLiveStatus, MatchStatus, ProgramStatus,
  SetRoomOpen, SetSlowMode,
} from '@sideline/protocol';
import type { RoomRef } from '@sideline/protocol';
import { registerCall } from '../../http/register';
import { registerStaffCall, staffActions } from '../staff/index';
import type { StaffPrincipal } from '../staff/index';
import {
  clearRoom, deleteLine, deskOfStore, liveRooms, playerLines, roomViewers, publishNodeViewers, publishStaff, roomLines, roomOf, setRoomOpen, setSlowMode,
  STAFF_DESK_GROUP, staffRoomGroup,
} from './desk';
import type { DeskDeps } from './desk';
import { openState } from './rooms';
import { liveStatusRows } from './store';

/** Audit target of a room: the room log lists the audit rows under it. */
export const roomTarget = (ref: RoomRef): string => `room:${ref.ProgramType}:${ref.MatchId}`;

/** How often a node writes its viewer counts and, while staff watch the desk, pushes DeskRooms. */
const DESK_TICK_MS = 2_000;

/** The live chat room desk's back-office calls and its real-time upkeep (see desk.ts). */
export async function chatDeskPlugin(app: FastifyInstance): Promise<void> {
  const deps: DeskDeps = {
    store: app.sideline.store, realtime: app.sideline.realtime, nodeId: randomUUID(),
    maintenance: () => app.sideline.config.maintenance,
  };
  const db = deps.store.db;
  deskOfStore.set(deps.store, deps);

  /** A moderation action for the watchers of the room (DeskAction) — the audit row is the log. */
  const announce = (ref: RoomRef, staff: StaffPrincipal, kind: string, detail: { customerId?: number | null; messageId?: number | null; reason?: string | null; detail?: string | null }) =>
    publishStaff(deps.realtime, staffRoomGroup(ref.ProgramType, ref.MatchId), 'DeskAction', {
      ...ref, Entry: { At: Date.now(), StaffEmail: staff.email, Kind: kind, CustomerId: detail.customerId ?? null, MessageId: detail.messageId ?? null, Reason: detail.reason ?? null, Detail: detail.detail ?? null },
    });

  registerStaffCall(app, ListLiveRooms, async () => ({ Rooms: await liveRooms(deps) }));
  // The player's viewer count (not in the spec; any viewer may ask).
  registerCall(app, GetRoomViewers, async ({ input }) => ({ Viewers: await roomViewers(deps, input.ProgramType === 2 ? 2 : 1, input.MatchId) }));
  registerStaffCall(app, GetRoomChat, async ({ input }) => {
    const ref = { ProgramType: input.ProgramType, MatchId: input.MatchId };
    return { Room: await roomOf(deps, ref), Lines: await roomLines(deps, ref, input.Limit, input.BeforeId) };
  });
  registerStaffCall(app, GetPlayerLines, async ({ input }) => ({ Lines: await playerLines(deps, input.CustomerId, input.Limit) }));
  registerStaffCall(app, GetRoomLog, async ({ input }) => {
    const rows = await staffActions(db, roomTarget({ ProgramType: input.ProgramType, MatchId: input.MatchId }), input.Limit);
    const kinds: Record<string, string> = { DeleteChatMessage: 'delete-message', SetRoomOpen: 'open', SetSlowMode: 'slow-mode', ClearRoomChat: 'clear-chat' };
    return {
      Entries: rows.filter((r) => kinds[r.action]).map((r) => {
        const after = r.after_json ? JSON.parse(r.after_json) as Record<string, unknown> : {};
        const kind = r.action === 'SetRoomOpen' ? (after.IsOpen ? 'open' : 'close') : kinds[r.action];
        return {
          At: Number(r.at), StaffEmail: r.staff_email, Kind: kind as 'open', CustomerId: typeof after.CustomerId === 'number' ? after.CustomerId : null,
          MessageId: typeof after.MessageId === 'number' ? after.MessageId : null, Reason: r.reason,
          Detail: r.action === 'SetSlowMode' ? `SlowModeSeconds ${String(after.SlowModeSeconds)}` : null,
        };
      }),
    };
  });

  // Live status of matches and programmes (spec event status: Not started, Running, Finish, Canceled).
  registerStaffCall(app, ListLiveStatus, async () => {
    const now = Date.now();
    const { matches, programmes } = await liveStatusRows(db, now, 12 * 3600_000);
    const matchStatus = (s: number) => (s === MatchStatus.Running ? 'running' : s === MatchStatus.End ? 'finish' : s === MatchStatus.Canceled ? 'canceled' : 'not-started');
    const programmeStatus = (s: number) => (s === ProgramStatus.Live ? 'running' : s === ProgramStatus.End ? 'finish' : 'not-started');
    const items = [
      ...await Promise.all(matches.map(async (m) => ({
        ProgramType: 1, MatchId: Number(m.id), Title: `${m.home_team} v ${m.away_team}`, Status: matchStatus(m.status) as 'running', Period: null,
        StartTime: Number(m.event_time), IsChatOpen: (await openState(db, 1, Number(m.id))).isOpen, HasStream: !!m.streaming_url,
      }))),
      ...await Promise.all(programmes.map(async (p) => ({
        ProgramType: 2, MatchId: Number(p.event_id), Title: p.title, Status: programmeStatus(p.status) as 'running', Period: null,
        StartTime: Number(p.open_time), IsChatOpen: (await openState(db, 2, Number(p.event_id))).isOpen, HasStream: !!p.streaming_url,
      }))),
    ];
    return { Items: items.sort((a, b) => Number(b.Status === 'running') - Number(a.Status === 'running') || a.StartTime - b.StartTime) };
  });

  registerStaffCall(app, DeleteChatMessage, async ({ input, me, audit }) => {
    const { before, ref } = await deleteLine(deps, input.MessageId);
    audit({ target: `${roomTarget(ref)}:message:${input.MessageId}`, before, after: { MessageId: input.MessageId, CustomerId: before.CustomerId, IsDeleted: true }, reason: input.Reason ?? null });
    await announce(ref, me(), 'delete-message', { customerId: before.CustomerId, messageId: input.MessageId, reason: input.Reason });
    return { MessageId: input.MessageId, IsDeleted: true };
  });
  registerStaffCall(app, ClearRoomChat, async ({ input, me, audit }) => {
    const ref = { ProgramType: input.ProgramType, MatchId: input.MatchId };
    const deleted = await clearRoom(deps, ref);
    audit({ target: roomTarget(ref), after: { Deleted: deleted }, reason: input.Reason ?? null });
    await announce(ref, me(), 'clear-chat', { reason: input.Reason, detail: `${deleted} lines` });
    return { ...ref, Deleted: deleted };
  });
  registerStaffCall(app, SetRoomOpen, async ({ input, me, audit }) => {
    const ref = { ProgramType: input.ProgramType, MatchId: input.MatchId };
    const before = await setRoomOpen(deps, ref, input.IsOpen);
    audit({ target: roomTarget(ref), before: { IsOpen: before }, after: { IsOpen: input.IsOpen }, reason: input.Reason ?? null });
    await announce(ref, me(), input.IsOpen ? 'open' : 'close', { reason: input.Reason });
    return { ...ref, IsOpen: input.IsOpen };
  });
  registerStaffCall(app, SetSlowMode, async ({ input, me, audit }) => {
    const ref = { ProgramType: input.ProgramType, MatchId: input.MatchId };
    const before = await setSlowMode(deps, ref, input.Seconds);
    audit({ target: roomTarget(ref), before: { SlowModeSeconds: before }, after: { SlowModeSeconds: input.Seconds } });
    await announce(ref, me(), 'slow-mode', { detail: input.Seconds === null ? 'off' : `${input.Seconds} s` });
    return { ...ref, SlowModeSeconds: input.Seconds };
  });

  // Upkeep: this node's viewer counts for the desk of every node, and DeskRooms to the staff
  // watching the desk on this node (each node with watchers pushes the whole list).
  let tick = 0;
  const timer = setInterval(() => {
    tick += 1;
    const work = async () => {
      if (tick % 3 === 0) await publishNodeViewers(deps);
      if (deps.realtime.groups.memberCount(STAFF_DESK_GROUP) > 0) {
        await publishStaff(deps.realtime, STAFF_DESK_GROUP, 'DeskRooms', { Rooms: await liveRooms(deps) });
      }
    };
    work().catch((err: unknown) => app.log.warn({ err }, 'desk upkeep failed'));
  }, DESK_TICK_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
