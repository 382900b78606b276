export { StickerPanel } from './StickerPanel';
export { checkSticker, stickerTiles, VIP_STICKER_MIN_LEVEL } from './stickers';
