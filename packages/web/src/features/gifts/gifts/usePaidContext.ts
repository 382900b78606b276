import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useDataParam } from '../../../shared/data-param';
import { useChatRoom, useChatSnapshot } from '../../chat';
import { enableSingleWalletOf, memberCurrencyName, userWallet } from '../../shell';
import type { BalanceStore } from '../../shell';
import { useUserToken } from '../../betting';
import { isCoinSite } from './paidContext';
import type { PaidContext } from './paidContext';

/** The paid-call context of the current chat room (inside ChatRoomProvider). */
export function usePaidContext(balances: BalanceStore): PaidContext {
  const room = useChatRoom();
  const snap = useChatSnapshot();
  const { data } = useDataParam();
  const { i18n } = useTranslation();
  const wallet = useSyncExternalStore(balances.subscribe, balances.getSnapshot, balances.getSnapshot);
  const ids = wallet.list?.map((b) => b.CurrencyId) ?? [];
  const member = useUserToken(room.info.isLoggedIn);
  const enableSingleWallet = enableSingleWalletOf({ dataValue: data.EnableSingleWallet, server: member.data });
  if (member.data) userWallet.remember(enableSingleWallet);
  return {
    room: room.info,
    nickname: snap.nickname,
    vip: snap.config?.Vip ?? data.Vip ?? 0,
    language: (data.UserLanguage ?? i18n.language ?? 'en').toLowerCase(),
    isCoinSite: isCoinSite(room.info.siteId, [...ids, room.info.currencyId]),
    currencyName: (currencyId) => memberCurrencyName({
      dataName: currencyId === room.info.currencyId ? data.CurrencyName : undefined, server: member.data, currencyId,
    }),
    enableSingleWallet,
  };
}
