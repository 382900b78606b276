import { z } from 'zod';
import { HubPath, defineHubEvent } from './define';
import { ChatMessagePayload, EventPosition, HubId, PromotedOddsPayload } from './payloads';
import { PlayerGamblingState } from '../responsible-gambling/profiles';
import { BetCard } from '../entities/bet-cards';

/**
 * Client events (server → client), each an argument tuple. Events published to a group end
 * with the optional `EventPosition` argument (see payloads.ts).
 */

const CHAT_HUBS = [HubPath.Chatroom, HubPath.Entertainment] as const;

/** Connection keys changed: leave with RemoveFromGroup, fetch a new group name, rebuild. */
export const UpdateConnectionKey = defineHubEvent({
  name: 'UpdateConnectionKey',
  hubs: CHAT_HUBS,
  args: z.tuple([z.object({ Keys: z.string(), MatchId: HubId.nullish() }), EventPosition]),
  summary: 'The connection keys changed; the client removes itself and rebuilds the connection.',
});

/** The match chat opened or closed (sets IsMatchOpen). */
export const CheckChatroomStatus = defineHubEvent({
  name: 'CheckChatroomStatus',
  hubs: CHAT_HUBS,
  args: z.tuple([z.object({ MatchId: HubId, IsMatchOpen: z.boolean(), IsGiftDisable: z.boolean().optional() }), EventPosition]),
  summary: 'Chat of the match opened or closed.',
});

/** A new chat message. */
export const MessagePush = defineHubEvent({
  name: 'MessagePush',
  hubs: CHAT_HUBS,
  args: z.tuple([ChatMessagePayload, EventPosition]),
  summary: 'A chat message (any of the 18 message types).',
});

/** Reload history after `Delay` seconds, if the match matches or none is given. */
export const PushGetMessageEvent = defineHubEvent({
  name: 'PushGetMessageEvent',
  hubs: CHAT_HUBS,
  args: z.tuple([z.object({ MatchId: HubId.nullish(), Delay: z.number().nonnegative() }), EventPosition]),
  summary: 'Ask clients to reload the message history after a delay in seconds.',
});

/**
 * Lines removed by a moderator (back office): drop them from the list. `Messages` names each line
 * by its sender and Timestamp (as in history and MessagePush); `All` true clears the whole list.
 */
export const DeleteMessages = defineHubEvent({
  name: 'DeleteMessages',
  hubs: CHAT_HUBS,
  args: z.tuple([
    z.object({
      MatchId: HubId,
      Messages: z.array(z.object({ CustomerId: z.number().int().nullable(), Timestamp: z.number() })).max(500),
      All: z.boolean(),
    }),
    EventPosition,
  ]),
  summary: 'Moderator deleted lines (or cleared the room): remove them from the list.',
});

/** The prize wheel was switched on or off. */
export const ChangeWheelOpen = defineHubEvent({
  name: 'ChangeWheelOpen',
  hubs: CHAT_HUBS,
  args: z.tuple([z.object({ IsWheelOpen: z.boolean() }), EventPosition]),
  summary: 'Wheel turned on or off (off while open shows spin-wheel-stop).',
});

/** The back office changed the mask (indecent) words of a site (SiteId) or the shared list (null). */
export const IndecentChanged = defineHubEvent({
  name: 'IndecentChanged',
  hubs: CHAT_HUBS,
  args: z.tuple([z.object({ SiteId: z.number().int().nullable() }), EventPosition]),
  summary: 'Mask words changed: load GetIndecent again so the client-side check matches the server.',
});

/** A lucky box was won (LuckyBoxLastWinner). */
export const PushLuckyBoxWinner = defineHubEvent({
  name: 'PushLuckyBoxWinner',
  hubs: CHAT_HUBS,
  args: z.tuple([
    z.object({
      LuckyBoxId: HubId,
      DrawTime: z.string(),
      Nickname: z.string(),
      StreamerName: z.string().nullable(),
      GiftInfoId: HubId.optional(),
      GiftName: z.string().optional(),
    }),
    EventPosition,
  ]),
  summary: 'Latest lucky-box winner.',
});

/** A fast-market settlement for one customer (settle result). */
export const PushFastMarketSettlement = defineHubEvent({
  name: 'PushFastMarketSettlement',
  hubs: CHAT_HUBS,
  args: z.tuple([
    z.object({
      CustomerId: z.number().int(),
      MatchId: HubId,
      Period: z.number().int(),
      SettleAmount: z.number(),
      SettlementPrice: z.number().optional(),
      IsShowProfitShareModal: z.boolean(),
      IsShowWishCoinModal: z.boolean(),
    }),
    EventPosition,
  ]),
  summary: "Fast-market settlement, sent to the bettor's member group only (AddMemberGroup); clients also check CustomerId.",
});

/**
 * Responsible gambling (issue 22): the player's state changed (operator's back end). Sent to the
 * player's own member group only (AddMemberGroup), so every open widget of that player hides or
 * shows its betting and prize surfaces; clients also check CustomerId.
 */
export const PushPlayerGamblingState = defineHubEvent({
  name: 'PushPlayerGamblingState',
  hubs: CHAT_HUBS,
  args: z.tuple([PlayerGamblingState.extend({ CustomerId: z.number().int() }), EventPosition]),
  summary: "A player's responsible-gambling state, sent to their member group only.",
});

/** New promoted odds for a match, language and anchor. */
export const PushPromotedOdds = defineHubEvent({
  name: 'PushPromotedOdds',
  hubs: CHAT_HUBS,
  args: z.tuple([PromotedOddsPayload, EventPosition]),
  summary: 'Promoted odds to show for MilliSecondsRemaining.',
});

/** Hide the promoted odds of a market, language and anchor. */
export const CancelPromotedOdds = defineHubEvent({
  name: 'CancelPromotedOdds',
  hubs: CHAT_HUBS,
  args: z.tuple([z.object({ MatchId: HubId, MarketId: z.number().int(), Language: z.string(), AnchorId: HubId }), EventPosition]),
  summary: 'Promoted odds cancelled.',
});

/** Hide promoted odds whose market is in the list. */
export const DeletePromotedOdds = defineHubEvent({
  name: 'DeletePromotedOdds',
  hubs: CHAT_HUBS,
  args: z.tuple([z.object({ MarketIds: z.array(z.number().int()) }), EventPosition]),
  summary: 'Promoted odds deleted for the listed markets.',
});

/** Jackpot totals per match (as GET /GetJackpot). */
export const GetJackpots = defineHubEvent({
  name: 'GetJackpots',
  hubs: CHAT_HUBS,
  args: z.tuple([z.object({ Jackpots: z.array(z.object({ MatchId: HubId, TotalPrize: z.number() })) }), EventPosition]),
  summary: 'Jackpot totals changed.',
});

/** An NBA-lottery announcement, shown as a message of type NBALottery (14). */
export const GetNBALottery = defineHubEvent({
  name: 'GetNBALottery',
  hubs: CHAT_HUBS,
  args: z.tuple([ChatMessagePayload, EventPosition]),
  summary: 'NBA lottery announcement (a type-14 chat message).',
});

/**
 * The match started (NotStart → Running): published to the match's chat and ads groups on every
 * site; clients reset the match and reinitialise (refetch streaming, rejoin the chat). A client
 * in both groups receives it twice and handles it once.
 */
export const PushEventStart = defineHubEvent({
  name: 'PushEventStart',
  hubs: CHAT_HUBS,
  args: z.tuple([z.object({ MatchId: HubId }), EventPosition]),
  summary: 'A match without stream started.',
});

/** Live programmes for the schedule page. */
export const PushLivePrograms = defineHubEvent({
  name: 'PushLivePrograms',
  hubs: [HubPath.StreamerSchedule],
  args: z.tuple([z.object({ LiveMatchIds: z.array(HubId), LiveEntertainmentEventIds: z.array(HubId) }), EventPosition]),
  summary: 'Which matches and entertainment events are live now.',
});

const PlayerStatus = z.object({
  MatchId: HubId,
  AnchorId: HubId,
  Language: z.string(),
  ChannelName: z.string().optional(),
  /** false puts the player in error; true clears it and reconnects if needed. */
  Status: z.boolean(),
});

/** Provider A (3) player status of a streamer channel. */
export const GetAgoraPlayerStatus = defineHubEvent({
  name: 'GetAgoraPlayerStatus',
  hubs: [HubPath.Common],
  args: z.tuple([PlayerStatus, EventPosition]),
  summary: 'Provider A player status.',
});

/** Provider B (4) player status of a streamer channel. */
export const GetBytePlusPlayerStatus = defineHubEvent({
  name: 'GetBytePlusPlayerStatus',
  hubs: [HubPath.Common],
  args: z.tuple([PlayerStatus, EventPosition]),
  summary: 'Provider B player status.',
});

/**
 * Live bet cards (issue 22): a card of the room changed (market open, suspended, re-priced,
 * settled, or a new follower). Published to the room's group, so it rides the room's sequence
 * and a rejoining client gets it replayed; the client updates the card's line in place.
 */
export const PushBetCard = defineHubEvent({
  name: 'PushBetCard',
  hubs: CHAT_HUBS,
  args: z.tuple([BetCard, EventPosition]),
  summary: "A live bet card's new state, price or follower count, for the line it belongs to.",
});

/** Every client event, keyed by name: the server → client direction of the contract. */
export const hubEvents = {
  UpdateConnectionKey,
  CheckChatroomStatus,
  MessagePush,
  PushGetMessageEvent,
  DeleteMessages,
  ChangeWheelOpen,
  IndecentChanged,
  PushLuckyBoxWinner,
  PushFastMarketSettlement,
  PushPlayerGamblingState,
  PushPromotedOdds,
  CancelPromotedOdds,
  DeletePromotedOdds,
  GetJackpots,
  GetNBALottery,
  PushEventStart,
  PushLivePrograms,
  GetAgoraPlayerStatus,
  GetBytePlusPlayerStatus,
  PushBetCard,
} as const;
export type HubEvents = typeof hubEvents;
export type HubEventName = keyof HubEvents;
/** The event's payload: its first argument (the trailing position is added by the server). */
export type HubEventPayload<N extends HubEventName> = z.input<HubEvents[N]['args']>[0];
/** The full argument list a client handler receives. */
export type HubEventArgs<N extends HubEventName> = z.output<HubEvents[N]['args']>;

/** The union of every client event, keyed on `target`. */
export type HubEventMessage = { [N in HubEventName]: { target: N; payload: HubEventPayload<N> } }[HubEventName];
