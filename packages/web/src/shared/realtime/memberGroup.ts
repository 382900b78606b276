import { AddMemberGroup } from '@sideline/protocol';
import type { HubClient } from './hubClient';

export const MEMBER_GROUP_KEY = 'member';

/**
 * Joins the logged-in member's own group on a chat hub (AddMemberGroup(token, since)), on this
 * and every later connect, resuming from the last position held (so a settlement pushed while
 * reconnecting is replayed). The server builds the group from the token alone. Returns the
 * function that stops rejoining.
 */
export function joinMemberGroup(client: Pick<HubClient, 'join' | 'forget'>, token: string, onError?: (message: string, error: unknown) => void): () => void {
  client.join({ key: MEMBER_GROUP_KEY, method: AddMemberGroup.name, args: (since) => [token, since] }).catch((error: unknown) => onError?.('AddMemberGroup failed', error));
  return () => client.forget(MEMBER_GROUP_KEY);
}
