import { z } from 'zod';

/**
 * A live bet card (issue 22 item 2) as the room sees it: the hub event PushBetCard and the
 * calls of `calls/bet-cards.ts` carry it. Apart from the calls so the hub contract the widget
 * loads at start does not bring the card calls with it.
 */

/** What a card shows of its market: open, suspended, closed (no result yet), or settled. */
export const BetCardState = z.enum(['open', 'suspended', 'closed', 'won', 'lost', 'void']);
export type BetCardState = z.infer<typeof BetCardState>;

export const BetCard = z.object({
  CardId: z.number().int(),
  MatchId: z.number().int(),
  /** The line's key: the sharer's CustomerId and the line's Timestamp (epoch ms). */
  CustomerId: z.number().int(),
  Timestamp: z.number().int(),
  MarketId: z.number().int(),
  Key: z.string(),
  State: BetCardState,
  /** The selection's current decimal price (the last one while suspended or settled). */
  Price: z.number(),
  /** The decimal price the ticket was shown at. */
  ShownPrice: z.number(),
  /** Members who followed the card (each counted once). */
  Followers: z.number().int().nonnegative(),
  /** Bumped on every change: a client keeps the highest it has seen. */
  Version: z.number().int().nonnegative(),
});
export type BetCard = z.infer<typeof BetCard>;

