import type { StreamPosition } from '../broker/types';
import type { FrameSink } from '../types';

/** What a join tells the hub: where the group's stream is, and whether `since` was honoured. */
export interface GroupJoinResult {
  position: StreamPosition;
  /** Present when `since` was given: true when every missed publication was replayed to the sink. */
  recovered?: boolean;
}

/**
 * Group membership as the hubs need it (implemented by `groups/`' registry). Contract:
 * - `join` adds the sink to the group on this node (subscribing the broker channel on the first
 *   local member) and, with `since`, first writes the publications missed after it; it resolves
 *   once the sink receives every later publication. Joining twice is harmless.
 * - `leave` / `leaveAll` stop delivery to the sink; they never throw for unknown members.
 */
export interface GroupMembership {
  join(group: string, sink: FrameSink, since?: StreamPosition | null): Promise<GroupJoinResult>;
  leave(group: string, sink: FrameSink): Promise<void> | void;
  leaveAll(sink: FrameSink): Promise<void> | void;
}
