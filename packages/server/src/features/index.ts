import type { FastifyInstance } from 'fastify';
import { hlsPlugin } from '../media/hls/plugin';
import { streamingPlugin } from './streaming/plugin';
import { walletPlugin } from './wallet/plugin';
import { giftsPlugin } from './gifts/plugin';
import { luckyBoxPlugin } from './lucky-box/plugin';
import { stickersPlugin } from './stickers/plugin';
import { vipPlugin } from './vip/plugin';
import { svgaPlugin } from '../media/svga/plugin';
import { schedulePlugin } from './schedule/plugin';
import { streamersPlugin } from './streamers/plugin';
import { programmesPlugin } from './programmes/plugin';
import { promotionsPlugin } from './promotions/plugin';
import { leaderboardPlugin } from './leaderboard/plugin';
import { feedbackPlugin } from './feedback/plugin';
import { chatPlugin } from './chat/plugin';
import { moderationPlugin } from './moderation/index';
import { heartbeatPlugin } from './heartbeat/plugin';
import { tutorialPlugin } from './tutorial/plugin';
import { jackpotPlugin } from './jackpot/plugin';
import { operatorPlugin } from './operator/plugin';
import { simPlugin } from '../sim/plugin';
import { bettingPlugin } from './betting/plugin';
import { ticketsPlugin } from './tickets/plugin';
import { promotedOddsPlugin } from './promoted-odds/plugin';
import { wheelPlugin } from './wheel/plugin';
import { fastMarketPlugin } from './fast-market/plugin';
import { bettingSimPlugin } from '../sim/betting';
import { analyticsPlugin } from './analytics/plugin';

/**
 * The feature plugins beyond the foundation (licensee, nickname, settings), in registration
 * order. Each feature lives in `features/<feature>/` with `plugin.ts` (routes from the
 * contract), `service.ts` (rules) and `store.ts` (queries); add one line here per feature.
 */
export type FeaturePlugin = (app: FastifyInstance) => Promise<void>;

export const featurePlugins: readonly FeaturePlugin[] = [
  chatPlugin,
  moderationPlugin,
  heartbeatPlugin,
  tutorialPlugin,
  jackpotPlugin,
  operatorPlugin,
  // The demo's chat life (bots, jackpots, lottery): only when config.sim is on.
  simPlugin,
  streamingPlugin,
  // The demo's live HLS (media/hls): not a call feature, but served with them.
  (app) => hlsPlugin(app),
  walletPlugin,
  giftsPlugin,
  luckyBoxPlugin,
  stickersPlugin,
  vipPlugin,
  svgaPlugin,
  schedulePlugin,
  streamersPlugin,
  programmesPlugin,
  promotionsPlugin,
  leaderboardPlugin,
  feedbackPlugin,
  bettingPlugin,
  ticketsPlugin,
  promotedOddsPlugin,
  wheelPlugin,
  fastMarketPlugin,
  bettingSimPlugin,
  analyticsPlugin,
];
