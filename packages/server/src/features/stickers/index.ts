/** Stickers feature: catalogue and the sticker-message rule chat uses. */
export { stickersPlugin } from './plugin';
export { stickerInfo, checkStickerMessage, VIP_STICKER_MIN_LEVEL } from './service';
export type { StickersTable } from './tables';
