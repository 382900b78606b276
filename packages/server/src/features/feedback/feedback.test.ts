import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp } from '../../testing/app';
import type { TestApp } from '../../testing/app';

let t: TestApp;
let member: string;
beforeAll(async () => {
  t = await makeTestApp();
  member = await t.login('member');
});
afterAll(async () => {
  await t.close();
});

const info = (token: string | null, customerId = 1001) =>
  t.app.inject({ method: 'GET', url: `/GetUserFeedbackInfo?CustomerId=${customerId}`, headers: token ? { Token: token } : {} });
const rate = (token: string | null, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/CreateFeedbackRating', headers: token ? { Token: token } : {}, payload: { MatchId: 51230001, AnchorId: 301, ProgramType: 1, ...body } });

describe('feedback', () => {
  it('prompts until the member has rated, and stores the rating with optional text', async () => {
    expect((await info(member)).json().Result).toEqual({ IsShowFeedback: true });
    const res = await rate(member, { Rating: 4, Feedback: '  Great stream!  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().Result).toEqual({ IsSuccess: true });
    const rows = await t.app.sideline.store.db.selectFrom('feedback_ratings').selectAll().where('customer_id', '=', 1001).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: 4, feedback: 'Great stream!', match_id: 51230001, anchor_id: 301, program_type: 1, site_id: 4283400 });
    expect((await info(member)).json().Result).toEqual({ IsShowFeedback: false });
    const again = await rate(member, { Rating: 5 });
    expect(again.json()).toMatchObject({ Code: 409, Error: [{ Field: 'Rating' }] });
  });

  it('needs a rating of 1 to 5; the text is optional', async () => {
    const vip = await t.login('vip5');
    for (const Rating of [0, 6, 2.5, undefined]) {
      const res = await rate(vip, { Rating });
      expect(res.statusCode).toBe(400);
      expect(res.json().Error[0].Field).toBe('Rating');
    }
    expect((await rate(vip, { Rating: 1, ProgramType: 7 })).json().Error[0].Field).toBe('ProgramType');
    expect((await rate(vip, { Rating: 1, Feedback: 'x'.repeat(1001) })).statusCode).toBe(400);
    expect((await info(vip, 1002)).json().Result.IsShowFeedback).toBe(true);
    expect((await rate(vip, { Rating: 1 })).json().Result).toEqual({ IsSuccess: true });
    const row = await t.app.sideline.store.db.selectFrom('feedback_ratings').selectAll().where('customer_id', '=', 1002).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ rating: 1, feedback: '' });
  });

  it('is for logged-in members asking about themselves', async () => {
    expect((await info(null)).statusCode).toBe(401);
    expect((await info(await t.anonymous())).statusCode).toBe(401);
    expect((await rate(null, { Rating: 3 })).statusCode).toBe(401);
    const other = await info(member, 1002);
    expect(other.statusCode).toBe(400);
    expect(other.json().Error[0].Field).toBe('CustomerId');
  });
});
