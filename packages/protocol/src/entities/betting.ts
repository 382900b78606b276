import { z } from 'zod';
import { OddsType, PromotedOddsCategory } from '../enums';
import { MAX_MONEY_AMOUNT, MAX_ODDS_PRICE } from '../constants';

/** Quick-bet / follow-bet request (POST /PlaceBet). `Recommend` marks a bet following a promotion. */
export const BetRequest = z.object({
  PromotedOddsId: z.number().int().nullable(),
  SportType: z.number().int(),
  MarketId: z.number().int(),
  OddsPrice: z.number().max(MAX_ODDS_PRICE),
  Point: z.number().min(-10_000).max(10_000).nullable(),
  MarketKey: z.string(),
  Stake: z.number().positive().max(MAX_MONEY_AMOUNT),
  AnchorId: z.number().int(),
  AnchorLanguage: z.string(),
  SiteName: z.string(),
  MatchId: z.number().int(),
  BetType: z.number().int(),
  Recommend: z.boolean(),
});
export type BetRequest = z.infer<typeof BetRequest>;

/** Error of a bet: an error name (e.g. 'OddsChanged') or direct code (e.g. 'B010'), with the new price on odds changes. */
export const BetErrorResult = z.object({
  ErrorCode: z.string(),
  Details: z.object({ NewOffer: z.object({ Price: z.number() }).nullable() }).nullable(),
});
export type BetErrorResult = z.infer<typeof BetErrorResult>;

/** `Result` of POST /PlaceBet. */
export const BetResult = z.object({
  IsPlaceBetSuccess: z.boolean(),
  ErrorResult: BetErrorResult.nullable(),
});
export type BetResult = z.infer<typeof BetResult>;

/** A ticket the user is about to follow/bet on (quick-bet panel). The current follow ticket adds IsSubmit. */
export const TicketInfo = z.object({
  FollowNickname: z.string().nullable(),
  SportType: z.number().int(),
  MarketId: z.number().int(),
  BetType: z.number().int(),
  BetTypeName: z.string(),
  MarketKey: z.string(),
  OddsPrice: z.number(),
  KeyName: z.string(),
  Point: z.number().nullable(),
  Language: z.string(),
  PromotedOddsId: z.number().int().nullable(),
  Recommend: z.boolean(),
  IsSubmit: z.boolean().optional(),
});
export type TicketInfo = z.infer<typeof TicketInfo>;

/** Promoted odds (GET via POST /GetPromotedOdds and the PushPromotedOdds event). */
export const PromotedOdds = z.object({
  PromotedOddsId: z.number().int(),
  MatchId: z.number().int(),
  AnchorId: z.number().int(),
  Language: z.string(),
  KeyName: z.string(),
  Point: z.number().nullable(),
  OddsPrice: z.number(),
  BetTypeName: z.string(),
  ShowCategory: z.enum(PromotedOddsCategory),
  SportType: z.number().int(),
  MarketId: z.number().int(),
  BetType: z.number().int(),
  MarketKey: z.string(),
  /** Time left before it hides. */
  MilliSecondsRemaining: z.number().int().min(0),
});
export type PromotedOdds = z.infer<typeof PromotedOdds>;

/** Cancel push: hides the odds of the same market, language and anchor. */
export const PromotedOddsCancel = z.object({
  MatchId: z.number().int(),
  MarketId: z.number().int(),
  Language: z.string(),
  AnchorId: z.number().int(),
});
export type PromotedOddsCancel = z.infer<typeof PromotedOddsCancel>;

/** A bet of the user's share list (POST /GetBetDetails). */
export const BetDetail = z.object({
  BetTypeName: z.string(),
  KeyName: z.string(),
  BetChoice: z.string().nullable(),
  Price: z.number(),
  OddsType: z.enum(OddsType),
  OddsStake: z.number(),
  Payout: z.number(),
  /** Transaction time, ISO 8601. */
  TransTime: z.string(),
  SportType: z.number().int(),
  MarketId: z.number().int(),
  Key: z.string(),
  BetType: z.number().int(),
});
export type BetDetail = z.infer<typeof BetDetail>;

/** Single-ticket quote: current price and stake limits. */
export const SingleTicket = z.object({ Price: z.number(), MinBet: z.number().min(0), MaxBet: z.number().min(0) });
export type SingleTicket = z.infer<typeof SingleTicket>;

/** Sport bet type names (GET /GetAllSportBetType). */
export const SportBetType = z.object({ SportType: z.number().int(), BetType: z.number().int(), BetTypeName: z.string() });
export type SportBetType = z.infer<typeof SportBetType>;
