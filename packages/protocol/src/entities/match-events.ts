import { z } from 'zod';

/** Match-aware chat (issue 22 item 3): what the widget reads of a match event (calls/match-events.ts has the calls). */

/** The events the feed carries. */
export const MatchEventKind = z.enum(['goal', 'red-card', 'penalty', 'var', 'half-time', 'end']);
export type MatchEventKind = z.infer<typeof MatchEventKind>;
export const MATCH_EVENT_KINDS: readonly MatchEventKind[] = MatchEventKind.options;

/** What an event does to a site's rooms: a temporary slow mode, or holding ticket lines (types 10, 11). */
export const MatchChatMode = z.enum(['slow-mode', 'hold-tickets']);
export type MatchChatMode = z.infer<typeof MatchChatMode>;

/**
 * The JSON in `Message` of a MatchEvent (19) system line. Phase 'start' comes with the event
 * (Event set; Mode says what the room does now, for DurationSeconds from the line's Timestamp);
 * phase 'end' when the room is back to its previous mode (Event null).
 */
export const MatchEventLine = z.object({
  Phase: z.enum(['start', 'end']),
  Event: MatchEventKind.nullable(),
  /** The team the event is for (goal, red card, penalty), by name; null otherwise. */
  Team: z.string().nullable(),
  Mode: MatchChatMode,
  SlowModeSeconds: z.number().int().nullable(),
  DurationSeconds: z.number().int().nullable(),
});
export type MatchEventLine = z.infer<typeof MatchEventLine>;

/** Parses the JSON of a MatchEvent line; null when it is not one. */
export function parseMatchEventLine(message: string): MatchEventLine | null {
  try {
    const parsed = MatchEventLine.safeParse(JSON.parse(message));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

