import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  AdInfo, BroadcastData, Broadcaster, ChatroomInfo, FastMarketMessage, FreeViewRecord, GiftSelection, LivePrograms, LobbyItem,
  LuckyBoxWinner, MatchOpenState, PromotedOddsCancel, SettleResult, SharedTicket, TicketInfo, Timer, UserInfo, ChatMessage,
  StreamingSourceItem,
} from './index';
import { chatMessage } from '../calls/samples';

/** Entities that no call result covers, each with a realistic sample and a broken one. */
const cases: [string, z.ZodType, unknown, unknown][] = [
  ['UserInfo', UserInfo, { Nickname: null, NicknameColor: 3, CurrencyId: 999, CurrencyName: 'COIN', EnableSingleWallet: true, Token: 't', Vip: 0 }, { Nickname: 'x', NicknameColor: 11, CurrencyId: 1, CurrencyName: 'x', EnableSingleWallet: true, Token: 't', Vip: 0 }],
  ['ChatroomInfo', ChatroomInfo, {
    MatchId: 51234, AnchorId: 12, AnchorLanguage: 'vn', GroupName: 'g', ProgramType: 1, SiteId: 4283400, SiteName: 's', SmartUrl: 'http://localhost:5174',
    CustomerId: 1001, IsUserLogin: true, IsLicenseeChatroom: true, WatchTimeLimit: 300, StreamingPluginType: 2, BetFrom: 'x', CanUpdateNickname: true,
    IsAllowSendGift: true, IsAllowShowingTicket: true, EnableDefaultOpenChatroom: false, IsDarkMode: true, StreamerName: 'Linh', StreamerIds: '12',
    ExclusiveStreamerType: null, IsFocusGV: false, IsHideTitle: false, FocusSource: null, MaskedStreamingSrc: null, ChatroomReferer: null, LayoutType: 0,
    Title: 'Reds v Blues', IsHaveLiveMatch: true,
  }, { MatchId: 'x' }],
  ['GiftSelection', GiftSelection, { Id: 7, Amount: 10, IsShowTicket: false }, { Id: 7, Amount: 10, Count: 0, IsShowTicket: false }],
  ['TicketInfo', TicketInfo, { FollowNickname: 'Linh', SportType: 1, MarketId: 1, BetType: 646, BetTypeName: 'x', MarketKey: 'h', OddsPrice: 1.9, KeyName: 'Reds', Point: null, Language: 'vn', PromotedOddsId: 3, Recommend: true, IsSubmit: false }, { SportType: 1 }],
  ['SharedTicket', SharedTicket, { SportType: 1, MarketId: 1, Key: 'h', Price: 1.9, BetChoice: null, KeyName: 'Reds', BetType: 1, BetTypeName: 'Handicap', OddsType: 3, OddsStake: 100 }, { SportType: 1, MarketId: 1 }],
  ['MatchOpenState', MatchOpenState, { IsMatchOpen: true, IsGiftDisable: false }, { IsMatchOpen: 'yes' }],
  ['FreeViewRecord', FreeViewRecord, [{ MatchId: 1, Seconds: 120 }], [{ MatchId: 1, Seconds: -1 }]],
  ['AdInfo', AdInfo, { Url: '/media/ad.mp4', Type: 1 }, { Url: '/x', Type: 3 }],
  ['PromotedOddsCancel', PromotedOddsCancel, { MatchId: 1, MarketId: 2, Language: 'vn', AnchorId: 3 }, { MatchId: 1 }],
  ['LuckyBoxWinner', LuckyBoxWinner, { MatchId: 1, LuckyBoxId: 2, GiftInfoId: 7, Nickname: 'n', StreamerName: null, DrawTime: '2026-01-01T00:00:00Z' }, {}],
  ['LobbyItem', LobbyItem, { MatchId: 1, AnchorId: 2, AnchorName: null, AnchorImageUrl: null, LeagueName: 'L', HomeTeamIconUrl: null, AwayTeamIconUrl: null, MatchStatus: 5, UserLocalEventDate: '01/01', UserLocalEventTime: '20:00' }, { MatchId: 1, MatchStatus: 6 }],
  ['LivePrograms', LivePrograms, { LiveMatchIds: [1, 2], LiveEntertainmentEventIds: [] }, { LiveMatchIds: ['1'] }],
  ['SettleResult', SettleResult, { Period: '20:05-20:10', SettleAmount: 12.5, IsShowProfitShareModal: true, IsShowWishCoinModal: false }, { Period: 'x' }],
  ['Broadcaster', Broadcaster, { BroadcasterId: 2, Language: 'vn', Style: 3, Name: 'Tuan' }, { BroadcasterId: 2, Language: 'vn', Style: 4, Name: 'x' }],
  ['BroadcastData', BroadcastData, { AppId: 'a', ChannelName: 'c', Token: 't', UserId: 1, Category: 1, MatchId: 1, BroadcasterId: 2, BroadcasterLanguage: 'vn', CustId: 'c1', IsAutoplay: false }, { AppId: 'a' }],
  ['Timer', Timer, { id: 'a', isRunning: true, isPaused: false, remaining: 60 }, { id: 'a', isRunning: true, isPaused: false, remaining: -1 }],
  ['ChatMessage', ChatMessage, chatMessage, { ...chatMessage, Type: 0 }],
  ['StreamingSourceItem', StreamingSourceItem, { StreamingSource: 'twitch', StreamingUrl: null, StreamingType: 1, OrderBy: 1, Language: 'en', AnchorId: 0, StreamingId: null, VideoConfig: null }, { StreamingSource: true }],
];

describe('entities', () => {
  it.each(cases)('%s accepts a realistic sample and refuses a broken one', (_name, schema, good, bad) => {
    const ok = schema.safeParse(good);
    expect(ok.error?.issues ?? []).toEqual([]);
    expect(schema.safeParse(bad).success).toBe(false);
  });

  it('defaults UserLanguage to en and gift Count to 1', () => {
    expect((UserInfo.parse(cases[0]![2]) as { UserLanguage: string }).UserLanguage).toBe('en');
    expect(GiftSelection.parse({ Id: 7, Amount: 10, IsShowTicket: false }).Count).toBe(1);
  });

  it('fills missing fast-market lists', () => {
    expect(FastMarketMessage.parse({ remove: [3] })).toEqual({ add: [], change: [], remove: [3] });
  });
});
