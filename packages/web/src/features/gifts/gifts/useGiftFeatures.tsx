import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { ChatHub } from '../../chat';
import type { SettlementRenderer } from '../../betting';
import type { SettlementPopup } from '../../betting';
import { StickerPanel } from '../stickers/StickerPanel';
import { GiftEffectsHost } from './GiftEffectsHost';
import { createGiftParts } from './giftParts';
import type { GiftParts } from './giftParts';
import { GiftPanel } from './GiftPanel';
import { settlementRenderers } from './SettlementDialogs';

/** What a page hands to its chatroom: the gift and sticker drawers, gift names for the list, and the overlay. */
export interface GiftFeatures {
  parts: GiftParts;
  drawers: { gift: () => ReactNode; sticker: () => ReactNode };
  /** Gift names for chat gift and lucky-box lines (a new function when the catalogue changes). */
  giftName: (id: number) => string | null;
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
  useEffect(() => () => parts.queue.dispose(), [parts]);
  const catalogue = useSyncExternalStore(parts.catalogue.subscribe, parts.catalogue.getSnapshot, parts.catalogue.getSnapshot);
  const giftName = useCallback((id: number) => catalogue.gifts.get(id)?.GiftName ?? null, [catalogue]);
  const drawers = useMemo(() => ({
    gift: () => <GiftPanel parts={parts} />,
    sticker: () => <StickerPanel parts={parts} />,
  }), [parts]);
  const renderOverlay = useCallback((session: { hub: Pick<ChatHub, 'on'> }) => <GiftEffectsHost parts={parts} hub={session.hub} />, [parts]);
  const settlements = useMemo(() => settlementRenderers(parts.balances), [parts]);
  return { parts, drawers, giftName, renderOverlay, settlementRenderers: settlements };
}
