export { BulletChatOverlay } from './BulletChatOverlay';
export { VideoStage } from './VideoStage';
export { createLanes, enterTime, takeLane } from './lanes';
export type { LaneState } from './lanes';
