import { CURRENCY_COIN, WHEEL_SEGMENT_COUNT } from '@sideline/protocol';
import type { Random } from '../betting/index';

/** One band of the wheel: its back-office label (≤ 8 letters), prize as a multiple of the spin cost, weight in the draw. */
export interface WheelBand { label: string; multiplier: number; weight: number }

/**
 * The six bands of the wheel (60° each, index 0-5 clockwise from the pointer) until the trading
 * desk saves its own (SaveWheelSetting, `settings.ts`). Expected return 0.955 of the cost.
 */
export const WHEEL_BANDS: readonly WheelBand[] = [
  { label: 'Retry', multiplier: 0, weight: 40 },
  { label: 'x0.5', multiplier: 0.5, weight: 25 },
  { label: 'x1', multiplier: 1, weight: 18 },
  { label: 'x2', multiplier: 2, weight: 10 },
  { label: 'x5', multiplier: 5, weight: 5 },
  { label: 'x10', multiplier: 10, weight: 2 },
];
if (WHEEL_BANDS.length !== WHEEL_SEGMENT_COUNT) throw new Error('the wheel has six bands');

/** Cost of one spin in minor units: 50 coins on the coin site, 5 units elsewhere. */
export function spinCostMinor(currencyId: number): number {
  return currencyId === CURRENCY_COIN ? 5000 : 500;
}

export function prizeMinor(costMinor: number, index: number, bands: readonly WheelBand[] = WHEEL_BANDS): number {
  return Math.round(costMinor * (bands[index]?.multiplier ?? 0));
}

/** Draws a band index by weight (server side; `random` injectable for tests). */
export function drawBand(random: Random, bands: readonly WheelBand[] = WHEEL_BANDS): number {
  const total = bands.reduce((s, b) => s + b.weight, 0);
  let r = random() * total;
  for (let i = 0; i < bands.length; i++) {
    r -= bands[i]!.weight;
    if (r < 0) return i;
  }
  // Rounding left a sliver: the last band that can land.
  for (let i = bands.length - 1; i > 0; i--) if (bands[i]!.weight > 0) return i;
  return 0;
}

const TRY_AGAIN: Record<string, string> = { cn: '谢谢参与', en: 'Try again', vn: 'Thử lại', th: 'ลองใหม่', id: 'Coba lagi', ph: 'Try again' };

/** 'Try again' in `language`; English for any other code (an own key only: 'constructor' is not a language). */
function tryAgain(language: string): string {
  const key = language.toLowerCase();
  return Object.hasOwn(TRY_AGAIN, key) ? TRY_AGAIN[key]! : TRY_AGAIN.en!;
}

/** WheelItems: Content1 the prize amount ('0' for none), Content2 the currency name or 'Try again' in the language. */
export function wheelItems(costMinor: number, currencyName: string, language: string, bands: readonly WheelBand[] = WHEEL_BANDS) {
  return bands.map((_, i) => {
    const prize = prizeMinor(costMinor, i, bands) / 100;
    return prize === 0
      ? { Content1: '0', Content2: tryAgain(language) }
      : { Content1: String(prize), Content2: currencyName };
  });
}
