import { SITE_ID_COIN } from '@sideline/protocol';
import type { TurnoverLimit } from '@sideline/protocol';
import type { Executor } from '../../store/types';
import { fromMinor } from '../../store/values';
import { LedgerReason } from '../wallet/index';
import { chatConfigRows, debitTotalMinor } from './store';

/**
 * Ledger reasons that count as chat turnover: bet stakes ('bet') and gifting ('gift' and the
 * gift-like purchases). Each is a debit row written by the wallet; turnover is the sum of
 * those debits in one currency, all time.
 */
export const TURNOVER_REASONS: readonly string[] = [
  LedgerReason.Bet, LedgerReason.Gift, LedgerReason.LuckyBox, LedgerReason.WishCoin, LedgerReason.ProfitShare,
];

/** The member's turnover in a currency, in currency units. */
export async function userTurnover(db: Executor, customerId: number, currencyId: number): Promise<number> {
  return fromMinor(-(await debitTotalMinor(db, customerId, currencyId, TURNOVER_REASONS)));
}

/** The chat configuration rows of a site, one per currency. */
export interface SiteChatConfig {
  /** Currency id → its row. */
  byCurrency: Map<number, { messageLengthLimit: number; messageFrequency: number; turnoverLimit: number }>;
  turnoverLimits: TurnoverLimit[];
}

/** Defaults when a site has no row for the currency. */
export const DEFAULT_MESSAGE_LENGTH_LIMIT = 100;
export const DEFAULT_MESSAGE_FREQUENCY_S = 3;

export async function siteChatConfig(db: Executor, siteId: number): Promise<SiteChatConfig> {
  const rows = await chatConfigRows(db, siteId);
  const byCurrency = new Map(rows.map((r) => [r.currency_id, {
    messageLengthLimit: r.message_length_limit,
    messageFrequency: r.message_frequency,
    turnoverLimit: fromMinor(Number(r.turnover_limit_minor)),
  }]));
  return {
    byCurrency,
    turnoverLimits: rows.map((r) => ({ CurrencyId: r.currency_id, Amount: fromMinor(Number(r.turnover_limit_minor)) })),
  };
}

/** Limits that apply to a currency: its row, else the site's first row, else the defaults; turnover limit defaults to 0. */
export function limitsFor(config: SiteChatConfig, currencyId: number): { messageLengthLimit: number; messageFrequency: number; turnoverLimit: number } {
  const own = config.byCurrency.get(currencyId);
  if (own) return own;
  const first = config.byCurrency.values().next().value;
  return {
    messageLengthLimit: first?.messageLengthLimit ?? DEFAULT_MESSAGE_LENGTH_LIMIT,
    messageFrequency: first?.messageFrequency ?? DEFAULT_MESSAGE_FREQUENCY_S,
    turnoverLimit: 0,
  };
}

/** A currency is open for chat if it is in the site's turnover-limit list or the site is the coin site. */
export function isCurrencySupported(config: SiteChatConfig, siteId: number, currencyId: number): boolean {
  return siteId === SITE_ID_COIN || config.byCurrency.has(currencyId);
}
