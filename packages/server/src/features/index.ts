import type { FeatureMigrations } from '../store/types';
import { declarePlugin } from '../http/plugin';
import type { AppPlugin } from '../http/plugin';
import { streamingPlugin } from './streaming/index';
import { walletPlugin } from './wallet/index';
import { giftsPlugin } from './gifts/index';
import { luckyBoxPlugin } from './lucky-box/index';
import { stickersPlugin } from './stickers/index';
import { vipPlugin } from './vip/index';
import { schedulePlugin } from './schedule/index';
import { streamersPlugin } from './streamers/index';
import { programmesPlugin } from './programmes/index';
import { promotionsPlugin } from './promotions/index';
import { leaderboardPlugin } from './leaderboard/index';
import { feedbackPlugin } from './feedback/index';
import { chatPlugin, chatDeskPlugin } from './chat/index';
import { moderationPlugin, moderationBackofficePlugin } from './moderation/index';
import { heartbeatPlugin } from './heartbeat/index';
import { tutorialPlugin } from './tutorial/index';
import { jackpotPlugin } from './jackpot/index';
import { operatorPlugin } from './operator/index';
import { bettingPlugin } from './betting/index';
import { ticketsPlugin } from './tickets/index';
import { promotedOddsPlugin, promotedOddsBackofficePlugin } from './promoted-odds/index';
import { wheelPlugin, wheelBackofficePlugin, wheelMigrations } from './wheel/index';
import { licenseeMigrations } from './licensee/index';
import { fastMarketPlugin, fastMarketBackofficePlugin } from './fast-market/index';
import { analyticsPlugin } from './analytics/index';
import { referencePlugin } from './reference/index';
import { staffPlugin, staffMigrations } from './staff/index';
import { settingsBackofficePlugin, settingsMigrations } from './settings/index';
import { responsibleGamblingPlugin, responsibleGamblingMigrations } from './responsible-gambling/index';
import { chatMigrations } from './chat/index';
import { moderationMigrations } from './moderation/index';
import { heartbeatMigrations } from './heartbeat/index';
import { tutorialMigrations } from './tutorial/index';
import { jackpotMigrations } from './jackpot/index';
import { walletMigrations } from './wallet/index';
import { promotionMigrations } from './promotions/index';
import { programmeMigrations } from './programmes/index';
import { feedbackMigrations } from './feedback/index';
import { bettingMigrations } from './betting/index';
import { promotedOddsMigrations } from './promoted-odds/index';
import { analyticsMigrations } from './analytics/index';
import { eventsBackofficePlugin, eventMigrations } from './events/index';
import { uploadsPlugin, uploadsMigrations } from './uploads/index';
import { streamersBackofficePlugin, streamersMigrations } from './streamers/index';
import { streamingBackofficePlugin, streamingMigrations } from './streaming/index';
import { referralCodesBackofficePlugin, referralCodeMigrations } from './referral-codes/index';
import { reportsPlugin, reportsMigrations } from './reports/index';
import { postsPlugin, postsBackofficePlugin, postsMigrations } from './posts/index';
import { giftsBackofficePlugin, giftsMigrations } from './gifts/index';
import { luckyBoxBackofficePlugin, luckyBoxMigrations } from './lucky-box/index';
import { bannersPlugin, bannerMigrations } from './banners/index';
import { promotionsBackofficePlugin } from './promotions/index';
import { matchEventsPlugin, matchEventsMigrations } from './match-events/index';
import { betCardsPlugin, betCardMigrations } from './bet-cards/index';

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
  declarePlugin('reference', referencePlugin),
  declarePlugin('staff', staffPlugin),
  declarePlugin('chat-desk', chatDeskPlugin, ['chat', 'staff']),
  declarePlugin('moderation-backoffice', moderationBackofficePlugin, ['moderation', 'staff']),
  declarePlugin('fast-market-backoffice', fastMarketBackofficePlugin, ['fast-market', 'staff']),
  declarePlugin('promoted-odds-backoffice', promotedOddsBackofficePlugin, ['promoted-odds', 'staff']),
  declarePlugin('settings-backoffice', settingsBackofficePlugin, ['settings', 'staff']),
  declarePlugin('wheel-backoffice', wheelBackofficePlugin, ['wheel', 'staff']),
  declarePlugin('responsible-gambling', responsibleGamblingPlugin, ['licensee']),
  declarePlugin('events-backoffice', eventsBackofficePlugin, ['schedule', 'streamers', 'staff']),
  declarePlugin('uploads', uploadsPlugin),
  declarePlugin('streamers-backoffice', streamersBackofficePlugin, ['streamers', 'staff', 'uploads']),
  declarePlugin('streaming-backoffice', streamingBackofficePlugin, ['streaming', 'staff']),
  declarePlugin('referral-codes-backoffice', referralCodesBackofficePlugin, ['staff']),
  declarePlugin('reports', reportsPlugin, ['staff']),
  declarePlugin('posts', postsPlugin, ['streamers', 'gifts']),
  declarePlugin('posts-backoffice', postsBackofficePlugin, ['staff', 'uploads', 'streamers', 'gifts']),
  declarePlugin('gifts-backoffice', giftsBackofficePlugin, ['gifts', 'staff', 'uploads']),
  declarePlugin('lucky-box-backoffice', luckyBoxBackofficePlugin, ['lucky-box', 'staff']),
  declarePlugin('banners', bannersPlugin, ['licensee', 'staff', 'uploads']),
  declarePlugin('promotions-backoffice', promotionsBackofficePlugin, ['promotions', 'staff', 'uploads']),
  declarePlugin('match-events', matchEventsPlugin, ['chat', 'staff', 'betting']),
  declarePlugin('bet-cards', betCardsPlugin, ['betting', 'chat', 'settings']),
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
  staffMigrations,
  settingsMigrations,
  responsibleGamblingMigrations,
  wheelMigrations,
  licenseeMigrations,
  eventMigrations,
  uploadsMigrations,
  streamersMigrations,
  streamingMigrations,
  referralCodeMigrations,
  reportsMigrations,
  postsMigrations,
  giftsMigrations,
  luckyBoxMigrations,
  bannerMigrations,
  matchEventsMigrations,
  betCardMigrations,
];
