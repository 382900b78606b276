import { useQuery } from '@tanstack/react-query';
import type { ProgramType } from '@sideline/protocol';
import { CheckSiteGroup, GetBalance, GetBatchFeatureSetting } from '@sideline/protocol';
import { callApi } from '../../../shared/api';
import { useDataParam } from '../../../shared/data-param';
import type { ChatRoomInfo } from '../../../features/chat';
import { useUserToken } from '../../../features/betting';
import { userWallet } from '../../../features/shell';
import { chatRoomInfoOf } from './roomInfo';

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
  return chatRoomInfoOf({
    data, isUserLogin: loggedIn, programType: args.programType, color: args.color, groupName: group.data.GroupName,
    blockEnabled: flags.data?.Data.EnabledBlockAndReport === true, walletCurrency: balance.data?.BalanceList[0]?.CurrencyId, me: me.data,
  });
}
