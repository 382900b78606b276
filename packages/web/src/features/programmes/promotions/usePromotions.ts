import { useQuery } from '@tanstack/react-query';
import { GetFeatureSetting, GetPromotion, GetPromotionList } from '@sideline/protocol';
import { callApi } from '../../../shared/api';

/** GET /Promotion/GetPromotion for one promotion page. */
export function usePromotion(id: number | null, userLanguage: string) {
  return useQuery({
    queryKey: ['GetPromotion', id, userLanguage],
    queryFn: ({ signal }) => callApi(GetPromotion, { Id: id ?? 0, UserLanguage: userLanguage }, { signal }),
    enabled: id !== null,
    retry: false,
    staleTime: 60_000,
    select: (r) => r.Promotion,
  });
}

/** GET /Promotion/GetPromotionList: the event list cards. */
export function usePromotionList(userLanguage: string, enabled = true) {
  return useQuery({
    queryKey: ['GetPromotionList', userLanguage],
    queryFn: ({ signal }) => callApi(GetPromotionList, { UserLanguage: userLanguage }, { signal }),
    enabled,
    staleTime: 60_000,
    select: (r) => r.Promotions,
  });
}

/** GET /FeatureSetting/GetFeatureSetting?Name=EnabledPromotionEntry: whether the events entry shows (false until known). */
export function usePromotionEntry(): boolean {
  const q = useQuery({
    queryKey: ['GetFeatureSetting', 'EnabledPromotionEntry'],
    queryFn: ({ signal }) => callApi(GetFeatureSetting, { Name: 'EnabledPromotionEntry' }, { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
  return q.data?.Data === true;
}
