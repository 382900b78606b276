import { Suspense, lazy, useCallback, useSyncExternalStore } from 'react';
import { DEFAULT_ODDS_TYPE, type BetCard } from '@sideline/protocol';
import { followTicketOf, lineKey } from '../../chat';
import type { TicketCardSlotProps } from '../../chat';
import type { BettingHolder } from '../quick-bet/bettingParts';
import { useResponsibleGambling } from '../responsible-gambling';
import type { BetCards } from './betCards';

/** The card's own markup loads with the room's card store (most rooms show no card). */
const BetCardView = lazy(() => import('./BetCardView').then((m) => ({ default: m.BetCardView })));


function useCard(cards: BetCards | null, key: string): BetCard | null {
  const subscribe = useCallback((l: () => void) => cards?.subscribe(key, l) ?? (() => undefined), [cards, key]);
  const get = useCallback(() => cards?.get(key) ?? null, [cards, key]);
  return useSyncExternalStore(subscribe, get, get);
}

/**
 * A shared-ticket line's ticket (issue 22): the live card when the room's card store knows one
 * for this line, else the spec's markup (`fallback`, also shown while the card's markup loads).
 * Follow opens the quick-bet sheet on the card: its selection at the price the card shows now,
 * placed with POST /BetCards/Follow. No Follow where the line offers none or while the player is
 * excluded (responsible gambling).
 */
export function BetCardSlot(props: TicketCardSlotProps & { holder: BettingHolder; language: string }) {
  const { holder, row, fallback, language } = props;
  const live = useSyncExternalStore(holder.subscribe, holder.getSnapshot, holder.getSnapshot);
  const cards = live?.cards ?? null;
  const card = useCard(cards, lineKey(row.CustomerId, row.Timestamp));
  const { betsOn } = useResponsibleGambling();
  if (!card) return <>{fallback}</>;
  const showFollow = props.canFollow && betsOn;
  const follow = () => {
    const ticket = followTicketOf(row, language);
    if (!ticket || card.State !== 'open') return;
    holder.getSnapshot()?.follow({ ...ticket, OddsPrice: card.Price, CardId: card.CardId });
  };
  return (
    <Suspense fallback={fallback}>
      <BetCardView card={card} ticket={props.ticket} oddsType={live?.oddsType ?? DEFAULT_ODDS_TYPE} onFollow={showFollow ? follow : undefined} />
    </Suspense>
  );
}
