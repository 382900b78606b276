import type { Store } from '../../store/types';
import type { Room } from './rooms';

/**
 * A ShowingTicket (10) line that was just stored and pushed to its room: at once from
 * MessagePush, or later when match-aware chat releases a line it held (the sender's site and
 * nickname then come from the held draft, as the session knew them when the line was sent).
 */
export interface ShownTicket {
  room: Room;
  /** The sender's site and nickname (stored escaped) as their session knew them. */
  siteId: number;
  nickname: string;
  /** The line's key (what DeleteMessages names a line by). */
  customerId: number;
  timestamp: number;
  /** The SharedTicket JSON the line carries (already validated). */
  message: string;
}

type Listener = (shown: ShownTicket) => Promise<void>;

/** Per app (its store): who wants to hear of shown tickets. */
const listeners = new WeakMap<Store, Set<Listener>>();

/**
 * Lets another feature follow shown tickets (live bet cards, issue 22) without chat knowing it:
 * the listener runs after the line was pushed, so whatever it publishes comes after the line on
 * the room's sequence. It must catch its own failures (the message is sent either way).
 */
export function onTicketShown(store: Store, listener: Listener): () => void {
  let set = listeners.get(store);
  if (!set) listeners.set(store, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

export async function ticketShown(store: Store, shown: ShownTicket): Promise<void> {
  for (const listener of listeners.get(store) ?? []) await listener(shown);
}
