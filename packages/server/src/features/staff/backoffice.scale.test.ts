import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AddMaskWord, DeleteChatMessage, GetRoomChat, ImportMaskWords, ListAudit, ListLiveRooms, MutePlayer, StaffMe, UnmutePlayer,
} from '@sideline/protocol';
import { openPgTestApp } from '../../testing/postgres';
import type { PgTestApp } from '../../testing/postgres';
import { ANCHOR, LANG, RUNNING_MATCH, get, post, pushBody, siteGroup } from '../chat/testing';
import { ensureOwner } from './bootstrap';
import { signIn, signInAs, signInOwner, TEST_OWNER } from './testing';

/**
 * The back office on PostgreSQL: the staff, moderation and chat migrations, sessions shared by
 * two app instances on one database (two nodes), the owner created once when both start, and
 * moderation taking effect for the other node's viewers.
 */
let a: PgTestApp;
let b: PgTestApp;

beforeAll(async () => {
  a = await openPgTestApp('bo_a');
  const { buildApp } = await import('../../app');
  const { testConfig } = await import('../../config');
  const appB = await buildApp({ config: testConfig({ seed: false }), store: a.store });
  await appB.ready();
  b = { store: a.store, app: appB, close: () => appB.close() };
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

describe('back office on PostgreSQL', () => {
  it('creates the first owner once when two nodes start together', async () => {
    const env = { ADMIN_EMAIL: TEST_OWNER.email, ADMIN_PASSWORD: TEST_OWNER.password };
    const made = await Promise.all([ensureOwner(a.store, env), ensureOwner(b.store, env)]);
    expect(made.filter((m) => m !== null)).toHaveLength(1);
  });

  it('a session made on one node works on the other; moderation acts across nodes', async () => {
    const owner = await signInOwner(a.app);
    expect((await signIn(b.app, owner.email, TEST_OWNER.password)).csrf).toBeTruthy();
    const modOnA = await signInAs(a.app, owner, 'moderator');
    const onB = (def: Parameters<typeof modOnA.call>[0], input: Record<string, unknown> = {}) =>
      b.app.inject(def.method === 'GET'
        ? { method: 'GET', url: def.path, query: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])), headers: { cookie: `sideline_staff=${modOnA.cookie}` } }
        : { method: 'POST', url: def.path, payload: input, headers: { cookie: `sideline_staff=${modOnA.cookie}`, 'x-csrf-token': modOnA.csrf } });
    expect((await onB(StaffMe)).json().Result.User.Role).toBe('moderator');

    const member = await (async () => (await a.app.inject({ method: 'POST', url: '/Demo/Login', payload: { UserKey: 'member', UserLanguage: 'en' } })).json().Result.Token as string)();
    const group = await siteGroup(a.app, member);
    expect((await post(a.app, '/MessagePush', member, pushBody(group, { Message: 'pg line' }))).json().Result.IsSend).toBe(true);
    const lines = (await onB(GetRoomChat, { ProgramType: 1, MatchId: RUNNING_MATCH })).json().Result.Lines as { MessageId: number; Message: string }[];
    const line = lines.find((l) => l.Message === 'pg line')!;
    expect((await onB(DeleteChatMessage, { MessageId: line.MessageId })).statusCode).toBe(200);
    const history = (await get(a.app, '/Message', member, { MatchId: RUNNING_MATCH, AnchorLanguage: LANG, AnchorId: ANCHOR, GroupName: group, ProgramType: 1 })).json().Result.Messages;
    expect(history.map((m: { Message: string }) => m.Message)).not.toContain('pg line');

    expect((await onB(MutePlayer, { CustomerId: 1001, Reason: 'pg', Duration: 'days', Amount: 2 })).statusCode).toBe(200);
    expect((await post(a.app, '/MessagePush', member, pushBody(group, { Message: 'muted on a' }))).json().Result.IsMuted).toBe(true);
    expect((await onB(UnmutePlayer, { CustomerId: 1001, Reason: 'ok' })).statusCode).toBe(200);

    expect((await onB(AddMaskWord, { Content: 'pgbadword', Logic: 2, SiteId: null })).statusCode).toBe(200);
    expect((await modOnA.call(AddMaskWord, { Content: 'PGBADWORD', Logic: 1, SiteId: null })).json().Error[0].Message).toBe('Masking word already exists');
    expect((await onB(ImportMaskWords, { Logic: 1, SiteId: 7, Words: ['pg1', 'pg2'] })).json().Result.Added).toBe(2);
    await a.store.db.deleteFrom('chat_cooldowns').execute();
    expect((await post(a.app, '/MessagePush', member, pushBody(group, { Message: 'a pgbadword here' }))).json().Error[0].Field).toBe('SensitiveWords');

    expect((await onB(ListLiveRooms)).json().Result.Rooms.some((r: { MatchId: number }) => r.MatchId === RUNNING_MATCH)).toBe(true);
    expect((await onB(ListAudit, { Target: 'player:1001' })).json().Result.Entries.map((e: { Action: string }) => e.Action)).toEqual(['UnmutePlayer', 'MutePlayer']);
  });
});
