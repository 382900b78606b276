export { LuckyBoxList } from './LuckyBoxList';
export { applyWinner, boxPrice, checkPurchase, purchaseReducer, purchaseVerdict } from './purchase';
export type { PurchaseEvent, PurchaseVerdict } from './purchase';
