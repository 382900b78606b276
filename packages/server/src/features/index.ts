import type { FeatureMigrations } from '../store/types';
import { declarePlugin } from '../http/plugin';
import type { AppPlugin } from '../http/plugin';
import { streamingPlugin } from './streaming/plugin';
import { walletPlugin } from './wallet/plugin';
import { giftsPlugin } from './gifts/plugin';
import { luckyBoxPlugin } from './lucky-box/plugin';
import { stickersPlugin } from './stickers/plugin';
import { vipPlugin } from './vip/plugin';
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
import { bettingPlugin } from './betting/plugin';
import { ticketsPlugin } from './tickets/plugin';
import { promotedOddsPlugin } from './promoted-odds/plugin';
import { wheelPlugin } from './wheel/plugin';
import { fastMarketPlugin } from './fast-market/plugin';
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

/** A feature plugin (app.ts `buildApp({ features })` takes more of them). */
export type FeaturePlugin = AppPlugin;

/**
 * The feature plugins beyond the foundation (licensee, nickname, settings: app.ts), each with
 * its name and the features it needs registered first. Each feature lives in
 * `features/<feature>/` with `plugin.ts` (routes from the contract), `service.ts` (rules) and
 * `store.ts` (queries); add one line here per feature. The demo's life (sim/) and the media
 * routes (media/) are app.ts's.
 */
export const featurePlugins: readonly FeaturePlugin[] = [
  declarePlugin('chat', chatPlugin, ['licensee']),
  declarePlugin('moderation', moderationPlugin, ['licensee']),
  declarePlugin('heartbeat', heartbeatPlugin, ['chat']),
  declarePlugin('tutorial', tutorialPlugin, ['licensee']),
  declarePlugin('jackpot', jackpotPlugin, ['chat']),
  declarePlugin('operator', operatorPlugin, ['chat']),
  declarePlugin('streaming', streamingPlugin, ['licensee']),
  declarePlugin('wallet', walletPlugin, ['licensee']),
  declarePlugin('gifts', giftsPlugin, ['wallet', 'chat']),
  declarePlugin('lucky-box', luckyBoxPlugin, ['wallet', 'gifts']),
  declarePlugin('stickers', stickersPlugin, ['licensee']),
  declarePlugin('vip', vipPlugin, ['licensee']),
  declarePlugin('schedule', schedulePlugin, ['streaming']),
  declarePlugin('streamers', streamersPlugin),
  declarePlugin('programmes', programmesPlugin),
  declarePlugin('promotions', promotionsPlugin),
  declarePlugin('leaderboard', leaderboardPlugin, ['gifts']),
  declarePlugin('feedback', feedbackPlugin, ['licensee']),
  declarePlugin('betting', bettingPlugin, ['wallet']),
  declarePlugin('tickets', ticketsPlugin, ['betting']),
  declarePlugin('promoted-odds', promotedOddsPlugin, ['betting', 'chat']),
  declarePlugin('wheel', wheelPlugin, ['wallet', 'chat']),
  declarePlugin('fast-market', fastMarketPlugin, ['betting']),
  declarePlugin('analytics', analyticsPlugin),
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
