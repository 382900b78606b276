import { createStore, useStore } from 'zustand';
import { localStore } from '../../../shared/storage/localStore';
import type { KeyValueStore } from '../../../shared/storage/localStore';
import { addKeyword, clampOpacity, clampSpeed, DEFAULT_BULLET_DISPLAY, parseBulletDisplay, serializeBulletDisplay } from './bulletDisplay';
import type { BulletArea, BulletDisplay, KeywordAdd } from './bulletDisplay';
import { prefersReducedMotion } from './motion';

export { prefersReducedMotion } from './motion';

/**
 * Viewer display settings of the streaming settings menu: gift effects (IsShowSvgaEffect — the
 * animation queue queues nothing while off), bullet chat, and the bullet display (opacity,
 * speed, area, keywords). Defaults: effects and bullet chat on; bullet chat starts off when the
 * viewer prefers reduced motion, and entertainment pages switch it off when their chat opens
 * expanded (section 4 defaults). The two switches follow the page's defaults on every load; the
 * bullet display is remembered per viewer (`loadViewer(key)` loads it, each change saves it).
 */
export interface ChatSettings {
  giftEffects: boolean;
  bulletChat: boolean;
  bullet: BulletDisplay;
  /** The storage key of the viewer whose bullet display is loaded; null before the page knows it. */
  viewer: string | null;
  setGiftEffects(on: boolean): void;
  setBulletChat(on: boolean): void;
  setBulletOpacity(opacity: number): void;
  setBulletSpeed(speed: number): void;
  setBulletArea(area: BulletArea): void;
  addBulletKeyword(keyword: string): KeywordAdd;
  removeBulletKeyword(keyword: string): void;
  /** Loads the viewer's saved bullet display (no-op for the viewer already loaded). */
  loadViewer(key: string): void;
}

export interface ChatSettingsDeps {
  storage?: KeyValueStore;
  reducedMotion?: () => boolean;
}

export function createChatSettings(initial?: Partial<Pick<ChatSettings, 'giftEffects' | 'bulletChat'>>, deps: ChatSettingsDeps = {}) {
  const storage = deps.storage ?? localStore;
  const reduced = deps.reducedMotion ?? prefersReducedMotion;
  return createStore<ChatSettings>()((set, get) => {
    const patchBullet = (patch: Partial<BulletDisplay>) => {
      const bullet = { ...get().bullet, ...patch };
      set({ bullet });
      const viewer = get().viewer;
      if (viewer) storage.set(viewer, serializeBulletDisplay(bullet));
    };
    return {
      giftEffects: initial?.giftEffects ?? true,
      bulletChat: initial?.bulletChat ?? !reduced(),
      bullet: DEFAULT_BULLET_DISPLAY,
      viewer: null,
      setGiftEffects: (on) => set({ giftEffects: on }),
      setBulletChat: (on) => set({ bulletChat: on }),
      setBulletOpacity: (opacity) => patchBullet({ opacity: clampOpacity(opacity) }),
      setBulletSpeed: (speed) => patchBullet({ speed: clampSpeed(speed) }),
      setBulletArea: (area) => patchBullet({ area }),
      addBulletKeyword(keyword) {
        const { list, result } = addKeyword(get().bullet.keywords, keyword);
        if (result === 'added') patchBullet({ keywords: list });
        return result;
      },
      removeBulletKeyword: (keyword) => patchBullet({ keywords: get().bullet.keywords.filter((k) => k !== keyword) }),
      loadViewer(key) {
        if (get().viewer === key) return;
        set({ viewer: key, bullet: parseBulletDisplay(storage.get(key)) });
      },
    };
  });
}

export type ChatSettingsStore = ReturnType<typeof createChatSettings>;

/** The app's settings (one per page load). */
export const chatSettings: ChatSettingsStore = createChatSettings();

export function useChatSettings<T>(selector: (s: ChatSettings) => T): T {
  return useStore(chatSettings, selector);
}
