/** The betting domain's public face: quick bet, odds, tickets, promoted odds, fast market, wheel. */
export type { FastMarket, FastMarketSnapshot } from './fast-market/fastMarket';
export { SettlementPopups } from './fast-market/SettlementPopups';
export type { SettlementRenderer } from './fast-market/SettlementPopups';
export { emptyQueue, settlementReducer } from './fast-market/settlementQueue';
export type { Settlement, SettlementPopup } from './fast-market/settlementQueue';
export { sportBetTypesQuery } from './core';
export { useUserToken } from './odds';
export { useBettingFeatures, withBetting } from './quick-bet';
export { useResponsibleGambling } from './responsible-gambling';
export type { GamblingAccess } from './responsible-gambling';
