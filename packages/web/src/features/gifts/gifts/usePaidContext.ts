import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useDataParam } from '../../../shared/data-param';
import { useChatRoom, useChatSnapshot } from '../../chat';
import type { BalanceStore } from '../../shell';
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
  return {
    room: room.info,
    nickname: snap.nickname,
    vip: snap.config?.Vip ?? data.Vip ?? 0,
    language: (data.UserLanguage ?? i18n.language ?? 'en').toLowerCase(),
    isCoinSite: isCoinSite(room.info.siteId, [...ids, room.info.currencyId]),
  };
}
