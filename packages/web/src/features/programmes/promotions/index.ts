/** Promotions: the promotion page (sanitised HTML), the event list modal and the entry flag. */
export { PromotionView } from './PromotionView';
export { PromotionDetail } from './PromotionDetail';
export { EventListModal } from './EventListModal';
export { usePromotion, usePromotionList, usePromotionEntry } from './usePromotions';
export { sanitizePromotionHtml } from './sanitize';
export { promotionBadge, promotionBackground, listedPromotions } from './promotionModel';
