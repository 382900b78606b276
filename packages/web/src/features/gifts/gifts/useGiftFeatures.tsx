import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { ChatHub } from '../../chat';
import { useChatRoom } from '../../chat';
import { collectEarlyRows } from './earlyRows';
import type { EarlyRows } from './earlyRows';
import type { SettlementRenderer } from '../../betting';
import type { SettlementPopup } from '../../betting';
import { useResponsibleGambling } from '../../betting';
import { lazyPanel, useFirstContentShown, usePreloadWhenIdle } from '../../../shared/ui/lazyPanel';
import { createGiftParts } from './giftParts';
import type { GiftParts } from './giftParts';
import { settlementRenderers } from './SettlementDialogs';

// The drawers are their own chunks (issue 20): fetched when the page is idle after start, or on opening.
const GiftPanel = lazyPanel(() => import('./GiftPanel').then((m) => m.GiftPanel), { blockSize: 200 }); // gifts.css: the panel is 200 px
const StickerPanel = lazyPanel(() => import('../stickers/StickerPanel').then((m) => m.StickerPanel));
const DRAWER_PANELS = [GiftPanel, StickerPanel];
// The room-side gifts (balances, catalogues, animations, lucky-box lines) load beside the start-up
// (fetched when the page mounts), not on the first chat line's path (issue 20); the rows the room
// hands out before they are there are kept for them (earlyRows.ts).
const LazyGiftEffectsHost = lazyPanel(() => import('./GiftEffectsHost').then((m) => m.GiftEffectsHost), { fallback: null });

function GiftEffects(props: { parts: GiftParts; hub: Pick<ChatHub, 'on'> }) {
  const room = useChatRoom();
  const [early, setEarly] = useState<EarlyRows | null>(null);
  useEffect(() => {
    const rows = collectEarlyRows(room);
    setEarly(rows);
    return () => rows.stop();
  }, [room]);
  // Its chunks and calls wait for the first chat lines; the rows handed out meanwhile are kept (early).
  const afterFirstLines = useFirstContentShown();
  return early && afterFirstLines ? <LazyGiftEffectsHost parts={props.parts} hub={props.hub} early={early} /> : null;
}

/** What a page hands to its chatroom: the gift and sticker drawers, gift names for the list, and the overlay. */
export interface GiftFeatures {
  parts: GiftParts;
  drawers: { gift?: () => ReactNode; sticker: () => ReactNode };
  /** Gift names for chat gift and lucky-box lines (a new function when the catalogue changes). */
  giftName: ((id: number) => string | null) & { image: (id: number) => string | null };
  /** Mounted inside the chat room: catalogues, balances, animations and the full-screen overlay. */
  renderOverlay: (session: { hub: Pick<ChatHub, 'on'> }) => ReactNode;
  /** The fast market's settlement pop-ups (profit share, wish coin) over this wallet; give them to useBettingFeatures. */
  settlementRenderers: Record<SettlementPopup, SettlementRenderer>;
}

/**
 * The gift features of one page, composed for `ChatroomSection`:
 *
 * ```tsx
 * const gifts = useGiftFeatures();
 * <ChatroomSection stage={…} drawers={gifts.drawers} giftName={gifts.giftName} renderOverlay={gifts.renderOverlay} />
 * ```
 *
 * With betting, `useBettingFeatures({ balances: gifts.parts.balances, settlementRenderers: gifts.settlementRenderers })`.
 */
export function useGiftFeatures(): GiftFeatures {
  const [parts] = useState(createGiftParts);
  usePreloadWhenIdle(DRAWER_PANELS, { afterFirstContent: true }); // not before the first chat lines (issue 20)
  useEffect(() => () => parts.queue.dispose(), [parts]);
  const catalogue = useSyncExternalStore(parts.catalogue.subscribe, parts.catalogue.getSnapshot, parts.catalogue.getSnapshot);
  // The chat's gift lines show the gift's name and, as a card, its picture (GiftLookup).
  const giftName = useMemo(() => Object.assign((id: number) => catalogue.gifts.get(id)?.GiftName ?? null,
    { image: (id: number) => catalogue.gifts.get(id)?.ImgUrl || null }), [catalogue]);
  const { prizesOn } = useResponsibleGambling(); // issue 22: paid gifts and lucky boxes need the player's state and the site's age rule
  const drawers = useMemo(() => ({
    ...(prizesOn ? { gift: () => <GiftPanel parts={parts} /> } : {}),
    sticker: () => <StickerPanel parts={parts} />,
  }), [parts, prizesOn]);
  const renderOverlay = useCallback((session: { hub: Pick<ChatHub, 'on'> }) => <GiftEffects parts={parts} hub={session.hub} />, [parts]);
  const settlements = useMemo(() => settlementRenderers(parts.balances), [parts]);
  return { parts, drawers, giftName, renderOverlay, settlementRenderers: settlements };
}
