/** The betting domain's public face: quick bet, odds, tickets, promoted odds, fast market, wheel. */
export type { FastMarket, FastMarketSnapshot } from './fast-market/fastMarket';
export { SettlementPopups } from './fast-market/SettlementPopups';
export type { SettlementRenderer } from './fast-market/SettlementPopups';
export { emptyQueue, settlementReducer } from './fast-market/settlementQueue';
export type { Settlement, SettlementPopup } from './fast-market/settlementQueue';
export { sportBetTypesQuery } from './core';
export { useUserToken } from './odds/useOddsType';
// Straight to the modules, not through the sub-barrels: those re-export lazily loaded panels,
// which the page chunking (pageChunks.ts) would otherwise count as the pages' first load.
export { useBettingFeatures, withBetting } from './quick-bet/useBettingFeatures';
export { useResponsibleGambling } from './responsible-gambling/useResponsibleGambling';
export type { GamblingAccess } from './responsible-gambling';
