import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { indecentPattern } from '@sideline/protocol';
import { makeTestApp } from '../../testing/app';
import type { TestApp } from '../../testing/app';
import { get, post } from '../chat/testing';
import { isIndecent } from './store';

let t: TestApp;
beforeEach(async () => { t = await makeTestApp(); });
afterEach(async () => t.close());

describe('moderation', () => {
  it('POST /GetIndecent lists every word with its type, anonymous allowed', async () => {
    const res = (await post(t.app, '/GetIndecent', null, {})).json();
    expect(res.Result.IndecentDto).toEqual([
      { Type: 1, Content: 'fuck' }, { Type: 1, Content: 'scam' }, { Type: 1, Content: '赌博诈骗' }, { Type: 1, Content: 'porn' },
      { Type: 2, Content: 'ass' }, { Type: 2, Content: 'idiot' },
    ]);
    // The combined pattern the widget builds from it refuses what the server refuses.
    const pattern = indecentPattern(res.Result.IndecentDto)!;
    expect(['PORNO', 'an ass.', 'Idiot!'].every((s) => pattern.test(s))).toBe(true);
    expect(['class', 'passing', 'idiots'].some((s) => pattern.test(s))).toBe(false);
  });

  it('indecentPattern escapes special characters and is null without words', () => {
    const p = indecentPattern([{ Type: 1, Content: 'c++' }, { Type: 2, Content: '(x)' }, { Type: 1, Content: '  ' }])!;
    expect(p.test('I love C++')).toBe(true);
    expect(p.test('c+')).toBe(false);
    expect(p.test('a (x) b')).toBe(true);
    expect(p.test('a(x)b')).toBe(false);
    expect(indecentPattern([])).toBeNull();
  });

  it('refuses a word as soon as it is added and stops once it is removed (the cached pattern follows the list)', async () => {
    const db = t.app.sideline.store.db;
    expect(await isIndecent(db, 'what a rascal')).toBe(false);
    await db.insertInto('indecent_words').values({ id: 9001, type: 1, content: 'rascal' }).execute();
    expect(await isIndecent(db, 'what a rascal')).toBe(true);
    expect(await isIndecent(db, 'PORNO')).toBe(true);
    await db.deleteFrom('indecent_words').where('id', '=', 9001).execute();
    expect(await isIndecent(db, 'what a rascal')).toBe(false);
  });

  it('GET /GetBlock and POST /BlockCustomer keep the member block list', async () => {
    const member = await t.login('member');
    expect((await get(t.app, '/GetBlock', member, { CustomerId: 1001 })).json().Result).toEqual({ BlockIds: [] });
    const block = (id: number) => post(t.app, '/BlockCustomer', member, { MatchId: 51230001, BlockCustomerId: id, BlockNickname: 'Someone' });
    expect((await block(2002)).json().Result).toEqual({ BlockIds: [2002] });
    expect((await block(1002)).json().Result).toEqual({ BlockIds: [1002, 2002] });
    expect((await block(1002)).json().Result).toEqual({ BlockIds: [1002, 2002] });
    expect((await get(t.app, '/GetBlock', member, { CustomerId: 1001 })).json().Result).toEqual({ BlockIds: [1002, 2002] });
    expect((await block(1001)).json()).toMatchObject({ Code: 400, Error: [{ Field: 'BlockCustomerId' }] });
    expect((await block(424242)).json()).toMatchObject({ Code: 404 });
    expect((await block(0)).statusCode).toBe(400);
    expect((await get(t.app, '/GetBlock', member, { CustomerId: 1002 })).json()).toMatchObject({ Code: 403, Error: [{ Field: 'CustomerId' }] });
    expect((await get(t.app, '/GetBlock', await t.anonymous(), { CustomerId: 1001 })).statusCode).toBe(401);
  });
});
