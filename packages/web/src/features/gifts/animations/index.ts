export { AnimationOverlay, STILL_CARD_MS } from './AnimationOverlay';
export { createAnimationQueue } from './animationQueue';
export type { AnimationQueue, AnimationQueueDeps } from './animationQueue';
export { animationsFor, giftAnimationType } from './fromMessage';
export type { AnimatedRow, AnimationLookups } from './fromMessage';
export { emptyQueue, pickNext, queueReducer } from './queue';
export type { AnimationItem, QueueEvent, QueueState } from './queue';
export { loadSvgaLibrary, playSvgaOnce } from './svga';
