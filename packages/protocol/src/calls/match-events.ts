import { z } from 'zod';
import { defineCall } from './define';
import { MatchChatMode, MatchEventKind } from '../entities/match-events';

/**
 * Match-aware chat (issue 22 item 3, not in the spec). A match event (goal, red card, penalty,
 * VAR, half time, end) from the sportsbook's event feed — the demo's simulator, or the operator's
 * own sportsbook through POST /Operator/MatchEvent — can switch the match's rooms into a
 * temporary slow mode, or hold their bet-ticket lines while the markets are suspended, and posts a
 * system line (MessageType.MatchEvent 19). Per site (SetMatchChatSettings; no row = off) and per
 * room (back office, desk). Off is the spec's behaviour exactly: no line, no slow mode.
 * The system line's JSON and the event kinds are entities (entities/match-events.ts), so the
 * widget reads them without these declarations.
 */

/** Bounds of the site settings (seconds). */
export const MATCH_CHAT_LIMITS = { slowModeMin: 1, slowModeMax: 600, durationMin: 1, durationMax: 3600 } as const;

/** A site's match-aware chat settings. */
export const MatchChatSettings = z.object({
  Enabled: z.boolean(),
  Mode: MatchChatMode,
  /** Slow mode: seconds between two messages of one viewer. */
  SlowModeSeconds: z.number().int().min(MATCH_CHAT_LIMITS.slowModeMin).max(MATCH_CHAT_LIMITS.slowModeMax),
  /** How long the slow mode (or the market suspension holding ticket lines) lasts after an event. */
  DurationSeconds: z.number().int().min(MATCH_CHAT_LIMITS.durationMin).max(MATCH_CHAT_LIMITS.durationMax),
});
export type MatchChatSettings = z.infer<typeof MatchChatSettings>;

/** A site without settings: off (the spec's behaviour). */
export const DEFAULT_MATCH_CHAT_SETTINGS: MatchChatSettings = { Enabled: false, Mode: 'slow-mode', SlowModeSeconds: 10, DurationSeconds: 60 };

/** Ids are PostgreSQL int4 columns. */
const Id = z.number().int().positive().max(2_147_483_647);

export const PostMatchEvent = defineCall({
  name: 'PostMatchEvent',
  method: 'POST',
  path: '/Operator/MatchEvent',
  headers: { auth: 'operator' },
  request: z.object({
    MatchId: Id,
    Event: MatchEventKind,
    /** Whose event (goal, red card, penalty); absent for the others. */
    Team: z.enum(['home', 'away']).optional(),
  }).strict(),
  result: z.object({
    MatchId: z.number().int(),
    Event: MatchEventKind,
    /** Rooms switched (slow mode or held ticket lines); rooms of sites or rooms where it is off are left alone. */
    Rooms: z.number().int().nonnegative(),
  }),
  feature: 'match-events',
  summary: "A match event from the operator's sportsbook: each room of the match whose site has match-aware chat on (and the room not turned off) goes into its site's slow mode or holds ticket lines for the site's duration, with a system line (type 19); 404 unknown match.",
});

export const SetMatchChatSettings = defineCall({
  name: 'SetMatchChatSettings',
  method: 'POST',
  path: '/Operator/MatchChatSettings',
  headers: { auth: 'operator' },
  request: MatchChatSettings.extend({ SiteId: Id }).strict(),
  result: MatchChatSettings.extend({ SiteId: z.number().int() }),
  feature: 'match-events',
  summary: "Set a site's match-aware chat: on/off, slow mode (interval and duration seconds) or holding ticket lines during market suspension; 404 unknown site.",
});
