/** The gifts domain's public face: gifts, lucky boxes, stickers, wish coin, profit share, animations, VIP welcome. */
export { useGiftFeatures } from './gifts';
export { giftCardQuery } from './core';
