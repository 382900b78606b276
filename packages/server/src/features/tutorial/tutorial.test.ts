import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTestApp } from '../../testing/app';
import type { TestApp } from '../../testing/app';
import { get } from '../chat/testing';

let t: TestApp;
beforeEach(async () => { t = await makeTestApp(); });
afterEach(async () => t.close());

describe('GET /GetNeedShowTutorial', () => {
  it('is true on the first visit only, per member', async () => {
    const ask = async (token: string, id: number) => (await get(t.app, '/GetNeedShowTutorial', token, { CustomerId: id })).json();
    const member = await t.login('member');
    expect((await ask(member, 1001)).Result).toEqual({ IsNeedShowTutorial: true });
    expect((await ask(member, 1001)).Result).toEqual({ IsNeedShowTutorial: false });
    expect((await ask(await t.login('member'), 1001)).Result).toEqual({ IsNeedShowTutorial: false });
    expect((await ask(await t.login('vip5'), 1002)).Result).toEqual({ IsNeedShowTutorial: true });
    expect(await ask(member, 1002)).toMatchObject({ Code: 403, Error: [{ Field: 'CustomerId' }] });
  });
});
