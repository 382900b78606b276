import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HubConnection } from '@microsoft/signalr';
import { HubToken, SITE_ID_COIN, SITE_ID_LICENSEE, SiteGroupName, hubMethods } from '@sideline/protocol';
import type { z } from 'zod';
import { makeTestApp } from '../../src/testing/app';
import type { TestApp } from '../../src/testing/app';
import { officialClient } from '../../src/realtime/signalr/testing';

/**
 * A token of one site never joins another site's groups: every hub method that takes a site
 * group and a token (listed from the hub contract, on each hub that maps it) refuses a foreign
 * group with the official "unauthorized" error, through the official @microsoft/signalr client.
 */
const LICENSEE_GROUP = `Licensee${SITE_ID_LICENSEE}`;
const COIN_GROUP = `CoinSite${SITE_ID_COIN}`;
/** Room per hub: the running match on the chat hub, the live programme on the entertainment hub. */
const ROOMS: Record<string, [number, string, number]> = { '/chatroomhub': [51230001, 'vn', 301], '/entertainmenthub': [7003, 'vn', 301] };

const items = (schema: z.ZodType): unknown[] => ((schema as unknown as { def: { items?: unknown[] } }).def.items ?? []);
const joins = Object.values(hubMethods).filter((m) => items(m.args).includes(SiteGroupName) && items(m.args).includes(HubToken));

let t: TestApp;
let base: string;
const clients: HubConnection[] = [];
const tokens: Record<string, string> = {};

async function connect(hub: string): Promise<HubConnection> {
  const c = officialClient(`${base}${hub}`, 'skip');
  await c.start();
  clients.push(c);
  return c;
}

beforeAll(async () => {
  t = await makeTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  tokens.member = await t.login('member');
  tokens.coin = await t.login('coin-member');
  tokens.anonymousCoin = await t.anonymous(SITE_ID_COIN);
  await t.app.sideline.store.db.updateTable('chat_configs').set({ message_frequency: 0 }).execute();
});
afterAll(async () => {
  await Promise.allSettled(clients.map((c) => c.stop()));
  await t?.close();
});

describe('hub joins stay inside the token’s site', () => {
  it('the hub contract has site-group joins to check', () => {
    expect(joins.map((m) => m.name).sort()).toEqual(['AddAdsGroup', 'AddChatRoomGroup', 'AddEntertainmentChatRoomGroup']);
  });

  for (const method of joins) {
    for (const hub of method.hubs) {
      it(`${method.name} on ${hub}: a foreign site group is refused, the own one joins`, async () => {
        const c = await connect(hub);
        const [matchId, lang, anchorId] = ROOMS[hub]!;
        const join = (group: string, token: string) => c.invoke(method.name, matchId, lang, anchorId, group, token, '', true);
        const refusal = `Failed to invoke '${method.name}' because user is unauthorized`;
        await expect(join(LICENSEE_GROUP, tokens.coin!)).rejects.toThrow(refusal);
        await expect(join(LICENSEE_GROUP, tokens.anonymousCoin!)).rejects.toThrow(refusal);
        await expect(join(COIN_GROUP, tokens.member!)).rejects.toThrow(refusal);
        const own = await join(COIN_GROUP, tokens.coin!) as { Group: string };
        expect(own.Group.startsWith(`${COIN_GROUP}:`)).toBe(true);
      });
    }
  }

  it('a refused client receives nothing of the other site’s room; leaving a foreign group touches nothing', async () => {
    const [matchId, lang, anchorId] = ROOMS['/chatroomhub']!;
    const outsider = await connect('/chatroomhub');
    const insider = await connect('/chatroomhub');
    const seenOutside: string[] = [];
    const seenInside: string[] = [];
    outsider.on('MessagePush', (m: { Message: string }) => seenOutside.push(m.Message));
    insider.on('MessagePush', (m: { Message: string }) => seenInside.push(m.Message));
    await expect(outsider.invoke('AddChatRoomGroup', matchId, lang, anchorId, LICENSEE_GROUP, tokens.coin, '', true)).rejects.toThrow(/unauthorized/);
    await insider.invoke('AddChatRoomGroup', matchId, lang, anchorId, LICENSEE_GROUP, tokens.member, '', true);
    expect(await outsider.invoke('RemoveFromGroup', matchId, lang, anchorId, LICENSEE_GROUP, null, null, true)).toEqual({ Removed: false });

    const res = await t.app.inject({
      method: 'POST', url: '/MessagePush', headers: { Token: tokens.member! },
      payload: { Nickname: 'x', FollowNickname: null, Message: 'licensee only', Type: 1, Color: 3, MatchId: matchId, AnchorLanguage: lang, SiteName: 'Sideline Sportsbook', IsAllowSendMessage: true, CurrencyId: 1, GroupName: LICENSEE_GROUP, AnchorId: anchorId },
    });
    expect(res.json().Result.IsSend).toBe(true);
    // The insider got it; the outsider's connection, which shares the node and the fan-out, did not.
    for (let i = 0; i < 300 && !seenInside.includes('licensee only'); i++) await new Promise((r) => setTimeout(r, 10));
    expect(seenInside).toContain('licensee only');
    expect(await outsider.invoke('AddAdsGroup', matchId, lang, anchorId, COIN_GROUP, tokens.coin, '', true)).toMatchObject({ Group: expect.stringContaining(COIN_GROUP) });
    expect(seenOutside).toEqual([]);
  });
});
