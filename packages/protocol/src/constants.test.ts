import { describe, expect, it } from 'vitest';
import {
  ALT_HUB_RECONNECT_DELAYS_MS, CHAT_HUB_RECONNECT_DELAYS_MS, MATCH_ID_NO_TICKET_SHARING,
  SITE_ID_COIN, ENTERTAINMENT_SOURCE_LABELS, isViewingRecordSource, turnoverHintKey,
  GIFT_ID_PROFIT_SHARE, GIFT_ID_WISH_COIN, BET_TYPE_HIDE_POINT, BET_TYPE_FAST_MARKET, NICKNAME_MAX_LENGTH, HTTP_TIMEOUT_MS,
} from './constants';
import { entertainmentSourceOf, streamLanguageOf } from './stream-codes';

/**
 * Spec pins: the business constants of spec/chatroom-and-streaming.md section 9 (C) and
 * spec/schedule-promotions-fast-market.md (S), each beside the sentence it pins.
 */
const pins: Array<[sentence: string, actual: unknown, expected: unknown]> = [
  ['C: HTTP timeout 30 s', HTTP_TIMEOUT_MS, 30_000],
  ['C: Live connection: reconnect 0, 0, 10000 ms; [...] alternate profile 0, 2 s, 10 s, 30 s then stop',
    [CHAT_HUB_RECONNECT_DELAYS_MS, ALT_HUB_RECONNECT_DELAYS_MS], [[0, 0, 10_000], [0, 2_000, 10_000, 30_000]]],
  ['C: Nickname max 20.', NICKNAME_MAX_LENGTH, 20],
  ['C: Gift ids 152 (profit share) and 153 (wish coin).', [GIFT_ID_PROFIT_SHARE, GIFT_ID_WISH_COIN], [152, 153]],
  ['C: Bet type 646 hides point; fast-market 5-minute bet type id 222.', [BET_TYPE_HIDE_POINT, BET_TYPE_FAST_MARKET], [646, 222]],
  ['S: Site id 99 and match id 1688168 are special-cased.', [SITE_ID_COIN, MATCH_ID_NO_TICKET_SHARING], [99, 1688168]],
  ['C: Entertainment source labels: 24 CN, 25 VN, 26 TH, 27 ID, 28 PH.', ENTERTAINMENT_SOURCE_LABELS, { 24: 'CN', 25: 'VN', 26: 'TH', 27: 'ID', 28: 'PH' }],
];

describe('constants pin the spec', () => {
  it.each(pins)('%s', (_sentence, actual, expected) => expect(actual).toEqual(expected));

  // C: games are 11, 13, 19, 31, twitch, youtube, huya; broadcast 32; both excluded from viewing-record collection.
  it.each([
    [0, true], [30, true], [11, false], [13, false], [19, false], [31, false], [32, false], ['twitch', false], ['huya', false],
  ] as const)('viewing record for source %j: %j', (src, out) => expect(isViewingRecordSource(src)).toBe(out));

  // C: Turnover hint keys chat-limit-hint-{1|2}-{1|2}-{1|2} (turnover zero or not, gifting allowed or not, match or not); site 99 uses chat-limit-hint-3.
  it.each([
    [{ siteId: 1, turnoverZero: true, giftAllowed: true, isMatch: true }, 'chat-limit-hint-1-1-1'],
    [{ siteId: 1, turnoverZero: false, giftAllowed: true, isMatch: false }, 'chat-limit-hint-2-1-2'],
    [{ siteId: 1, turnoverZero: false, giftAllowed: false, isMatch: true }, 'chat-limit-hint-2-2-1'],
    [{ siteId: 99, turnoverZero: false, giftAllowed: false, isMatch: true }, 'chat-limit-hint-3'],
  ])('turnover hint %j → %s', (args, key) => expect(turnoverHintKey(args)).toBe(key));

  // C: Entertainment source labels 24 CN … 28 PH; Vietnam area names NV, CV, SV.
  it.each([['cn', 24], ['VN', 25], ['th', 26], ['id', 27], ['ph', 28], ['en', null], [null, null]] as const)('entertainment source of %j: %j', (lang, code) =>
    expect(entertainmentSourceOf(lang)).toBe(code));
  it.each([['nv', 'VN'], ['CV', 'VN'], ['sv', 'VN'], ['vn', 'VN'], ['th', 'TH']] as const)('stream language of %s: %s', (lang, out) =>
    expect(streamLanguageOf(lang)).toBe(out));
});
