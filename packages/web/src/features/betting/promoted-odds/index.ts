export { createPromotedOdds, toPromotedItem } from './promotedOdds';
export type { HubEvents, PromotedOdds, PromotedOddsDeps, PromotedOddsSnapshot } from './promotedOdds';
export { initialPromotedState, promotedReducer, secondsLeft } from './promotedOddsState';
export type { PromotedEvent, PromotedItem, PromotedScope, PromotedState } from './promotedOddsState';
export { PromotedOddsBanner } from './PromotedOddsBanner';
export { promotedToTicket } from './toTicket';
