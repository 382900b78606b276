import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTestApp } from '../../testing/app';
import type { TestApp } from '../../testing/app';
import { ANCHOR, ENDED_MATCH, LANG, RUNNING_MATCH, post } from '../chat/testing';

let t: TestApp;
beforeEach(async () => { t = await makeTestApp(); });
afterEach(async () => t.close());

const beat = (token: string, overrides: Record<string, unknown> = {}) => post(t.app, '/CollectHeartbeatData', token, {
  MatchId: RUNNING_MATCH, AnchorLanguage: LANG, AnchorId: ANCHOR, CollectType: 1, ProgramType: 1, StreamingSrc: 30, ...overrides,
});

describe('POST /CollectHeartbeatData', () => {
  it('records one row per 30 s slot with the collect-type flags added up', async () => {
    const member = await t.login('member');
    const into = Date.now() % 30_000; // keep the three calls inside one slot
    if (into > 28_000) await new Promise((r) => setTimeout(r, 30_000 - into + 10));
    expect((await beat(member)).json()).toEqual({ Code: 200, Result: { IsSuccess: true }, Error: null });
    await beat(member, { CollectType: 4 });
    await beat(member, { CollectType: 1 });
    const rows = await t.app.sideline.store.db.selectFrom('heartbeat_records').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ customer_id: 1001, collect_type: 5, match_id: RUNNING_MATCH, anchor_id: ANCHOR, language: LANG, streaming_src: '30' });
    // The next slot is a new record.
    await t.app.sideline.store.db.updateTable('heartbeat_records').set((eb) => ({ slot: eb('slot', '-', 1) })).execute();
    await beat(member, { CollectType: 2 });
    const slots = await t.app.sideline.store.db.selectFrom('heartbeat_records').select('collect_type').orderBy('slot').execute();
    expect(slots.map((r) => r.collect_type)).toEqual([5, 2]);
  });

  it('accepts but ignores a closed match, refuses bad flags and anonymous callers', async () => {
    const member = await t.login('member');
    expect((await beat(member, { MatchId: ENDED_MATCH })).json()).toEqual({ Code: 200, Result: { IsSuccess: false }, Error: null });
    expect(await t.app.sideline.store.db.selectFrom('heartbeat_records').selectAll().execute()).toHaveLength(0);
    expect((await beat(member, { CollectType: 8 })).statusCode).toBe(400);
    expect((await beat(await t.anonymous())).statusCode).toBe(401);
  });
});
