import type { FastifyInstance } from 'fastify';
import { GetJackpot } from '@sideline/protocol';
import { registerCall } from '../../http/register';
import { jackpots } from './store';

/** GET /GetJackpot: the jackpot total of every match that has one (the GetJackpots push carries the same list). */
export async function jackpotPlugin(app: FastifyInstance): Promise<void> {
  const { store } = app.sideline;
  registerCall(app, GetJackpot, async () => ({ Jackpots: await jackpots(store.db) }));
}
