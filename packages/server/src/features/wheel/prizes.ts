import { CURRENCY_COIN, WHEEL_SEGMENT_COUNT } from '@sideline/protocol';
import type { Random } from '../betting/index';

/**
 * The six bands of the wheel (60° each, index 0-5 clockwise from the pointer): a prize as a
 * multiple of the spin cost and its weight in the draw. Expected return 0.955 of the cost.
 */
export const WHEEL_BANDS: readonly { multiplier: number; weight: number }[] = [
  { multiplier: 0, weight: 40 },
  { multiplier: 0.5, weight: 25 },
  { multiplier: 1, weight: 18 },
  { multiplier: 2, weight: 10 },
  { multiplier: 5, weight: 5 },
  { multiplier: 10, weight: 2 },
];
if (WHEEL_BANDS.length !== WHEEL_SEGMENT_COUNT) throw new Error('the wheel has six bands');

/** Cost of one spin in minor units: 50 coins on the coin site, 5 units elsewhere. */
export function spinCostMinor(currencyId: number): number {
  return currencyId === CURRENCY_COIN ? 5000 : 500;
}

export function prizeMinor(costMinor: number, index: number): number {
  return Math.round(costMinor * (WHEEL_BANDS[index]?.multiplier ?? 0));
}

/** Draws a band index by weight (server side; `random` injectable for tests). */
export function drawBand(random: Random): number {
  const total = WHEEL_BANDS.reduce((s, b) => s + b.weight, 0);
  let r = random() * total;
  for (let i = 0; i < WHEEL_BANDS.length; i++) {
    r -= WHEEL_BANDS[i]!.weight;
    if (r < 0) return i;
  }
  return WHEEL_BANDS.length - 1;
}

const TRY_AGAIN: Record<string, string> = { cn: '谢谢参与', en: 'Try again', vn: 'Thử lại', th: 'ลองใหม่', id: 'Coba lagi', ph: 'Try again' };

/** 'Try again' in `language`; English for any other code (an own key only: 'constructor' is not a language). */
function tryAgain(language: string): string {
  const key = language.toLowerCase();
  return Object.hasOwn(TRY_AGAIN, key) ? TRY_AGAIN[key]! : TRY_AGAIN.en!;
}

/** WheelItems: Content1 the prize amount ('0' for none), Content2 the currency name or 'Try again' in the language. */
export function wheelItems(costMinor: number, currencyName: string, language: string) {
  return WHEEL_BANDS.map((_, i) => {
    const prize = prizeMinor(costMinor, i) / 100;
    return prize === 0
      ? { Content1: '0', Content2: tryAgain(language) }
      : { Content1: String(prize), Content2: currencyName };
  });
}
