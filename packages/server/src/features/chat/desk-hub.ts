import { staffHubMethods } from '@sideline/protocol';
import type { HubMethodDef } from '@sideline/protocol';
import { bindMethod, HubUnauthorizedError, joinGuarded, joinedGroups } from '../../realtime/index';
import type { HubDeps, HubMethodHandler } from '../../realtime/index';
import type { Store } from '../../store/types';
import { resolveStaffForHub } from '../staff/index';
import { deskOfStore, liveRooms, STAFF_DESK_GROUP, staffRoomGroup } from './desk';

const asDef = <D extends { name: string }>(d: D) => ({ ...d, hubs: [] }) as unknown as D & Pick<HubMethodDef, 'hubs'>;

/**
 * The staff hub's methods (/backofficehub): a join names the session by its CSRF token; every
 * role may watch (the desk is 'read'). Groups: the desk, and one per watched room.
 */
export function staffDeskMethods(deps: HubDeps, store: Store): Record<string, HubMethodHandler> {
  const requireStaff = async (csrf: string) => {
    const staff = await resolveStaffForHub(store.db, csrf);
    if (!staff) throw new HubUnauthorizedError('staff session rejected');
    return staff;
  };
  return {
    WatchDesk: bindMethod(asDef(staffHubMethods.WatchDesk), async ([csrf], ctx) => {
      await requireStaff(csrf);
      await joinGuarded(deps.groups, STAFF_DESK_GROUP, null, ctx);
      const d = deskOfStore.get(store);
      return { Rooms: d ? await liveRooms(d) : [] };
    }),
    WatchRoom: bindMethod(asDef(staffHubMethods.WatchRoom), async ([csrf, ref], ctx) => {
      await requireStaff(csrf);
      await joinGuarded(deps.groups, staffRoomGroup(ref.ProgramType, ref.MatchId), null, ctx);
      return { Watching: true };
    }),
    UnwatchRoom: bindMethod(asDef(staffHubMethods.UnwatchRoom), async ([ref], ctx) => {
      const group = staffRoomGroup(ref.ProgramType, ref.MatchId);
      if (joinedGroups(ctx.connection).delete(group)) await deps.groups.leave(group, ctx.connection);
      return { Watching: false };
    }),
  };
}
