export { freeViewingApplies, freeViewingReducer, freeViewingKey, loadRemaining, saveRemaining } from './freeViewing';
export type { FreeViewingState, FreeViewingEvent } from './freeViewing';
export { useFreeViewing } from './useFreeViewing';
export { FreeViewingCover, FreeViewingBadge } from './FreeViewingCover';
