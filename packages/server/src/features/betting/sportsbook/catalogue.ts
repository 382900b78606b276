import { BET_TYPE_FAST_MARKET, BET_TYPE_HIDE_POINT } from '@sideline/protocol';
import type { SportBetType } from '@sideline/protocol';
import type { Random } from './random';
import type { Selection } from './types';

/** Bet type ids of the simulator (646 and 222 are the spec's; the rest are the usual Asian ids). */
export const BetTypeId = { Handicap: 1, OverUnder: 3, OneXTwo: 5, Moneyline: 20, OddEven: BET_TYPE_HIDE_POINT, FastMarket: BET_TYPE_FAST_MARKET } as const;

/** Sports of the demo world: 1 football, 2 basketball, 43 e-sport. */
export const SPORT_BET_TYPES: readonly SportBetType[] = [
  { SportType: 1, BetType: 1, BetTypeName: 'Handicap' },
  { SportType: 1, BetType: 3, BetTypeName: 'Over/Under' },
  { SportType: 1, BetType: 5, BetTypeName: '1X2' },
  { SportType: 1, BetType: BET_TYPE_HIDE_POINT, BetTypeName: 'Total Goals Odd/Even' },
  { SportType: 1, BetType: BET_TYPE_FAST_MARKET, BetTypeName: 'Next 5 Minutes' },
  { SportType: 2, BetType: 1, BetTypeName: 'Handicap' },
  { SportType: 2, BetType: 3, BetTypeName: 'Over/Under' },
  { SportType: 2, BetType: 20, BetTypeName: 'Moneyline' },
  { SportType: 43, BetType: 1, BetTypeName: 'Map Handicap' },
  { SportType: 43, BetType: 3, BetTypeName: 'Total Maps Over/Under' },
  { SportType: 43, BetType: 20, BetTypeName: 'Match Winner' },
];

export function betTypeName(sportType: number, betType: number): string {
  return SPORT_BET_TYPES.find((b) => b.SportType === sportType && b.BetType === betType)?.BetTypeName
    ?? SPORT_BET_TYPES.find((b) => b.BetType === betType)?.BetTypeName ?? `Bet type ${betType}`;
}

/** Stake limits of ordinary markets (currency units) and a member's total per event. */
export const DEFAULT_LIMITS = { minBet: 1, maxBet: 500, maxPerEvent: 1000 } as const;
/** Fast-market limits (smaller). */
export const FAST_MARKET_LIMITS = { minBet: 1, maxBet: 200 } as const;
/** A bet within this long after a score change answers B007 (live bet acceptance delay). */
export const SCORE_CHANGE_WINDOW_MS = 10_000;
/** Decimal prices stay within [MIN, MAX] thousandths. */
export const PRICE_MIN_MILLI = 1010;
export const PRICE_MAX_MILLI = 15000;

/** Ordinary market id: match id × 100 + slot (1-9). Deterministic, so every node creates the same ids. */
export const marketIdOf = (matchId: number, slot: number): number => matchId * 100 + slot;

export interface MarketTemplate {
  slot: number;
  betType: number;
  point: number | null;
  selections: Array<Omit<Selection, 'priceMilli' | 'status'> & { fairMilli: number }>;
}

/** The markets a match gets, by sport (home/away names fill the selection names). */
export function templatesFor(sportType: number, home: string, away: string): MarketTemplate[] {
  const ha = (fair: [number, number]) => [
    { key: 'h', keyName: home, fairMilli: fair[0] }, { key: 'a', keyName: away, fairMilli: fair[1] },
  ];
  const ou = (fair: [number, number]) => [
    { key: 'o', keyName: 'Over', fairMilli: fair[0] }, { key: 'u', keyName: 'Under', fairMilli: fair[1] },
  ];
  if (sportType === 2) {
    return [
      { slot: 1, betType: 1, point: -4.5, selections: ha([1900, 1900]) },
      { slot: 2, betType: 3, point: 210.5, selections: ou([1880, 1920]) },
      { slot: 3, betType: 20, point: null, selections: ha([1650, 2200]) },
    ];
  }
  if (sportType === 43) {
    return [
      { slot: 1, betType: 1, point: -1.5, selections: ha([2100, 1720]) },
      { slot: 2, betType: 3, point: 2.5, selections: ou([1850, 1950]) },
      { slot: 3, betType: 20, point: null, selections: ha([1550, 2400]) },
    ];
  }
  return [
    { slot: 1, betType: 1, point: -0.5, selections: ha([1950, 1870]) },
    { slot: 2, betType: 3, point: 2.5, selections: ou([1900, 1900]) },
    {
      slot: 3, betType: 5, point: null, selections: [
        { key: '1', keyName: home, fairMilli: 2300 }, { key: 'x', keyName: 'Draw', fairMilli: 3200 }, { key: '2', keyName: away, fairMilli: 3100 },
      ],
    },
    { slot: 4, betType: BET_TYPE_HIDE_POINT, point: null, selections: [
      { key: 'odd', keyName: 'Odd', fairMilli: 1930 }, { key: 'even', keyName: 'Even', fairMilli: 1870 },
    ] },
  ];
}

/** A price near `fairMilli`, ± up to 5 %, rounded to 0.01 and kept in range. */
export function jitter(fairMilli: number, random: Random, spread = 0.05): number {
  const moved = fairMilli * (1 + (random() * 2 - 1) * spread);
  return clampPrice(Math.round(moved / 10) * 10);
}

export function clampPrice(milli: number): number {
  return Math.min(PRICE_MAX_MILLI, Math.max(PRICE_MIN_MILLI, Math.round(milli)));
}
