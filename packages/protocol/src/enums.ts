/**
 * Every enumeration of both spec documents (sections 3, 4 and 9), as `as const` objects plus
 * union types of their values. Numeric values are the spec's; where the spec names members
 * without values, the value chosen is documented on the enum (string values for client-only
 * state, numbers in listed order for wire fields).
 */

/** The union of an `as const` object's values. */
export type ValueOf<T> = T[keyof T];

/** All values of an enum object, in declaration order. */
export function enumValues<T extends Record<string, string | number>>(e: T): ValueOf<T>[] {
  return Object.values(e) as ValueOf<T>[];
}

/** Type guard: is `v` one of the values of enum object `e`? */
export function isEnumValue<T extends Record<string, string | number>>(e: T, v: unknown): v is ValueOf<T> {
  return (Object.values(e) as unknown[]).includes(v);
}

/** Chat message `Type` (chatroom spec section 3). 9 is the coin-site gift type. */
export const MessageType = {
  Message: 1,
  Gift: 2,
  At: 3,
  Broadcast: 4,
  Welcome: 5,
  SpecialGift: 6,
  FollowPromotedOdds: 7,
  Sticker: 8,
  CoinGift: 9,
  ShowingTicket: 10,
  FollowPlayerTicket: 11,
  Jackpot: 12,
  AIArmy: 13,
  NBALottery: 14,
  Wheel: 15,
  LuckyBox: 16,
  WishCoin: 17,
  ProfitShare: 18,
  /** Ours (issue 22 item 3, not in the spec): a match-event system line (goal, red card…), JSON `MatchEventLine`. */
  MatchEvent: 19,
} as const;
export type MessageType = ValueOf<typeof MessageType>;

/** What a chatroom is attached to. Also `DataType` of a schedule item (Match 1, Entertainment 2). */
export const ProgramType = { Match: 1, Entertainment: 2, Broadcast: 3 } as const;
export type ProgramType = ValueOf<typeof ProgramType>;

/** Schedule item `DataType`: the two program kinds a schedule lists (same numbers as ProgramType). */
export const ScheduleDataType = { Match: 1, Entertainment: 2 } as const;
export type ScheduleDataType = ValueOf<typeof ScheduleDataType>;

export const StreamingPluginType = { OnlyStreaming: 1, StreamingAndChatroom: 2, OnlyChatroom: 3 } as const;
export type StreamingPluginType = ValueOf<typeof StreamingPluginType>;

export const MatchStatus = { Running: 1, NotStart: 2, End: 3, Canceled: 4, NonLive: 5 } as const;
export type MatchStatus = ValueOf<typeof MatchStatus>;

/** Entertainment programme status. */
export const ProgramStatus = { Live: 1, NotStart: 2, End: 3, Preview: 4 } as const;
export type ProgramStatus = ValueOf<typeof ProgramStatus>;

export const PromotionStatus = { Draft: 1, InProgress: 2, NotStarted: 3, Finished: 4 } as const;
export type PromotionStatus = ValueOf<typeof PromotionStatus>;

/** Promotion page background (`Type`). Values not given by the spec: 1-3 in listed order. 'SingColor' is the spec's spelling. */
export const PromotionBackgroundType = { Image: 1, SingColor: 2, Gradient: 3 } as const;
export type PromotionBackgroundType = ValueOf<typeof PromotionBackgroundType>;

/** Event-list status badge of a promotion card. */
export const PromotionBadge = { Ongoing: 'ongoing', Upcoming: 'upcoming', Ended: 'ended' } as const;
export type PromotionBadge = ValueOf<typeof PromotionBadge>;

/** Odds display formats; default is DEC (3). */
export const OddsType = { MY: 1, CN: 2, DEC: 3, INDO: 4, US: 5 } as const;
export type OddsType = ValueOf<typeof OddsType>;

/** Video providers: A (id 3, channel/token based) and B (id 4). */
export const StreamingProvider = { A: 3, B: 4 } as const;
export type StreamingProvider = ValueOf<typeof StreamingProvider>;

/** Which kind of source the player shows. Client state; string values (spec gives names only). */
export const ChannelSource = {
  None: 'None',
  Streamer: 'Streamer',
  Video: 'Video',
  GV: 'GV',
  ESport: 'ESport',
  Broadcast: 'Broadcast',
} as const;
export type ChannelSource = ValueOf<typeof ChannelSource>;

/** Channel source selection order (schedule spec section 4), with fallbacks in this order. */
export const CHANNEL_SOURCE_ORDER: readonly ChannelSource[] = [
  ChannelSource.Broadcast, ChannelSource.Streamer, ChannelSource.Video, ChannelSource.GV,
];

/** Tabs of the licensee source dropdown. */
export const SourceTab = { Streamer: 'Streamer', Video: 'Video', Vocal: 'Vocal' } as const;
export type SourceTab = ValueOf<typeof SourceTab>;

/** E-sport channels (also streaming source labels). */
export const ESportChannel = { Twitch: 'twitch', YouTube: 'youtube', Huya: 'huya' } as const;
export type ESportChannel = ValueOf<typeof ESportChannel>;

/** Gift `Category`. 7 is not used by the spec. */
export const GiftCategory = {
  Normal: 1, Activity: 2, Vip: 3, NewUser: 4, Roulette: 5, LuckyBox: 6, ProfitShare: 8, WishCoin: 9,
} as const;
export type GiftCategory = ValueOf<typeof GiftCategory>;

/** Gift panel tabs. */
export const GiftTab = { Events: 'events', Featured: 'featured', Vip: 'vip', LuckyBox: 'lucky-box' } as const;
export type GiftTab = ValueOf<typeof GiftTab>;

/** VIP levels 0 (none) to 10. */
export const VipLevel = {
  V0: 0, V1: 1, V2: 2, V3: 3, V4: 4, V5: 5, V6: 6, V7: 7, V8: 8, V9: 9, V10: 10,
} as const;
export type VipLevel = ValueOf<typeof VipLevel>;

export const Device = { Desktop: 1, Mobile: 2 } as const;
export type Device = ValueOf<typeof Device>;

/** `BetFrom`: x on screens 768 px or wider, m otherwise. */
export const BetFrom = { Desktop: 'x', Mobile: 'm' } as const;
export type BetFrom = ValueOf<typeof BetFrom>;

/**
 * Desktop codes: x means Asia, t means Deeplink. GetSingleTicket's BetFrom takes either on a
 * desktop screen (t when the host opened the widget through a deep link, ChatroomReferer
 * 'deeplink'), m on a phone.
 */
export const DesktopCode = { Asia: 'x', Deeplink: 't' } as const;
export type DesktopCode = ValueOf<typeof DesktopCode>;

/** Themes 1-6; default 5 (see DEFAULT_THEME). */
export const Theme = { T1: 1, T2: 2, T3: 3, T4: 4, T5: 5, T6: 6 } as const;
export type Theme = ValueOf<typeof Theme>;
export const DEFAULT_THEME: Theme = Theme.T5;

export const LayoutType = { Vertical: 0, Horizontal: 1 } as const;
export type LayoutType = ValueOf<typeof LayoutType>;

/** Heartbeat `CollectType` flags; additive (bitwise OR). */
export const HeartbeatCollectType = {
  None: 0,
  ExpandedChatroom: 1,
  StreamerViewingRecord: 2,
  BulletViewingRecord: 4,
} as const;
export type HeartbeatCollectType = ValueOf<typeof HeartbeatCollectType>;

/** Indecent word `Type`: 1 matches anywhere, 2 only as a whole word. Admin "logic 1/2". */
export const IndecentWordType = { Anywhere: 1, WholeWord: 2 } as const;
export type IndecentWordType = ValueOf<typeof IndecentWordType>;

/** Quick-bet placement state machine. */
export const PlaceBetStatus = { Init: 'Init', Success: 'Success', Fail: 'Fail' } as const;
export type PlaceBetStatus = ValueOf<typeof PlaceBetStatus>;

/** Promoted odds `ShowCategory`. Values not given by the spec: 1-12 in listed order. */
export const PromotedOddsCategory = {
  FullTime: 1,
  Half: 2,
  Corner: 3,
  Bookings: 4,
  Intervals: 5,
  Specials: 6,
  Players: 7,
  FastMarket: 8,
  Quarter: 9,
  ExtraTime: 10,
  Penalty: 11,
  EndingGame: 12,
} as const;
export type PromotedOddsCategory = ValueOf<typeof PromotedOddsCategory>;

/** Streamer `Tag`. Values not given by the spec: 0-2 in listed order. */
export const AnchorTag = { None: 0, Hot: 1, New: 2 } as const;
export type AnchorTag = ValueOf<typeof AnchorTag>;

/** Anchor language filter; `ANCHOR_LANGUAGE_ORDER` is the list order of the picker. */
export const AnchorLanguage = { All: 'all', VN: 'vn', TH: 'th', CN: 'cn', ID: 'id', PH: 'ph' } as const;
export type AnchorLanguage = ValueOf<typeof AnchorLanguage>;
export const ANCHOR_LANGUAGE_ORDER: readonly AnchorLanguage[] = ['all', 'vn', 'th', 'cn', 'id', 'ph'];

export const LeaderboardPeriod = {
  LastWeek: 'LastWeek',
  CurrentWeek: 'CurrentWeek',
  LastMonth: 'LastMonth',
  CurrentMonth: 'CurrentMonth',
} as const;
export type LeaderboardPeriod = ValueOf<typeof LeaderboardPeriod>;

/** Leaderboard detail tabs; default CurrentWeek period. */
export const LeaderboardRange = { Weekly: 'weekly', Monthly: 'monthly' } as const;
export type LeaderboardRange = ValueOf<typeof LeaderboardRange>;

/** Broadcaster `Style`. Values not given by the spec: 1-3 in listed order. */
export const BroadcasterStyle = { Funny: 1, Leisure: 2, Professional: 3 } as const;
export type BroadcasterStyle = ValueOf<typeof BroadcasterStyle>;

/** Broadcaster areas (Vietnam): north NV, central CV, south SV. */
export const BroadcasterArea = { North: 'NV', Central: 'CV', South: 'SV' } as const;
export type BroadcasterArea = ValueOf<typeof BroadcasterArea>;

/** The eleven platform variants; each switches off some toolbar and menu items. */
export const PlatformVariant = {
  Widget: 'Widget',
  WidgetMobileENTVertical: 'WidgetMobileENTVertical',
  WidgetMobileENTHorizontal: 'WidgetMobileENTHorizontal',
  WidgetDesktopENTVertical: 'WidgetDesktopENTVertical',
  WidgetDesktopENTHorizontal: 'WidgetDesktopENTHorizontal',
  Plugin: 'Plugin',
  Credit: 'Credit',
  MobileENTVertical: 'MobileENTVertical',
  MobileENTHorizontal: 'MobileENTHorizontal',
  DesktopENTVertical: 'DesktopENTVertical',
  DesktopENTHorizontal: 'DesktopENTHorizontal',
} as const;
export type PlatformVariant = ValueOf<typeof PlatformVariant>;

export const ToolbarItem = {
  StreamerName: 'StreamerName',
  Source: 'Source',
  GV: 'GV',
  Refresh: 'Refresh',
  Voice: 'Voice',
  Chatroom: 'Chatroom',
  Menu: 'Menu',
  Leaderboard: 'Leaderboard',
  Streamer: 'Streamer',
  Promotion: 'Promotion',
} as const;
export type ToolbarItem = ValueOf<typeof ToolbarItem>;

export const MenuItem = {
  GiftEffect: 'GiftEffect',
  BulletChat: 'BulletChat',
  Nickname: 'Nickname',
  Disclaimer: 'Disclaimer',
  Tutorial: 'Tutorial',
} as const;
export type MenuItem = ValueOf<typeof MenuItem>;

/** Alert kinds; alerts are red (error) by default and dismiss after 3 s. */
export const AlertType = { Info: 'info', Success: 'success', Error: 'error' } as const;
export type AlertType = ValueOf<typeof AlertType>;

/** Alert banner colours: red by default, green for e.g. 'spin-wheel-stop'. */
export const AlertColor = { Red: 'red', Green: 'green' } as const;
export type AlertColor = ValueOf<typeof AlertColor>;

/** Alert banner icons. */
export const AlertIcon = { Notice: 'notice', Done: 'done', Close: 'close' } as const;
export type AlertIcon = ValueOf<typeof AlertIcon>;

/** Interface languages (translation set codes). ph carries English text; en is the fallback. */
export const Language = { CN: 'cn', EN: 'en', VN: 'vn', TH: 'th', ID: 'id', PH: 'ph' } as const;
export type Language = ValueOf<typeof Language>;

/** Live-connection (SignalR hub) states. */
export const HubConnectionState = {
  Disconnected: 'Disconnected',
  Connecting: 'Connecting',
  Connected: 'Connected',
  Disconnecting: 'Disconnecting',
  Reconnecting: 'Reconnecting',
} as const;
export type HubConnectionState = ValueOf<typeof HubConnectionState>;

/** Full-screen animation kinds of the animation queue. */
export const AnimationType = {
  VipWelcome: 'vipWelcome',
  Gift: 'gift',
  LuckyBoxOpen: 'luckyBoxOpen',
  LuckyBoxGift: 'luckyBoxGift',
  WishCoin: 'wishCoin',
  ProfitShare: 'profitShare',
} as const;
export type AnimationType = ValueOf<typeof AnimationType>;

/**
 * Queue priority per animation kind (lower plays first): 1 lucky-box open; 2 gift, wish coin,
 * profit share; 3 VIP welcome. The spec lists "gift" under both 1 and 2: a lucky-box *gift*
 * (the win that follows the opening) is priority 1, a plain gift 2.
 */
export const ANIMATION_PRIORITY: Readonly<Record<AnimationType, 1 | 2 | 3>> = {
  luckyBoxOpen: 1,
  luckyBoxGift: 1,
  gift: 2,
  wishCoin: 2,
  profitShare: 2,
  vipWelcome: 3,
};

/** Ad info `Type`. */
export const AdType = { Video: 1, Image: 2 } as const;
export type AdType = ValueOf<typeof AdType>;

/** Gift send state machine. */
export const GiftSendStatus = { Idle: 'idle', Sending: 'sending', Done: 'done' } as const;
export type GiftSendStatus = ValueOf<typeof GiftSendStatus>;

/** Lucky box purchase state machine. */
export const LuckyBoxPurchaseStatus = { Idle: 'idle', Purchasing: 'purchasing' } as const;
export type LuckyBoxPurchaseStatus = ValueOf<typeof LuckyBoxPurchaseStatus>;

/** Share-ticket list sort keys. */
export const TicketSort = { Time: 'time', BetAmount: 'betAmount' } as const;
export type TicketSort = ValueOf<typeof TicketSort>;

/** Fast-market odds arrow. */
export const OddsDirection = { Up: 'up', Down: 'down' } as const;
export type OddsDirection = ValueOf<typeof OddsDirection>;

/** Fast-market SSE connection state machine. */
export const FastMarketConnectionStatus = {
  Idle: 'idle',
  Connecting: 'connecting',
  Open: 'open',
  Retrying: 'retrying',
  Failed: 'failed',
  Closed: 'closed',
} as const;
export type FastMarketConnectionStatus = ValueOf<typeof FastMarketConnectionStatus>;

/** Fast-market goal-type key mapping (selection keys are ± these). */
export const FastMarketGoalType = {
  Goal: 2, Corner: 4, FreeKick: 8, GoalKick: 16, ThrowIn: 32, Penalty: 128,
} as const;
export type FastMarketGoalType = ValueOf<typeof FastMarketGoalType>;

/** The name of each goal type (schedule spec section 9): a market and its options are named from it. */
export const FAST_MARKET_GOAL_NAMES: Readonly<Record<FastMarketGoalType, string>> = {
  2: 'Goal', 4: 'Corner', 8: 'Free Kick', 16: 'Goal Kick', 32: 'Throw-in', 128: 'Penalty',
};

/** The goal type of a selection key ('2' and '-2' → 2), or null for a key outside the mapping. */
export function fastMarketGoalType(key: string): FastMarketGoalType | null {
  const n = Math.abs(Number(key));
  return Number.isInteger(n) && n in FAST_MARKET_GOAL_NAMES ? (n as FastMarketGoalType) : null;
}

/** An option's name from its key by the goal-type mapping: '+n' the event, '-n' 'No' event ('4' Corner, '-4' No Corner). */
export function fastMarketSelectionName(key: string): string | null {
  const type = fastMarketGoalType(key);
  if (type === null) return null;
  return Number(key) > 0 ? FAST_MARKET_GOAL_NAMES[type] : `No ${FAST_MARKET_GOAL_NAMES[type]}`;
}

/** Provider B play states the player reacts to. */
export const ProviderBPlayState = { Playing: 2, Error: 4 } as const;
export type ProviderBPlayState = ValueOf<typeof ProviderBPlayState>;

/** Provider A / B player states. */
export const PlayerStatus = { Loading: 'loading', Playing: 'playing', Error: 'error' } as const;
export type PlayerStatus = ValueOf<typeof PlayerStatus>;

/** Tutorial steps: step 1, step 2, then closed. */
export const TutorialStep = { Step1: 1, Step2: 2, Closed: 0 } as const;
export type TutorialStep = ValueOf<typeof TutorialStep>;

/** Timer state (streaming timers by id, /TimerTest). */
export const TimerStatus = { Idle: 'idle', Running: 'running', Paused: 'paused', Ended: 'ended' } as const;
export type TimerStatus = ValueOf<typeof TimerStatus>;

/** Nickname colour classes 1-10 (random when assigned). */
export const NicknameColor = {
  C1: 1, C2: 2, C3: 3, C4: 4, C5: 5, C6: 6, C7: 7, C8: 8, C9: 9, C10: 10,
} as const;
export type NicknameColor = ValueOf<typeof NicknameColor>;

/** Chat-limit hint keys: stage, turnover scope, gift-or-not (admin vocabulary). */
export const ChatLimitHintScope = { ThisEvent: 1, Sports: 2 } as const;
export type ChatLimitHintScope = ValueOf<typeof ChatLimitHintScope>;

// ---- Admin vocabulary states (schedule spec section 4). Names only; string values. ----

/** Admin event status. */
export const AdminEventStatus = { NotStarted: 'NotStarted', Running: 'Running', Finish: 'Finish', Canceled: 'Canceled' } as const;
export type AdminEventStatus = ValueOf<typeof AdminEventStatus>;

/** Match periods. */
export const MatchPeriod = {
  NotStarted: 'NotStarted', FirstHalf: 'FirstHalf', SecondHalf: 'SecondHalf',
  Q1: 'Q1', Q2: 'Q2', Q3: 'Q3', Q4: 'Q4', OT: 'OT',
} as const;
export type MatchPeriod = ValueOf<typeof MatchPeriod>;

/** Chat room state as seen by staff and members. */
export const ChatroomState = {
  Open: 'open', Closed: 'closed', Maintenance: 'maintenance', CurrencyNotEnabled: 'currency-not-enabled',
} as const;
export type ChatroomState = ValueOf<typeof ChatroomState>;

export const LuckyBoxState = { Locked: 'locked', Unlocked: 'unlocked', Expired: 'expired' } as const;
export type LuckyBoxState = ValueOf<typeof LuckyBoxState>;

export const BannerState = { NotStarted: 'not-started', Active: 'active', Off: 'off' } as const;
export type BannerState = ValueOf<typeof BannerState>;

export const CampaignState = { Draft: 'draft', Published: 'published' } as const;
export type CampaignState = ValueOf<typeof CampaignState>;

export const StreamerPostReview = { UnderReview: 'under-review', Approved: 'approved', NotApproved: 'not-approved' } as const;
export type StreamerPostReview = ValueOf<typeof StreamerPostReview>;

/** Player mute duration kinds: forever or auto-lifting after days or hours. */
export const MuteDurationKind = { Forever: 'forever', Days: 'days', Hours: 'hours' } as const;
export type MuteDurationKind = ValueOf<typeof MuteDurationKind>;
