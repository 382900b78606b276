import { useQuery } from '@tanstack/react-query';
import type { ProgramType } from '@sideline/protocol';
import { CheckSiteGroup, GetBalance, GetBatchFeatureSetting } from '@sideline/protocol';
import { callApi } from '../../../shared/api';
import { useDataParam } from '../../../shared/data-param';
import type { ChatRoomInfo } from '../../../features/chat';
import { roomLanguageOf } from '../../../features/chat';
import { useUserToken } from '../../../features/betting';
import { userWallet } from '../../../features/shell';

/**
 * Everything the chat room needs before it starts, from the data parameter and three calls:
 * POST /CheckSiteGroup (the group name), GET /FeatureSetting/GetBatchFeatureSetting
 * (EnabledBlockAndReport) and, when the data parameter names no currency, POST /GetBalance
 * (the wallet's first currency). When the data parameter carries no CustomerId (the demo host
 * sends none), a logged-in member's id and site come from GET /GetUserToken. Null until ready.
 */
export function useChatroomInfo(args: { isUserLogin: boolean | null; programType: ProgramType; color: number }): ChatRoomInfo | null {
  const { data } = useDataParam();
  const token = data.Token ?? null;
  const loggedIn = args.isUserLogin === true;
  const group = useQuery({
    queryKey: ['CheckSiteGroup', token],
    queryFn: () => callApi(CheckSiteGroup, {}),
    enabled: Boolean(token),
    staleTime: Infinity,
  });
  const flags = useQuery({
    queryKey: ['GetBatchFeatureSetting', 'EnabledBlockAndReport', token],
    queryFn: () => callApi(GetBatchFeatureSetting, { Names: 'EnabledBlockAndReport' }),
    enabled: Boolean(token),
    staleTime: 60_000,
    retry: false,
  });
  const needCurrency = loggedIn && data.CurrencyId === undefined;
  const balance = useQuery({
    queryKey: ['GetBalance', 'chat-currency', token],
    queryFn: () => callApi(GetBalance, { EnableSingleWallet: userWallet.enableSingleWallet() }),
    enabled: needCurrency,
    staleTime: 20_000,
    retry: false,
  });
  const me = useUserToken(loggedIn && (typeof data.CustomerId !== 'number' || !data.SiteName));
  if (args.isUserLogin === null || data.MatchId === undefined || !group.data) return null;
  if (flags.isPending || me.isPending) return null;
  if (needCurrency && balance.isPending) return null;
  const language = roomLanguageOf(data);
  return {
    matchId: data.MatchId,
    anchorId: typeof data.AnchorId === 'number' ? data.AnchorId : 0,
    anchorLanguage: language,
    programType: (data.ProgramType as ProgramType | undefined) ?? args.programType,
    groupName: group.data.GroupName,
    siteId: data.SiteId ?? me.data?.SiteId ?? 0,
    siteName: siteNameOf(data.SiteName, me.data?.SiteName),
    currencyId: data.CurrencyId ?? balance.data?.BalanceList[0]?.CurrencyId ?? 0,
    customerId: typeof data.CustomerId === 'number' ? data.CustomerId : (loggedIn ? me.data?.CustomerId ?? null : null),
    isLoggedIn: loggedIn,
    streamerName: data.StreamerName ?? null,
    isJioo: data.IsJioo ?? false,
    giftAllowed: data.IsAllowSendGift ?? true,
    color: args.color,
    blockEnabled: flags.data?.Data.EnabledBlockAndReport === true,
  };
}

/**
 * The SiteName bets, tickets and chat send: the data parameter's, else the member's from GET
 * /GetUserToken (issue 16 item 39: the demo host passes none, so bets went out with '').
 */
export function siteNameOf(fromData: string | undefined, fromToken: string | undefined): string {
  return fromData || fromToken || '';
}
