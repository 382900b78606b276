import { useRef, useState, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GIFT_ID_WISH_COIN, GetGiftById, MessageType, SendWishCoin } from '@sideline/protocol';
import { callApi, newPaidAction } from '../../shared/api';
import { Dialog } from '../../shared/ui/Dialog';
import { chatRoomInfoModel, userInfoModel } from '../gifts/paidContext';
import type { PaidContext } from '../gifts/paidContext';
import type { BalanceStore } from '../wallet/balanceStore';
import { balanceOf, formatBalance } from '../wallet/balances';
import { checkWishCoin } from './wishCoin';

/**
 * The wish-coin pop-up after a fast-market settlement without a win: sends the wish-coin gift
 * (153) at its price (GET /GetGiftById, only when logged in). Confirm is disabled while the
 * balance is below the price (insufficient-fund shows) and while a send runs (one at a time).
 * Failures are only logged (schedule spec section 8); success updates the balance and closes.
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
  const [sending, setSending] = useState(false);
  const busy = useRef(false);
  const price = gift.data?.GiftInfo.Amount ?? null;
  const check = checkWishCoin({ balance: balanceOf(wallet, currencyId), giftAmount: price, sending });

  const confirm = async () => {
    if (busy.current || check !== 'ok') return;
    busy.current = true;
    setSending(true);
    try {
      const answer = await callApi(SendWishCoin, {
        UserInfoModel: userInfoModel(ctx, currencyId),
        ChatRoomInfoModel: chatRoomInfoModel(ctx),
        MessageInfoModel: { Color: ctx.room.color, Type: MessageType.WishCoin },
      }, { action: newPaidAction() });
      balances.set(currencyId, answer.Balance);
      props.onClose();
    } catch (error) {
      console.warn('[wish-coin] SendWishCoin failed', error);
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  return (
    <Dialog
      open={props.open}
      title={t('wish-coin')}
      onClose={props.onClose}
      closeLabel={t('close')}
      actions={(
        <button type="button" className="btn btn--primary" data-testid="wish-coin-confirm" disabled={check !== 'ok'} aria-busy={sending} onClick={() => void confirm()}>
          {sending && <span className="spinner spinner--small" aria-hidden="true" />} {t('confirm')}
        </button>
      )}
    >
      <p>{t('wish-coin-prompt', { price: price === null ? '--' : formatBalance(price) })}</p>
      <p>{t('balance')}: <strong>{formatBalance(balanceOf(wallet, currencyId))}</strong></p>
      {check === 'insufficient-fund' && <p role="alert" className="form-error" data-testid="wish-coin-insufficient">{t('insufficient-fund')}</p>}
    </Dialog>
  );
}
