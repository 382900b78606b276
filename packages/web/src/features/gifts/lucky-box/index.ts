export { LuckyBoxList } from './LuckyBoxList';
export { applyWinner, boxPrice, checkPurchase, purchaseReducer, purchaseVerdict } from './purchase';
export type { PurchaseEvent, PurchaseVerdict } from './purchase';
export { createLuckyBoxFocus } from './focus';
export type { LuckyBoxFocus, LuckyBoxFocusRequest } from './focus';
export { luckyBoxLineVerdict } from './lineAction';
export type { LuckyBoxLineVerdict, OfferedBoxes } from './lineAction';
export { useLuckyBoxLines } from './useLuckyBoxLines';
