import type { TFunction } from 'i18next';
import type { WheelItem } from '@sideline/protocol';
import { isNoPrize } from '../../chat';

export { isNoPrize };

/** The result line after a spin: "You won x5 coins!" for a prize, "No prize this time …" for a zero segment. */
export function wheelResultText(item: WheelItem, t: TFunction): string {
  if (isNoPrize(item)) return t('wheel-no-prize');
  return t('wheel-you-won', { prize: `${item.Content1} ${item.Content2}`.trim() });
}
