import { useQuery } from '@tanstack/react-query';
import { CheckSupportWheelCurrency, GetFeatureSetting, GetShowLeaderBoard } from '@sideline/protocol';
import { callApi } from '../../../shared/api';

/** What decides whether the leaderboard shows (schedule spec section 6). */
export interface LeaderboardGates {
  /** GET /GetShowLeaderBoard: the site shows it. */
  siteShows: boolean;
  /** Feature setting EnabledLeaderboard. */
  enabled: boolean;
  isUserLogin: boolean;
  /** The member's currency is supported (turnover-limit list or coin site); null until known. */
  currencySupported: boolean | null;
}

/**
 * The leaderboard shows when the site shows it, EnabledLeaderboard is on and ("also needs a
 * supported currency") a member's currency is supported; an anonymous viewer has no currency
 * to check, so the first two decide.
 */
export function leaderboardVisible(g: LeaderboardGates): boolean {
  return g.siteShows && g.enabled && (!g.isUserLogin || g.currencySupported === true);
}

/**
 * Whether this viewer sees the leaderboard (false until known): GET /GetShowLeaderBoard,
 * GET /FeatureSetting/GetFeatureSetting EnabledLeaderboard and, for a member, POST
 * /Streamer/CheckSupportWheelCurrency (the one currency-support rule of section 5).
 */
export function useShowLeaderboard(isUserLogin: boolean): boolean {
  const show = useQuery({
    queryKey: ['GetShowLeaderBoard'],
    queryFn: ({ signal }) => callApi(GetShowLeaderBoard, {}, { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
  const enabled = useQuery({
    queryKey: ['GetFeatureSetting', 'EnabledLeaderboard'],
    queryFn: ({ signal }) => callApi(GetFeatureSetting, { Name: 'EnabledLeaderboard' }, { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
  const currency = useQuery({
    queryKey: ['CheckSupportWheelCurrency'],
    queryFn: ({ signal }) => callApi(CheckSupportWheelCurrency, {}, { signal }),
    enabled: isUserLogin,
    staleTime: 5 * 60_000,
    retry: false,
  });
  return leaderboardVisible({
    siteShows: show.data?.IsShowLeaderBoard === true,
    enabled: enabled.data?.Data === true,
    isUserLogin,
    currencySupported: currency.data ? currency.data.IsSupport : null,
  });
}
