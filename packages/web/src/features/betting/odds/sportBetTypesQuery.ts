import { GetAllSportBetType } from '@sideline/protocol';
import { callApi } from '../../../shared/api';

/** GET /GetAllSportBetType, loaded once at start-up with the other store-level fetches (schedule spec section 7). */
export function sportBetTypesQuery() {
  return {
    queryKey: ['GetAllSportBetType'] as const,
    queryFn: () => callApi(GetAllSportBetType, {}),
    staleTime: Infinity,
    retry: false,
  };
}
