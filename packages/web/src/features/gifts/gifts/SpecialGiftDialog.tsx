import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../shared/ui/Dialog';
import type { BalanceStore } from '../../shell';
import { formatBalance } from '../../shell';

/** Whether the dialog may send: 'insufficient-fund' shows the hint; 'wait' (loading, empty) only disables. */
export type SpecialGiftVerdict = 'ok' | 'insufficient-fund' | 'wait';

/**
 * The body the special-gift pop-ups share (wish coin 153, profit share 152, after a fast-market
 * settlement): a dialog titled by `kind`, the caller's fields, the balance line, the
 * insufficient-fund hint and the confirm button. Confirm is enabled only for an 'ok' verdict
 * and while no send runs (one at a time, spinner); a send that succeeds sets the new balance,
 * calls `onSent` and closes; a failure is only logged (schedule spec section 8).
 */
export function SpecialGiftDialog(props: {
  kind: 'wish-coin' | 'profit-share';
  /** The dialog's title; default the kind's name ("Profit share", "Wish coin"). */
  title?: string;
  open: boolean;
  onClose: () => void;
  balances: BalanceStore;
  currencyId: number;
  /** The balance shown (the caller's wallet read, which its verdict also uses). */
  balance: number | null;
  verdict: SpecialGiftVerdict;
  /** The paid call; answers the new balance. */
  send: () => Promise<{ Balance: number }>;
  onSent?: () => void;
  children: ReactNode;
}) {
  const { kind, balances, currencyId } = props;
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const busy = useRef(false);

  const confirm = async () => {
    if (busy.current || props.verdict !== 'ok') return;
    busy.current = true;
    setSending(true);
    try {
      const answer = await props.send();
      balances.set(currencyId, answer.Balance);
      props.onSent?.();
      props.onClose();
    } catch (error) {
      console.warn(`[${kind}] send failed`, error);
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  return (
    <Dialog
      open={props.open}
      title={props.title ?? t(kind)}
      onClose={props.onClose}
      closeLabel={t('close')}
      actions={(
        <button type="button" className="btn btn--primary" data-testid={`${kind}-confirm`} disabled={props.verdict !== 'ok' || sending} aria-busy={sending} onClick={() => void confirm()}>
          {sending && <span className="spinner spinner--small" aria-hidden="true" />} {t('confirm')}
        </button>
      )}
    >
      {props.children}
      <p>{t('balance')}: <strong>{formatBalance(props.balance)}</strong></p>
      {props.verdict === 'insufficient-fund' && <p role="alert" className="form-error" data-testid={`${kind}-insufficient`}>{t('insufficient-fund')}</p>}
    </Dialog>
  );
}
