import { GetBalance } from '@sideline/protocol';
import { callApi } from '../../../shared/api';
import { createAnimationQueue } from '../animations/animationQueue';
import type { AnimationQueue } from '../animations/animationQueue';
import { chatSettings } from '../../shell';
import { createBalanceStore, userWallet } from '../../shell';
import type { BalanceStore } from '../../shell';
import { createLuckyBoxFocus } from '../lucky-box/focus';
import type { LuckyBoxFocus } from '../lucky-box/focus';
import { createGiftCatalogue } from './catalogue';
import type { GiftCatalogue } from './catalogue';
import { systemClock } from '../../../shared/clock';

/** The page-wide objects the gift panel, the lucky boxes, the stickers and the overlay share. */
export interface GiftParts {
  balances: BalanceStore;
  queue: AnimationQueue;
  catalogue: GiftCatalogue;
  /** "Show this lucky box" requests from lucky-box chat lines (gift panel → lucky-box tab → the box). */
  luckyBoxFocus: LuckyBoxFocus;
}

const log = (message: string, error: unknown) => console.warn(`[gifts] ${message}`, error);

/** Builds the shared objects over the app's client, clock and the gift-effects setting. */
export function createGiftParts(): GiftParts {
  return {
    balances: createBalanceStore({
      fetchBalances: async () => (await callApi(GetBalance, { EnableSingleWallet: userWallet.enableSingleWallet() })).BalanceList,
      onError: log,
    }),
    queue: createAnimationQueue({
      effectsOn: () => chatSettings.getState().giftEffects,
      setTimeout: systemClock.setTimeout,
      clearTimeout: systemClock.clearTimeout,
      onError: log,
    }),
    catalogue: createGiftCatalogue(),
    luckyBoxFocus: createLuckyBoxFocus(),
  };
}
