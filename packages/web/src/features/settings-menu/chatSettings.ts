import { createStore, useStore } from 'zustand';

/**
 * Viewer display settings of the streaming settings menu: gift effects (IsShowSvgaEffect — the
 * animation queue queues nothing while off) and bullet chat. Defaults: both on; bullet chat
 * starts off when the viewer prefers reduced motion, and entertainment pages switch it off
 * when their chat opens expanded (section 4 defaults).
 */
export interface ChatSettings {
  giftEffects: boolean;
  bulletChat: boolean;
  setGiftEffects(on: boolean): void;
  setBulletChat(on: boolean): void;
}

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function createChatSettings(initial?: Partial<Pick<ChatSettings, 'giftEffects' | 'bulletChat'>>) {
  return createStore<ChatSettings>()((set) => ({
    giftEffects: initial?.giftEffects ?? true,
    bulletChat: initial?.bulletChat ?? !prefersReducedMotion(),
    setGiftEffects: (on) => set({ giftEffects: on }),
    setBulletChat: (on) => set({ bulletChat: on }),
  }));
}

export type ChatSettingsStore = ReturnType<typeof createChatSettings>;

/** The app's settings (one per page load). */
export const chatSettings: ChatSettingsStore = createChatSettings();

export function useChatSettings<T>(selector: (s: ChatSettings) => T): T {
  return useStore(chatSettings, selector);
}
