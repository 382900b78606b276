import { z } from 'zod';
import { BroadcasterStyle } from '../enums';

export const Broadcaster = z.object({
  BroadcasterId: z.number().int(),
  Language: z.string(),
  Style: z.enum(BroadcasterStyle),
  Name: z.string(),
});
export type Broadcaster = z.infer<typeof Broadcaster>;

/** What the voice-broadcast listener joins with (provider A channel plus the broadcaster). */
export const BroadcastData = z.object({
  AppId: z.string(),
  ChannelName: z.string(),
  Token: z.string(),
  UserId: z.number().int(),
  Category: z.number().int(),
  MatchId: z.number().int(),
  BroadcasterId: z.number().int(),
  BroadcasterLanguage: z.string(),
  CustId: z.string(),
  IsAutoplay: z.boolean(),
});
export type BroadcastData = z.infer<typeof BroadcastData>;
