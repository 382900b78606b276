/** Gifts feature: catalogue, vouchers, SendGift, wish coin and profit share. */
export { giftsPlugin } from './plugin';
export { GIFT_MESSAGE_TYPES, giftInfo, giftById } from './service';
export { publishRoomMessage, roomMessagePayload, roomGroup } from './room';
export type { RoomTarget, RoomMessage } from './room';
export { localName, toGift } from './catalogue';
export { displayName, requireOpenRoom, requireRoom } from './room';
export { giftNames, streamerName } from './store';
export type { GiftsTable } from './tables';
export { giftPrices } from './store';
export { giftsBackofficePlugin } from './backoffice';
export { giftsMigrations } from './migrations';
export { seedGifts } from './admin-store';
