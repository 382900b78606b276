import { useId, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageType, SendProfitShare } from '@sideline/protocol';
import { callApi, newPaidAction } from '../../shared/api';
import { Dialog } from '../../shared/ui/Dialog';
import { chatRoomInfoModel, userInfoModel } from '../gifts/paidContext';
import type { PaidContext } from '../gifts/paidContext';
import type { BalanceStore } from '../wallet/balanceStore';
import { balanceOf, formatBalance } from '../wallet/balances';
import { QUICK_PERCENTS, checkAmount, quickAmount, sanitizeAmount } from './amount';

/**
 * The profit-share pop-up after a winning fast-market settlement: an amount (digits, one
 * point, two decimals, a leading point becomes '0.'), quick buttons 1% and 2% of the settle
 * amount, confirm enabled for an amount above 0 within the balance (else the insufficient-fund
 * hint). One send at a time; failures are only logged.
 */
export function ProfitShareDialog(props: { open: boolean; onClose: () => void; settleAmount: number; ctx: PaidContext; balances: BalanceStore; currencyId: number }) {
  const { ctx, balances, currencyId } = props;
  const { t } = useTranslation();
  const wallet = useSyncExternalStore(balances.subscribe, balances.getSnapshot, balances.getSnapshot);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const busy = useRef(false);
  const inputId = useId();
  const check = checkAmount(text, balanceOf(wallet, currencyId));

  const confirm = async () => {
    if (busy.current || check.kind !== 'ok') return;
    busy.current = true;
    setSending(true);
    try {
      const answer = await callApi(SendProfitShare, {
        SendProfitShareInfoModel: { Amount: check.amount },
        UserInfoModel: userInfoModel(ctx, currencyId),
        ChatRoomInfoModel: chatRoomInfoModel(ctx),
        MessageInfoModel: { Color: ctx.room.color, Type: MessageType.ProfitShare },
      }, { action: newPaidAction() });
      balances.set(currencyId, answer.Balance);
      setText('');
      props.onClose();
    } catch (error) {
      console.warn('[profit-share] SendProfitShare failed', error);
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  return (
    <Dialog
      open={props.open}
      title={t('profit-share')}
      onClose={props.onClose}
      closeLabel={t('close')}
      actions={(
        <button type="button" className="btn btn--primary" data-testid="profit-share-confirm" disabled={check.kind !== 'ok' || sending} aria-busy={sending} onClick={() => void confirm()}>
          {sending && <span className="spinner spinner--small" aria-hidden="true" />} {t('confirm')}
        </button>
      )}
    >
      <p>{t('settle-amount')}: <strong>{formatBalance(props.settleAmount)}</strong></p>
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
      <p>{t('balance')}: {formatBalance(balanceOf(wallet, currencyId))}</p>
      {check.kind === 'insufficient-fund' && <p role="alert" className="form-error" data-testid="profit-share-insufficient">{t('insufficient-fund')}</p>}
    </Dialog>
  );
}
