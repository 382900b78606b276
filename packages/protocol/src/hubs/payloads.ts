import { z } from 'zod';

/**
 * Shared pieces of hub arguments and event payloads. Field names are the spec's (PascalCase
 * in payloads, camelCase positional arguments in method signatures).
 */

/** A match, programme or event id. */
export const HubId = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

/**
 * A language code as the chatroom carries it (AnchorLanguage: `en`, `cn`, `zh-CN`…). Letters
 * and `-` only, because it becomes part of a group name.
 */
export const HubLanguage = z.string().regex(/^[A-Za-z][A-Za-z-]{0,15}$/, 'Expected a language code');

/** A site group prefix as CheckSiteGroup returns it (GroupName). Safe characters only. */
export const SiteGroupName = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Expected a site group name');

/** A licensee token as the widget holds it. */
export const HubToken = z.string().min(1).max(4096);

/**
 * Position of a client in a group's stream: `Seq` of the last event it received from the group
 * and the stream's `Epoch`. Sent back on re-join (`since`) so the server replays what was
 * missed (or answers `Recovered: false` and the client refetches).
 */
export const StreamPositionPayload = z.object({
  Seq: z.number().int().nonnegative(),
  Epoch: z.string().min(1).max(64),
});
export type StreamPositionPayload = z.infer<typeof StreamPositionPayload>;

/**
 * Every event published to a group carries its position as an extra trailing argument
 * `{ Seq, Epoch, Group }` (Seq strictly increasing per group and epoch), so a client can drop
 * duplicates and pass `{ Seq, Epoch }` back as `since` after a reconnect. Handlers that do not
 * care may declare only the payload parameter. Events sent to one connection carry none.
 */
export const EventPosition = z
  .object({ Seq: z.number().int().nonnegative(), Epoch: z.string(), Group: z.string() })
  .optional();
export type EventPosition = z.infer<typeof EventPosition>;

/** The result of every group join. */
export const JoinGroupResult = z.object({
  /** The group the connection is now a member of (built by the server from the arguments). */
  Group: z.string(),
  /** The group's current position: pass it back as `since` when re-joining. */
  Position: StreamPositionPayload.optional(),
  /** When `since` was given: true if every missed event was replayed, false if the client must refetch. */
  Recovered: z.boolean().optional(),
});
export type JoinGroupResult = z.infer<typeof JoinGroupResult>;

/** A chat message as pushed live (chatroom-and-streaming.md section 3, "Chat message"). */
export const ChatMessagePayload = z.object({
  CustomerId: z.number().int().nullable(),
  CustId: z.string().nullable().optional(),
  Nickname: z.string(),
  Message: z.string(),
  Timestamp: z.number(),
  Type: z.number().int().min(1).max(18),
  /** Nickname colour class 1-10 (as in history); a string is tolerated for older senders. */
  Color: z.union([z.number().int().min(1).max(10), z.string()]).nullable().optional(),
  GiftLevel: z.number().int().nullable().optional(),
  LicenseeUserName: z.string().nullable().optional(),
  SiteId: z.number().int().nullable().optional(),
  SiteName: z.string().nullable().optional(),
  SubsidiaryName: z.string().nullable().optional(),
  ProgramType: z.number().int().min(1).max(3).optional(),
  IsHate: z.boolean().optional(),
  Vip: z.number().int().min(0).max(10).optional(),
  FollowNickname: z.string().nullable().optional(),
  MatchId: HubId.optional(),
  AnchorId: HubId.optional(),
  AnchorLanguage: z.string().optional(),
});
export type ChatMessagePayload = z.infer<typeof ChatMessagePayload>;

/** Promoted odds as pushed (section 3, "Promoted odds"), plus where they belong. */
export const PromotedOddsPayload = z.object({
  KeyName: z.string(),
  Point: z.number().nullable(),
  OddsPrice: z.number(),
  Language: z.string(),
  BetTypeName: z.string(),
  ShowCategory: z.number().int(),
  PromotedOddsId: z.number().int(),
  SportType: z.number().int(),
  MarketId: z.number().int(),
  BetType: z.number().int(),
  MarketKey: z.string(),
  MilliSecondsRemaining: z.number().nonnegative(),
  MatchId: HubId,
  AnchorId: HubId,
});
export type PromotedOddsPayload = z.infer<typeof PromotedOddsPayload>;
