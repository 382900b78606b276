import { describe, expect, it } from 'vitest';
import {
  ANCHOR_LANGUAGE_ORDER, ANIMATION_PRIORITY, DEFAULT_THEME, GiftCategory, HeartbeatCollectType, HubConnectionState,
  IndecentWordType, LayoutType, Language, MatchStatus, MenuItem, MessageType, OddsType, PlatformVariant, ProgramStatus,
  ProgramType, PromotionStatus, StreamingPluginType, StreamingProvider, Theme, ToolbarItem, VipLevel, Device, AdType,
  enumValues, isEnumValue,
} from './enums';

describe('enums carry the spec numbers', () => {
  it.each([
    ['Message', 1], ['Gift', 2], ['At', 3], ['Broadcast', 4], ['Welcome', 5], ['SpecialGift', 6], ['FollowPromotedOdds', 7],
    ['Sticker', 8], ['CoinGift', 9], ['ShowingTicket', 10], ['FollowPlayerTicket', 11], ['Jackpot', 12], ['AIArmy', 13],
    ['NBALottery', 14], ['Wheel', 15], ['LuckyBox', 16], ['WishCoin', 17], ['ProfitShare', 18],
  ] as const)('MessageType.%s = %i', (k, v) => expect(MessageType[k]).toBe(v));

  it('has MessageType 1-18 with no gap', () => {
    expect(enumValues(MessageType)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
  });

  it.each([
    [ProgramType, { Match: 1, Entertainment: 2, Broadcast: 3 }],
    [StreamingPluginType, { OnlyStreaming: 1, StreamingAndChatroom: 2, OnlyChatroom: 3 }],
    [MatchStatus, { Running: 1, NotStart: 2, End: 3, Canceled: 4, NonLive: 5 }],
    [ProgramStatus, { Live: 1, NotStart: 2, End: 3, Preview: 4 }],
    [PromotionStatus, { Draft: 1, InProgress: 2, NotStarted: 3, Finished: 4 }],
    [OddsType, { MY: 1, CN: 2, DEC: 3, INDO: 4, US: 5 }],
    [StreamingProvider, { A: 3, B: 4 }],
    [GiftCategory, { Normal: 1, Activity: 2, Vip: 3, NewUser: 4, Roulette: 5, LuckyBox: 6, ProfitShare: 8, WishCoin: 9 }],
    [LayoutType, { Vertical: 0, Horizontal: 1 }],
    [Device, { Desktop: 1, Mobile: 2 }],
    [AdType, { Video: 1, Image: 2 }],
    [IndecentWordType, { Anywhere: 1, WholeWord: 2 }],
    [HeartbeatCollectType, { None: 0, ExpandedChatroom: 1, StreamerViewingRecord: 2, BulletViewingRecord: 4 }],
  ] as const)('%j', (e, expected) => expect(e).toEqual(expected));

  it('has VIP levels 0-10 and themes 1-6 with default 5', () => {
    expect(enumValues(VipLevel)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(enumValues(Theme)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(DEFAULT_THEME).toBe(5);
  });

  it('makes heartbeat flags additive', () => {
    const all = HeartbeatCollectType.ExpandedChatroom | HeartbeatCollectType.StreamerViewingRecord | HeartbeatCollectType.BulletViewingRecord;
    expect(all).toBe(7);
  });

  it('lists languages, anchor languages and hub states as the spec orders them', () => {
    expect(enumValues(Language)).toEqual(['cn', 'en', 'vn', 'th', 'id', 'ph']);
    expect(ANCHOR_LANGUAGE_ORDER).toEqual(['all', 'vn', 'th', 'cn', 'id', 'ph']);
    expect(enumValues(HubConnectionState)).toEqual(['Disconnected', 'Connecting', 'Connected', 'Disconnecting', 'Reconnecting']);
  });

  it('has the eleven platform variants, ten toolbar items and five menu items', () => {
    expect(enumValues(PlatformVariant)).toHaveLength(11);
    expect(enumValues(ToolbarItem)).toEqual(['StreamerName', 'Source', 'GV', 'Refresh', 'Voice', 'Chatroom', 'Menu', 'Leaderboard', 'Streamer', 'Promotion']);
    expect(enumValues(MenuItem)).toEqual(['GiftEffect', 'BulletChat', 'Nickname', 'Disclaimer', 'Tutorial']);
  });

  it('orders animation priorities: lucky-box open first, VIP welcome last', () => {
    expect(ANIMATION_PRIORITY.luckyBoxOpen).toBe(1);
    expect(ANIMATION_PRIORITY.gift).toBe(2);
    expect(ANIMATION_PRIORITY.wishCoin).toBe(2);
    expect(ANIMATION_PRIORITY.profitShare).toBe(2);
    expect(ANIMATION_PRIORITY.vipWelcome).toBe(3);
  });

  it('guards values', () => {
    expect(isEnumValue(MessageType, 18)).toBe(true);
    expect(isEnumValue(MessageType, 19)).toBe(false);
    expect(isEnumValue(MessageType, '1')).toBe(false);
  });
});
