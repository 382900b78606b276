import { describe, expect, it } from 'vitest';
import { allCalls } from './index';
import type { CallDef } from './define';
import { callSamples } from './samples';
import * as chat from './chat';
import * as moderation from './moderation';
import * as heartbeat from './heartbeat';
import * as wallet from './wallet';
import * as gifts from './gifts';
import * as luckyBox from './lucky-box';
import * as stickers from './stickers';
import * as vip from './vip';
import * as wheel from './wheel';
import * as betting from './betting';
import * as tickets from './tickets';
import * as promotedOdds from './promoted-odds';
import * as fastMarket from './fast-market';
import * as streaming from './streaming';
import * as schedule from './schedule';
import * as streamers from './streamers';
import * as programmes from './programmes';
import * as promotions from './promotions';
import * as leaderboard from './leaderboard';
import * as feedback from './feedback';
import * as tutorial from './tutorial';
import * as jackpot from './jackpot';
import * as operator from './operator';
import { envelope } from '../envelope';

const mine: CallDef[] = [
  chat, moderation, heartbeat, wallet, gifts, luckyBox, stickers, vip, wheel, betting, tickets, promotedOdds,
  fastMarket, streaming, schedule, streamers, programmes, promotions, leaderboard, feedback, tutorial, jackpot, operator,
].flatMap((m) => Object.values(m).filter((v): v is CallDef => typeof v === 'object' && v !== null && 'path' in v && 'request' in v));

describe('call registry', () => {
  it('contains every call declared in the feature modules', () => {
    for (const c of mine) expect(allCalls).toContain(c);
    expect(mine.length).toBeGreaterThanOrEqual(60);
  });

  it('gives every call a unique name', () => {
    const names = allCalls.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives every call a unique method + path (case-insensitive)', () => {
    const keys = allCalls.map((c) => `${c.method} ${c.path.toLowerCase()}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('writes paths as absolute relative paths without query strings', () => {
    for (const c of allCalls) expect(c.path, c.name).toMatch(/^\/[A-Za-z0-9/_-]+$/);
  });

  it('makes every paid call a POST that requires auth and an Idempotency-Key', () => {
    const paid = allCalls.filter((c) => c.paid);
    expect(paid.map((c) => c.name)).toEqual(expect.arrayContaining([
      'SendGift', 'PurchaseLuckyBox', 'SendWishCoin', 'SendProfitShare', 'PlaceBet', 'SpinWheel',
    ]));
    for (const c of paid) {
      expect(c.method, c.name).toBe('POST');
      expect(c.headers.auth, c.name).toBe('required');
      expect(c.headers.extraHeaders, c.name).toContain('Idempotency-Key');
    }
  });

  it('does not ask for an Idempotency-Key on calls that move no money', () => {
    for (const c of allCalls.filter((x) => !x.paid)) expect(c.headers.extraHeaders ?? [], c.name).not.toContain('Idempotency-Key');
  });

  it('flags exactly the /Entertainment/ calls as entertainment', () => {
    for (const c of allCalls) expect(Boolean(c.entertainment), c.name).toBe(c.path.startsWith('/Entertainment/'));
  });

  it('exempts the event-streaming and host lookups from auth headers', () => {
    for (const path of ['/GetEventStreaming', '/GetHost', '/sports/v4/GetEventStreaming']) {
      expect(allCalls.find((c) => c.path === path)?.headers.auth).toBe('none');
    }
  });

  it('declares every operator route, each behind the Operator-Key header', () => {
    const ops = allCalls.filter((c) => c.headers.auth === 'operator');
    expect(ops.map((c) => c.path).sort()).toEqual([
      '/Analytics/DailyReport', '/Operator/FastMarket/DropStreams', '/Operator/FastMarket/OpenRound', '/Operator/FastMarket/SettleRound', '/Operator/Jackpot/Add',
      '/Operator/Markets', '/Operator/MatchChatSettings', '/Operator/MatchEvent', '/Operator/MuteCustomer', '/Operator/PromotedOdds/Cancel', '/Operator/PromotedOdds/Delete',
      '/Operator/PromotedOdds/Push', '/Operator/SetChatroomStatus', '/Operator/SetJurisdictionProfile', '/Operator/SetLiveStatus',
      '/Operator/SetMarketState', '/Operator/SetPlayerGamblingState', '/Operator/SetPlayerStatus', '/Operator/SettleMarket', '/Operator/Wheel/SetOpen',
    ]);
    for (const c of allCalls.filter((x) => x.path.startsWith('/Operator/'))) expect(c.headers.auth, c.name).toBe('operator');
    for (const c of ops) expect(c.paid, c.name).toBeFalsy();
  });

  it('sends the IsSchedule header on the schedule call and Widget/ProgramType on programmes', () => {
    expect(schedule.GetStreamerScheduleInfo.headers.extraHeaders).toContain('IsSchedule');
    expect(programmes.GetEntertainmentPrograms.headers.extraHeaders).toEqual(['Widget', 'ProgramType']);
  });
});

describe('call schemas accept realistic samples', () => {
  it('has a sample for each call of this package', () => {
    for (const c of mine) expect(callSamples[c.name], c.name).toBeDefined();
  });

  for (const [name, sample] of Object.entries(callSamples)) {
    it(name, () => {
      const call = allCalls.find((c) => c.name === name);
      expect(call, `no call named ${name}`).toBeDefined();
      const req = call!.request.safeParse(sample.request);
      expect(req.error?.issues ?? [], 'request').toEqual([]);
      const res = envelope(call!.result).safeParse({ Code: 200, Result: sample.result, Error: null });
      expect(res.error?.issues ?? [], 'result').toEqual([]);
    });
  }
});

describe('call schemas refuse bad input', () => {
  it('refuses a gift Message that is not a gift id', () => {
    const s = callSamples.SendGift!.request as Record<string, unknown>;
    expect(gifts.SendGift.request.safeParse({ ...s, Message: 'abc' }).success).toBe(false);
  });

  it('refuses a zero or negative stake', () => {
    const s = callSamples.PlaceBet!.request as Record<string, unknown>;
    expect(betting.PlaceBet.request.safeParse({ ...s, Stake: 0 }).success).toBe(false);
    expect(betting.PlaceBet.request.safeParse({ ...s, Stake: -5 }).success).toBe(false);
  });

  it('refuses a blank chat message and an unknown message type', () => {
    const s = callSamples.MessagePush!.request as Record<string, unknown>;
    expect(chat.MessagePushCall.request.safeParse({ ...s, Message: '   ' }).success).toBe(false);
    // 19 (MatchEvent) is a type of ours the server posts; MessagePush refuses it with 400 Type (CLIENT_MESSAGE_TYPES).
    expect(chat.MessagePushCall.request.safeParse({ ...s, Type: 20 }).success).toBe(false);
  });

  it('refuses a profit share with 3 decimals or nothing to share', () => {
    const s = callSamples.SendProfitShare!.request as { SendProfitShareInfoModel: { Amount: number } };
    expect(gifts.SendProfitShare.request.safeParse({ ...s, SendProfitShareInfoModel: { Amount: 1.234 } }).success).toBe(false);
    expect(gifts.SendProfitShare.request.safeParse({ ...s, SendProfitShareInfoModel: { Amount: 0 } }).success).toBe(false);
  });

  it('refuses a feedback rating outside 1-5', () => {
    const s = callSamples.CreateFeedbackRating!.request as Record<string, unknown>;
    expect(feedback.CreateFeedbackRating.request.safeParse({ ...s, Rating: 0 }).success).toBe(false);
    expect(feedback.CreateFeedbackRating.request.safeParse({ ...s, Rating: 6 }).success).toBe(false);
  });

  it('refuses non-integer query ids', () => {
    expect(chat.CheckMatchStatus.request.safeParse({ MatchId: 'abc' }).success).toBe(false);
    expect(chat.CheckMatchStatus.request.safeParse({ MatchId: '' }).success).toBe(false);
  });

  it('coerces query strings to typed values', () => {
    expect(streamers.GetStreamerList.request.parse({ StreamerLanguage: 'vn,th', Status: 'false' })).toEqual({ StreamerLanguage: ['vn', 'th'], Status: false });
    expect(schedule.GetProgramList.request.parse({ SiteId: '99', UserLanguage: 'en' })).toEqual({ SiteId: 99, UserLanguage: 'en', IsShowMore: false });
  });

  it('tolerates extra fields the client sends', () => {
    const s = callSamples.PlaceBet!.request as Record<string, unknown>;
    expect(betting.PlaceBet.request.safeParse({ ...s, BetChoice: 'x', OddsType: 3 }).success).toBe(true);
  });
});
