import { useReducer, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { GIFT_SEND_DELAY_MS, GiftSendStatus, MessageType, SendGift } from '@sideline/protocol';
import type { Gift, GiftSelection } from '@sideline/protocol';
import { callEnvelope, newPaidAction } from '../../../shared/api';
import { useHostBridge } from '../../../shared/host';
import { useAlerts } from '../../chat';
import type { BalanceStore } from '../../shell';
import { balanceOf } from '../../shell';
import type { PaidContext } from './paidContext';
import { giftSendReducer } from './sendMachine';
import { checkSend, sendVerdict } from './sendRules';

/** The amount missing for a payment of `needed` (2 decimals). */
export function shortfall(needed: number, balance: number | null): number {
  return Math.max(0, Math.round((needed - (balance ?? 0)) * 100) / 100);
}

/**
 * The gift send flow: the checks, the 10 ms delay after the tap, POST /SendGift with one
 * Idempotency-Key per tap, the answer's alert ('successfully-sent' ×count, 'exceed-available-
 * gift-ticket', 'insufficient-fund' + host InsufficientBalance, 'sending-failed'), the new
 * balance, and `onDone` (the selection resets; on the coin site the ticket data reloads).
 */
export function useSendGift(args: { ctx: PaidContext; balances: BalanceStore; currencyId: number; onDone: () => void }) {
  const [status, dispatch] = useReducer(giftSendReducer, GiftSendStatus.Idle);
  const alerts = useAlerts();
  const bridge = useHostBridge();
  const queryClient = useQueryClient();
  const busy = useRef(false);
  const latest = useRef(args);
  latest.current = args;

  const send = (selection: GiftSelection | null, gift: Gift | null) => {
    const { ctx, balances, currencyId } = latest.current;
    if (busy.current) return;
    const check = checkSend({ selection, gift, isLoggedIn: ctx.room.isLoggedIn, vip: ctx.vip, balance: balanceOf(balances.getSnapshot(), currencyId) });
    switch (check.kind) {
      case 'login':
        bridge.send('WantToLogin', {});
        return;
      case 'no-selection':
        return;
      case 'vip':
        alerts.show({ key: 'gift-vip-required', vars: { level: check.level } });
        return;
      case 'exceed-ticket':
        alerts.show({ key: 'exceed-available-gift-ticket' });
        return;
      case 'insufficient-fund':
        alerts.show({ key: 'insufficient-fund' });
        // Needed is what is missing (the host page offers a top-up of that much).
        bridge.send('InsufficientBalance', { CurrencyId: currencyId, Needed: shortfall(check.needed, balanceOf(balances.getSnapshot(), currencyId)) });
        return;
      default:
        break;
    }
    if (!selection || !gift) return;
    busy.current = true;
    dispatch({ type: 'send' });
    const action = newPaidAction();
    const body = {
      SiteName: ctx.room.siteName,
      CurrencyId: currencyId,
      CurrencyName: ctx.currencyName(currencyId),
      EnableSingleWallet: ctx.enableSingleWallet,
      UserLanguage: ctx.language,
      GiftInfo: { GiftLevel: ctx.vip, NickName: ctx.nickname ?? '', Amount: gift.Amount, Quantity: selection.Count, IsUsingTicket: check.usingTicket },
      GroupName: ctx.room.groupName,
      MatchId: ctx.room.matchId,
      AnchorId: ctx.room.anchorId,
      AnchorLanguage: ctx.room.anchorLanguage,
      Message: String(gift.Id),
      Color: ctx.room.color,
      Type: ctx.isCoinSite ? MessageType.CoinGift : MessageType.Gift,
      ProgramType: ctx.room.programType,
    };
    setTimeout(() => {
      callEnvelope(SendGift, body, { action })
        .catch((error: unknown) => {
          console.warn('[gifts] SendGift failed', error);
          return null;
        })
        .then((env) => {
          const verdict = sendVerdict(env);
          busy.current = false;
          if (verdict.kind === 'sent') {
            balances.set(verdict.currencyId, verdict.balance);
            alerts.show({ key: 'successfully-sent', vars: { count: verdict.count }, tone: 'success', icon: 'done' });
            dispatch({ type: 'answered' });
            if (ctx.isCoinSite || check.usingTicket) {
              void queryClient.invalidateQueries({ queryKey: ['GetGiftInfo'] });
              // The voucher counts (GET /GetJiooGiftCard): the ticket data refreshes.
              void queryClient.invalidateQueries({ queryKey: ['GetJiooGiftCard'] });
            }
            latest.current.onDone();
            return;
          }
          dispatch({ type: 'failed' });
          if (verdict.kind === 'insufficient-fund') {
            alerts.show({ key: 'insufficient-fund' });
            bridge.send('InsufficientBalance', { CurrencyId: currencyId, Needed: shortfall(gift.Amount * selection.Count, balanceOf(balances.getSnapshot(), currencyId)) });
            void balances.refresh({ force: true });
          } else if (verdict.kind === 'exceed-ticket') {
            alerts.show({ key: 'exceed-available-gift-ticket' });
            void queryClient.invalidateQueries({ queryKey: ['GetGiftInfo'] });
          } else if (verdict.kind === 'vip') {
            alerts.show({ key: 'gift-vip-required', vars: { level: gift.Vip } });
          } else {
            alerts.show({ key: 'sending-failed', detail: verdict.detail ? `(${verdict.detail})` : null });
          }
        });
    }, GIFT_SEND_DELAY_MS);
  };

  return { status, send, reset: () => dispatch({ type: 'reset' }) };
}
