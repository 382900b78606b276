import { z } from 'zod';
import { defineCall } from './define';
import { Balance } from '../entities/gifts';

export const GetBalance = defineCall({
  name: 'GetBalance',
  method: 'POST',
  path: '/GetBalance',
  headers: { auth: 'required' },
  request: z.object({ EnableSingleWallet: z.boolean() }),
  result: z.object({ BalanceList: z.array(Balance) }),
  feature: 'wallet',
  summary: 'Balances of the user per currency (coin and diamond on the coin site).',
});
