import type { AddressInfo } from 'node:net';
import type { HubConnection } from '@microsoft/signalr';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GAMBLING_REFUSAL_MESSAGES, GetSiteJurisdiction, JURISDICTION_PRESETS, ListAudit, SetSiteJurisdiction } from '@sideline/protocol';
import { signInAs, signInOwner } from '../staff/index';
import { makeTestApp } from '../../testing/app';
import type { TestApp } from '../../testing/app';
import { officialClient, waitFor } from '../../realtime/signalr/testing';
import { ANCHOR, MATCH, betBody, call, operator, price, HANDICAP } from '../betting/betting.testing';
import { giftBody } from '../gifts/gifts.testing';
import { pushBody, siteGroup } from '../chat/testing';

let t: TestApp;
let base: string;
let member: string;
let other: string;
const hubs: HubConnection[] = [];
const pushed: Record<string, unknown>[] = [];
const otherPushed: Record<string, unknown>[] = [];
const SITE = 4283400;

const setState = (CustomerId: number, s: Partial<{ SelfExcluded: boolean; TimedOutUntil: number | null; LimitReached: boolean; AgeVerified: boolean }>) =>
  operator(t.app, 'POST', '/Operator/SetPlayerGamblingState', { CustomerId, SelfExcluded: false, TimedOutUntil: null, LimitReached: false, AgeVerified: false, ...s });
const setProfile = (Jurisdiction: string, Edits?: Record<string, unknown>) =>
  operator(t.app, 'POST', '/Operator/SetJurisdictionProfile', { SiteId: SITE, Jurisdiction, ...(Edits ? { Edits } : {}) });
const sendGift = (token: string, key: string) =>
  t.app.inject({ method: 'POST', url: '/SendGift', payload: giftBody(102, 5, 1), headers: { Token: token, 'Idempotency-Key': key } });
const bet = async (token: string, key: string) =>
  call(t.app, 'POST', '/PlaceBet', token, betBody({ OddsPrice: await price(t.app, HANDICAP, 'h'), Stake: 10 }), { 'Idempotency-Key': key });

async function memberHub(token: string, into: Record<string, unknown>[]): Promise<void> {
  const hub = officialClient(`${base}/chatroomhub`, 'skip');
  hubs.push(hub);
  hub.on('PushPlayerGamblingState', (p: Record<string, unknown>) => into.push(p));
  await hub.start();
  await hub.invoke('AddMemberGroup', token, null);
}

beforeAll(async () => {
  t = await makeTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  member = await t.login('member', 'th');
  other = await t.login('vip5');
  await memberHub(member, pushed);
  await memberHub(other, otherPushed);
});
afterAll(async () => {
  for (const h of hubs) await h.stop();
  await t.close();
});
beforeEach(async () => {
  await setProfile('none');
  await setState(1001, {});
  await setState(1002, {});
});

describe('profile none (today\'s behaviour)', () => {
  it('reads the none preset and an unrestricted state; anonymous viewers get no state', async () => {
    const r = await call(t.app, 'GET', '/ResponsibleGambling', member);
    expect(r.body.Result).toMatchObject({ Profile: JURISDICTION_PRESETS.none, State: { SelfExcluded: false, TimedOutUntil: null, LimitReached: false, AgeVerified: false } });
    expect((await call(t.app, 'GET', '/ResponsibleGambling', await t.anonymous())).body.Result).toMatchObject({ Profile: JURISDICTION_PRESETS.none, State: null });
  });

  it('lets an unrestricted member send a gift without an age flag', async () => {
    expect((await sendGift(member, 'none-1')).statusCode).toBe(200);
  });
});

describe('SetPlayerGamblingState', () => {
  it('needs the operator key and a known customer', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/Operator/SetPlayerGamblingState', payload: { CustomerId: 1001, SelfExcluded: true, TimedOutUntil: null, LimitReached: false, AgeVerified: false } });
    expect(res.statusCode).toBe(401);
    expect((await setState(999999, { SelfExcluded: true })).status).toBe(404);
  });

  it("pushes the state to the player's own member group only", async () => {
    const before = otherPushed.length;
    const res = await setState(1001, { SelfExcluded: true });
    expect(res.body.Result).toMatchObject({ CustomerId: 1001, SelfExcluded: true, Pushed: true });
    await waitFor(() => pushed.some((p) => p.SelfExcluded === true));
    expect(pushed.at(-1)).toMatchObject({ CustomerId: 1001, SelfExcluded: true, TimedOutUntil: null });
    await setState(1002, { AgeVerified: true }); // a round trip on the other group: anything for 1002 before it would have arrived
    await waitFor(() => otherPushed.length > before);
    expect(otherPushed.slice(before).every((p) => p.CustomerId === 1002)).toBe(true);
  });
});

describe('the guard', () => {
  it('refuses a self-excluded member with RG001 in their language, a replay of an earlier key too; chat stays open', async () => {
    expect((await sendGift(member, 'rg-replay')).statusCode).toBe(200);
    const placed = await bet(member, 'rg-bet');
    expect(placed.status).toBe(200);
    await setState(1001, { SelfExcluded: true, AgeVerified: true });
    for (const res of [await sendGift(member, 'rg-replay'), await sendGift(member, 'rg-new')]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().Error[0]).toEqual({ Field: 'RG001', Message: GAMBLING_REFUSAL_MESSAGES.excluded.th });
    }
    const again = await bet(member, 'rg-bet');
    expect(again.status).toBe(403);
    expect(again.body.Error![0]!.Field).toBe('RG001');
    const chat = await t.app.inject({ method: 'POST', url: '/MessagePush', payload: pushBody(await siteGroup(t.app, member), { AnchorLanguage: 'en' }), headers: { Token: member } });
    expect(chat.statusCode).toBe(200);
    // Showing a ticket in the chat is a betting surface: refused, whatever the client sends.
    const show = await t.app.inject({ method: 'POST', url: '/MessagePush', payload: pushBody(await siteGroup(t.app, member), { AnchorLanguage: 'en', Type: 10, Message: String(placed.body.Result!.TransId ?? 1) }), headers: { Token: member } });
    expect(show.statusCode).toBe(403);
    expect(show.json().Error[0].Field).toBe('RG001');
    expect((await sendGift(other, 'other-ok')).statusCode).toBe(200);
  });

  it('refuses while timed out, allows again once the time-out is over', async () => {
    await setState(1001, { TimedOutUntil: Date.now() + 60_000 });
    expect((await bet(member, 'to-1')).status).toBe(403);
    await setState(1001, { TimedOutUntil: Date.now() - 1 });
    expect((await bet(member, 'to-2')).status).toBe(200);
  });

  it('asks for the verified-age flag before prizes where the profile says so (UKGC), not before bets', async () => {
    await setProfile('UKGC');
    const refused = await sendGift(member, 'age-1');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().Error[0].Message).toBe(GAMBLING_REFUSAL_MESSAGES.age.th);
    expect((await bet(member, 'age-bet')).status).toBe(200);
    await setState(1001, { AgeVerified: true });
    expect((await sendGift(member, 'age-2')).statusCode).toBe(200);
  });
});

describe('promoted odds under a profile', () => {
  it('AGCO shows them to nobody; UKGC to members only; an excluded member sees none', async () => {
    const list = async (token: string | null) => ((await call(t.app, 'POST', '/GetPromotedOdds', token, { MatchId: MATCH, Language: 'en', AnchorId: ANCHOR })).body.Result as { PromotedOdds: unknown[] }).PromotedOdds;
    await operator(t.app, 'POST', '/Operator/PromotedOdds/Push', { MatchId: MATCH, AnchorId: ANCHOR, Language: 'en', Key: 'h', Boost: 0.15, DurationMs: 60_000 });
    const anon = await t.anonymous();
    expect(await list(anon)).toHaveLength(1);
    await setProfile('UKGC');
    expect(await list(anon)).toHaveLength(0);
    expect(await list(member)).toHaveLength(1);
    await setProfile('AGCO');
    expect(await list(member)).toHaveLength(0);
    expect((await call(t.app, 'POST', '/Auth/CheckAllowPromotedOdds', member, {})).body.Result).toEqual({ IsAllowPromotedOdds: false });
    await setProfile('none');
    await setState(1001, { SelfExcluded: true });
    expect(await list(member)).toHaveLength(0);
    expect(await list(other)).toHaveLength(1);
  });
});

describe('reality check', () => {
  it('sums the stakes and returns of the bets placed since the session began, from the bet ledger', async () => {
    const since = Date.now();
    await bet(other, 'rc-1');
    await bet(other, 'rc-2');
    const rows = await t.app.sideline.store.db.selectFrom('bets').select(['id']).where('customer_id', '=', 1002).where('created_at', '>=', since).execute();
    await t.app.sideline.store.db.updateTable('bets').set({ status: 'won', payout_minor: 1950 }).where('id', '=', rows[0]!.id).execute();
    const r = await call(t.app, 'GET', `/ResponsibleGambling/RealityCheck?SessionStart=${since}`, other);
    expect(r.body.Result).toEqual({ Staked: 20, Returned: 19.5, Net: -0.5, Bets: 2, CurrencyId: 1 });
    expect((await call(t.app, 'GET', `/ResponsibleGambling/RealityCheck?SessionStart=${since}`, await t.anonymous())).status).toBe(401);
  });
});

describe('the profile in the back office', () => {
  it('reads and sets the profile the widget reads, audited; needs sites.edit; refuses bad edits and unknown sites', async () => {
    const owner = await signInOwner(t.app);
    expect((await owner.call(GetSiteJurisdiction, { SiteId: SITE })).json().Result).toEqual({ SiteId: SITE, Profile: JURISDICTION_PRESETS.none });
    const set = await owner.call(SetSiteJurisdiction, { SiteId: SITE, Jurisdiction: 'UKGC', Edits: { RealityCheckMinutes: 30, HelpUrl: 'https://example.org/help' } });
    const profile = { ...JURISDICTION_PRESETS.UKGC, RealityCheckMinutes: 30, HelpUrl: 'https://example.org/help' };
    expect(set.json().Result).toEqual({ SiteId: SITE, Profile: profile });
    expect((await call(t.app, 'GET', '/ResponsibleGambling', member)).body.Result?.Profile).toEqual(profile);
    const [audit] = (await owner.call(ListAudit, { Action: 'SetSiteJurisdiction' })).json().Result.Entries as { Target: string; Before: string; After: string }[];
    expect(audit!.Target).toBe(`site:${SITE}`);
    expect(JSON.parse(audit!.Before)).toMatchObject({ Jurisdiction: { Jurisdiction: 'none' } });
    expect(JSON.parse(audit!.After)).toMatchObject({ Jurisdiction: { Jurisdiction: 'UKGC', RealityCheckMinutes: 30 } });
    const moderator = await signInAs(t.app, owner, 'moderator');
    expect((await moderator.call(SetSiteJurisdiction, { SiteId: SITE, Jurisdiction: 'none' })).statusCode).toBe(403);
    expect((await owner.call(SetSiteJurisdiction, { SiteId: SITE, Jurisdiction: 'MGA', Edits: { HelpUrl: 'http://plain.example' } })).statusCode).toBe(400);
    expect((await owner.call(SetSiteJurisdiction, { SiteId: 999_999, Jurisdiction: 'MGA' })).statusCode).toBe(404);
    expect((await owner.call(GetSiteJurisdiction, { SiteId: SITE })).json().Result.Profile).toEqual(profile);
  });
});
