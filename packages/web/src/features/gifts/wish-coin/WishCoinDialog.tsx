import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GIFT_ID_WISH_COIN, GetGiftById, MessageType, SendWishCoin } from '@sideline/protocol';
import { callApi, newPaidAction } from '../../../shared/api';
import { chatRoomInfoModel, userInfoModel } from '../gifts/paidContext';
import type { PaidContext } from '../gifts/paidContext';
import { SpecialGiftDialog } from '../gifts/SpecialGiftDialog';
import type { BalanceStore } from '../../shell';
import { balanceOf, formatBalance } from '../../shell';
import { checkWishCoin } from './wishCoin';

/**
 * The wish-coin pop-up after a fast-market settlement without a win: sends the wish-coin gift
 * (153) at its price (GET /GetGiftById, only when logged in). Confirm is disabled while the
 * balance is below the price (insufficient-fund shows) and while a send runs (one at a time).
 * Failures are only logged (schedule spec section 8); success updates the balance and closes
 * (the shared SpecialGiftDialog).
 */
export function WishCoinDialog(props: { open: boolean; onClose: () => void; ctx: PaidContext; balances: BalanceStore; currencyId: number }) {
  const { ctx, balances, currencyId } = props;
  const { t } = useTranslation();
  const wallet = useSyncExternalStore(balances.subscribe, balances.getSnapshot, balances.getSnapshot);
  const gift = useQuery({
    queryKey: ['GetGiftById', GIFT_ID_WISH_COIN, currencyId, ctx.language],
    queryFn: () => callApi(GetGiftById, { GiftId: GIFT_ID_WISH_COIN, UserLanguage: ctx.language, CurrencyId: currencyId }),
    enabled: props.open && ctx.room.isLoggedIn,
    staleTime: 60_000,
    retry: false,
  });
  const price = gift.data?.GiftInfo.Amount ?? null;
  const balance = balanceOf(wallet, currencyId);
  // The shared dialog runs one send at a time itself.
  const check = checkWishCoin({ balance, giftAmount: price, sending: false });

  const send = () => callApi(SendWishCoin, {
    UserInfoModel: userInfoModel(ctx, currencyId),
    ChatRoomInfoModel: chatRoomInfoModel(ctx),
    MessageInfoModel: { Color: ctx.room.color, Type: MessageType.WishCoin },
  }, { action: newPaidAction() });

  return (
    <SpecialGiftDialog
      kind="wish-coin"
      open={props.open}
      onClose={props.onClose}
      balances={balances}
      currencyId={currencyId}
      balance={balance}
      verdict={check === 'ok' || check === 'insufficient-fund' ? check : 'wait'}
      send={send}
    >
      <p>{t('wish-coin-prompt', { price: price === null ? '--' : formatBalance(price) })}</p>
    </SpecialGiftDialog>
  );
}
