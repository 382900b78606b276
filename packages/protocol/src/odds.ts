/**
 * Odds display maths (spec: odds types 1 MY, 2 CN, 3 DEC, 4 INDO, 5 US; default 3). The
 * sportsbook prices everything as one decimal price (European odds, > 1); every other format
 * is derived from it here, so the server (share lists) and the widget (quick bet, fast market,
 * promoted odds) show the same figure.
 *
 * Exactness: a decimal price is first taken to integer thousandths (`Math.round(p * 1000)`,
 * which undoes binary noise such as 1.1 → 1.1000000000000001), and every conversion is done
 * in integers, so the result is exact before rounding. Rounding rule: to the cent (2 decimals),
 * half away from zero (0.125 → 0.13, -0.125 → -0.13). Signs: MY and INDO are negative for
 * "favourite" prices, US is negative below 2.00 and positive from 2.00.
 *
 * - DEC: p
 * - CN (Hong Kong): p - 1
 * - MY (Malay): p - 1 when p ≤ 2, else -1 / (p - 1)
 * - INDO: p - 1 when p ≥ 2, else -1 / (p - 1)
 * - US: +(p - 1) × 100 when p ≥ 2, else -100 / (p - 1)
 */
import { OddsType } from './enums';

/** Short labels of the odds types, as the quick-bet panel names them. */
export const ODDS_TYPE_LABELS: Readonly<Record<OddsType, string>> = {
  [OddsType.MY]: 'MY',
  [OddsType.CN]: 'CN',
  [OddsType.DEC]: 'DEC',
  [OddsType.INDO]: 'INDO',
  [OddsType.US]: 'US',
};

/** Integer a/b rounded half away from zero (b > 0). */
function roundDiv(a: number, b: number): number {
  const q = Math.floor((2 * Math.abs(a) + b) / (2 * b));
  return a < 0 ? -q : q;
}

/** The decimal price in thousandths; throws RangeError for a price that is not above 1. */
function milli(decimal: number): number {
  if (!Number.isFinite(decimal)) throw new RangeError(`Odds price must be a finite number, got ${decimal}`);
  const m = Math.round(decimal * 1000);
  if (m <= 1000) throw new RangeError(`A decimal odds price must be above 1, got ${decimal}`);
  return m;
}

/** Cents → number with 2 decimals (no -0). */
const fromCents = (cents: number): number => (cents === 0 ? 0 : cents / 100);

/**
 * Converts a decimal price to `oddsType`, rounded to the cent (half away from zero).
 * Throws RangeError when `decimal` is not a finite number above 1.
 */
export function convertOdds(decimal: number, oddsType: OddsType): number {
  const m = milli(decimal);
  const profit = m - 1000; // (p - 1) in thousandths, > 0
  switch (oddsType) {
    case OddsType.DEC:
      return fromCents(roundDiv(m, 10));
    case OddsType.CN:
      return fromCents(roundDiv(profit, 10));
    case OddsType.MY:
      // p ≤ 2 → p - 1; else -1/(p-1) = -1000/profit → cents: -100000/profit
      return m <= 2000 ? fromCents(roundDiv(profit, 10)) : fromCents(roundDiv(-100_000, profit));
    case OddsType.INDO:
      return m >= 2000 ? fromCents(roundDiv(profit, 10)) : fromCents(roundDiv(-100_000, profit));
    case OddsType.US:
      // p ≥ 2 → (p-1)*100 = profit/10 → cents: profit*10; else -100/(p-1) = -100000/profit → cents: -10^7/profit
      return m >= 2000 ? fromCents(profit * 10) : fromCents(roundDiv(-10_000_000, profit));
    default:
      throw new RangeError(`Unknown odds type ${String(oddsType)}`);
  }
}

/**
 * The decimal price a displayed price stands for (the inverse of `convertOdds`, rounded to
 * 3 decimals): a shared ticket carries Price in its OddsType, a follower converts it back.
 * Throws RangeError for a value no decimal price maps to (e.g. MY 0, US between -100 and 100).
 */
export function toDecimalOdds(value: number, oddsType: OddsType): number {
  if (!Number.isFinite(value)) throw new RangeError(`Odds must be a finite number, got ${value}`);
  const r3 = (x: number) => Math.round(x * 1000) / 1000;
  let decimal: number;
  switch (oddsType) {
    case OddsType.DEC: decimal = value; break;
    case OddsType.CN: decimal = value + 1; break;
    case OddsType.MY:
    case OddsType.INDO:
      if (value === 0) throw new RangeError('0 is not a price');
      decimal = value > 0 ? value + 1 : 1 - 1 / value;
      if (oddsType === OddsType.MY && value > 1) throw new RangeError('Malay prices lie between -1 and 1');
      if (oddsType === OddsType.INDO && value > -1 && value < 1) throw new RangeError('Indonesian prices are at most -1 or at least 1');
      break;
    case OddsType.US:
      if (value > -100 && value < 100) throw new RangeError('American prices are at most -100 or at least +100');
      decimal = value > 0 ? value / 100 + 1 : 1 - 100 / value;
      break;
    default:
      throw new RangeError(`Unknown odds type ${String(oddsType)}`);
  }
  const out = r3(decimal);
  if (out <= 1) throw new RangeError(`No decimal price for ${value}`);
  return out;
}

/**
 * Thousands commas and a fixed number of decimals, independent of the runtime locale:
 * formatAmount(1234567.5) → '1,234,567.50'; formatAmount(-1000, 0) → '-1,000'.
 * Rounds half away from zero at `fractionDigits` (default 2, 0-6).
 */
export function formatAmount(value: number, fractionDigits = 2): string {
  if (!Number.isFinite(value)) return String(value);
  const digits = Math.min(6, Math.max(0, Math.trunc(fractionDigits)));
  const scale = 10 ** digits;
  const scaled = Math.round(Math.abs(value) * scale + 1e-9 * Math.max(1, Math.abs(value)));
  const intPart = Math.floor(scaled / scale);
  const frac = scaled - intPart * scale;
  const grouped = String(intPart).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = value < 0 && scaled !== 0 ? '-' : '';
  return digits === 0 ? `${sign}${grouped}` : `${sign}${grouped}.${String(frac).padStart(digits, '0')}`;
}

/**
 * A decimal price as shown in `oddsType`: two decimals, thousands commas, and a '+' before
 * positive American prices ('+150.00', '-200.00', '0.95', '-0.83').
 */
export function formatOdds(decimal: number, oddsType: OddsType): string {
  const v = convertOdds(decimal, oddsType);
  const text = formatAmount(v, 2);
  return oddsType === OddsType.US && v > 0 ? `+${text}` : text;
}
