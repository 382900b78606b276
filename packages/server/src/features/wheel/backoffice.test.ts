import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetWheelSetting, ListAudit, ListWheelRecords, SaveWheelSetting, SetWheelOpen } from '@sideline/protocol';
import { makeTestApp } from '../../testing/app';
import type { TestApp } from '../../testing/app';
import { ANCHOR, MATCH, call } from '../betting/betting.testing';
import { signInAs, signInOwner } from '../staff/index';
import type { StaffAgent } from '../staff/index';

/** The lucky wheel from the trading desk: its setting, the open/close switch, and the spin record. */
let t: TestApp;
let trader: StaffAgent;
let member: string;

beforeAll(async () => {
  t = await makeTestApp();
  trader = await signInAs(t.app, await signInOwner(t.app), 'trader');
  member = await t.login('member');
});
afterAll(async () => t.close());

const spin = (key: string) => call(t.app, 'POST', '/SpinWheel', member, {
  ChatRoomInfoModel: { MatchId: MATCH, AnchorLanguage: 'en', AnchorId: ANCHOR, GroupName: 'Licensee4283400', ProgramType: 1 },
  UserInfoModel: { SiteName: 'Sideline Sportsbook', CurrencyId: 1, CurrencyName: 'USD', EnableSingleWallet: false, UserLanguage: 'en', NickName: 'LuckyFan' },
  WheelInfoModel: { Amount: 5 }, MessageInfoModel: { Color: 3, Type: 15 },
}, { 'Idempotency-Key': key });
const isOn = async () => (await call(t.app, 'POST', '/GetIsWheelOn', member, { AnchorId: ANCHOR })).body.Result;

describe('lucky wheel from the back office', () => {
  it('shows six slots with labels of at most 8 letters', async () => {
    const setting = (await trader.call(GetWheelSetting)).json().Result;
    expect(setting.Slots).toHaveLength(6);
    expect(setting.Slots.every((s: { Label: string }) => s.Label.length <= 8)).toBe(true);
    expect(setting.IsOpen).toBe(true);
  });

  it('closes and opens the wheel for viewers; a spin lands in the record', async () => {
    expect((await trader.call(SetWheelOpen, { IsOpen: false })).json().Result.IsOpen).toBe(false);
    expect(await isOn()).toMatchObject({ IsWheelOn: false });
    expect((await trader.call(GetWheelSetting)).json().Result.IsOpen).toBe(false);
    await trader.call(SetWheelOpen, { IsOpen: true });
    expect(await isOn()).toMatchObject({ IsWheelOn: true });
    const spun = await spin('bo-wheel-1');
    expect(spun.status, JSON.stringify(spun.body)).toBe(200);
    const records = (await trader.call(ListWheelRecords, { CustomerId: 1001 })).json().Result;
    expect(records.Total).toBe(1);
    expect(records.Records[0]).toMatchObject({ CustomerId: 1001, Cost: 5, MatchId: MATCH });
  });

  it('a saved setting is what GetWheelInfo shows and what the next spin pays; invalid settings are refused; audited', async () => {
    const before = (await trader.call(GetWheelSetting)).json().Result as { IsOpen: boolean; Slots: { Label: string; Amount: number; Weight: number }[] };
    const slots = before.Slots.map((s, i) => ({ ...s, Label: i === 3 ? 'Seven' : s.Label, Amount: i === 3 ? 7 : s.Amount, Weight: i === 3 ? 1 : 0 }));
    const tooLong = await trader.call(SaveWheelSetting, { IsOpen: true, Slots: slots.map((s, i) => (i === 0 ? { ...s, Label: 'Ninechars' } : s)) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().Error[0].Field).toBe('Slots.0.Label');
    expect((await trader.call(SaveWheelSetting, { IsOpen: true, Slots: slots.slice(0, 5) })).statusCode).toBe(400);
    expect((await trader.call(SaveWheelSetting, { IsOpen: true, Slots: slots.map((s) => ({ ...s, Weight: 0 })) })).statusCode).toBe(400);

    const saved = await trader.call(SaveWheelSetting, { IsOpen: true, Slots: slots });
    expect(saved.json().Result).toEqual({ IsOpen: true, Slots: slots });
    expect((await trader.call(GetWheelSetting)).json().Result.Slots).toEqual(slots);
    const info = (await call(t.app, 'POST', '/GetWheelInfo', member, { AnchorId: ANCHOR, UserLanguage: 'en' })).body.Result as { WheelInfo: { WheelItems: { Content1: string }[] } };
    expect(info.WheelInfo.WheelItems[3]).toEqual({ Content1: '7', Content2: 'USD' });
    const first = (await spin('bo-wheel-set-1')).body.Result as { Balance: number; BingoIndex: number };
    const second = (await spin('bo-wheel-set-2')).body.Result as { Balance: number; BingoIndex: number };
    expect([first.BingoIndex, second.BingoIndex]).toEqual([3, 3]);
    expect(second.Balance - first.Balance).toBeCloseTo(2, 6);
    expect((await trader.call(ListWheelRecords, { CustomerId: 1001 })).json().Result.Records[0]).toMatchObject({ Label: 'Seven', Amount: 7, Cost: 5 });
    // Relabelling the slot later leaves the record as the spin landed.
    expect((await trader.call(SaveWheelSetting, { IsOpen: true, Slots: slots.map((s, i) => (i === 3 ? { ...s, Label: 'Lucky7' } : s)) })).statusCode).toBe(200);
    expect((await trader.call(ListWheelRecords, { CustomerId: 1001 })).json().Result.Records[0]).toMatchObject({ Label: 'Seven', Amount: 7 });

    const owner = await signInOwner(t.app);
    const audit = (await owner.call(ListAudit, { Action: 'SaveWheelSetting' })).json().Result.Entries as { Before: string; After: string }[];
    expect(audit).toHaveLength(2);
    const firstSave = audit.find((e) => JSON.parse(e.Before).Slots.every((x: { Label: string }, i: number) => x.Label === before.Slots[i]!.Label))!;
    expect(JSON.parse(firstSave.Before).Slots).toEqual(before.Slots);
    expect(JSON.parse(firstSave.After).Slots).toEqual(slots);
  });
});
