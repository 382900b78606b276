import { z } from 'zod';
import { defineCall } from './define';
import { WelcomeInfo } from '../entities/chat';

export const GetWelcomeInfo = defineCall({
  name: 'GetWelcomeInfo',
  method: 'GET',
  path: '/Vip/GetWelcomeInfo',
  headers: { auth: 'optional' },
  request: z.object({}),
  result: z.object({ WelcomeInfoList: z.array(WelcomeInfo) }),
  feature: 'vip',
  summary: 'VIP welcome animation per VIP level.',
});
