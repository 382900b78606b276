import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { qInt, qIntList } from '@sideline/protocol';
import { makeTestApp } from '../testing/app';
import type { TestApp } from '../testing/app';
import { INT32_MAX, INT32_MIN, unstorableFields } from './storable';

/**
 * Regressions (found by the route fuzz on PostgreSQL, test-support/fuzz/routes.fuzz.scale.test.ts):
 * - an id beyond 32 bits (`?Id=1620360395599523`) passed validation and PostgreSQL refused it
 *   in the query ("value out of range for type integer") → HTTP 500 on 19 calls;
 * - text with U+0000 (`Message: 'hi\u0000'`) reached PostgreSQL ("invalid byte sequence for
 *   encoding UTF8: 0x00") → HTTP 500 on MessagePush, CreateFeedbackRating, BlockCustomer, …
 * The transport now refuses both with a 400 naming the field.
 */
describe('unstorableFields', () => {
  const schema = z.object({
    Id: qInt,
    Page: qInt.pipe(z.number().int().min(1)).optional(),
    Ids: qIntList,
    Model: z.object({ MatchId: z.number().int(), Amount: z.number().positive() }),
    Args: z.tuple([z.number().int(), z.string()]).nullable(),
  });
  const ok = { Id: 1, Ids: [1, 2], Model: { MatchId: INT32_MAX, Amount: 1e12 }, Args: [INT32_MIN, 'x'] };

  it('accepts integers in range and leaves decimals alone', () => {
    expect(unstorableFields(schema, schema.parse(ok))).toEqual([]);
  });

  it('lets bigint fields be wide (market ids are matchId × 100 + slot)', () => {
    const market = z.object({ MarketId: z.number().int(), MatchId: z.number().int() });
    expect(unstorableFields(market, { MarketId: 5123000101, MatchId: 51230001 })).toEqual([]);
  });

  it('lets lists of market ids and epoch-ms instants be wide too, but not their neighbours', () => {
    const body = z.object({ MarketIds: z.array(z.number().int()), OpenTime: z.number().int(), Ids: z.array(z.number().int()) });
    expect(unstorableFields(body, { MarketIds: [5123000101], OpenTime: 1_795_556_949_360, Ids: [1] })).toEqual([]);
    expect(unstorableFields(body, { MarketIds: [], OpenTime: 1, Ids: [5123000101] }).map((e) => e.Field)).toEqual(['Ids.0']);
  });

  it('names text with NUL characters, anywhere in the value', () => {
    const text = z.object({ A: z.string(), B: z.array(z.string()), C: z.object({ D: z.string().nullable() }) });
    expect(unstorableFields(text, { A: 'ok', B: ['x', 'y\u0000'], C: { D: '\u0000' } }).map((i) => i.Field)).toEqual(['B.1', 'C.D']);
    expect(unstorableFields(text, { A: 'tab\tand\u0001', B: [], C: { D: null } })).toEqual([]);
  });

  it.each([
    ['a query integer', { ...ok, Id: '1620360395599523' }, 'Id'],
    ['a piped integer', { ...ok, Page: 2 ** 40 }, 'Page'],
    ['a list item', { ...ok, Ids: '1,99999999999' }, 'Ids.1'],
    ['a nested id', { ...ok, Model: { MatchId: -(2 ** 31) - 1, Amount: 1 } }, 'Model.MatchId'],
    ['a tuple item', { ...ok, Args: [2 ** 53 - 1, 'x'] }, 'Args.0'],
  ])('names %s out of range', (_name, input, field) => {
    expect(unstorableFields(schema, schema.parse(input)).map((i) => i.Field)).toEqual([field]);
  });
});

describe('the transport refuses 64-bit ids and NUL text with a 400 naming the field', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(async () => t?.close());

  it('on a GET query', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/Streamer/GetStreamerDetail?Id=1620360395599523' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ Code: 400, Error: [{ Field: 'Id' }] });
    expect((await t.app.inject({ method: 'GET', url: '/Streamer/GetStreamerDetail?Id=301' })).statusCode).toBe(200);
  });

  it('on a POST body, nested', async () => {
    const token = await t.login('member');
    const res = await t.app.inject({
      method: 'POST', url: '/SendWishCoin', headers: { Token: token, 'Idempotency-Key': 'wide-1' },
      payload: {
        UserInfoModel: { SiteName: 'Sideline Sportsbook', CurrencyId: 1, CurrencyName: 'USD', EnableSingleWallet: false, UserLanguage: 'en', NickName: 'x' },
        ChatRoomInfoModel: { MatchId: 3815134409415229, AnchorLanguage: 'en', AnchorId: 301, GroupName: 'Licensee4283400', ProgramType: 1 },
        MessageInfoModel: { Color: 2, Type: 17 },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().Error[0].Field).toBe('ChatRoomInfoModel.MatchId');
  });

  it('text with NUL in a body and in a query', async () => {
    const token = await t.login('member');
    const res = await t.app.inject({
      method: 'POST', url: '/CreateFeedbackRating', headers: { Token: token },
      payload: { MatchId: 51230001, AnchorId: 301, ProgramType: 1, Rating: 3, Feedback: 'a\u0000b' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().Error[0].Field).toBe('Feedback');
    const get = await t.app.inject({ method: 'GET', url: '/Promotion/GetPromotionList?UserLanguage=e%00n', headers: { Token: token } });
    expect(get.statusCode).toBe(400);
    expect(get.json().Error[0].Field).toBe('UserLanguage');
  });
});
