import { describe, expect, it } from 'vitest';
import {
  ALT_HUB_RECONNECT_DELAYS_MS, CHAT_HUB_RECONNECT_DELAYS_MS, CURRENCY_COIN, CURRENCY_DIAMOND, MATCH_ID_NO_TICKET_SHARING,
  SITE_ID_COIN, SITE_ID_LICENSEE, ENTERTAINMENT_SOURCE_LABELS, isViewingRecordSource, turnoverHintKey,
  GIFT_ID_PROFIT_SHARE, GIFT_ID_WISH_COIN, BET_TYPE_HIDE_POINT, BET_TYPE_FAST_MARKET, NICKNAME_MAX_LENGTH, HTTP_TIMEOUT_MS,
} from './constants';

describe('constants', () => {
  it('holds the special ids of the spec', () => {
    expect([SITE_ID_COIN, SITE_ID_LICENSEE, CURRENCY_COIN, CURRENCY_DIAMOND, MATCH_ID_NO_TICKET_SHARING]).toEqual([99, 4283400, 999, 998, 1688168]);
    expect([GIFT_ID_PROFIT_SHARE, GIFT_ID_WISH_COIN, BET_TYPE_HIDE_POINT, BET_TYPE_FAST_MARKET]).toEqual([152, 153, 646, 222]);
    expect(NICKNAME_MAX_LENGTH).toBe(20);
    expect(HTTP_TIMEOUT_MS).toBe(30_000);
  });

  it('has both reconnect profiles', () => {
    expect(CHAT_HUB_RECONNECT_DELAYS_MS).toEqual([0, 0, 10_000]);
    expect(ALT_HUB_RECONNECT_DELAYS_MS).toEqual([0, 2_000, 10_000, 30_000]);
  });

  it('labels entertainment sources 24-28', () => {
    expect(ENTERTAINMENT_SOURCE_LABELS).toEqual({ 24: 'CN', 25: 'VN', 26: 'TH', 27: 'ID', 28: 'PH' });
  });

  it.each([
    [0, true], [30, true], [11, false], [13, false], [19, false], [31, false], [32, false], ['twitch', false], ['huya', false],
  ] as const)('viewing record for source %j: %j', (src, out) => expect(isViewingRecordSource(src)).toBe(out));

  it.each([
    [{ siteId: 1, turnoverZero: true, giftAllowed: true, isMatch: true }, 'chat-limit-hint-1-1-1'],
    [{ siteId: 1, turnoverZero: false, giftAllowed: true, isMatch: false }, 'chat-limit-hint-2-1-2'],
    [{ siteId: 1, turnoverZero: false, giftAllowed: false, isMatch: true }, 'chat-limit-hint-2-2-1'],
    [{ siteId: 99, turnoverZero: false, giftAllowed: false, isMatch: true }, 'chat-limit-hint-3'],
  ])('turnover hint %j → %s', (args, key) => expect(turnoverHintKey(args)).toBe(key));
});
