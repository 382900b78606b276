import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MessageType, parseMatchEventLine } from '@sideline/protocol';
import { openPgTestApp } from '../../testing/postgres';
import type { PgTestApp } from '../../testing/postgres';
import { serviceDeps } from '../../http/context';
import { OPERATOR } from '../betting/betting.testing';
import { ANCHOR, LANG, RUNNING_MATCH, get, post, pushBody, siteGroup } from '../chat/testing';
import { endDueWindows } from './service';

/**
 * Match-aware chat on PostgreSQL with two nodes on one database: an event posted on one node
 * rules MessagePush on the other, and when the time is up both nodes' sweeps race for the end —
 * exactly one posts the end line and releases the held ticket lines. Fails when PG is down.
 */
let a: PgTestApp;
let appB: FastifyInstance;
const SITE = 4283400;
const ticket = JSON.stringify({ SportType: 1, MarketId: 5, Key: 'h', Price: 1.9, BetChoice: 'Arsenal', KeyName: 'Arsenal', BetType: 1, BetTypeName: 'Handicap', OddsType: 3, OddsStake: 10 });

beforeAll(async () => {
  a = await openPgTestApp('match_events', { operatorKey: OPERATOR['Operator-Key'] });
  await a.app.ready();
  const { buildApp } = await import('../../app');
  const { testConfig } = await import('../../config');
  appB = await buildApp({ config: testConfig({ seed: false, operatorKey: OPERATOR['Operator-Key'] }), store: a.store });
  await appB.ready();
});
afterAll(async () => {
  await appB?.close();
  await a?.close();
});

const op = (app: FastifyInstance, url: string, body: unknown) => post(app, url, null, body, OPERATOR);
const far = () => Date.now() + 3_600_000 + 1;

describe('match-aware chat on PostgreSQL, two nodes', () => {
  it('an event on node A slows node B; the end is claimed once; held tickets come out once', async () => {
    const member = await (await post(a.app, '/Demo/Login', null, { UserKey: 'member' })).json().Result.Token as string;
    const group = await siteGroup(a.app, member);
    const history = async () => (await get(appB, '/Message', member, { MatchId: RUNNING_MATCH, AnchorLanguage: LANG, AnchorId: ANCHOR, GroupName: group })).json().Result.Messages as { Type: number; Message: string }[];
    await history();
    const age = (ms: number) => a.store.db.updateTable('chat_cooldowns').set((eb) => ({ last_sent_at: eb('last_sent_at', '-', ms) })).execute();

    expect((await op(a.app, '/Operator/MatchChatSettings', { SiteId: SITE, Enabled: true, Mode: 'slow-mode', SlowModeSeconds: 30, DurationSeconds: 60 })).json().Code).toBe(200);
    expect((await op(a.app, '/Operator/MatchEvent', { MatchId: RUNNING_MATCH, Event: 'red-card', Team: 'away' })).json().Result).toMatchObject({ Rooms: 1 });
    expect((await post(appB, '/MessagePush', member, pushBody(group, { Nickname: 'Mia', Message: 'one' }))).json().Result).toMatchObject({ IsSend: true });
    await age(5_000);
    expect((await post(appB, '/MessagePush', member, pushBody(group, { Nickname: 'Mia', Message: 'two' }))).json()).toMatchObject({ Code: 429 });
    const ended = await Promise.all([endDueWindows(serviceDeps(a.app), far()), endDueWindows(serviceDeps(appB), far())]);
    expect(ended[0] + ended[1]).toBe(1);
    const lines = (await history()).filter((m) => m.Type === MessageType.MatchEvent).map((m) => parseMatchEventLine(m.Message));
    expect(lines.map((l) => l?.Phase)).toEqual(['start', 'end']);

    await op(a.app, '/Operator/MatchChatSettings', { SiteId: SITE, Enabled: true, Mode: 'hold-tickets', SlowModeSeconds: 30, DurationSeconds: 60 });
    await op(appB, '/Operator/MatchEvent', { MatchId: RUNNING_MATCH, Event: 'var' });
    await age(60_000);
    expect((await post(a.app, '/MessagePush', member, pushBody(group, { Nickname: 'Mia', Type: 10, Message: ticket }))).json().Result).toMatchObject({ IsSend: true });
    expect((await history()).filter((m) => m.Type === 10)).toHaveLength(0);
    const again = await Promise.all([endDueWindows(serviceDeps(a.app), far()), endDueWindows(serviceDeps(appB), far())]);
    expect(again[0] + again[1]).toBe(1);
    expect((await history()).filter((m) => m.Type === 10)).toHaveLength(1);
  });
});
