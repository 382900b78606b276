import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { GIFT_CACHE_MS, GetGiftInfo, GetLuckyBoxInfo, GetStickerInfo } from '@sideline/protocol';
import { callApi } from '../../../shared/api';
import { giftCardQuery } from './giftCardQuery';

export { giftCardQuery };

/**
 * GET /GetGiftInfo for the currencies (coin and diamond on the coin site); reloaded only when older
 * than 60 s. `open`: the gift panel shows it, so it reloads every 60 s while open (a gift the back
 * office adds appears in an open panel once its cache has aged).
 */
export function useGiftInfo(args: { currencyIds: readonly number[]; language: string; vip: number; enabled: boolean; withVouchers?: boolean; open?: boolean }) {
  const ids = [...args.currencyIds].sort((a, b) => a - b);
  const gifts = useQuery({
    queryKey: ['GetGiftInfo', ids.join(','), args.language, args.vip],
    queryFn: () => callApi(GetGiftInfo, { CurrencyIds: ids, UserLanguage: args.language, Vip: args.vip }),
    enabled: args.enabled && ids.length > 0,
    staleTime: GIFT_CACHE_MS,
    refetchInterval: args.open ? GIFT_CACHE_MS : false,
    retry: false,
  });
  const vouchers = useQuery({ ...giftCardQuery(), enabled: args.enabled && args.withVouchers === true });
  const data = useMemo(
    () => (gifts.data && vouchers.data ? { ...gifts.data, GiftInfo: withVoucherCounts(gifts.data.GiftInfo, vouchers.data.JiooLiveBackpackItems) } : gifts.data),
    [gifts.data, vouchers.data],
  );
  return { ...gifts, data } as typeof gifts;
}

/** The gifts with their voucher counts from GET /GetJiooGiftCard (chatroom spec section 7): a gift without vouchers has 0. */
export function withVoucherCounts<G extends { Id: number; GiftCardCount: number }>(gifts: readonly G[], items: readonly { SubType: number; Quantity: number }[]): G[] {
  const counts = new Map<number, number>();
  for (const i of items) counts.set(i.SubType, (counts.get(i.SubType) ?? 0) + Math.max(0, i.Quantity));
  return gifts.map((g) => ({ ...g, GiftCardCount: counts.get(g.Id) ?? 0 }));
}

/** The GET /GetLuckyBoxInfo query of a currency (for `useQuery` and `queryClient.fetchQuery`). */
export function luckyBoxInfoQuery(args: { currencyId: number; language: string }) {
  return {
    queryKey: ['GetLuckyBoxInfo', args.currencyId, args.language] as const,
    queryFn: () => callApi(GetLuckyBoxInfo, { CurrencyId: args.currencyId, UserLanguage: args.language }),
    staleTime: GIFT_CACHE_MS,
    retry: false,
  };
}

/** GET /GetLuckyBoxInfo of a currency; reloaded only when older than 60 s (every 60 s while a list shows it: `open`). */
export function useLuckyBoxInfo(args: { currencyId: number; language: string; enabled: boolean; open?: boolean }) {
  return useQuery({ ...luckyBoxInfoQuery(args), enabled: args.enabled && args.currencyId > 0, refetchInterval: args.open ? GIFT_CACHE_MS : false });
}

/** POST /GetStickerInfo (the catalogue changes rarely). */
export function useStickerInfo(enabled: boolean) {
  return useQuery({
    queryKey: ['GetStickerInfo'],
    queryFn: () => callApi(GetStickerInfo, {}),
    enabled,
    staleTime: GIFT_CACHE_MS,
    retry: false,
  });
}
