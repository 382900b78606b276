import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTestApp } from '../../testing/app';
import type { TestApp } from '../../testing/app';
import { get, post } from '../chat/testing';

let t: TestApp;
beforeEach(async () => { t = await makeTestApp(); });
afterEach(async () => t.close());

describe('GET /GetNeedShowTutorial', () => {
  it('is true until the member finished or closed it (asking twice still says true), per member', async () => {
    const ask = async (token: string, id: number) => (await get(t.app, '/GetNeedShowTutorial', token, { CustomerId: id })).json();
    const member = await t.login('member');
    expect((await ask(member, 1001)).Result).toEqual({ IsNeedShowTutorial: true });
    expect((await ask(member, 1001)).Result).toEqual({ IsNeedShowTutorial: true });
    expect((await post(t.app, '/SetTutorialSeen', member, {})).json().Result).toEqual({ IsTutorialSeen: true });
    expect((await post(t.app, '/SetTutorialSeen', member, {})).json().Result).toEqual({ IsTutorialSeen: true });
    expect((await ask(member, 1001)).Result).toEqual({ IsNeedShowTutorial: false });
    expect((await ask(await t.login('member'), 1001)).Result).toEqual({ IsNeedShowTutorial: false });
    expect((await ask(await t.login('vip5'), 1002)).Result).toEqual({ IsNeedShowTutorial: true });
    expect(await ask(member, 1002)).toMatchObject({ Code: 403, Error: [{ Field: 'CustomerId' }] });
  });
});
