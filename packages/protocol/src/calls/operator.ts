import { z } from 'zod';
import { defineCall } from './define';
import { qInt } from './fields';
import { PromotedOdds } from '../entities/betting';
import { LivePrograms } from '../entities/schedule';
import { MatchStatus, ProgramStatus, ProgramType } from '../enums';
import { HubId, HubLanguage } from '../hubs/payloads';
import { PlayerStatusProvider } from '../hubs/methods';

/**
 * The operator calls: tools for scripts and the demo console, not widget calls and not in the
 * spec. Each carries the `Operator-Key` header (`auth: 'operator'`: missing or wrong → 401 Field
 * 'Operator-Key'), is validated from these schemas (400 naming the field), counted by the
 * operator rate limit per address, fuzzed and documented like every other call.
 */

/** Header carrying the operator console key. */
export const OPERATOR_KEY_HEADER = 'Operator-Key';

const operator = { auth: 'operator' } as const;
/** Ids are PostgreSQL int4 columns: a wider one reached the database and answered 500 (fuzz on PostgreSQL). */
const Id = z.number().int().positive().max(2_147_483_647);
/** Market ids are bigint columns (sportsbook ids run past int4): any integer JavaScript holds exactly. */
const MarketId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** Epoch milliseconds a JavaScript Date can hold (a later one made the schedule's time formatting throw: 500). */
const EpochMs = z.number().int().positive().max(8_640_000_000_000_000);

export const SetChatroomStatus = defineCall({
  name: 'SetChatroomStatus',
  method: 'POST',
  path: '/Operator/SetChatroomStatus',
  headers: operator,
  request: z.object({ MatchId: z.number().int(), ProgramType: z.enum(ProgramType), IsOpen: z.boolean() }),
  result: z.object({ MatchId: z.number().int(), IsOpen: z.boolean() }),
  feature: 'operator',
  summary: 'Open or close a match (1) or programme (2) chatroom; pushes CheckChatroomStatus to every room of it on every site.',
});

export const MuteCustomer = defineCall({
  name: 'MuteCustomer',
  method: 'POST',
  path: '/Operator/MuteCustomer',
  headers: operator,
  request: z.object({ CustomerId: Id, IsMuted: z.boolean() }),
  result: z.object({ CustomerId: z.number().int(), IsMuted: z.boolean() }),
  feature: 'operator',
  summary: 'Mute or unmute a customer; muting also flags their stored messages IsHate (hidden from others) and pushes PushGetMessageEvent to those rooms.',
});

/**
 * Body of POST /Operator/SetLiveStatus: `{ MatchId, Status }` (a MatchStatus: Running 1,
 * NotStart 2, End 3, Canceled 4, NonLive 5) or `{ EventId, Status }` (a ProgramStatus: Live 1,
 * NotStart 2, End 3, Preview 4); optional `OpenTime`, the new kick-off or opening as epoch ms.
 */
export const SetLiveStatusBody = z.union([
  z.object({ MatchId: Id, Status: z.enum(MatchStatus), OpenTime: EpochMs.optional() }).strict(),
  z.object({ EventId: Id, Status: z.enum(ProgramStatus), OpenTime: EpochMs.optional() }).strict(),
]);

export const SetLiveStatus = defineCall({
  name: 'SetLiveStatus',
  method: 'POST',
  path: '/Operator/SetLiveStatus',
  headers: operator,
  request: SetLiveStatusBody,
  result: LivePrograms.extend({ Found: z.boolean(), Pushed: z.boolean(), EventStartGroups: z.number().int().nonnegative() }),
  feature: 'schedule',
  summary: 'Set a match or programme status; PushLivePrograms when the live set changed, PushEventStart when a match goes from NotStart to Running.',
});

/** Body of POST /Operator/SetPlayerStatus: the provider (3 A, 4 B), the channel and the status. */
export const SetPlayerStatusBody = z.object({
  Provider: PlayerStatusProvider,
  MatchId: HubId,
  AnchorId: HubId,
  Language: HubLanguage,
  ChannelName: z.string().max(200).optional(),
  Status: z.boolean(),
}).strict();
export type SetPlayerStatusBody = z.infer<typeof SetPlayerStatusBody>;

export const SetPlayerStatus = defineCall({
  name: 'SetPlayerStatus',
  method: 'POST',
  path: '/Operator/SetPlayerStatus',
  headers: operator,
  request: SetPlayerStatusBody,
  result: z.object({ Group: z.string() }),
  feature: 'streaming',
  summary: "Raise a provider's player-status signal by hand: GetAgoraPlayerStatus (3) or GetBytePlusPlayerStatus (4) to the channel's /commonhub group.",
});

const Price = z.number().gt(1).max(1000);

/**
 * Body of POST /Operator/SetMarketState. Market fields need `MarketId`; event fields
 * (`EventStatus`, `Score`, `MaxPerEvent`) need `MatchId` (or take the market's match).
 * Prices are decimal; amounts in currency units.
 */
export const SetMarketStateBody = z.object({
  MarketId: MarketId.optional(),
  MatchId: Id.optional(),
  Status: z.enum(['open', 'suspended', 'closed']).optional(),
  Point: z.number().nullable().optional(),
  Prices: z.record(z.string(), Price).optional(),
  SelectionStatus: z.record(z.string(), z.enum(['open', 'closed'])).optional(),
  MinBet: z.number().min(0).optional(),
  MaxBet: z.number().positive().optional(),
  EventStatus: z.enum(['open', 'closed']).optional(),
  Score: z.object({ Home: z.number().int().min(0), Away: z.number().int().min(0) }).optional(),
  MaxPerEvent: z.number().positive().optional(),
}).strict();

/** A sportsbook market as operator tools see it (decimal prices, currency units). */
export const OperatorMarket = z.object({
  MarketId: z.number().int(),
  MatchId: z.number().int(),
  SportType: z.number().int(),
  BetType: z.number().int(),
  BetTypeName: z.string(),
  Point: z.number().nullable(),
  PreviousPoint: z.number().nullable(),
  Status: z.enum(['open', 'suspended', 'closed']),
  MinBet: z.number(),
  MaxBet: z.number(),
  RoundPeriod: z.number().int().nullable(),
  Selections: z.array(z.object({ Key: z.string(), KeyName: z.string(), Price: z.number(), Status: z.enum(['open', 'closed']) })),
});

/** A sportsbook event (match) as operator tools see it. */
export const OperatorEvent = z.object({
  MatchId: z.number().int(),
  Status: z.enum(['open', 'closed']),
  Score: z.object({ Home: z.number().int(), Away: z.number().int() }),
  ScoreChangedAt: z.number().nullable(),
  MaxPerEvent: z.number(),
});

export const SetMarketState = defineCall({
  name: 'SetMarketState',
  method: 'POST',
  path: '/Operator/SetMarketState',
  headers: operator,
  request: SetMarketStateBody,
  result: z.object({ Event: OperatorEvent, Market: OperatorMarket.nullable() }),
  feature: 'betting',
  summary: 'Force sportsbook states: a market (status, point, prices, limits) and/or its event (status, score, stake cap). 400 without MarketId or MatchId, 404 unknown market or match.',
});

export const ListMarkets = defineCall({
  name: 'ListMarkets',
  method: 'GET',
  path: '/Operator/Markets',
  headers: operator,
  request: z.object({ MatchId: qInt.pipe(Id) }),
  result: z.object({ Event: OperatorEvent, Markets: z.array(OperatorMarket) }),
  feature: 'betting',
  summary: "A match's event and markets (creating them on first look); 404 unknown match.",
});

export const OperatorPushPromotedOdds = defineCall({
  name: 'OperatorPushPromotedOdds',
  method: 'POST',
  path: '/Operator/PromotedOdds/Push',
  headers: operator,
  request: z.object({
    MatchId: Id, AnchorId: z.number().int().nonnegative(), Language: HubLanguage,
    MarketId: MarketId.optional(), Key: z.string().min(1).optional(), Boost: z.number().min(0).max(5).optional(),
    DurationMs: z.number().int().min(1000).max(3_600_000).optional(), ShowCategory: z.number().int().min(1).max(12).optional(),
  }).strict(),
  result: PromotedOdds,
  feature: 'promoted-odds',
  summary: 'Promote a selection (boosted price, countdown) to the rooms of a match, anchor and language: PushPromotedOdds.',
});

export const OperatorCancelPromotedOdds = defineCall({
  name: 'OperatorCancelPromotedOdds',
  method: 'POST',
  path: '/Operator/PromotedOdds/Cancel',
  headers: operator,
  request: z.object({ PromotedOddsId: Id }).strict(),
  result: PromotedOdds,
  feature: 'promoted-odds',
  summary: 'Cancel one promotion: CancelPromotedOdds to its rooms; 404 unknown id.',
});

export const OperatorDeletePromotedOdds = defineCall({
  name: 'OperatorDeletePromotedOdds',
  method: 'POST',
  path: '/Operator/PromotedOdds/Delete',
  headers: operator,
  request: z.object({ MarketIds: z.array(MarketId).min(1).max(100) }).strict(),
  result: z.object({ Deleted: z.number().int().nonnegative() }),
  feature: 'promoted-odds',
  summary: 'Delete every active promotion on the markets: DeletePromotedOdds to the rooms that had one.',
});

const FastMarketMatch = z.object({ MatchId: Id });

/** A fast-market round as operator tools see it. */
export const OperatorFastMarketRound = z.object({
  MatchId: z.number().int(),
  Period: z.number().int(),
  Status: z.string(),
  OpensAt: z.number(),
  ClosesAt: z.number(),
  MarketIds: z.array(z.number().int()),
});

export const OperatorOpenFastMarketRound = defineCall({
  name: 'OperatorOpenFastMarketRound',
  method: 'POST',
  path: '/Operator/FastMarket/OpenRound',
  headers: operator,
  request: FastMarketMatch.strict(),
  result: OperatorFastMarketRound,
  feature: 'fast-market',
  summary: "Open the match's next fast-market round (a market per goal type) unless one is open; 404 when the match has no open event.",
});

export const OperatorSettleFastMarketRound = defineCall({
  name: 'OperatorSettleFastMarketRound',
  method: 'POST',
  path: '/Operator/FastMarket/SettleRound',
  headers: operator,
  request: FastMarketMatch.extend({ Outcome: z.record(z.string(), z.string()).optional() }).strict(),
  result: z.object({
    MatchId: z.number().int(),
    Period: z.number().int(),
    Outcome: z.record(z.string(), z.string()),
    Settlements: z.array(z.object({ CustomerId: z.number().int(), SettleAmount: z.number(), SettlementPrice: z.number() })),
  }),
  feature: 'fast-market',
  summary: 'Settle the open round (Outcome: market id → winning key, else drawn); pays winners once and pushes PushFastMarketSettlement to each bettor; 404 when no round is open.',
});

export const DropFastMarketStreams = defineCall({
  name: 'DropFastMarketStreams',
  method: 'POST',
  path: '/Operator/FastMarket/DropStreams',
  headers: operator,
  request: FastMarketMatch.extend({ RefuseForMs: z.number().int().min(0).max(600_000).optional() }).strict(),
  result: z.object({ MatchId: z.number().int(), DroppedOnThisNode: z.number().int().nonnegative(), RefuseUntil: z.number().nullable(), Round: OperatorFastMarketRound.nullable() }),
  feature: 'fast-market',
  summary: "Drop the match's fast-market event streams on every node and refuse new ones for RefuseForMs (503), to exercise the clients' reconnect.",
});

export const OperatorSetWheelOpen = defineCall({
  name: 'OperatorSetWheelOpen',
  method: 'POST',
  path: '/Operator/Wheel/SetOpen',
  headers: operator,
  request: z.object({ AnchorId: z.number().int().nonnegative().optional(), IsOpen: z.boolean() }).strict(),
  result: z.object({ AnchorId: z.number().int(), IsOpen: z.boolean(), Groups: z.number().int().nonnegative() }),
  feature: 'wheel',
  summary: "Open or close the prize wheel for an anchor (0 or absent: all); ChangeWheelOpen to the rooms. Spins already started complete.",
});

/** Query of GET /Analytics/DailyReport: a UTC calendar day. */
export const DailyReportQuery = z.object({
  date: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'a date as YYYY-MM-DD')
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), 'not a calendar date'),
}).strict();

export const GetDailyReport = defineCall({
  name: 'GetDailyReport',
  method: 'GET',
  path: '/Analytics/DailyReport',
  headers: operator,
  request: DailyReportQuery,
  result: z.object({
    Date: z.string(),
    PageViews: z.array(z.object({ Route: z.string(), Views: z.number().int() })),
    TotalPageViews: z.number().int(),
    UniqueViewers: z.number().int(),
    FeatureUses: z.array(z.object({ Feature: z.string(), Uses: z.number().int() })),
  }),
  feature: 'analytics',
  summary: 'First-party analytics of one UTC day: page views per route, unique members, feature uses.',
});

export const AddJackpot = defineCall({
  name: 'AddJackpot',
  method: 'POST',
  path: '/Operator/Jackpot/Add',
  headers: operator,
  request: z.object({ MatchId: Id, Amount: z.number().positive().max(1_000_000) }),
  result: z.object({ MatchId: z.number().int(), TotalPrize: z.number(), Rooms: z.number().int().nonnegative() }),
  feature: 'jackpot',
  summary: "Grow a match's jackpot (Amount in major units) and push GetJackpots to the match's rooms — what the demo's life does.",
});
