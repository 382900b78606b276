import { z } from 'zod';
import type { OddsDirection } from '../enums';

/** A fast-market selection (camelCase as the SSE payload writes it). */
export const FastMarketSelection = z.object({
  key: z.string(),
  keyName: z.string(),
  point: z.number().nullable(),
  oddsPrice: z.number(),
});
export type FastMarketSelection = z.infer<typeof FastMarketSelection>;

/** A five-minute market; the lowest marketId is the one displayed. */
export const FastMarket = z.object({
  marketId: z.number().int(),
  betTypeName: z.string(),
  selections: z.array(FastMarketSelection),
});
export type FastMarket = z.infer<typeof FastMarket>;

/** Local per-option fields the web adds (odds in the chosen format, arrow for 3 s). */
export interface FastMarketOptionView {
  odds: number;
  recommended: boolean;
  oddsDirection: OddsDirection | null;
}

/** Payload of an SSE `message` event: markets added, changed and removed (by id). */
export const FastMarketMessage = z.object({
  add: z.array(FastMarket).default([]),
  change: z.array(FastMarket).default([]),
  remove: z.array(z.number().int()).default([]),
});
export type FastMarketMessage = z.infer<typeof FastMarketMessage>;

/** SSE data line that only keeps the stream open. */
export const FAST_MARKET_KEEPALIVE = 'KEEPALIVE';

/**
 * Settlement push (PushFastMarketSettlement). The spec names the amount SettleAmount "or
 * SettlementPrice": the server sends SettleAmount; clients accept either.
 * Positive amount → profit-share pop-up, else the wish-coin pop-up.
 */
export const SettleResult = z.object({
  Period: z.string(),
  SettleAmount: z.number(),
  SettlementPrice: z.number().optional(),
  IsShowProfitShareModal: z.boolean(),
  IsShowWishCoinModal: z.boolean(),
});
export type SettleResult = z.infer<typeof SettleResult>;
