import { ChatMessageKey, ChatRefusal, SENSITIVE_WORD_NOTICE_MS, messagePushAlert, turnoverHintKey } from '@sideline/protocol';
import type { MessagePushResult } from '@sideline/protocol';
import type { AlertInput } from '../alerts/alerts';

/** What the turnover hint needs to know about the room. */
export interface TurnoverContext {
  siteId: number;
  currencyId: number;
  /** Config TurnoverLimit list; a currency not listed has limit 0. */
  turnoverLimits: readonly { CurrencyId: number; Amount: number }[];
  giftAllowed: boolean;
  isMatch: boolean;
}

/** The turnover limit of a currency (default 0). */
export function turnoverLimitOf(limits: TurnoverContext['turnoverLimits'], currencyId: number): number {
  return limits.find((l) => l.CurrencyId === currencyId)?.Amount ?? 0;
}

export interface PushAnswer {
  Error: readonly { Field: string | null; Message: string }[] | null;
  Result: MessagePushResult | null;
}

/** How a MessagePush answer ends for the chat bar, and the alert to show (if any). */
export interface PushVerdict {
  outcome: 'sent' | 'refused' | 'cooldown' | 'nickname' | 'closed';
  alert: AlertInput | null;
}

/**
 * The reaction to a MessagePush answer (section 8): C001 'currency-not-open'; another error
 * 'showing-ticket-fail' (code) 3 s; IsMuted 'customer-muted' 3 s; IsSend false the turnover
 * hint chat-limit-hint-* for 10 s with the amount still to bet. The server's own refusals
 * (ChatRefusal) that the client checks first anyway map to their keys: a cool-down refusal is
 * silent (the send is simply not made), a missing nickname opens the dialog, a closed room
 * shows 'chatroom-close', sensitive words 'sensitive-words-prohibited'.
 */
export function verdictForPushAnswer(answer: PushAnswer, ctx: TurnoverContext): PushVerdict {
  const field = answer.Error?.[0]?.Field ?? null;
  if (field === ChatRefusal.CoolDown) return { outcome: 'cooldown', alert: null };
  if (field === ChatRefusal.NicknameRequired) return { outcome: 'nickname', alert: null };
  if (field === ChatRefusal.ChatroomClosed) return { outcome: 'closed', alert: { key: ChatMessageKey.ChatroomClose } };
  if (field === ChatRefusal.SensitiveWords) {
    return { outcome: 'refused', alert: { key: ChatMessageKey.SensitiveWords, durationMs: SENSITIVE_WORD_NOTICE_MS } };
  }
  const alert = messagePushAlert(answer);
  if (!alert) return { outcome: 'sent', alert: null };
  if (alert.turnover) {
    const limit = turnoverLimitOf(ctx.turnoverLimits, ctx.currencyId);
    const turnover = answer.Result?.Turnover ?? 0;
    const key = turnoverHintKey({ siteId: ctx.siteId, turnoverZero: turnover <= 0, giftAllowed: ctx.giftAllowed, isMatch: ctx.isMatch });
    const amount = Math.max(0, limit - turnover);
    return { outcome: 'refused', alert: { key, vars: { amount: amount.toLocaleString('en') }, tone: 'error', durationMs: alert.durationMs, icon: 'notice' } };
  }
  return { outcome: 'refused', alert: { key: alert.key, detail: alert.detail, tone: 'error', durationMs: alert.durationMs, icon: 'close' } };
}
