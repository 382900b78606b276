import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgTestApp } from '../../testing/postgres';
import type { PgTestApp } from '../../testing/postgres';
import type { FastifyInstance } from 'fastify';
import type { Store } from '../../store/types';
import { ANCHOR, LANG, OPERATOR_KEY, RUNNING_MATCH, get, post, pushBody, siteGroup } from './testing';

/** The chat rules on PostgreSQL: the same queries as SQLite (cool-down claims, upserts, sums). Fails when PG is down. */

let store: Store;
let app: FastifyInstance;
let pgApp: PgTestApp;
beforeAll(async () => {
  pgApp = await openPgTestApp('chat', { operatorKey: OPERATOR_KEY });
  ({ store, app } = pgApp);
  await app.ready();
});
afterAll(async () => {
  await pgApp?.close();
});

const login = async (key: string) => (await post(app, '/Demo/Login', null, { UserKey: key })).json().Result.Token as string;

describe('chat on postgres', () => {
  it('lets exactly one of many concurrent sends through the cool-down', async () => {
    const member = await login('member');
    const group = await siteGroup(app, member);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => post(app, '/MessagePush', member, pushBody(group, { Message: `m${i}` }))));
    const codes = answers.map((r) => r.json().Code).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 429)).toHaveLength(7);
    const history = (await get(app, '/Message', member, { MatchId: RUNNING_MATCH, AnchorLanguage: LANG, AnchorId: ANCHOR, GroupName: group })).json().Result;
    expect(history.Messages).toHaveLength(1);
  });

  it('sums turnover, upserts heartbeats, entries, blocks, tutorial and the operator status', async () => {
    await store.db.updateTable('customers').set({ currency_id: 2 }).where('id', '=', 1002).execute();
    const vip = await login('vip5');
    const group = await siteGroup(app, vip);
    await store.db.insertInto('ledger').values({ customer_id: 1002, currency_id: 2, amount_minor: -2500, balance_after_minor: 0, reason: 'bet', idempotency_key: 'pg-b', created_at: Date.now() }).execute();
    expect((await post(app, '/MessagePush', vip, pushBody(group, { CurrencyId: 2 }))).json().Result).toMatchObject({ IsSend: false, Turnover: 25, TurnoverLimit: 50 });
    const beat = (CollectType: number) => post(app, '/CollectHeartbeatData', vip, { MatchId: RUNNING_MATCH, AnchorLanguage: LANG, AnchorId: ANCHOR, CollectType, ProgramType: 1, StreamingSrc: 30 });
    await beat(1);
    await beat(2);
    const beats = await store.db.selectFrom('heartbeat_records').select('collect_type').where('customer_id', '=', 1002).execute();
    expect(beats.reduce((a, r) => a | r.collect_type, 0)).toBe(3);
    const entry = { MatchId: RUNNING_MATCH, AnchorId: ANCHOR, AnchorLanguage: LANG, StreamingSrc: 30, ProgramType: 1 };
    expect((await post(app, '/SaveChatroomEntry', vip, entry)).json().Result).toEqual({ IsSaveData: true });
    expect((await post(app, '/SaveChatroomEntry', vip, entry)).json().Result).toEqual({ IsSaveData: false });
    expect((await post(app, '/BlockCustomer', vip, { MatchId: RUNNING_MATCH, BlockCustomerId: 1001, BlockNickname: 'x' })).json().Result).toEqual({ BlockIds: [1001] });
    expect((await get(app, '/GetNeedShowTutorial', vip, { CustomerId: 1002 })).json().Result).toEqual({ IsNeedShowTutorial: true });
    expect((await post(app, '/SetTutorialSeen', vip, {})).json().Result).toEqual({ IsTutorialSeen: true });
    expect((await post(app, '/SetTutorialSeen', vip, {})).json().Result).toEqual({ IsTutorialSeen: true });
    expect((await get(app, '/GetNeedShowTutorial', vip, { CustomerId: 1002 })).json().Result).toEqual({ IsNeedShowTutorial: false });
    await post(app, '/Operator/SetChatroomStatus', null, { MatchId: RUNNING_MATCH, ProgramType: 1, IsOpen: false }, { 'Operator-Key': OPERATOR_KEY });
    await post(app, '/Operator/SetChatroomStatus', null, { MatchId: RUNNING_MATCH, ProgramType: 1, IsOpen: false }, { 'Operator-Key': OPERATOR_KEY });
    expect((await get(app, '/CheckMatchStatus', null, { MatchId: RUNNING_MATCH })).json().Result).toEqual({ IsOpen: false });
    expect((await post(app, '/Operator/MuteCustomer', null, { CustomerId: 1001, IsMuted: true }, { 'Operator-Key': OPERATOR_KEY })).json().Code).toBe(200);
  });
});
