import { z } from 'zod';
import { defineCall } from './define';
import { BetRequest, BetResult, SingleTicket, SportBetType } from '../entities/betting';
import { BetFrom, DesktopCode } from '../enums';

/**
 * Quick bet: place a bet against the sportsbook (server: features/betting).
 *
 * `OddsPrice` is the DECIMAL price the member saw (GetSingleTicket Price, PromotedOdds
 * OddsPrice, fast-market oddsPrice); display formats come from `convertOdds`. A bet failure is
 * a normal answer (HTTP 200, Code 200) with `IsPlaceBetSuccess: false` and
 * `ErrorResult.ErrorCode` one of the direct codes B005-B024 (see `BET_ERRORS`); B010 carries
 * `Details.NewOffer.Price` (the current decimal price). Checks run in this order: B005 unknown
 * match/market/key or market of another match/bet type/sport; B024 event closed; B016 market
 * closed; B011 suspended; B015 selection price closed (or the followed promoted odds expired);
 * B007 score changed in the last 10 s; B008 Point is the line's previous point / B009 Point
 * was never this line's (not for bet type 646, whose Point is ignored); B010 price differs;
 * B013 stake outside the selection's MinBet-MaxBet; B014 the member's stakes on the event would
 * exceed its maximum; B017 balance short. Success debits the stake (ledger reason 'bet');
 * the same Idempotency-Key replays the first answer and moves nothing.
 *
 * Beyond the spec: `FollowNickname` (optional) names the player whose shared ticket is being
 * followed — the server then posts the FollowPlayerTicket (11) message; with `PromotedOddsId`
 * it posts FollowPromotedOdds (7). The answer adds `BetId` and the new `Balance` on success.
 */
export const PlaceBet = defineCall({
  name: 'PlaceBet',
  method: 'POST',
  path: '/PlaceBet',
  headers: { auth: 'required', extraHeaders: ['Idempotency-Key'] },
  request: BetRequest.extend({ FollowNickname: z.string().trim().max(40).nullable().optional() }),
  result: BetResult.extend({
    BetId: z.number().int().nullable().optional(),
    Balance: z.number().nullable().optional(),
  }),
  feature: 'betting',
  paid: true,
  summary: 'Place a bet; failures come back as Result.ErrorResult.ErrorCode (direct B0xx codes) with HTTP 200.',
});

export const GetSingleTicket = defineCall({
  name: 'GetSingleTicket',
  method: 'POST',
  path: '/GetSingleTicket',
  headers: { auth: 'required' },
  request: z.object({
    SportType: z.number().int(),
    MarketId: z.number().int(),
    Key: z.string().min(1),
    SiteName: z.string(),
    BetFrom: z.enum({ ...BetFrom, ...DesktopCode }),
  }),
  result: z.object({
    IsGetSingleTicketSuccess: z.boolean(),
    SuccessResult: SingleTicket.nullable(),
    ErrorResult: z.object({ ErrorCode: z.string() }).nullable(),
  }),
  feature: 'betting',
  summary: 'Current decimal price and stake limits (MinBet, MaxBet) of one selection; ErrorResult.ErrorCode B005/B011/B015/B016/B024 when it cannot be bet.',
});

export const GetAllSportBetType = defineCall({
  name: 'GetAllSportBetType',
  method: 'GET',
  path: '/GetAllSportBetType',
  headers: { auth: 'optional' },
  request: z.object({}),
  result: z.object({ SportBetTypes: z.array(SportBetType) }),
  feature: 'betting',
  summary: 'Bet type names per sport.',
});
