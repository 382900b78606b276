import type { AddressInfo } from 'node:net';
import type { HubConnection } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp } from '../../testing/app';
import type { TestApp } from '../../testing/app';
import { officialClient, waitFor } from '../../realtime/signalr/testing';
import { bettingRuntime } from '../betting/index';
import { ANCHOR, MATCH, call, operator } from '../betting/betting.testing';
import { SET_WHEEL_OPEN_PATH } from './plugin';
import { WHEEL_BANDS, drawBand } from './prizes';

let t: TestApp;
let member: string;
let client: HubConnection;
const toggles: boolean[] = [];
const spinBody = (over: { currencyId?: number; amount?: number; anchorId?: number } = {}) => ({
  ChatRoomInfoModel: { MatchId: MATCH, AnchorLanguage: 'en', AnchorId: over.anchorId ?? ANCHOR, GroupName: 'Licensee4283400', ProgramType: 1 },
  UserInfoModel: { SiteName: 'Sideline Sportsbook', CurrencyId: over.currencyId ?? 1, CurrencyName: 'USD', EnableSingleWallet: false, UserLanguage: 'en', NickName: 'LuckyFan' },
  WheelInfoModel: { Amount: over.amount ?? 5 },
  MessageInfoModel: { Color: 3, Type: 15 },
});
const spin = (token: string, key: string, body = spinBody()) => call(t.app, 'POST', '/SpinWheel', token, body, { 'Idempotency-Key': key });
const balance = async (token: string) =>
  ((await call(t.app, 'POST', '/GetBalance', token, { EnableSingleWallet: false })).body.Result as { BalanceList: Array<{ Balance: number }> }).BalanceList[0]!.Balance;

beforeAll(async () => {
  t = await makeTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  member = await t.login('member');
  client = officialClient(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/chatroomhub`, 'skip');
  client.on('ChangeWheelOpen', (p: { IsWheelOpen: boolean }) => toggles.push(p.IsWheelOpen));
  await client.start();
  await client.invoke('AddChatRoomGroup', MATCH, 'vn', ANCHOR, 'Licensee4283400', member, '', true);
});
afterAll(async () => {
  await client?.stop();
  await t.close();
});

describe('wheel', () => {
  it('describes six bands and the cost; the coin site spins in coins', async () => {
    const info = (await call(t.app, 'POST', '/GetWheelInfo', member, { AnchorId: ANCHOR, UserLanguage: 'en' })).body.Result as { WheelInfo: { WheelItems: Array<{ Content1: string; Content2: string }>; Amount: number } };
    expect(info.WheelInfo.Amount).toBe(5);
    expect(info.WheelInfo.WheelItems).toHaveLength(6);
    expect(info.WheelInfo.WheelItems[0]).toEqual({ Content1: '0', Content2: 'Try again' });
    expect(info.WheelInfo.WheelItems[5]).toEqual({ Content1: '50', Content2: 'USD' });
    const coin = (await call(t.app, 'POST', '/GetWheelInfo', await t.login('coin-member'), { AnchorId: ANCHOR, UserLanguage: 'cn' })).body.Result as { WheelInfo: { Amount: number; WheelItems: Array<{ Content2: string }> } };
    expect(coin.WheelInfo.Amount).toBe(50);
    expect(coin.WheelInfo.WheelItems[0]!.Content2).toBe('谢谢参与');
    expect((await call(t.app, 'POST', '/Streamer/CheckSupportWheelCurrency', member, {})).body.Result).toEqual({ IsSupport: true });
  });

  it('draws by weight', () => {
    expect(drawBand(() => 0)).toBe(0);
    expect(drawBand(() => 0.999999)).toBe(5);
    const total = WHEEL_BANDS.reduce((s, b) => s + b.weight, 0);
    expect(drawBand(() => (40 + 25) / total)).toBe(2);
  });

  it('spins server side: debits the cost and credits the prize once per Idempotency-Key', async () => {
    const rt = bettingRuntime(t.app.sideline);
    rt.random = () => 0.995; // band 5: 10 × cost
    const before = await balance(member);
    const first = await spin(member, 'w-1');
    expect(first.body).toMatchObject({ Code: 200, Result: { BingoIndex: 5, Balance: before - 5 + 50 } });
    const again = await spin(member, 'w-1');
    expect(again.body.Result).toEqual(first.body.Result);
    expect(await balance(member)).toBe(before + 45);
    rt.random = () => 0; // band 0: nothing
    expect((await spin(member, 'w-2')).body.Result).toEqual({ BingoIndex: 0, Balance: before + 40 });
    const ledger = await t.app.sideline.store.db.selectFrom('ledger').select(['reason', 'amount_minor']).where('customer_id', '=', 1001)
      .where('reason', 'in', ['wheel', 'wheel-prize']).execute();
    expect(ledger.map((l) => [l.reason, Number(l.amount_minor)]).sort()).toEqual([['wheel', -500], ['wheel', -500], ['wheel-prize', 5000]].sort());
    rt.random = Math.random;
  });

  it('supports a currency in the turnover-limit list or any currency of the coin site (diamond spins)', async () => {
    const coin = await t.login('coin-member');
    const diamond = await spin(coin, 'w-d', spinBody({ currencyId: 998, amount: 5 }));
    expect(diamond.body).toMatchObject({ Code: 200 });
    // A licensee currency missing from the site's turnover-limit list is refused, client check and spin.
    const { db } = t.app.sideline.store;
    const row = await db.selectFrom('chat_configs').selectAll().where('site_id', '=', 4283400).where('currency_id', '=', 1).executeTakeFirstOrThrow();
    await db.deleteFrom('chat_configs').where('site_id', '=', 4283400).where('currency_id', '=', 1).execute();
    try {
      expect((await call(t.app, 'POST', '/Streamer/CheckSupportWheelCurrency', member, {})).body.Result).toEqual({ IsSupport: false });
      expect((await spin(member, 'w-u')).body.Error?.[0]?.Field).toBe('CurrencyNotSupport');
    } finally {
      await db.insertInto('chat_configs').values(row).execute();
    }
  });

  it('refuses a wrong amount and a short balance (nothing moves)', async () => {
    expect((await spin(member, 'w-3', spinBody({ amount: 1 }))).body.Error?.[0]?.Field).toBe('WheelInfoModel.Amount');
    const newbie = await t.login('newbie');
    // Leave the newbie 3.00 (test set-up: the wallet row directly).
    await t.app.sideline.store.db.updateTable('wallets').set({ balance_minor: 300 }).where('customer_id', '=', 1005).execute();
    const short = await spin(newbie, 'w-5');
    expect(short.body.Error?.[0]?.Field).toBe('InsufficientBalance');
    expect(await balance(newbie)).toBe(3);
  });

  it('the operator switch pushes ChangeWheelOpen and an off wheel refuses spins', async () => {
    const off = await operator(t.app, 'POST', SET_WHEEL_OPEN_PATH, { AnchorId: ANCHOR, IsOpen: false });
    expect(off.status).toBe(200);
    await waitFor(() => toggles.length === 1);
    expect(toggles).toEqual([false]);
    expect((await call(t.app, 'POST', '/GetIsWheelOn', member, { AnchorId: ANCHOR })).body.Result).toEqual({ IsWheelOn: false });
    expect((await call(t.app, 'POST', '/GetIsWheelOn', member, { AnchorId: 303 })).body.Result).toEqual({ IsWheelOn: true });
    expect((await spin(member, 'w-6')).body.Error?.[0]?.Field).toBe('WheelOff');
    await operator(t.app, 'POST', SET_WHEEL_OPEN_PATH, { IsOpen: true });
    await waitFor(() => toggles.length === 2);
    expect(toggles).toEqual([false, true]);
    expect((await call(t.app, 'POST', '/GetIsWheelOn', member, {})).body.Result).toEqual({ IsWheelOn: true });
  });
});
