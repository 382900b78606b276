import type { HubConnection } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeleteChatMessage, STAFF_HUB_PATH, StaffLogoutEverywhere } from '@sideline/protocol';
import { makeTestApp } from '../../testing/app';
import type { TestApp } from '../../testing/app';
import { signInAs, signInOwner } from '../staff/index';
import type { StaffAgent } from '../staff/index';
import { RUNNING_MATCH, collect, hubClient, listen, post, pushBody, siteGroup, until } from './testing';

/** The staff hub with the official client: joins need a live staff session; lines and deletions arrive live. */
let t: TestApp;
let base: string;
let owner: StaffAgent;
const clients: HubConnection[] = [];
const room = { ProgramType: 1, MatchId: RUNNING_MATCH };

beforeAll(async () => {
  t = await makeTestApp();
  base = await listen(t.app);
  owner = await signInOwner(t.app);
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.stop().catch(() => {})));
  await t.close();
});

async function staffClient(): Promise<HubConnection> {
  const c = await hubClient(`${base}${STAFF_HUB_PATH}`);
  clients.push(c);
  return c;
}

describe('staff hub', () => {
  it('refuses a join without a live staff session', async () => {
    const c = await staffClient();
    await expect(c.invoke('WatchDesk', 'not-a-csrf-token-of-anybody')).rejects.toThrow(/unauthorized/i);
    const viewer = await signInAs(t.app, owner, 'viewer');
    await viewer.call(StaffLogoutEverywhere);
    await expect(c.invoke('WatchRoom', viewer.csrf, room)).rejects.toThrow(/unauthorized/i);
  });

  it('streams a watched room\'s new lines and deletions, and the desk list', async () => {
    const c = await staffClient();
    const seen = collect(c, 'DeskLine', 'DeskLinesDeleted', 'DeskAction', 'DeskRooms');
    const mod = await signInAs(t.app, owner, 'moderator');
    expect(await c.invoke('WatchDesk', mod.csrf)).toHaveProperty('Rooms');
    expect(await c.invoke('WatchRoom', mod.csrf, room)).toEqual({ Watching: true });
    const member = await t.login('member');
    const group = await siteGroup(t.app, member);
    expect((await post(t.app, '/MessagePush', member, pushBody(group, { Message: 'watched line' }))).json().Result.IsSend).toBe(true);
    await until(() => seen.DeskLine!.length > 0);
    const line = seen.DeskLine![0]![0] as { MessageId: number; Message: string; CustomerId: number };
    expect(line).toMatchObject({ Message: 'watched line', CustomerId: 1001, MatchId: RUNNING_MATCH, IsDeleted: false });
    await mod.call(DeleteChatMessage, { MessageId: line.MessageId });
    await until(() => seen.DeskLinesDeleted!.length > 0 && seen.DeskAction!.length > 0);
    expect(seen.DeskLinesDeleted![0]![0]).toEqual({ ...room, MessageIds: [line.MessageId], All: false });
    expect(seen.DeskAction![0]![0]).toMatchObject({ ...room, Entry: { Kind: 'delete-message', MessageId: line.MessageId, StaffEmail: mod.email } });
    await until(() => seen.DeskRooms!.some(([p]) => (p as { Rooms: { MatchId: number }[] }).Rooms.some((r) => r.MatchId === RUNNING_MATCH)), 8000);
  });
});
