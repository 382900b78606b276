import { StakeMessageKey } from '@sideline/protocol';

/** Keys of the quick-bet keypad (section 2): digits, 00, backspace, +10, +100, max, and the stake's clear button. */
export type KeypadKey = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '00' | 'back' | 'clear' | '+10' | '+100' | 'max';

/** The digit keys in keypad order (1-9, then 0 and 00). */
export const DIGIT_KEYS: readonly KeypadKey[] = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0', '00'];

/** What the keypad needs to know: the selection's maximum stake and the funds (null = unknown). */
export interface StakeLimits {
  maxBet: number | null;
  balance: number | null;
}

/** Zero keys do nothing while the stake is empty (spec: "zero keys disabled while empty"). */
export function isKeyEnabled(stake: string, key: KeypadKey): boolean {
  if (key === '0' || key === '00') return stake !== '';
  if (key === 'back' || key === 'clear') return stake !== '';
  return true;
}

const cap = (value: number, limits: StakeLimits): string => {
  const capped = limits.maxBet !== null && limits.maxBet > 0 ? Math.min(value, Math.floor(limits.maxBet)) : value;
  return capped > 0 ? String(capped) : '';
};

/**
 * The stake after a key press, as a string of digits ('' = empty). Pure: (stake, key) → stake.
 * The value is whole units, never above MaxBet (a press that would pass it sets MaxBet);
 * 'max' is MaxBet, or the funds when they are lower.
 */
export function pressKey(stake: string, key: KeypadKey, limits: StakeLimits): string {
  if (!isKeyEnabled(stake, key)) return stake;
  const value = stake === '' ? 0 : Number(stake);
  switch (key) {
    case 'back':
      return stake.slice(0, -1);
    case 'clear':
      return '';
    case '+10':
      return cap(value + 10, limits);
    case '+100':
      return cap(value + 100, limits);
    case 'max': {
      const candidates = [limits.maxBet, limits.balance !== null ? Math.floor(limits.balance) : null].filter((v): v is number => v !== null && v > 0);
      return candidates.length ? cap(Math.min(...candidates), limits) : stake;
    }
    default: {
      const next = `${stake}${key}`;
      // Guard against absurd lengths before the cap (MaxBet unknown).
      if (next.length > 12) return stake;
      return cap(Number(next), limits);
    }
  }
}

/** The stake as a number (0 when empty). */
export const stakeValue = (stake: string): number => (stake === '' ? 0 : Number(stake));

/**
 * The inline stake message (section 5): above the funds 'insufficient-amount'; below MinBet
 * 'stake-is-less-than-min-bet'; null when the stake is empty or fine.
 */
export function stakeMessage(stake: string, limits: { balance: number | null; minBet: number | null }): string | null {
  const v = stakeValue(stake);
  if (v <= 0) return null;
  if (limits.balance !== null && v > limits.balance) return StakeMessageKey.AboveBalance;
  if (limits.minBet !== null && v < limits.minBet) return StakeMessageKey.BelowMinBet;
  return null;
}
