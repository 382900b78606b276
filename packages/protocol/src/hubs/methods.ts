import { z } from 'zod';
import { HubPath, defineHubMethod } from './define';
import { HubId, HubLanguage, HubToken, JoinGroupResult, SiteGroupName, StreamPositionPayload } from './payloads';

/**
 * Server methods (client → server). The group a join lands in is always built by the server
 * from the arguments and the token's site; a client cannot name an arbitrary group.
 */

/**
 * The chat-group join arguments: (matchId, language, anchorId, groupName, token, keys,
 * isLicensee, since?). `groupName` is the site group prefix from CheckSiteGroup and must be the
 * token's own; `keys` are the opaque connection keys last received in UpdateConnectionKey.
 */
const ChatJoinArgs = z.tuple([
  HubId,
  HubLanguage,
  HubId,
  SiteGroupName,
  HubToken,
  z.string().max(1024).nullable(),
  z.boolean(),
  StreamPositionPayload.nullish(),
]);

/** Joins the match chat group (chatroom-and-streaming.md section 4, "Live connection"). */
export const AddChatRoomGroup = defineHubMethod({
  name: 'AddChatRoomGroup',
  hubs: [HubPath.Chatroom],
  args: ChatJoinArgs,
  result: JoinGroupResult,
  summary: 'Join the chat group of a match, language and anchor; the token must belong to the site group.',
});

/** Joins the entertainment programme's chat group. */
export const AddEntertainmentChatRoomGroup = defineHubMethod({
  name: 'AddEntertainmentChatRoomGroup',
  hubs: [HubPath.Entertainment],
  args: ChatJoinArgs,
  result: JoinGroupResult,
  summary: 'Join the chat group of an entertainment programme; the token must belong to the site group.',
});

/** Joins the ads group of a match that has no stream yet (it receives PushEventStart). */
export const AddAdsGroup = defineHubMethod({
  name: 'AddAdsGroup',
  hubs: [HubPath.Chatroom, HubPath.Entertainment],
  args: ChatJoinArgs,
  result: JoinGroupResult,
  summary: 'Join the ads group of a not-yet-started match without stream (PushEventStart arrives there).',
});

/** RemoveFromGroup(matchId, language, anchorId, oldGroup, token, keys, isLicensee). */
export const RemoveFromGroup = defineHubMethod({
  name: 'RemoveFromGroup',
  hubs: [HubPath.Chatroom, HubPath.Entertainment],
  args: z.tuple([HubId, HubLanguage, HubId, SiteGroupName, z.string().max(4096).nullable(), z.string().max(1024).nullable(), z.boolean()]),
  result: z.object({ Removed: z.boolean() }),
  summary: 'Leave the chat and ads groups of (oldGroup, match, language, anchor); errors are only logged by the client.',
});

/**
 * AddStreamerScheduleGroup(language?, since?): the schedule page's live-programme feed
 * (PushLivePrograms). The feed is the same for every site and language, so no token is needed;
 * the language is accepted because the page sends it and is validated only.
 */
export const AddStreamerScheduleGroup = defineHubMethod({
  name: 'AddStreamerScheduleGroup',
  hubs: [HubPath.StreamerSchedule],
  args: z.tuple([HubLanguage.nullish(), StreamPositionPayload.nullish()]),
  result: JoinGroupResult,
  summary: 'Join the live-programme feed of the streamer schedule page.',
});

/** Video provider ids (section 3): A = 3, B = 4. */
export const PlayerStatusProvider = z.union([z.literal(3), z.literal(4)]);

/**
 * AddPlayerStatusGroup(provider, matchId, anchorId, language, token, since?): the common
 * hub's group for one streamer channel's player status; provider 3 receives
 * GetAgoraPlayerStatus, provider 4 GetBytePlusPlayerStatus. The token must be valid.
 */
export const AddPlayerStatusGroup = defineHubMethod({
  name: 'AddPlayerStatusGroup',
  hubs: [HubPath.Common],
  args: z.tuple([PlayerStatusProvider, HubId, HubId, HubLanguage, HubToken, StreamPositionPayload.nullish()]),
  result: JoinGroupResult,
  summary: "Join a streamer channel's player-status group of provider A (3) or B (4).",
});

/**
 * AddMemberGroup(token, since?): the logged-in member's own group on the chat hubs, where
 * per-member events go (PushFastMarketSettlement). Not a spec name: the spec pushes settlements
 * to the room and lets clients filter by CustomerId; this keeps one member's results from the
 * others. The group is built from the token's member alone (there is no argument naming a
 * member or a group); an anonymous, expired or unknown token is refused.
 */
export const AddMemberGroup = defineHubMethod({
  name: 'AddMemberGroup',
  hubs: [HubPath.Chatroom, HubPath.Entertainment],
  args: z.tuple([HubToken, StreamPositionPayload.nullish()]),
  result: JoinGroupResult,
  summary: "Join the token's member group (per-member pushes such as fast-market settlements).",
});

/** Every server method, keyed by name: the client → server direction of the contract. */
export const hubMethods = {
  AddChatRoomGroup,
  AddEntertainmentChatRoomGroup,
  AddAdsGroup,
  RemoveFromGroup,
  AddStreamerScheduleGroup,
  AddPlayerStatusGroup,
  AddMemberGroup,
} as const;
export type HubMethods = typeof hubMethods;
export type HubMethodName = keyof HubMethods;
/** The positional arguments a client passes. */
export type HubMethodArgs<N extends HubMethodName> = z.input<HubMethods[N]['args']>;
/** The arguments after validation (what a server handler receives). */
export type ParsedHubMethodArgs<N extends HubMethodName> = z.output<HubMethods[N]['args']>;
export type HubMethodResult<N extends HubMethodName> = z.output<HubMethods[N]['result']>;

/** The union of every method invocation, keyed on `target`. */
export type HubMethodCall = { [N in HubMethodName]: { target: N; arguments: HubMethodArgs<N> } }[HubMethodName];
