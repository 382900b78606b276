import { DomainErrorCode } from '@sideline/protocol';
import type { ApiErrorItem, Gift, GiftSelection } from '@sideline/protocol';

/** Why a send may not start, or 'ok'. */
export type SendCheck =
  | { kind: 'ok'; usingTicket: boolean }
  | { kind: 'no-selection' }
  | { kind: 'login' }
  | { kind: 'vip'; level: number }
  | { kind: 'insufficient-fund'; needed: number }
  | { kind: 'exceed-ticket' };

/**
 * The checks before SendGift (chatroom spec section 5): a gift must be selected; a VIP gift
 * needs the member's VIP level at least the gift's; without tickets, balance minus amount ×
 * count must not go below 0 ('insufficient-fund'; the host page is told InsufficientBalance);
 * the count cannot exceed the vouchers held. An unknown balance counts as 0.
 */
export function checkSend(args: {
  selection: GiftSelection | null;
  gift: Pick<Gift, 'Id' | 'Amount' | 'GiftCardCount' | 'Vip'> | null;
  isLoggedIn: boolean;
  vip: number;
  balance: number | null;
}): SendCheck {
  if (!args.isLoggedIn) return { kind: 'login' };
  const { selection, gift } = args;
  if (!selection || !gift || gift.Id !== selection.Id) return { kind: 'no-selection' };
  if (gift.Vip > args.vip) return { kind: 'vip', level: gift.Vip };
  const usingTicket = selection.IsShowTicket && gift.GiftCardCount > 0;
  if (usingTicket) {
    if (selection.Count > gift.GiftCardCount) return { kind: 'exceed-ticket' };
    return { kind: 'ok', usingTicket };
  }
  const needed = Math.round(gift.Amount * selection.Count * 100) / 100;
  if ((args.balance ?? 0) - needed < 0) return { kind: 'insufficient-fund', needed };
  return { kind: 'ok', usingTicket };
}

/** How a SendGift answer shows. */
export type SendVerdict =
  | { kind: 'sent'; count: number; balance: number; currencyId: number }
  | { kind: 'exceed-ticket' }
  | { kind: 'insufficient-fund' }
  | { kind: 'vip' }
  | { kind: 'failed'; detail: string | null };

/**
 * SendGift answers (chatroom spec section 8 "Gift"): success → 'successfully-sent' with
 * SuccessCount; Error[0].Field '400055' → 'exceed-available-gift-ticket'; 'InsufficientBalance'
 * → 'insufficient-fund' (+ host InsufficientBalance); 'VipRequired' → the VIP notice; anything
 * else (or a transport failure, `envelope` null) → 'sending-failed'.
 */
export function sendVerdict(envelope: { Code: number; Result: unknown; Error: ApiErrorItem[] | null } | null): SendVerdict {
  if (!envelope) return { kind: 'failed', detail: null };
  if (envelope.Code === 200) {
    const r = (envelope.Result as { SendGiftResult?: { SuccessCount: number; Balance: number; CurrencyId: number } } | null)?.SendGiftResult;
    if (r) return { kind: 'sent', count: r.SuccessCount, balance: r.Balance, currencyId: r.CurrencyId };
    return { kind: 'failed', detail: null };
  }
  const field = envelope.Error?.[0]?.Field ?? null;
  if (field === DomainErrorCode.GiftExceedTicket) return { kind: 'exceed-ticket' };
  if (field === DomainErrorCode.InsufficientBalance) return { kind: 'insufficient-fund' };
  if (field === DomainErrorCode.VipRequired) return { kind: 'vip' };
  return { kind: 'failed', detail: field };
}
