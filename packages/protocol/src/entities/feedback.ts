import { z } from 'zod';
import { ProgramType } from '../enums';

/** Feedback rating (POST /CreateFeedbackRating). Rating 1-5 stars; text optional. */
export const FeedbackPayload = z.object({
  MatchId: z.number().int(),
  AnchorId: z.number().int(),
  ProgramType: z.enum(ProgramType),
  Rating: z.number().int().min(1).max(5),
  Feedback: z.string().max(1000).default(''),
});
export type FeedbackPayload = z.infer<typeof FeedbackPayload>;

/** Prompt after `Minute` minutes with `Probability` percent chance. */
export const FeedbackSetting = z.object({
  Minute: z.number().min(0),
  Probability: z.number().min(0).max(100),
});
export type FeedbackSetting = z.infer<typeof FeedbackSetting>;

/** Per-site feature flags (both documents; `EnabledStreamerTab` is the streamer-tab flag). */
export const FeatureSettings = z.object({
  EnabledPromotionEntry: z.boolean(),
  EnabledGV: z.boolean(),
  EnabledFastMarket: z.boolean(),
  EnabledLeaderboard: z.boolean(),
  EnabledBlockAndReport: z.boolean(),
  EnabledWheel: z.boolean(),
  EnabledStreamerTab: z.boolean(),
  FeedbackSetting: FeedbackSetting,
  /** Live bet cards (issue 22 item 2): shown tickets follow their market in place. Off: the spec's ticket lines. */
  EnabledBetCards: z.boolean(),
});
export type FeatureSettings = z.infer<typeof FeatureSettings>;
