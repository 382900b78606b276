import { useQuery } from '@tanstack/react-query';
import { DEFAULT_ODDS_TYPE, GetUserToken } from '@sideline/protocol';
import type { OddsType } from '@sideline/protocol';
import { callApi } from '../../shared/api';
import { useSession } from '../../shared/session';
import { toOddsType } from './format';

/**
 * The member's odds display type (GET /GetUserToken → OddsType); DEC (3) while loading, when
 * logged out or when the call fails (spec: default odds type 3).
 */
export function useOddsType(enabled = true): OddsType {
  const token = useSession((s) => s.token);
  const q = useQuery({
    queryKey: ['GetUserToken', token],
    queryFn: () => callApi(GetUserToken, {}),
    enabled: enabled && Boolean(token),
    staleTime: Infinity,
    retry: false,
  });
  return q.data ? toOddsType(q.data.OddsType) : DEFAULT_ODDS_TYPE;
}
