import { useQuery } from '@tanstack/react-query';
import { GIFT_CACHE_MS, GetGiftInfo, GetLuckyBoxInfo, GetStickerInfo } from '@sideline/protocol';
import { callApi } from '../../../shared/api';

/** GET /GetGiftInfo for the currencies (coin and diamond on the coin site); reloaded only when older than 60 s. */
export function useGiftInfo(args: { currencyIds: readonly number[]; language: string; vip: number; enabled: boolean }) {
  const ids = [...args.currencyIds].sort((a, b) => a - b);
  return useQuery({
    queryKey: ['GetGiftInfo', ids.join(','), args.language, args.vip],
    queryFn: () => callApi(GetGiftInfo, { CurrencyIds: ids, UserLanguage: args.language, Vip: args.vip }),
    enabled: args.enabled && ids.length > 0,
    staleTime: GIFT_CACHE_MS,
    retry: false,
  });
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

/** GET /GetLuckyBoxInfo of a currency; reloaded only when older than 60 s. */
export function useLuckyBoxInfo(args: { currencyId: number; language: string; enabled: boolean }) {
  return useQuery({ ...luckyBoxInfoQuery(args), enabled: args.enabled && args.currencyId > 0 });
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
