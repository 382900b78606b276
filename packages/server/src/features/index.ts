import type { FastifyInstance } from 'fastify';
import type { FeatureMigrations } from '../store/types';
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
import { chatMigrations } from './chat/migrations';
import { moderationMigrations } from './moderation/migrations';
import { heartbeatMigrations } from './heartbeat/migrations';
import { tutorialMigrations } from './tutorial/migrations';
import { jackpotMigrations } from './jackpot/migrations';
import { walletMigrations } from './wallet/migrations';
import { promotionMigrations } from './promotions/migrations';
import { programmeMigrations } from './programmes/migrations';
import { feedbackMigrations } from './feedback/migrations';
import { bettingMigrations } from './betting/migrations';
import { promotedOddsMigrations } from './promoted-odds/migrations';
import { analyticsMigrations } from './analytics/migrations';

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

/**
 * Every feature's migrations (`features/<feature>/migrations.ts`), handed to the store by app.ts
 * (the store applies them by name, in name order, after its foundation). Add one line per
 * feature that owns tables.
 */
export const featureMigrations: readonly FeatureMigrations[] = [
  chatMigrations,
  moderationMigrations,
  heartbeatMigrations,
  tutorialMigrations,
  jackpotMigrations,
  walletMigrations,
  promotionMigrations,
  programmeMigrations,
  feedbackMigrations,
  bettingMigrations,
  promotedOddsMigrations,
  analyticsMigrations,
];
