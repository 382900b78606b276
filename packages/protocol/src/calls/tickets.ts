import { z } from 'zod';
import { defineCall } from './define';
import { BetDetail } from '../entities/betting';

export const GetBetDetails = defineCall({
  name: 'GetBetDetails',
  method: 'POST',
  path: '/GetBetDetails',
  headers: { auth: 'required' },
  request: z.object({ MatchId: z.number().int(), SiteName: z.string(), UserLanguage: z.string() }),
  result: z.object({
    SuccessResult: z.array(BetDetail).nullable(),
    ErrorResult: z.object({ ErrorCode: z.string() }).nullable(),
  }),
  feature: 'tickets',
  summary: "The user's bets on the match, for the share-ticket list.",
});
