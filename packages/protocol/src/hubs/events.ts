import { z } from 'zod';
import { HubPath, defineHubEvent } from './define';
import { ChatMessagePayload, EventPosition, HubId, PromotedOddsPayload } from './payloads';

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

/** The prize wheel was switched on or off. */
export const ChangeWheelOpen = defineHubEvent({
  name: 'ChangeWheelOpen',
  hubs: CHAT_HUBS,
  args: z.tuple([z.object({ IsWheelOpen: z.boolean() }), EventPosition]),
  summary: 'Wheel turned on or off (off while open shows spin-wheel-stop).',
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

/** Every client event, keyed by name: the server → client direction of the contract. */
export const hubEvents = {
  UpdateConnectionKey,
  CheckChatroomStatus,
  MessagePush,
  PushGetMessageEvent,
  ChangeWheelOpen,
  PushLuckyBoxWinner,
  PushFastMarketSettlement,
  PushPromotedOdds,
  CancelPromotedOdds,
  DeletePromotedOdds,
  GetJackpots,
  GetNBALottery,
  PushEventStart,
  PushLivePrograms,
  GetAgoraPlayerStatus,
  GetBytePlusPlayerStatus,
} as const;
export type HubEvents = typeof hubEvents;
export type HubEventName = keyof HubEvents;
/** The event's payload: its first argument (the trailing position is added by the server). */
export type HubEventPayload<N extends HubEventName> = z.input<HubEvents[N]['args']>[0];
/** The full argument list a client handler receives. */
export type HubEventArgs<N extends HubEventName> = z.output<HubEvents[N]['args']>;

/** The union of every client event, keyed on `target`. */
export type HubEventMessage = { [N in HubEventName]: { target: N; payload: HubEventPayload<N> } }[HubEventName];
