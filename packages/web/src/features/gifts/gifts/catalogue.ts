import type { Gift, LuckyBox, LuckyBoxWinner } from '@sideline/protocol';
import { applyWinner } from '../lucky-box/purchase';

export interface CatalogueSnapshot {
  /** Gifts by id (any currency; the last loaded wins for names and files). */
  gifts: ReadonlyMap<number, Gift>;
  boxes: readonly LuckyBox[];
  /** VIP level → welcome SVGA (GET /Vip/GetWelcomeInfo). */
  welcome: ReadonlyMap<number, string>;
  version: number;
}

/**
 * What the page knows about gifts, lucky boxes and VIP welcomes, as one framework-free object:
 * the queries fill it (`setGifts`, `setBoxes`, `setWelcome`), the chat list reads gift names,
 * the animation overlay reads SVGA files, and winner pushes update the boxes' last winner.
 */
export interface GiftCatalogue {
  subscribe(listener: () => void): () => void;
  getSnapshot(): CatalogueSnapshot;
  setGifts(gifts: readonly Gift[]): void;
  setBoxes(boxes: readonly LuckyBox[]): void;
  setWelcome(list: ReadonlyArray<{ Vip: number; WelcomeSvgaUrl: string }>): void;
  applyWinner(winner: Pick<LuckyBoxWinner, 'LuckyBoxId' | 'Nickname' | 'StreamerName' | 'DrawTime'>): void;
  giftName(id: number): string | null;
}

/**
 * A box as loaded, with the last winner it already had when that one is newer: a cached
 * GetLuckyBoxInfo answer (up to 60 s old) must not hide a win pushed since.
 */
function keepNewerWinner(loaded: LuckyBox, known: LuckyBox | undefined): LuckyBox {
  const had = known?.LuckyBoxLastWinner;
  if (!had) return loaded;
  const next = loaded.LuckyBoxLastWinner;
  if (next && !(Date.parse(had.DrawTime) > Date.parse(next.DrawTime))) return loaded;
  return { ...loaded, LuckyBoxLastWinner: had };
}

export function createGiftCatalogue(): GiftCatalogue {
  let snap: CatalogueSnapshot = { gifts: new Map(), boxes: [], welcome: new Map(), version: 0 };
  const listeners = new Set<() => void>();
  const set = (patch: Partial<CatalogueSnapshot>) => {
    snap = { ...snap, ...patch, version: snap.version + 1 };
    for (const l of listeners) l();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snap,
    setGifts(gifts) {
      const next = new Map(snap.gifts);
      for (const g of gifts) next.set(g.Id, g);
      set({ gifts: next });
    },
    setBoxes(boxes) {
      const byId = new Map(snap.boxes.map((b) => [b.Id, b]));
      for (const b of boxes) byId.set(b.Id, keepNewerWinner(b, byId.get(b.Id)));
      set({ boxes: [...byId.values()] });
    },
    setWelcome(list) {
      set({ welcome: new Map(list.map((w) => [w.Vip, w.WelcomeSvgaUrl])) });
    },
    applyWinner(winner) {
      const boxes = applyWinner(snap.boxes, winner);
      if (boxes !== snap.boxes) set({ boxes });
    },
    giftName: (id) => snap.gifts.get(id)?.GiftName ?? null,
  };
}
