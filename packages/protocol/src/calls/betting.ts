import { z } from 'zod';
import { defineCall } from './define';
import { BetRequest, BetResult, SingleTicket, SportBetType } from '../entities/betting';
import { BetFrom } from '../enums';

/** Quick bet: quote a single ticket and place a bet against the sportsbook. */
export const PlaceBet = defineCall({
  name: 'PlaceBet',
  method: 'POST',
  path: '/PlaceBet',
  headers: { auth: 'required', extraHeaders: ['Idempotency-Key'] },
  request: BetRequest,
  result: BetResult,
  feature: 'betting',
  paid: true,
  summary: 'Place a bet; failures come back as Result.ErrorResult.ErrorCode (names or direct B0xx codes).',
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
    BetFrom: z.enum(BetFrom),
  }),
  result: z.object({
    IsGetSingleTicketSuccess: z.boolean(),
    SuccessResult: SingleTicket.nullable(),
    ErrorResult: z.object({ ErrorCode: z.string() }).nullable(),
  }),
  feature: 'betting',
  summary: 'Current price and stake limits of one selection before betting.',
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
