/**
 * Realistic request and result samples for every call declared in this package, keyed by call
 * name. Used by the contract tests (each schema must accept its sample); private to the package.
 * GET requests are given as the query strings arrive (all values strings).
 */
const chatroomModel = { MatchId: 51234, AnchorLanguage: 'vn', AnchorId: 12, GroupName: 'site-4283400', ProgramType: 1 };
const userModel = { SiteName: 'demo-sports', CurrencyId: 20, CurrencyName: 'VND', EnableSingleWallet: false, UserLanguage: 'vn', NickName: 'Lucky88' };

export const gift = {
  Id: 7, GiftName: 'Heart', Amount: 10, ImgUrl: '/media/gifts/heart.png', SvgaUrl: '/media/gifts/heart.svga', Sort: 1,
  Status: true, CurrencyId: 20, GiftCardCount: 2, IsVip: false, Vip: 0, Category: 1,
};
export const chatMessage = {
  CustomerId: 1001, CustId: 'c-1001', Nickname: 'Lucky88', Message: 'Goal!!', Timestamp: 1767225600000, Type: 1, Color: 4,
  GiftLevel: null, LicenseeUserName: 'lucky_vn', SiteId: 4283400, SiteName: 'demo-sports', SubsidiaryName: null,
  ProgramType: 1, IsHate: false, Vip: 3, FollowNickname: null,
};
const channel = {
  SiteId: 4283400, Language: 'vn', AnchorId: 12, AnchorName: 'Linh', StreamingProvider: 3, StreamingSource: 30,
  StreamingId: 'ch-12', StreamingType: 1, StreamingUrl: '/media/live/index.m3u8', IsExclusive: true, IsSelfOwned: true,
  OrderBy: 1, StreamingIndex: 0, ChannelType: 1, VideoConfig: { SourceIdentifier: 'glive-12' },
};
const tag = { Id: 3, CnName: '足球', EnName: 'Football', PhName: 'Football', ThName: 'ฟุตบอล', VnName: 'Bóng đá', IdName: 'Sepak bola' };
const scheduleItem = {
  Id: 1, DataType: 1, MatchId: 51234, EventId: null, AnchorId: 12, AnchorName: 'Linh', AnchorImageUrl: '/media/anchors/12.jpg',
  Language: 'vn', EventTime: '2026-01-01T20:00:00', OpenTime: null, MatchStatus: 1, Status: null, SportType: 1, LeagueId: 8,
  LeagueName: 'Premier League', LeagueIconUrl: null, HomeTeam: 'Reds', AwayTeam: 'Blues', HomeIconUrl: null, AwayIconUrl: null,
  HomeTeamIconUrl: null, AwayTeamIconUrl: null, GlobalShowTime: null, Title: null, LayoutType: 0, Tags: [tag],
  StreamingProvider: 3, StreamingSrc: 30, NonLive: false, MatchTime: '2026-01-01T20:00:00',
};
const programme = {
  EventId: 900, OpenTime: '2026-01-01T21:00:00', Title: 'Night talk', AnchorId: 14, StreamerName: 'Mai', ImageUrl: null,
  Tags: [tag], Status: 1, Language: 'vn', LayoutType: 1,
};
const luckyBox = {
  Id: 2, Name: 'Golden box', ImgUrl: '/media/boxes/gold.png', FrontendImgUrl: null, Amount: 50, IsVip: false,
  LuckyBoxCurrency: [{ CurrencyId: 20, Amount: 50 }],
  LuckyBoxSettings: [{ GiftInfoId: 7, GiftName: 'Heart', GiftAmount: 10, DrawChance: 70 }, { GiftInfoId: 9, GiftName: 'Castle', GiftAmount: 500, DrawChance: 30 }],
  LuckyBoxLastWinner: { DrawTime: '2026-01-01T19:59:00Z', Nickname: 'Lucky88', StreamerName: 'Linh' },
};
const promotion = {
  PromotionId: 5, PromotionName: 'New year cup', Status: 2, EntryImgUrl: '/media/promo/5.png', Type: 3, BackgroundImage: null,
  Color1: '#112233', Color2: '#445566', RegionA: '/media/promo/5a.png', RegionB: null, RegionC: null, Content: '<p>Win big</p>',
  FloatingIcon: null, FooterText: 'Terms apply', StartAt: 1767225600000, EndAt: 1767830400000, RankingStart: null, RankingEnd: null,
};
const agora = { AppId: 'app-a', ChannelName: 'ch-12', Token: 'tok-a', UserId: 1001, Category: 1 };
const matchInfo = { MatchId: 51234, AnchorId: 12, Language: 'vn', ProgramType: 1, ChannelType: 1 };

export interface CallSample {
  request: unknown;
  result: unknown;
}

export const callSamples: Record<string, CallSample> = {
  // chat
  MessagePush: {
    request: { Nickname: 'Lucky88', FollowNickname: null, Message: '@Linh nice', Type: 3, Color: 4, MatchId: 51234, AnchorLanguage: 'vn', SiteName: 'demo-sports', IsAllowSendMessage: true, CurrencyId: 20, GroupName: 'site-4283400', AnchorId: 12, Extra: 'ignored' },
    result: { IsNotCheckMessage: false, IsMuted: false, IsSend: true, Turnover: 1200 },
  },
  EntertainmentMessagePush: {
    request: { Nickname: 'Lucky88', Message: 'hi', Type: 1, Color: 2, MatchId: 900, AnchorLanguage: 'vn', SiteName: 'demo-sports', IsAllowSendMessage: true, CurrencyId: 20, GroupName: 'site-4283400', AnchorId: 14 },
    result: { IsNotCheckMessage: true, IsMuted: false, IsSend: true, Turnover: 0 },
  },
  GetMessage: {
    request: { MatchId: '51234', AnchorLanguage: 'vn', AnchorId: '12', GroupName: 'site-4283400' },
    result: { Messages: [chatMessage], WelcomeMessages: [{ ...chatMessage, Type: 5, Message: 'Lucky88,joined' }] },
  },
  GetConfig: {
    request: { ParentId: 51234, CurrencyId: 20, AnchorLanguage: 'vn', AnchorId: 12 },
    result: { Config: { MessageLengthLimit: 50, MessageFrequency: 3, TurnoverLimit: [{ CurrencyId: 20, Amount: 100 }], IsSendGift: true, IsAllowSendMessage: true, IsAllowShowingTicket: true, UserTurnover: 150, Vip: 3 } },
  },
  GetEntertainmentConfig: {
    request: { ParentId: 900, CurrencyId: 20, AnchorLanguage: 'vn', AnchorId: 14 },
    result: { Config: { MessageLengthLimit: 50, MessageFrequency: 3, TurnoverLimit: [], IsSendGift: true, IsAllowSendMessage: true, IsAllowShowingTicket: false, UserTurnover: 0, Vip: 0 } },
  },
  SaveChatroomEntry: {
    request: { MatchId: 51234, AnchorId: 12, AnchorLanguage: 'vn', StreamingSrc: 30, ProgramType: 1 },
    result: { IsSaveData: true },
  },
  CheckMatchStatus: { request: { MatchId: '51234' }, result: { IsOpen: true } },
  GetRoomViewers: { request: { MatchId: '51234', ProgramType: '1' }, result: { Viewers: 1280 } },
  // moderation
  GetIndecent: { request: {}, result: { IndecentDto: [{ Type: 1, Content: 'spam' }, { Type: 2, Content: 'ass' }] } },
  GetBlock: { request: { CustomerId: '1001' }, result: { BlockIds: [1002, 1003] } },
  BlockCustomer: { request: { MatchId: 51234, BlockCustomerId: 1002, BlockNickname: 'Troll' }, result: { BlockIds: [1002] } },
  SetChatroomStatus: { request: { MatchId: 51234, ProgramType: 1, IsOpen: false }, result: { MatchId: 51234, IsOpen: false } },
  GetResponsibleGambling: {
    request: {},
    result: {
      Profile: { Jurisdiction: 'none', PromotedOddsAudience: 'everyone', PrizeNeedsAgeVerified: false, RealityCheckMinutes: 0, HelpUrl: null, HelpText: {}, ShowGiftMoneyValue: false },
      State: { SelfExcluded: false, TimedOutUntil: null, LimitReached: false, AgeVerified: true },
      Now: 1767225600000,
    },
  },
  GetRealityCheck: { request: { SessionStart: '1767225600000' }, result: { Staked: 30, Returned: 19.5, Net: -10.5, Bets: 2, CurrencyId: 20 } },
  SetPlayerGamblingState: {
    request: { CustomerId: 1001, SelfExcluded: true, TimedOutUntil: null, LimitReached: false, AgeVerified: true },
    result: { CustomerId: 1001, SelfExcluded: true, TimedOutUntil: null, LimitReached: false, AgeVerified: true, Pushed: true },
  },
  SetJurisdictionProfile: {
    request: { SiteId: 4283400, Jurisdiction: 'AGCO', Edits: { RealityCheckMinutes: 30 } },
    result: {
      SiteId: 4283400,
      Profile: { Jurisdiction: 'AGCO', PromotedOddsAudience: 'nobody', PrizeNeedsAgeVerified: true, RealityCheckMinutes: 30, HelpUrl: 'https://www.connexontario.ca/', HelpText: { en: 'Need help?' }, ShowGiftMoneyValue: true },
    },
  },
  MuteCustomer: { request: { CustomerId: 1002, IsMuted: true }, result: { CustomerId: 1002, IsMuted: true } },
  // match-aware chat (match-events.ts)
  PostMatchEvent: { request: { MatchId: 51234, Event: 'goal', Team: 'home' }, result: { MatchId: 51234, Event: 'goal', Rooms: 2 } },
  SetMatchChatSettings: {
    request: { SiteId: 4283400, Enabled: true, Mode: 'slow-mode', SlowModeSeconds: 10, DurationSeconds: 60 },
    result: { SiteId: 4283400, Enabled: true, Mode: 'slow-mode', SlowModeSeconds: 10, DurationSeconds: 60 },
  },
  // operator tools (operator.ts)
  SetLiveStatus: { request: { MatchId: 51234, Status: 1 }, result: { Found: true, Pushed: true, LiveMatchIds: [51234], LiveEntertainmentEventIds: [], EventStartGroups: 2 } },
  SetPlayerStatus: { request: { Provider: 3, MatchId: 0, AnchorId: 12, Language: 'en', Status: false }, result: { Group: 'player:3:0:12:en' } },
  SetMarketState: {
    request: { MarketId: 778899, Status: 'suspended' },
    result: {
      Event: { MatchId: 51234, Status: 'open', Score: { Home: 1, Away: 0 }, ScoreChangedAt: null, MaxPerEvent: 5000 },
      Market: { MarketId: 778899, MatchId: 51234, SportType: 1, BetType: 1, BetTypeName: 'Handicap', Point: -0.5, PreviousPoint: null, Status: 'suspended', MinBet: 1, MaxBet: 500, RoundPeriod: null, Selections: [{ Key: 'h', KeyName: 'Home', Price: 1.95, Status: 'open' }] },
    },
  },
  ListMarkets: { request: { MatchId: '51234' }, result: { Event: { MatchId: 51234, Status: 'open', Score: { Home: 0, Away: 0 }, ScoreChangedAt: null, MaxPerEvent: 5000 }, Markets: [] } },
  OperatorPushPromotedOdds: { request: { MatchId: 51234, AnchorId: 12, Language: 'vn', DurationMs: 60000 }, result: { PromotedOddsId: 31, MatchId: 51234, AnchorId: 12, Language: 'vn', KeyName: 'Over', Point: 2.5, OddsPrice: 1.88, BetTypeName: 'Over/Under', ShowCategory: 1, SportType: 1, MarketId: 778900, BetType: 3, MarketKey: 'o', MilliSecondsRemaining: 60000 } },
  OperatorCancelPromotedOdds: { request: { PromotedOddsId: 31 }, result: { PromotedOddsId: 31, MatchId: 51234, AnchorId: 12, Language: 'vn', KeyName: 'Over', Point: 2.5, OddsPrice: 1.88, BetTypeName: 'Over/Under', ShowCategory: 1, SportType: 1, MarketId: 778900, BetType: 3, MarketKey: 'o', MilliSecondsRemaining: 0 } },
  OperatorDeletePromotedOdds: { request: { MarketIds: [778900] }, result: { Deleted: 1 } },
  OperatorOpenFastMarketRound: { request: { MatchId: 51234 }, result: { MatchId: 51234, Period: 3, Status: 'open', OpensAt: 1764000000000, ClosesAt: 1764000300000, MarketIds: [512340301] } },
  OperatorSettleFastMarketRound: { request: { MatchId: 51234, Outcome: { '512340301': '2' } }, result: { MatchId: 51234, Period: 3, Outcome: { '512340301': '2' }, Settlements: [{ CustomerId: 1001, SettleAmount: 12.5, SettlementPrice: 22.5 }] } },
  DropFastMarketStreams: { request: { MatchId: 51234, RefuseForMs: 6000 }, result: { MatchId: 51234, DroppedOnThisNode: 2, RefuseUntil: 1764000006000, Round: null } },
  OperatorSetWheelOpen: { request: { IsOpen: false }, result: { AnchorId: 0, IsOpen: false, Groups: 4 } },
  GetDailyReport: { request: { date: '2026-11-23' }, result: { Date: '2026-11-23', PageViews: [{ Route: '/licensee', Views: 12 }], TotalPageViews: 12, UniqueViewers: 3, FeatureUses: [] } },
  // heartbeat, wallet
  CollectHeartbeatData: { request: { MatchId: 51234, AnchorLanguage: 'vn', AnchorId: 12, CollectType: 3, ProgramType: 1, StreamingSrc: 30 }, result: { IsSuccess: true } },
  GetBalance: { request: { EnableSingleWallet: false }, result: { BalanceList: [{ CurrencyId: 20, Balance: 1520.5 }] } },
  // gifts
  GetGiftInfo: { request: { CurrencyIds: '999,998', UserLanguage: 'en', Vip: '0' }, result: { GiftInfo: [gift, { ...gift, Id: 153, GiftName: 'Wish coin', Category: 9, SvgaUrl: null }] } },
  GetGiftById: { request: { GiftId: '153', UserLanguage: 'en', CurrencyId: '20' }, result: { GiftInfo: { ...gift, Id: 153, Category: 9 } } },
  GetJiooGiftCard: { request: {}, result: { JiooLiveBackpackItems: [{ SubType: 7, Quantity: 2 }] } },
  SendGift: {
    request: { SiteName: 'demo-sports', CurrencyId: 20, CurrencyName: 'VND', EnableSingleWallet: false, UserLanguage: 'vn', GiftInfo: { GiftLevel: 1, NickName: 'Lucky88', Amount: 10, Quantity: 3, IsUsingTicket: false }, GroupName: 'site-4283400', MatchId: 51234, AnchorId: 12, AnchorLanguage: 'vn', Message: '7', Color: 4, Type: 2, ProgramType: 1 },
    result: { SendGiftResult: { CurrencyId: 20, Balance: 1490.5, SuccessCount: 3 } },
  },
  SendWishCoin: { request: { UserInfoModel: userModel, ChatRoomInfoModel: chatroomModel, MessageInfoModel: { Color: 4, Type: 17 } }, result: { Balance: 1480 } },
  SendProfitShare: { request: { SendProfitShareInfoModel: { Amount: 12.34 }, UserInfoModel: userModel, ChatRoomInfoModel: chatroomModel, MessageInfoModel: { Color: 4, Type: 18 } }, result: { Balance: 1467.66 } },
  // lucky box, stickers, vip
  GetLuckyBoxInfo: { request: { CurrencyId: '20', UserLanguage: 'vn' }, result: { LuckyBoxInfo: [luckyBox] } },
  PurchaseLuckyBox: { request: { PurchaseLuckyBoxInfoModel: { LuckyBoxId: 2, Amount: 50 }, ChatRoomInfoModel: chatroomModel, UserInfoModel: userModel, MessageInfoModel: { Color: 4, Type: 16 } }, result: { Balance: 1440.5, GiftInfoId: 7, LuckyBoxId: 2 } },
  GetStickerInfo: { request: {}, result: { StickerInfo: [{ StickerName: 'clap', StickerUrl: '/media/stickers/clap.png', Status: true, IsVip: false }] } },
  GetWelcomeInfo: { request: {}, result: { WelcomeInfoList: [{ Vip: 5, WelcomeSvgaUrl: '/media/vip/5.svga' }] } },
  // wheel
  SpinWheel: { request: { ChatRoomInfoModel: chatroomModel, UserInfoModel: userModel, WheelInfoModel: { Amount: 5 }, MessageInfoModel: { Color: 4, Type: 15 } }, result: { Balance: 1435.5, BingoIndex: 4 } },
  GetWheelInfo: { request: { AnchorId: 12, UserLanguage: 'vn' }, result: { WheelInfo: { WheelItems: Array.from({ length: 6 }, (_, i) => ({ Content1: `x${i + 1}`, Content2: 'coins' })), Amount: 5 } } },
  GetIsWheelOn: { request: {}, result: { IsWheelOn: true } },
  CheckSupportWheelCurrency: { request: {}, result: { IsSupport: true } },
  // betting, tickets, promoted odds
  PlaceBet: {
    request: { PromotedOddsId: null, SportType: 1, MarketId: 778899, OddsPrice: 1.95, Point: 0.5, MarketKey: 'h', Stake: 100, AnchorId: 12, AnchorLanguage: 'vn', SiteName: 'demo-sports', MatchId: 51234, BetType: 1, Recommend: false },
    result: { IsPlaceBetSuccess: false, ErrorResult: { ErrorCode: 'B010', Details: { NewOffer: { Price: 1.9 } } } },
  },
  GetSingleTicket: { request: { SportType: 1, MarketId: 778899, Key: 'h', SiteName: 'demo-sports', BetFrom: 'x' }, result: { IsGetSingleTicketSuccess: true, SuccessResult: { Price: 1.95, MinBet: 10, MaxBet: 5000 }, ErrorResult: null } },
  GetAllSportBetType: { request: {}, result: { SportBetTypes: [{ SportType: 1, BetType: 1, BetTypeName: 'Handicap' }, { SportType: 1, BetType: 222, BetTypeName: 'Next 5 minutes' }] } },
  GetBetDetails: {
    request: { MatchId: 51234, SiteName: 'demo-sports', UserLanguage: 'vn' },
    result: { SuccessResult: [{ BetTypeName: 'Handicap', KeyName: 'Reds', BetChoice: 'Reds -0.5', Price: 1.95, OddsType: 3, OddsStake: 100, Payout: 195, TransTime: '2026-01-01T20:05:00Z', SportType: 1, MarketId: 778899, Key: 'h', BetType: 1 }], ErrorResult: null },
  },
  GetPromotedOdds: {
    request: { MatchId: 51234, Language: 'vn', AnchorId: 12 },
    result: { PromotedOdds: [{ PromotedOddsId: 31, MatchId: 51234, AnchorId: 12, Language: 'vn', KeyName: 'Over', Point: 2.5, OddsPrice: 1.88, BetTypeName: 'Over/Under', ShowCategory: 1, SportType: 1, MarketId: 778900, BetType: 3, MarketKey: 'o', MilliSecondsRemaining: 60000 }] },
  },
  CheckAllowPromotedOdds: { request: {}, result: { IsAllowPromotedOdds: true } },
  // tutorial, jackpot
  GetNeedShowTutorial: { request: { CustomerId: '1001' }, result: { IsNeedShowTutorial: true } },
  SetTutorialSeen: { request: {}, result: { IsTutorialSeen: true } },
  GetJackpot: { request: {}, result: { Jackpots: [{ MatchId: 51234, TotalPrize: 100000 }] } },
  AddJackpot: { request: { MatchId: 51234, Amount: 12.5 }, result: { MatchId: 51234, TotalPrize: 101250, Rooms: 2 } },
  // streaming
  GetStreaming: {
    request: { MatchId: 51234, UserLanguage: 'vn', StreamerIds: '12,14', StreamingPluginType: 2, ExclusiveStreamerType: null, MaskedStreamingSrc: null },
    result: { MatchId: 51234, AnchorStreamingDtos: [channel], GameStreamingDtos: [{ ...channel, StreamingSource: 11, AnchorId: 0, AnchorName: null, StreamingProvider: null, VideoConfig: null }], BroadcastStreamingDtos: [], TeamInfo: { HomeName: 'Reds', AwayName: 'Blues', HomeIconUrl: null, AwayIconUrl: null }, MatchStatus: 1, SlmtUrl: null, IsESport: false },
  },
  GetAgoraInfo: { request: { matchId: '51234' }, result: agora },
  GetAgoraInfoForStreamer: { request: matchInfo, result: agora },
  GetAgoraInfoForPreview: { request: matchInfo, result: agora },
  GetBytePlusInfoForStreamer: { request: matchInfo, result: { AppId: 'app-b', ChannelName: 'ch-12', UserId: 1001 } },
  GetEntertainmentAgoraInfo: { request: { ...matchInfo, MatchId: 900, ProgramType: 2 }, result: agora },
  GetSportsEventStreaming: { request: { eventId: '51234', siteId: '0', isExclusive: 'false' }, result: { Url: 'https://twitch.tv/x', ErrorCode: null } },
  GetEventStreaming: { request: { EventId: '51234' }, result: { Url: null, ErrorCode: 'S404' } },
  GetHost: { request: {}, result: { Host: 'http://localhost:8080' } },
  GetGameStreamingUrl: { request: { Source: '11', MatchId: '51234', SiteId: '4283400', Language: 'en' }, result: { Url: '/media/live/index.m3u8', ErrorCode: null } },
  GetESportStreamingUrl: { request: { EventId: '51234', SiteId: '0', IsExclusive: 'false' }, result: { Url: 'https://youtube.com/x', ErrorCode: null } },
  GetBroadcasterToken: { request: { MatchId: 51234, BroadcasterId: 2, Language: 'vn', CustId: 'c-1001' }, result: { Token: 'tok-b' } },
  // programmes
  GetEntertainmentPrograms: { request: { ExclusiveStreamerType: null }, result: { StreamerProgramSchedule: [programme] } },
  CheckProgramStatus: { request: { EventId: '900' }, result: { IsOpen: true } },
  GetStreamingSetting: { request: { EventId: '900' }, result: { StreamerName: 'Mai', Url: '/media/live/index.m3u8', ClientId: null, StreamingId: 'ch-14' } },
  EnterProgram: { request: { EventId: 900, Token: 'tok' }, result: { IsSuccess: true } },
  LeaveProgram: { request: { EventId: 900, Token: 'tok' }, result: { IsSuccess: true } },
  // schedule, streamers
  GetStreamerScheduleInfo: { request: { UserLanguage: 'vn', ExclusiveStreamerType: 1 }, result: { StreamerScheduleInfoDtos: [scheduleItem] } },
  GetStreamerScheduleInfoQuery: { request: { UserLanguage: 'vn' }, result: { StreamerScheduleInfoDtos: [{ ...scheduleItem, DataType: 2, EventId: 900, Status: 1 }] } },
  GetProgramList: { request: { SiteId: '4283400', UserLanguage: 'en', IsShowMore: 'false' }, result: { Programs: [scheduleItem] } },
  GetStreamerList: { request: { StreamerLanguage: 'vn,th', Status: 'true' }, result: { StreamerDtos: [{ Id: 12, ImageUrl: null, Name: 'Linh', Language: 'vn', Tag: 1, Intro: 'Football nerd', TagName: 'hot' }] } },
  GetStreamerDetail: { request: { Id: '12' }, result: { StreamerDetailDto: { Name: 'Linh', ImageUrl: null, Intro: 'Football nerd', Tag: 2, TagName: 'new', AnchorFeatures: [{ Id: 1, Star: 5, Content: 'Tactics' }], AnchorPhotos: [{ Id: 1, ImageUrl: '/media/anchors/12-1.jpg' }] } } },
  GetWebBannerUrl: { request: { userLanguage: 'en' }, result: { MobileUrl: '/media/banner/m.png', DesktopUrl: '/media/banner/d.png' } },
  // promotions, feedback, leaderboard
  GetPromotion: { request: { Id: '5', UserLanguage: 'en' }, result: { Promotion: promotion } },
  GetPromotionList: { request: { UserLanguage: 'en' }, result: { Promotions: [{ PromotionId: 5, PromotionName: 'New year cup', Status: 2, EntryImgUrl: null }] } },
  CreateFeedbackRating: { request: { MatchId: 51234, AnchorId: 12, ProgramType: 1, Rating: 4, Feedback: '' }, result: { IsSuccess: true } },
  GetUserFeedbackInfo: { request: { CustomerId: '1001' }, result: { IsShowFeedback: false } },
  GetLeaderBoard: {
    request: { CurrencyId: '20' },
    result: { LeaderBoardResult: [{ NickName: 'Lucky88', Score: 900, IsMe: true, LeaderBoardDate: 'CurrentWeek' }], LeaderBoardDateRangeDto: [{ LeaderBoardDate: 'LastWeek', IsShowLast: true, DateRange: '12/22-12/28' }] },
  },
  GetPersonalRank: { request: {}, result: { PersonalRankDto: [{ LeaderBoardDate: 'CurrentWeek', Rank: 7, Score: 900 }, { LeaderBoardDate: 'CurrentMonth', Rank: null, Score: 0 }], Nickname: 'Lucky88' } },
  GetShowLeaderBoard: { request: {}, result: { IsShowLeaderBoard: true } },
  // fast market
  GetFastMarketStreamUrl: { request: { MatchId: '51234', Token: 'tok', Language: 'en' }, result: { Url: '/FastMarket/Stream?MatchId=51234&Token=tok&Language=en' } },
  FastMarketStream: {
    request: { MatchId: '51234', Token: 'tok', Language: 'en' },
    result: { add: [{ marketId: 5001, betTypeName: 'Next 5 minutes', selections: [{ key: '2', keyName: 'Goal', point: null, oddsPrice: 3.2 }, { key: '-2', keyName: 'No goal', point: null, oddsPrice: 1.3 }] }], change: [], remove: [5000] },
  },
  // licensee and demo (declared elsewhere; samples here so the contract test covers them)
  VerifyLicenseeToken: { request: { Token: 'tok' }, result: { IsUserLogin: true } },
  CheckSiteGroup: { request: {}, result: { GroupName: 'site-4283400' } },
  GetUserToken: { request: {}, result: { Token: 'odds-tok', OddsType: 3, CustomerId: 1001, SiteId: 4283400, SiteName: 'Sideline Sportsbook', CurrencyId: 1, CurrencyName: 'USD' } },
  GetDirectToken: { request: {}, result: { Token: 'bearer-tok' } },
  GetNickname: { request: {}, result: { Nickname: null } },
  UpdateNickname: { request: { Nickname: ' Lucky88 ' }, result: { Nickname: 'Lucky88' } },
  GetFeatureSetting: { request: { Name: 'EnabledPromotionEntry' }, result: { Data: true } },
  GetBatchFeatureSetting: { request: { Names: 'EnabledGV,FeedbackSetting' }, result: { Data: { EnabledGV: true, FeedbackSetting: { Minute: 10, Probability: 30 } } } },
  GetPostWall: {
    request: { Id: '12', UserLanguage: 'en' },
    result: { Posts: [
      { PostId: 4, Type: 'photo', Content: 'Match day!', PublishTime: 1767225600000, Visibility: 'public', Locked: false, Rule: null, Amount: 0, VipLevel: null, GiftName: null, Media: [{ Url: '/media/uploads/ab.png', Kind: 'png' }] },
      { PostId: 3, Type: 'video', Content: 'Behind the scenes', PublishTime: 1767225000000, Visibility: 'restricted', Locked: true, Rule: 'gift', Amount: 2, VipLevel: null, GiftName: 'Heart', Media: [] },
    ] },
  },
  // live bet cards (issue 22)
  GetBetCards: { request: { MatchId: '51234', AnchorLanguage: 'vn', AnchorId: '12', GroupName: 'site-4283400' }, result: { Cards: [{ CardId: 7, MatchId: 51234, CustomerId: 1001, Timestamp: 1767300300000, MarketId: 5123401, Key: 'h', State: 'open', Price: 1.95, ShownPrice: 2.1, Followers: 3, Version: 4 }] } },
  FollowBetCard: {
    request: { CardId: 7, Price: 2.1, Stake: 20 },
    result: { IsPlaceBetSuccess: false, ErrorResult: { ErrorCode: 'BetCardPriceChanged', Details: { NewOffer: { Price: 1.95 } }, Message: 'The price changed from 2.10 to 1.95 — follow at 1.95?' }, BetId: null, Balance: null, Card: { CardId: 7, MatchId: 51234, CustomerId: 1001, Timestamp: 1767300300000, MarketId: 5123401, Key: 'h', State: 'open', Price: 1.95, ShownPrice: 2.1, Followers: 3, Version: 4 } },
  },
  OperatorSettleMarket: { request: { MarketId: 5123401, WinningKeys: ['h'] }, result: { MarketId: 5123401, Result: { h: 'won', a: 'lost' }, SettledBets: 2, Cards: 1 } },
};
