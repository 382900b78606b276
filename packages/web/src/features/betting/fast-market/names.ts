import type { TFunction } from 'i18next';
import { fastMarketGoalType } from '@sideline/protocol';
import type { FastMarketGoalType } from '@sideline/protocol';
import type { MarketView } from './marketsState';

type T = TFunction;
const goalKey = (type: FastMarketGoalType) => `fast-market-goal-${type}` as const;

/**
 * Names by the goal-type key mapping (schedule spec section 9), in the viewer's language: a
 * market is 'Next 5 minutes – Corner'; its options 'Corner' (+4) and 'No Corner' (-4). A market
 * or key outside the mapping keeps the name the server sent.
 */
export function marketTitle(market: Pick<MarketView, 'goalType' | 'betTypeName'>, t: T): string {
  if (market.goalType !== null) return `${t('next-5-minutes')} – ${t(goalKey(market.goalType))}`;
  return market.betTypeName || t('next-5-minutes');
}

export function optionName(option: { key: string; keyName: string }, t: T): string {
  const type = fastMarketGoalType(option.key);
  if (type === null) return option.keyName;
  const name = t(goalKey(type));
  return Number(option.key) > 0 ? name : t('fast-market-no', { name });
}
