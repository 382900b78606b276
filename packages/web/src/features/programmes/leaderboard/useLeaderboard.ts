import { useQuery } from '@tanstack/react-query';
import { GetLeaderBoard, GetPersonalRank } from '@sideline/protocol';
import { callApi } from '../../../shared/api';

/** GET /GetLeaderBoard (rows of every period and the periods offered) for a currency. */
export function useLeaderboardData(currencyId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['GetLeaderBoard', currencyId],
    queryFn: ({ signal }) => callApi(GetLeaderBoard, { CurrencyId: currencyId }, { signal }),
    enabled,
    staleTime: 0,
  });
}

/** GET /GetPersonalRank: the caller's rank per period (logged-in viewers only). */
export function usePersonalRank(enabled: boolean) {
  return useQuery({
    queryKey: ['GetPersonalRank'],
    queryFn: ({ signal }) => callApi(GetPersonalRank, {}, { signal }),
    enabled,
    staleTime: 0,
  });
}
