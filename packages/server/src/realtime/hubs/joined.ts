import type { HubConnection } from '../signalr/types';

const KEY = 'hubs:joined';

/** The groups this connection joined through a hub method (kept in `connection.items`). */
export function joinedGroups(connection: HubConnection): Set<string> {
  let set = connection.items.get(KEY) as Set<string> | undefined;
  if (!set) {
    set = new Set();
    connection.items.set(KEY, set);
  }
  return set;
}
