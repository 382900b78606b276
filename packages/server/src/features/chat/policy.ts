import type { MessageType } from '@sideline/protocol';
import type { Executor, Store } from '../../store/types';
import type { MessageDraft } from './messages';
import type { Room } from './rooms';

/**
 * A seam for features that change a room's rules for a while (match-aware chat, issue 22 item 3):
 * chat asks it on every MessagePush; without one registered, chat behaves as the spec says.
 * Registered per store (like the desk's `deskOfStore`), so two apps in one process never mix.
 */
export interface ChatRoomPolicy {
  /** Seconds of a temporary slow mode in this room now, or null (the room's own cool-down applies). */
  slowModeSeconds(db: Executor, room: Room, now: number): Promise<number | null>;
  /** Whether a line of this type is held back now (stored by `hold`, posted by the policy later). */
  holds(db: Executor, room: Room, type: MessageType, now: number): Promise<boolean>;
  /** Keeps a line back (inside MessagePush's transaction, after its send slot was claimed). */
  hold(db: Executor, room: Room, draft: MessageDraft, now: number): Promise<void>;
}

const policies = new WeakMap<Store, ChatRoomPolicy>();

export function setChatRoomPolicy(store: Store, policy: ChatRoomPolicy): void {
  policies.set(store, policy);
}

export function chatRoomPolicy(store: Store): ChatRoomPolicy | undefined {
  return policies.get(store);
}
