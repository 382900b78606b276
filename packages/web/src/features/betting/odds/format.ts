import { DEFAULT_ODDS_TYPE, ODDS_TYPE_LABELS, OddsType, formatAmount, formatOdds } from '@sideline/protocol';

const ODDS_TYPES = new Set<number>(Object.values(OddsType));

/** A member odds type from anything (GetUserToken, a ticket's OddsType); unknown → DEC (3). */
export function toOddsType(value: unknown): OddsType {
  return typeof value === 'number' && ODDS_TYPES.has(value) ? (value as OddsType) : DEFAULT_ODDS_TYPE;
}

/**
 * A decimal price as the member's odds type shows it ('0.95', '-1.05', '+150.00', '1,001.00'),
 * or '--' when the price cannot be shown (not a number above 1). Never throws, so a bad push
 * cannot break a panel.
 */
export function oddsText(decimal: number | null | undefined, oddsType: OddsType = DEFAULT_ODDS_TYPE): string {
  if (typeof decimal !== 'number') return '--';
  try {
    return formatOdds(decimal, oddsType);
  } catch {
    return '--';
  }
}

/** The odds type's short name (MY, CN, DEC, INDO, US). */
export function oddsTypeName(oddsType: OddsType): string {
  return ODDS_TYPE_LABELS[oddsType];
}

/** An amount with thousands commas ('1,234.50'); '--' when unknown. Whole amounts keep no decimals when `whole`. */
export function amountText(value: number | null | undefined, options: { whole?: boolean } = {}): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '--';
  return formatAmount(value, options.whole && Number.isInteger(value) ? 0 : 2);
}
