import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp } from '../../testing/app';
import type { TestApp } from '../../testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('jackpot', () => {
  it("the operator grows a match's jackpot; GET /GetJackpot answers it; a wrong key is refused", async () => {
    const key = t.app.sideline.config.operatorKey;
    const add = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/Operator/Jackpot/Add', payload: { MatchId: 51230001, Amount: 12.5 }, headers });
    expect((await add({ 'Operator-Key': 'nope' })).statusCode).toBe(401);
    expect((await add({ 'Operator-Key': key })).statusCode).toBe(200);
    await add({ 'Operator-Key': key });
    const res = await t.app.inject({ method: 'GET', url: '/GetJackpot' });
    expect(res.json().Result.Jackpots).toContainEqual({ MatchId: 51230001, TotalPrize: 25 });
  });
});
