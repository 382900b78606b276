import { z } from 'zod';
import { defineCall } from './define';
import { Jackpot } from '../entities/chat';

export const GetJackpot = defineCall({
  name: 'GetJackpot',
  method: 'GET',
  path: '/GetJackpot',
  headers: { auth: 'optional' },
  request: z.object({}),
  result: z.object({ Jackpots: z.array(Jackpot) }),
  feature: 'jackpot',
  summary: 'Current jackpots per match (pushes: GetJackpots).',
});
