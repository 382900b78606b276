export { tabbableWithin } from './focusable';
export { useFocusTrap } from './useFocusTrap';
export type { FocusTrapOptions } from './useFocusTrap';
export { createBatchedAnnouncer } from './announcer';
export type { AnnouncementBatch, BatchedAnnouncer } from './announcer';
export { LiveRegion, useBatchedAnnouncement } from './LiveRegion';
