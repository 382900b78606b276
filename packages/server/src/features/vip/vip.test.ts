import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp } from '../../testing/app';
import type { TestApp } from '../../testing/app';
import { decodeSvga } from '../../media/svga/movie';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

describe('GET /Vip/GetWelcomeInfo', () => {
  it('answers a playable welcome animation for every VIP level 1-10', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/Vip/GetWelcomeInfo' })).json().Result.WelcomeInfoList as Array<{ Vip: number; WelcomeSvgaUrl: string }>;
    expect(list.map((w) => w.Vip)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const file = await t.app.inject({ method: 'GET', url: list[4]!.WelcomeSvgaUrl });
    expect(file.statusCode).toBe(200);
    expect(decodeSvga(file.rawPayload).sprites.length).toBe(1 + 6 + 5 * 2);
  });
});
