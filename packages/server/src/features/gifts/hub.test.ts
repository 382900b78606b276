import type { AddressInfo } from 'node:net';
import type { HubConnection } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp } from '../../testing/app';
import type { TestApp } from '../../testing/app';
import { officialClient, waitFor } from '../../realtime/signalr/testing';
import { ANCHOR_ID, MATCH_ID, fetchSender, giftBody } from './gifts.testing';

/** The paid calls' room messages reach a viewer connected with the official SignalR client. */
let t: TestApp;
let base: string;
let client: HubConnection;
const pushes: Array<Record<string, unknown>> = [];
const winners: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  t = await makeTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const viewer = await t.login('member');
  client = officialClient(`${base}/chatroomhub`, 'skip');
  client.on('MessagePush', (payload: Record<string, unknown>) => pushes.push(payload));
  client.on('PushLuckyBoxWinner', (payload: Record<string, unknown>) => winners.push(payload));
  await client.start();
  await client.invoke('AddChatRoomGroup', MATCH_ID, 'en', ANCHOR_ID, 'Licensee4283400', viewer, '', true);
});
afterAll(async () => {
  await client?.stop();
  await t.close();
});

describe('room messages over the hub', () => {
  it('a sent gift arrives as a Gift message (type 2, Message = gift id)', async () => {
    const send = fetchSender(base, await t.login('vip5'));
    expect((await send('/SendGift', 'hub-1', giftBody(104, 100, 1))).body.Code).toBe(200);
    await waitFor(() => pushes.some((p) => p.Type === 2));
    expect(pushes.find((p) => p.Type === 2)).toMatchObject({ CustomerId: 1002, Nickname: 'GoldenBoot', Message: '104', Vip: 5, MatchId: MATCH_ID, AnchorId: ANCHOR_ID });
    // A refused gift says nothing in the room.
    expect((await send('/SendGift', 'hub-2', giftBody(120, 1, 1, { type: 6 }))).body.Error?.[0]?.Field).toBe('Amount');
    expect((await send('/SendGift', 'hub-3', giftBody(101, 1, 1, { type: 6 }))).body.Code).toBe(200);
    await waitFor(() => pushes.some((p) => p.Type === 6));
    expect(pushes.filter((p) => p.Type === 6).map((p) => p.Message)).toEqual(['101']);
  });

  it('a lucky box purchase pushes the winner and a LuckyBox message {giftId},{luckyBoxId}', async () => {
    const send = fetchSender(base, await t.login('member'));
    const res = await send('/PurchaseLuckyBox', 'hub-box', {
      PurchaseLuckyBoxInfoModel: { LuckyBoxId: 401, Amount: 5 },
      ChatRoomInfoModel: { MatchId: MATCH_ID, AnchorLanguage: 'en', AnchorId: ANCHOR_ID, GroupName: 'Licensee4283400', ProgramType: 1 },
      UserInfoModel: { SiteName: 'Sideline Sportsbook', CurrencyId: 1, CurrencyName: 'USD', EnableSingleWallet: false, UserLanguage: 'en', NickName: 'LuckyFan' },
      MessageInfoModel: { Color: 3, Type: 16 },
    });
    const won = (res.body.Result as { GiftInfoId: number }).GiftInfoId;
    await waitFor(() => winners.length === 1 && pushes.some((p) => p.Type === 16));
    expect(pushes.find((p) => p.Type === 16)?.Message).toBe(`${won},401`);
    expect(winners[0]).toMatchObject({ LuckyBoxId: 401, Nickname: 'LuckyFan', GiftInfoId: won });
  });
});
