import { z } from 'zod';
import { defineCall } from './define';
import { qInt } from './fields';

export const GetNeedShowTutorial = defineCall({
  name: 'GetNeedShowTutorial',
  method: 'GET',
  path: '/GetNeedShowTutorial',
  headers: { auth: 'required' },
  request: z.object({ CustomerId: qInt }),
  result: z.object({ IsNeedShowTutorial: z.boolean() }),
  feature: 'tutorial',
  summary: 'Whether the two-step tutorial should show (first visit).',
});
