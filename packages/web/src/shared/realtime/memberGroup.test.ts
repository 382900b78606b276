import { describe, expect, it } from 'vitest';
import { HubClient } from './hubClient';
import { joinMemberGroup } from './memberGroup';
import { CHAT_PROFILE } from './profiles';
import { FakeClock, fakeFactory, flush } from './testing';

describe('the member group', () => {
  it('joins with the token only, rejoins from the last position after a reconnect, and stops when left', async () => {
    const { factory, built } = fakeFactory((connection) => {
      // As the server answers: the position the client is at once the join resolved.
      connection.results.AddMemberGroup = (args) => ({ Group: 'Licensee1:member:7', Position: args[1] ?? { Seq: 0, Epoch: 'e1' }, Recovered: args[1] != null });
    });
    const client = new HubClient({ url: '/chatroomhub', profile: CHAT_PROFILE, connect: factory, clock: new FakeClock(), dispatchReady: () => undefined });
    const seen: unknown[] = [];
    client.on('PushFastMarketSettlement', (p) => seen.push(p));
    const leave = joinMemberGroup(client, 'tok-7');
    await client.start();
    await flush();
    const conn = built[0]!;
    expect(conn.invocations).toEqual([{ method: 'AddMemberGroup', args: ['tok-7', null] }]);
    conn.emit('PushFastMarketSettlement', { CustomerId: 7, Period: 1 }, { Seq: 1, Epoch: 'e1', Group: 'Licensee1:member:7' });
    conn.drop();
    conn.reconnect();
    await flush();
    expect(conn.invocations[1]).toEqual({ method: 'AddMemberGroup', args: ['tok-7', { Seq: 1, Epoch: 'e1' }] });
    // A replayed duplicate is dropped; the next settlement passes.
    conn.emit('PushFastMarketSettlement', { CustomerId: 7, Period: 1 }, { Seq: 1, Epoch: 'e1', Group: 'Licensee1:member:7' });
    conn.emit('PushFastMarketSettlement', { CustomerId: 7, Period: 2 }, { Seq: 2, Epoch: 'e1', Group: 'Licensee1:member:7' });
    expect(seen).toEqual([{ CustomerId: 7, Period: 1 }, { CustomerId: 7, Period: 2 }]);
    leave();
    conn.drop();
    conn.reconnect();
    await flush();
    expect(conn.invocations.filter((i) => i.method === 'AddMemberGroup')).toHaveLength(2);
  });
});
