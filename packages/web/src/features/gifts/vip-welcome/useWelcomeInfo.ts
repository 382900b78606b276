import { useQuery } from '@tanstack/react-query';
import { GetWelcomeInfo } from '@sideline/protocol';
import { callApi } from '../../../shared/api';

/** GET /Vip/GetWelcomeInfo: the welcome animation of each VIP level (loaded once per page). */
export function useWelcomeInfo(enabled: boolean) {
  return useQuery({
    queryKey: ['GetWelcomeInfo'],
    queryFn: () => callApi(GetWelcomeInfo, {}),
    enabled,
    staleTime: Infinity,
    retry: false,
  });
}
