/**
 * The shell domain's React-free public face: what the boot module (src/boot.ts) runs before the
 * React chunks have loaded — the member's wallet mode. Re-exported by index.ts; nothing here may
 * import React (bootGraph.test.ts walks it).
 */
export { enableSingleWalletOf, memberCurrencyName, userWallet } from './wallet/currency';
