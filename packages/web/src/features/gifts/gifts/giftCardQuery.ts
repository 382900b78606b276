import { GIFT_CACHE_MS, GetJiooGiftCard } from '@sideline/protocol';
import { callApi } from '../../../shared/api';

/** GET /GetJiooGiftCard: the member's gift vouchers (SubType = gift id, Quantity); refreshed after a send. */
export function giftCardQuery() {
  return {
    queryKey: ['GetJiooGiftCard'] as const,
    queryFn: () => callApi(GetJiooGiftCard, {}),
    staleTime: GIFT_CACHE_MS,
    retry: false,
  };
}
