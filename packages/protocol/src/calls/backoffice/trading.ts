import { z } from 'zod';
import { defineStaffCall } from './define';
import { qInt } from '../fields';
import { WHEEL_SEGMENT_COUNT } from '../../constants';

/* ---- recommend-bet setting (promoted odds) ---- */

export const RecommendBet = z.object({
  PromotedOddsId: z.number().int(),
  MatchId: z.number().int(),
  AnchorId: z.number().int(),
  Language: z.string(),
  MarketId: z.number().int(),
  KeyName: z.string(),
  BetTypeName: z.string(),
  Point: z.number().nullable(),
  OddsPrice: z.number(),
  /** 'active' | 'cancelled' | 'deleted' | 'expired'. */
  Status: z.string(),
  CreatedAt: z.number().int(),
  ExpiresAt: z.number().int(),
});

export const ListRecommendBets = defineStaffCall({
  name: 'ListRecommendBets', method: 'GET', path: '/trading/recommend-bets', access: 'read', feature: 'promoted-odds', audited: false,
  request: z.object({ MatchId: qInt.optional() }),
  result: z.object({ Orders: z.array(RecommendBet), Markets: z.array(z.object({ MatchId: z.number().int(), MarketId: z.number().int(), KeyName: z.string(), BetTypeName: z.string(), Point: z.number().nullable(), OddsPrice: z.number() })) }),
  summary: 'Recommend-bet orders (newest first) and the markets that can be recommended.',
});

/** "One recommend-bet order at a time, with a countdown in minutes": a second active order for the match → 409 conflict. */
export const CreateRecommendBet = defineStaffCall({
  name: 'CreateRecommendBet', method: 'POST', path: '/trading/recommend-bets/add', access: 'trading.operate', feature: 'promoted-odds', audited: true,
  request: z.object({ MatchId: z.number().int().positive(), AnchorId: z.number().int().nonnegative(), Language: z.string().min(2).max(10), MarketId: z.number().int().positive(), CountdownMinutes: z.number().int().min(1).max(120) }),
  result: z.object({ Order: RecommendBet }),
  summary: 'Push a recommend-bet (PushPromotedOdds) for CountdownMinutes.',
});

export const CancelRecommendBet = defineStaffCall({
  name: 'CancelRecommendBet', method: 'POST', path: '/trading/recommend-bets/cancel', access: 'trading.operate', feature: 'promoted-odds', audited: true,
  request: z.object({ PromotedOddsId: z.number().int().positive() }),
  result: z.object({ Order: RecommendBet }),
  summary: 'Cancel the active order (CancelPromotedOdds push).',
});

/* ---- fast-market rounds ---- */

/**
 * A fast-market round of a match: five minutes ('next 5 minutes'), one market per goal type
 * (spec ±2 goal, ±4 corner, ±8 free-kick, ±16 goal-kick, ±32 throw-in, ±128 penalty).
 * States: open (taking bets) ⇄ suspended → settled | void.
 */
export const FastMarketRoundState = z.enum(['open', 'suspended', 'settled', 'void']);
export const FastMarketRound = z.object({
  MatchId: z.number().int(),
  Period: z.number().int(),
  State: FastMarketRoundState,
  OpensAt: z.number().int(),
  ClosesAt: z.number().int(),
  MarketIds: z.array(z.number().int()),
  /** Market id → winning key ('2' / '-2' …), once settled. */
  Outcome: z.record(z.string(), z.string()).nullable(),
  Bets: z.number().int(),
  /** Total stake, major units. */
  Stake: z.number(),
});
export type FastMarketRound = z.infer<typeof FastMarketRound>;

export const ListFastMarketRounds = defineStaffCall({
  name: 'ListFastMarketRounds', method: 'GET', path: '/trading/fast-market', access: 'read', feature: 'fast-market', audited: false,
  request: z.object({ MatchId: qInt.optional(), Limit: qInt.pipe(z.number().int().min(1).max(200)).default(50) }),
  result: z.object({ Rounds: z.array(FastMarketRound) }),
  summary: 'Fast-market rounds (of a match, or all), newest first.',
});

export const OpenFastMarketRound = defineStaffCall({
  name: 'OpenFastMarketRound', method: 'POST', path: '/trading/fast-market/open', access: 'trading.operate', feature: 'fast-market', audited: true,
  request: z.object({ MatchId: z.number().int().positive() }),
  result: z.object({ Round: FastMarketRound }),
  summary: 'Open the next round for the match (viewers\' stream adds its markets). A round already open is answered as is; a closed match → 409 conflict.',
});

export const SetFastMarketRoundState = defineStaffCall({
  name: 'SetFastMarketRoundState', method: 'POST', path: '/trading/fast-market/state', access: 'trading.operate', feature: 'fast-market', audited: true,
  request: z.object({
    MatchId: z.number().int().positive(),
    Period: z.number().int().positive(),
    Action: z.enum(['suspend', 'resume', 'settle', 'void']),
    /** For 'settle': market id → winning key; markets left out are drawn. */
    Outcome: z.record(z.string(), z.string().max(8)).optional(),
  }),
  result: z.object({ Round: FastMarketRound }),
  summary: 'Suspend/resume the round\'s markets, settle it (pays once, PushFastMarketSettlement to each bettor) or void it (stakes refunded once). Not the open/suspended round → 409 conflict.',
});

/* ---- lucky wheel ---- */

export const WheelSlot = z.object({
  /** "Each lucky-wheel slot label is up to 8 letters". */
  Label: z.string().trim().min(1).max(8),
  Amount: z.number().min(0),
  /** Relative weight of the slot (0 = never lands). */
  Weight: z.number().int().min(0).max(1000),
});
/**
 * The viewer's wheel has WHEEL_SEGMENT_COUNT (6) segments, so the setting has exactly that many
 * slots, in wheel order (index 0 at the pointer, clockwise); at least one must be able to land.
 */
export const WheelSetting = z.object({
  IsOpen: z.boolean(),
  Slots: z.array(WheelSlot).min(WHEEL_SEGMENT_COUNT).max(WHEEL_SEGMENT_COUNT).refine((slots) => slots.some((s) => s.Weight > 0), 'At least one slot needs a weight above 0'),
});

export const GetWheelSetting = defineStaffCall({
  name: 'GetWheelSetting', method: 'GET', path: '/trading/wheel', access: 'read', feature: 'wheel', audited: false,
  request: z.object({}), result: WheelSetting,
  summary: 'Lucky wheel setting: slots (Amount: the prize of a spin costing 5 units), labels, weights, open/closed (the global switch).',
});

/** Opens or closes the wheel everywhere (ChangeWheelOpen push; spins already started still complete). */
export const SetWheelOpen = defineStaffCall({
  name: 'SetWheelOpen', method: 'POST', path: '/trading/wheel/open', access: 'trading.operate', feature: 'wheel', audited: true,
  request: z.object({ IsOpen: z.boolean() }), result: z.object({ IsOpen: z.boolean(), Groups: z.number().int() }),
  summary: 'Open or close the lucky wheel on every room (the global switch).',
});

export const SaveWheelSetting = defineStaffCall({
  name: 'SaveWheelSetting', method: 'POST', path: '/trading/wheel/save', access: 'trading.operate', feature: 'wheel', audited: true,
  request: WheelSetting, result: WheelSetting,
  summary: 'Save the wheel\'s slots (labels, prizes of a 5-unit spin, weights: what GetWheelInfo shows and the next spin pays) and its switch.',
});

export const ListWheelRecords = defineStaffCall({
  name: 'ListWheelRecords', method: 'GET', path: '/trading/wheel/records', access: 'read', feature: 'wheel', audited: false,
  request: z.object({ CustomerId: qInt.optional(), Page: qInt.pipe(z.number().int().min(1)).default(1), PageSize: qInt.pipe(z.number().int().min(1).max(200)).default(50) }),
  result: z.object({ Records: z.array(z.object({ SpinId: z.number().int(), CustomerId: z.number().int(), Nickname: z.string().nullable(), MatchId: z.number().int(), Label: z.string(), Amount: z.number(), Cost: z.number(), At: z.number().int() })), Total: z.number().int() }),
  summary: 'Wheel record: spins, newest first.',
});

/* ---- live status of matches and programmes ---- */

export const ListLiveStatus = defineStaffCall({
  name: 'ListLiveStatus', method: 'GET', path: '/trading/live', access: 'read', feature: 'chat', audited: false,
  request: z.object({}),
  result: z.object({
    Items: z.array(z.object({
      ProgramType: z.number().int(),
      MatchId: z.number().int(),
      Title: z.string(),
      /** Spec event status: Not started, Running, Finish, Canceled. */
      Status: z.enum(['not-started', 'running', 'finish', 'canceled']),
      /** Match period (Not Started, First Half…), null for programmes. */
      Period: z.string().nullable(),
      StartTime: z.number().int(),
      IsChatOpen: z.boolean(),
      HasStream: z.boolean(),
    })),
  }),
  summary: 'Live status of matches and programmes (today\'s, live first).',
});
