import { PROFIT_SHARE_DECIMALS, PROFIT_SHARE_QUICK_PERCENTS } from '@sideline/protocol';

/**
 * The profit-share amount input (schedule spec section 5): only digits and one decimal point,
 * at most 2 decimals; a leading point becomes '0.'. Returns the accepted text — the previous
 * text when the new one breaks a rule (the keystroke is refused).
 */
export function sanitizeAmount(next: string, previous: string): string {
  let text = next.replace(/\s+/g, '');
  if (text.startsWith('.')) text = `0${text}`;
  if (text === '') return '';
  if (!/^\d*\.?\d*$/.test(text)) return previous;
  const decimals = text.split('.')[1];
  if (decimals !== undefined && decimals.length > PROFIT_SHARE_DECIMALS) return previous;
  return text;
}

/** A quick button: `percent` % of the settle amount, rounded to 2 decimals, as text. */
export function quickAmount(settleAmount: number, percent: number): string {
  const v = Math.round(settleAmount * percent) / 100;
  return v.toFixed(PROFIT_SHARE_DECIMALS).replace(/\.?0+$/, '') || '0';
}

export const QUICK_PERCENTS = PROFIT_SHARE_QUICK_PERCENTS;

export type AmountCheck = { kind: 'ok'; amount: number } | { kind: 'empty' } | { kind: 'insufficient-fund' };

/** Confirm is enabled for an amount above 0 that does not exceed the balance; else the insufficient-fund hint (for a positive amount). */
export function checkAmount(text: string, balance: number | null): AmountCheck {
  const amount = Number(text);
  if (!text || !Number.isFinite(amount) || amount <= 0) return { kind: 'empty' };
  if (balance === null || amount > balance) return { kind: 'insufficient-fund' };
  return { kind: 'ok', amount: Math.round(amount * 100) / 100 };
}
