import { z } from 'zod';

/** A countdown timer's state (streaming timers by id, /TimerTest). */
export const Timer = z.object({
  id: z.string(),
  isRunning: z.boolean(),
  isPaused: z.boolean(),
  remaining: z.number().int().min(0),
});
export type Timer = z.infer<typeof Timer>;
