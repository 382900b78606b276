export { freeViewingApplies, freeViewingReducer, FREE_VIEW_RECORD_KEY, readFreeViewRecord, loadRemaining, saveRemaining } from './freeViewing';
export type { FreeViewEntry } from './freeViewing';
export type { FreeViewingState, FreeViewingEvent } from './freeViewing';
export { useFreeViewing } from './useFreeViewing';
export { FreeViewingCover } from './FreeViewingCover';
export { FreeViewingBadge } from './FreeViewingBadge';
