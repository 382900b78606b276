import { useQuery } from '@tanstack/react-query';
import { DEFAULT_ODDS_TYPE, GetUserToken } from '@sideline/protocol';
import type { OddsType, ResultOf } from '@sideline/protocol';
import { callApi } from '../../../shared/api';
import { useSession } from '../../../shared/session';
import { toOddsType } from './format';

/** What GET /GetUserToken answered for this session's token (odds type, ids, currency). */
export type UserTokenInfo = ResultOf<typeof GetUserToken>;

/**
 * The member's GET /GetUserToken answer (one cached query per token): odds-site token, odds
 * type, and the member's CustomerId, SiteId, CurrencyId and CurrencyName. Undefined while
 * loading, when logged out (`enabled` false) or when the call fails. `enabled` has no default:
 * the server answers an anonymous token 401, which the widget treats as "log in", so each
 * caller must say that its viewer is a member.
 */
export function useUserToken(enabled: boolean): { data: UserTokenInfo | undefined; isPending: boolean } {
  const token = useSession((s) => s.token);
  const on = enabled && Boolean(token);
  const q = useQuery({
    queryKey: ['GetUserToken', token],
    queryFn: () => callApi(GetUserToken, {}),
    enabled: on,
    staleTime: Infinity,
    retry: false,
  });
  return { data: q.data, isPending: on && q.isPending };
}

/**
 * The member's odds display type (GET /GetUserToken → OddsType); DEC (3) while loading, when
 * logged out or when the call fails (spec: default odds type 3).
 */
export function useOddsType(enabled: boolean): OddsType {
  const { data } = useUserToken(enabled);
  return data ? toOddsType(data.OddsType) : DEFAULT_ODDS_TYPE;
}
