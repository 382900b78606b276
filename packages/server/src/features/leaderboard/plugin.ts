import type { FastifyInstance } from 'fastify';
import { GetLeaderBoard, GetPersonalRank, GetShowLeaderBoard } from '@sideline/protocol';
import { registerCall } from '../../http/register';
import { isFeatureEnabled, siteOf } from '../settings/index';
import { leaderBoard, personalRank } from './service';

/** Leaderboard feature: visibility (the site's EnabledLeaderboard), the boards, the own rank. */
export async function leaderboardPlugin(app: FastifyInstance): Promise<void> {
  const { store } = app.sideline;
  registerCall(app, GetShowLeaderBoard, async ({ session }) =>
    ({ IsShowLeaderBoard: await isFeatureEnabled(store, siteOf(session), 'EnabledLeaderboard') }));
  registerCall(app, GetLeaderBoard, ({ input, session }) =>
    leaderBoard(store, input.CurrencyId, session?.customerId ?? null, Date.now()));
  registerCall(app, GetPersonalRank, async ({ requireSession }) => {
    const session = requireSession();
    return {
      PersonalRankDto: await personalRank(store, session.customerId as number, session.currencyId, Date.now()),
      Nickname: session.nickname,
    };
  });
}
