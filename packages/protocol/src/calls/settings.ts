import { z } from 'zod';
import { defineCall } from './define';
import { qList } from './fields';
import { FeatureSettings } from '../entities/feedback';

/** The feature-setting names a site configures (the keys of `FeatureSettings`). */
export const FeatureSettingName = z.enum([
  'EnabledPromotionEntry',
  'EnabledGV',
  'EnabledFastMarket',
  'EnabledLeaderboard',
  'EnabledBlockAndReport',
  'EnabledWheel',
  'EnabledStreamerTab',
  'FeedbackSetting',
  'EnabledBetCards',
]);
export type FeatureSettingName = z.infer<typeof FeatureSettingName>;

/** One setting's value: a flag, or `{ Minute, Probability }` for FeedbackSetting. */
export const FeatureSettingValue = z.union([z.boolean(), FeatureSettings.shape.FeedbackSetting]);
export type FeatureSettingValue = z.infer<typeof FeatureSettingValue>;

/** GET /FeatureSetting/GetFeatureSetting?Name=… → Result.Data, the value for the caller's site. */
export const GetFeatureSetting = defineCall({
  name: 'GetFeatureSetting',
  method: 'GET',
  path: '/FeatureSetting/GetFeatureSetting',
  headers: { auth: 'optional' },
  request: z.object({ Name: FeatureSettingName }),
  result: z.object({ Data: FeatureSettingValue }),
  feature: 'settings',
  summary: 'One per-site feature flag (e.g. EnabledPromotionEntry).',
});

/** GET /FeatureSetting/GetBatchFeatureSetting?Names=a,b → Result.Data map name → value. */
export const GetBatchFeatureSetting = defineCall({
  name: 'GetBatchFeatureSetting',
  method: 'GET',
  path: '/FeatureSetting/GetBatchFeatureSetting',
  headers: { auth: 'optional' },
  request: z.object({ Names: qList.pipe(z.array(FeatureSettingName).min(1, 'Names must list at least one setting')) }),
  result: z.object({ Data: FeatureSettings.partial() }),
  feature: 'settings',
  summary: 'Several per-site feature settings at once (start-up loads them in one call).',
});
