import { useId, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageType, SendProfitShare } from '@sideline/protocol';
import { callApi, newPaidAction } from '../../../shared/api';
import { chatRoomInfoModel, userInfoModel } from '../gifts/paidContext';
import type { PaidContext } from '../gifts/paidContext';
import { SpecialGiftDialog } from '../gifts/SpecialGiftDialog';
import type { BalanceStore } from '../../shell';
import { balanceOf, formatMoney } from '../../shell';
import { QUICK_PERCENTS, checkAmount, quickAmount, sanitizeAmount } from './amount';

/**
 * The profit-share pop-up after a winning fast-market settlement, titled with the win first
 * ("You won 24.90 USD", issue 17 item 7), then the offer: an amount (digits, one
 * point, two decimals, a leading point becomes '0.'), quick buttons 1% and 2% of the settle
 * amount, confirm enabled for an amount above 0 within the balance (else the insufficient-fund
 * hint). One send at a time; failures are only logged (the shared SpecialGiftDialog).
 */
export function ProfitShareDialog(props: { open: boolean; onClose: () => void; settleAmount: number; ctx: PaidContext; balances: BalanceStore; currencyId: number }) {
  const { ctx, balances, currencyId } = props;
  const { t } = useTranslation();
  const wallet = useSyncExternalStore(balances.subscribe, balances.getSnapshot, balances.getSnapshot);
  const [text, setText] = useState('');
  const inputId = useId();
  const balance = balanceOf(wallet, currencyId);
  const check = checkAmount(text, balance);

  const send = () => {
    if (check.kind !== 'ok') return Promise.reject(new Error('no amount to share'));
    return callApi(SendProfitShare, {
      SendProfitShareInfoModel: { Amount: check.amount },
      UserInfoModel: userInfoModel(ctx, currencyId),
      ChatRoomInfoModel: chatRoomInfoModel(ctx),
      MessageInfoModel: { Color: ctx.room.color, Type: MessageType.ProfitShare },
    }, { action: newPaidAction() });
  };

  return (
    <SpecialGiftDialog
      kind="profit-share"
      title={t('profit-share-you-won', { amount: formatMoney(props.settleAmount, ctx.currencyName(currencyId)) })}
      open={props.open}
      onClose={props.onClose}
      balances={balances}
      currencyId={currencyId}
      balance={balance}
      verdict={check.kind === 'ok' ? 'ok' : check.kind === 'insufficient-fund' ? 'insufficient-fund' : 'wait'}
      send={send}
      onSent={() => setText('')}
    >
      <p className="profit-share__offer" data-testid="profit-share-offer"><strong>{t('profit-share')}</strong> · {t('profit-share-offer')}</p>
      <label htmlFor={inputId}>{t('profit-share-amount')}</label>
      <input
        id={inputId}
        inputMode="decimal"
        autoComplete="off"
        data-testid="profit-share-amount"
        value={text}
        onChange={(e) => setText((prev) => sanitizeAmount(e.target.value, prev))}
      />
      <div role="group" aria-label={t('profit-share-quick')}>
        {QUICK_PERCENTS.map((p) => (
          <button key={p} type="button" className="btn btn--ghost" data-testid={`profit-share-${p}`} onClick={() => setText(quickAmount(props.settleAmount, p))}>{p}%</button>
        ))}
      </div>
    </SpecialGiftDialog>
  );
}
