import { DomainErrorCode, LuckyBoxPurchaseStatus } from '@sideline/protocol';
import type { ApiErrorItem, LuckyBox, LuckyBoxWinner } from '@sideline/protocol';

/** Lucky box purchase (chatroom spec section 4): idle → purchasing → idle; one at a time. */
export type PurchaseEvent = { type: 'purchase' } | { type: 'settled' };

export function purchaseReducer(status: LuckyBoxPurchaseStatus, event: PurchaseEvent): LuckyBoxPurchaseStatus {
  if (event.type === 'purchase') return LuckyBoxPurchaseStatus.Purchasing;
  if (event.type === 'settled') return LuckyBoxPurchaseStatus.Idle;
  return status;
}

/** The box price in a currency (LuckyBoxCurrency, else Amount). */
export function boxPrice(box: Pick<LuckyBox, 'Amount' | 'LuckyBoxCurrency'>, currencyId: number): number {
  return box.LuckyBoxCurrency.find((c) => c.CurrencyId === currencyId)?.Amount ?? box.Amount;
}

/** Before buying: logged in, a VIP box needs VIP ≥ 1, and the balance must cover the price ('insufficient-balance'). */
export function checkPurchase(args: { isLoggedIn: boolean; vip: number; balance: number | null; box: Pick<LuckyBox, 'Amount' | 'IsVip' | 'LuckyBoxCurrency'>; currencyId: number }):
  'ok' | 'login' | 'vip' | 'insufficient-balance' {
  if (!args.isLoggedIn) return 'login';
  if (args.box.IsVip && args.vip < 1) return 'vip';
  if ((args.balance ?? 0) < boxPrice(args.box, args.currencyId)) return 'insufficient-balance';
  return 'ok';
}

export type PurchaseVerdict =
  | { kind: 'bought'; balance: number; giftId: number; luckyBoxId: number }
  | { kind: 'insufficient-balance' }
  | { kind: 'expired' }
  | { kind: 'vip' }
  /** Field 'Status': the server's message is shown as is. */
  | { kind: 'status'; message: string }
  | { kind: 'failed' };

/**
 * PurchaseLuckyBox answers (chatroom spec section 8 "Lucky box"): success → 'lucky-box-purchase-
 * successfully'; Field 'Status' → the server message as is; 'LuckyBoxExpired' →
 * 'open-expired-lucky-box'; 'InsufficientBalance' → 'insufficient-balance'; anything else
 * (or a transport failure) → 'sending-failed'.
 */
export function purchaseVerdict(envelope: { Code: number; Result: unknown; Error: ApiErrorItem[] | null } | null): PurchaseVerdict {
  if (!envelope) return { kind: 'failed' };
  if (envelope.Code === 200) {
    const r = envelope.Result as { Balance: number; GiftInfoId: number; LuckyBoxId: number } | null;
    return r ? { kind: 'bought', balance: r.Balance, giftId: r.GiftInfoId, luckyBoxId: r.LuckyBoxId } : { kind: 'failed' };
  }
  const first = envelope.Error?.[0];
  switch (first?.Field) {
    case DomainErrorCode.LuckyBoxStatus:
      return first.Message ? { kind: 'status', message: first.Message } : { kind: 'failed' };
    case DomainErrorCode.LuckyBoxExpired:
      return { kind: 'expired' };
    case DomainErrorCode.InsufficientBalance:
      return { kind: 'insufficient-balance' };
    case DomainErrorCode.VipRequired:
      return { kind: 'vip' };
    default:
      return { kind: 'failed' };
  }
}

/** A winner push (PushLuckyBoxWinner) or a lucky-box chat line applied to the list's last winners. */
export function applyWinner(boxes: readonly LuckyBox[], winner: Pick<LuckyBoxWinner, 'LuckyBoxId' | 'Nickname' | 'StreamerName' | 'DrawTime'>): readonly LuckyBox[] {
  const i = boxes.findIndex((b) => b.Id === winner.LuckyBoxId);
  if (i < 0) return boxes;
  const last = { DrawTime: winner.DrawTime, Nickname: winner.Nickname, StreamerName: winner.StreamerName ?? null };
  return boxes.map((b, j) => (j === i ? { ...b, LuckyBoxLastWinner: last } : b));
}
