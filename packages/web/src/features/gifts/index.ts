/** The gifts domain's public face: gifts, lucky boxes, stickers, wish coin, profit share, animations, VIP welcome. */
// Straight to the module: the sub-barrel re-exports the lazily loaded panels (pageChunks.ts).
export { useGiftFeatures } from './gifts/useGiftFeatures';
export { giftCardQuery } from './core';
