import { z } from 'zod';
import { defineCall } from './define';
import { PromotedOdds } from '../entities/betting';

export const GetPromotedOdds = defineCall({
  name: 'GetPromotedOdds',
  method: 'POST',
  path: '/GetPromotedOdds',
  headers: { auth: 'optional' },
  request: z.object({ MatchId: z.number().int(), Language: z.string(), AnchorId: z.number().int() }),
  result: z.object({ PromotedOdds: z.array(PromotedOdds) }),
  feature: 'promoted-odds',
  summary: 'Promoted odds currently shown for the match, language and anchor.',
});

export const CheckAllowPromotedOdds = defineCall({
  name: 'CheckAllowPromotedOdds',
  method: 'POST',
  path: '/Auth/CheckAllowPromotedOdds',
  headers: { auth: 'optional' },
  request: z.object({}),
  result: z.object({ IsAllowPromotedOdds: z.boolean() }),
  feature: 'promoted-odds',
  summary: 'Whether promoted odds may be shown to this user/site.',
});
