import { FAST_MARKET_GOAL_NAMES, fastMarketGoalType, fastMarketSelectionName } from './enums';
import { describe, expect, it } from 'vitest';
import {
  ANCHOR_LANGUAGE_ORDER, ANIMATION_PRIORITY, DEFAULT_THEME, GiftCategory, HeartbeatCollectType, HubConnectionState,
  IndecentWordType, LayoutType, Language, MatchStatus, MenuItem, MessageType, OddsType, PlatformVariant, ProgramStatus,
  ProgramType, PromotionStatus, StreamingPluginType, StreamingProvider, Theme, ToolbarItem, VipLevel, Device,
  enumValues, isEnumValue,
} from './enums';

/**
 * Spec pins: every wire number and list of names the spec states, each beside the sentence it
 * pins (C: spec/chatroom-and-streaming.md, S: spec/schedule-promotions-fast-market.md). A pin
 * fails when the code drifts from the sentence; change both together.
 */
const pins: Array<[sentence: string, actual: unknown, expected: unknown]> = [
  ['C: Message types (numeric): Message 1, Gift 2, At 3, Broadcast 4, Welcome 5, SpecialGift 6, FollowPromotedOdds 7, Sticker 8, (a coin-site gift type) 9, ShowingTicket 10, FollowPlayerTicket 11, Jackpot 12, AIArmy 13, NBALottery 14, Wheel 15, LuckyBox 16, WishCoin 17, ProfitShare 18.',
    // The spec's eighteen; MatchEvent 19 is ours (issue 22 item 3) and checked below.
    Object.fromEntries(Object.entries(MessageType).filter(([name]) => name !== 'MatchEvent')), {
      Message: 1, Gift: 2, At: 3, Broadcast: 4, Welcome: 5, SpecialGift: 6, FollowPromotedOdds: 7, Sticker: 8, CoinGift: 9, ShowingTicket: 10,
      FollowPlayerTicket: 11, Jackpot: 12, AIArmy: 13, NBALottery: 14, Wheel: 15, LuckyBox: 16, WishCoin: 17, ProfitShare: 18,
    }],
  ['C: ProgramType (Match 1, Entertainment 2, Broadcast 3)', ProgramType, { Match: 1, Entertainment: 2, Broadcast: 3 }],
  ['S: Streaming plugin types: OnlyStreaming 1, StreamingAndChatroom 2, OnlyChatroom 3.', StreamingPluginType, { OnlyStreaming: 1, StreamingAndChatroom: 2, OnlyChatroom: 3 }],
  ['S: Match status: Running 1, NotStart 2, End 3, Canceled 4, NonLive 5.', MatchStatus, { Running: 1, NotStart: 2, End: 3, Canceled: 4, NonLive: 5 }],
  ['S: Programme status: Live 1, NotStart 2, End 3, Preview 4.', ProgramStatus, { Live: 1, NotStart: 2, End: 3, Preview: 4 }],
  ['S: Promotion status: Draft 1, InProgress 2, NotStarted 3, Finished 4.', PromotionStatus, { Draft: 1, InProgress: 2, NotStarted: 3, Finished: 4 }],
  ['C: odds types 1 MY, 2 CN, 3 DEC, 4 INDO, 5 US', OddsType, { MY: 1, CN: 2, DEC: 3, INDO: 4, US: 5 }],
  ['S: Providers: provider A 3, provider B 4.', StreamingProvider, { A: 3, B: 4 }],
  ['C: Categories: Normal 1, Activity 2, Vip 3, NewUser 4, Roulette 5, LuckyBox 6, ProfitShare 8, WishCoin 9.', GiftCategory,
    { Normal: 1, Activity: 2, Vip: 3, NewUser: 4, Roulette: 5, LuckyBox: 6, ProfitShare: 8, WishCoin: 9 }],
  ['C: layout Vertical 0, Horizontal 1', LayoutType, { Vertical: 0, Horizontal: 1 }],
  ['C: devices Desktop 1, Mobile 2', Device, { Desktop: 1, Mobile: 2 }],
  ['C: Indecent words: type 1 matched anywhere (special characters escaped), type 2 only as whole words', IndecentWordType, { Anywhere: 1, WholeWord: 2 }],
  ['C: Heartbeat collect types are additive: expanded chatroom, streamer viewing record, bullet viewing record (flags 0, 1, 2, 4).', HeartbeatCollectType,
    { None: 0, ExpandedChatroom: 1, StreamerViewingRecord: 2, BulletViewingRecord: 4 }],
  ['C: VIP levels 0-10', enumValues(VipLevel), [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
  ['C: themes 1-6 (default 5)', [enumValues(Theme), DEFAULT_THEME], [[1, 2, 3, 4, 5, 6], 5]],
  ['S: The interface exists in six languages: cn, en, id, th, vn and ph (ph carries English text).', [...enumValues(Language)].sort(), ['cn', 'en', 'id', 'ph', 'th', 'vn']],
  ['S: Anchor language list order: All, VN, TH, CN, ID, PH.', ANCHOR_LANGUAGE_ORDER, ['all', 'vn', 'th', 'cn', 'id', 'ph']],
  ['C: States: Disconnected, Connecting, Connected, Disconnecting, Reconnecting.', enumValues(HubConnectionState),
    ['Disconnected', 'Connecting', 'Connected', 'Disconnecting', 'Reconnecting']],
  ['C: Platform variants deciding which toolbar and menu items show: Widget, WidgetMobileENTVertical, WidgetMobileENTHorizontal, WidgetDesktopENTVertical, WidgetDesktopENTHorizontal, Plugin, Credit, MobileENTVertical, MobileENTHorizontal, DesktopENTVertical, DesktopENTHorizontal.',
    enumValues(PlatformVariant).length, 11],
  ['C: Toolbar items: StreamerName, Source, GV, Refresh, Voice, Chatroom, Menu, Leaderboard, Streamer, Promotion.', enumValues(ToolbarItem),
    ['StreamerName', 'Source', 'GV', 'Refresh', 'Voice', 'Chatroom', 'Menu', 'Leaderboard', 'Streamer', 'Promotion']],
  ['C: Menu items: GiftEffect, BulletChat, Nickname, Disclaimer, Tutorial.', enumValues(MenuItem), ['GiftEffect', 'BulletChat', 'Nickname', 'Disclaimer', 'Tutorial']],
  ['C: Priority 1 for lucky-box open [...]; 2 for gift, wish coin, profit share; 3 for VIP welcome.',
    [ANIMATION_PRIORITY.luckyBoxOpen, ANIMATION_PRIORITY.gift, ANIMATION_PRIORITY.wishCoin, ANIMATION_PRIORITY.profitShare, ANIMATION_PRIORITY.vipWelcome], [1, 2, 2, 2, 3]],
];

describe('enums pin the spec', () => {
  it.each(pins)('%s', (_sentence, actual, expected) => expect(actual).toEqual(expected));

  it('isEnumValue accepts members only, by value and type', () => {
    expect(isEnumValue(MessageType, 18)).toBe(true);
    expect(isEnumValue(MessageType, 19)).toBe(true);
    expect(MessageType.MatchEvent).toBe(19);
    expect(isEnumValue(MessageType, 20)).toBe(false);
    expect(isEnumValue(MessageType, '1')).toBe(false);
  });
});

describe('fast-market goal-type key mapping (schedule spec section 9)', () => {
  it('names every ±type: 2 goal, 4 corner, 8 free-kick, 16 goal-kick, 32 throw-in, 128 penalty', () => {
    expect(Object.keys(FAST_MARKET_GOAL_NAMES).map(Number)).toEqual([2, 4, 8, 16, 32, 128]);
    expect(fastMarketSelectionName('2')).toBe('Goal');
    expect(fastMarketSelectionName('-4')).toBe('No Corner');
    expect(fastMarketSelectionName('128')).toBe('Penalty');
    expect(fastMarketSelectionName('-32')).toBe('No Throw-in');
    expect(fastMarketGoalType('-16')).toBe(16);
    expect(fastMarketSelectionName('3')).toBeNull();
    expect(fastMarketSelectionName('h')).toBeNull();
  });
});
