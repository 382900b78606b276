/**
 * The gifts domain's React-free public face: what the boot module (src/boot.ts) runs before the
 * React chunks have loaded — the gift-voucher query. Re-exported by index.ts; nothing here may
 * import React (bootGraph.test.ts walks it).
 */
export { giftCardQuery } from './gifts/giftCardQuery';
