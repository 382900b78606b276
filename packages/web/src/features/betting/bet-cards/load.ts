import { createBetCards } from './betCards';
import type { BetCards } from './betCards';

/**
 * The live-card code a room loads only where its site has EnabledBetCards (BettingHost imports
 * this module on demand): builds the room's store, starts it (GET /BetCards, PushBetCard) and
 * fetches the card markup.
 */
export function startBetCards(deps: Parameters<typeof createBetCards>[0]): BetCards {
  const cards = createBetCards(deps);
  void cards.start();
  void import('./BetCardView'); // the card markup, ahead of the first card
  return cards;
}
