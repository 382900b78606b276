import type { DrawerId } from './drawers';
import type { ChatRow } from './row';

/** A lucky-box line (type 16, '{giftId},{luckyBoxId}') the reader activated. */
export interface LuckyBoxLine {
  giftId: number;
  luckyBoxId: number;
  row: ChatRow;
}
export type LuckyBoxLineHandler = (line: LuckyBoxLine) => void;

/**
 * What a chat line can do beyond showing text, as one framework-free object per chat room
 * provider: the features mounted inside the room (the gift features' overlay) register the
 * lucky-box line handler, the message list reads it (no handler: lucky-box lines are plain
 * text), and the chat bar listens for requests to open one of its drawers.
 */
export interface ChatLineActions {
  subscribe(listener: () => void): () => void;
  /** The lucky-box line handler, or null. */
  getSnapshot(): LuckyBoxLineHandler | null;
  /** Registers the handler (the last one registered wins); the returned function removes it. */
  setLuckyBoxHandler(handler: LuckyBoxLineHandler): () => void;
  /** The chat bar listens: answer true when the drawer was opened. */
  onOpenDrawer(listener: (id: DrawerId) => boolean): () => void;
  /** Asks the chat bar to open a drawer; false when no chat bar offers it (e.g. logged out). */
  openDrawer(id: DrawerId): boolean;
}

export function createChatLineActions(): ChatLineActions {
  let handler: LuckyBoxLineHandler | null = null;
  const listeners = new Set<() => void>();
  const drawerListeners = new Set<(id: DrawerId) => boolean>();
  const set = (next: LuckyBoxLineHandler | null) => {
    if (next === handler) return;
    handler = next;
    for (const l of listeners) l();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => handler,
    setLuckyBoxHandler(next) {
      set(next);
      return () => {
        if (handler === next) set(null);
      };
    },
    onOpenDrawer(listener) {
      drawerListeners.add(listener);
      return () => drawerListeners.delete(listener);
    },
    openDrawer(id) {
      let opened = false;
      for (const l of drawerListeners) opened = l(id) || opened;
      return opened;
    },
  };
}
