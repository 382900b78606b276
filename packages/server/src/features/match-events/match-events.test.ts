import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { HubConnection } from '@microsoft/signalr';
import { GetRoomMatchChat, GetSiteMatchChat, ListAudit, MessageType, SetRoomMatchChat, SetSiteMatchChat, parseMatchEventLine } from '@sideline/protocol';
import { makeTestApp } from '../../testing/app';
import type { TestApp } from '../../testing/app';
import { serviceDeps } from '../../http/context';
import { waitFor } from '../../realtime/signalr/testing';
import { bettingRuntime } from '../betting/index';
import { operator } from '../betting/betting.testing';
import { ANCHOR, LANG, RUNNING_MATCH, collect, get, hubClient, listen, post, pushBody, siteGroup } from '../chat/testing';
import { signInAs, signInOwner } from '../staff/index';
import type { StaffAgent } from '../staff/index';
import { drawMatchEvent, FEED_RATES_PER_90 } from './feed';
import { endDueWindows } from './service';

const SITE = 4283400;
let t: TestApp;
let member: string;
let group: string;
let mod: StaffAgent;
let viewer: HubConnection;
let seen: Record<string, unknown[][]>;
const ticket = JSON.stringify({ SportType: 1, MarketId: 5, Key: 'h', Price: 1.9, BetChoice: 'Arsenal', KeyName: 'Arsenal', BetType: 1, BetTypeName: 'Handicap', OddsType: 3, OddsStake: 10 });

const settings = (s: Record<string, unknown> = {}) =>
  operator(t.app, 'POST', '/Operator/MatchChatSettings', { SiteId: SITE, Enabled: true, Mode: 'slow-mode', SlowModeSeconds: 30, DurationSeconds: 60, ...s });
const event = (body: Record<string, unknown> = {}) => operator(t.app, 'POST', '/Operator/MatchEvent', { MatchId: RUNNING_MATCH, Event: 'goal', Team: 'home', ...body });
const push = (overrides: Record<string, unknown> = {}) => post(t.app, '/MessagePush', member, pushBody(group, { Nickname: 'Mia', ...overrides }));
const history = async () => (await get(t.app, '/Message', member, { MatchId: RUNNING_MATCH, AnchorLanguage: LANG, AnchorId: ANCHOR, GroupName: group }))
  .json().Result.Messages as { Type: number; Message: string }[];
const systemLines = async () => (await history()).filter((m) => m.Type === MessageType.MatchEvent).map((m) => parseMatchEventLine(m.Message));
/** The member's last send as if `ms` had passed (past the site's 3 s MessageFrequency, inside a 30 s slow mode). */
const age = (ms: number) => t.app.sideline.store.db.updateTable('chat_cooldowns').set((eb) => ({ last_sent_at: eb('last_sent_at', '-', ms) })).execute();
/** Ends the windows as the sweep would once their time is up. */
const endAll = () => endDueWindows(serviceDeps(t.app), Date.now() + 3_600_000 + 1);

beforeAll(async () => {
  t = await makeTestApp();
  const base = await listen(t.app);
  member = await t.login('member');
  group = await siteGroup(t.app, member);
  mod = await signInAs(t.app, await signInOwner(t.app), 'moderator');
  await history(); // the room is known to chat (its registry), as a viewer's first load makes it
  viewer = await hubClient(`${base}/chatroomhub`);
  seen = collect(viewer, 'MessagePush');
  await viewer.invoke('AddChatRoomGroup', RUNNING_MATCH, LANG, ANCHOR, group, member, '', true);
});
afterAll(async () => {
  await viewer.stop();
  await t.close();
});
beforeEach(async () => {
  await endAll();
  await mod.call(SetRoomMatchChat, { ProgramType: 1, MatchId: RUNNING_MATCH, IsEnabled: true });
  await t.app.sideline.store.db.deleteFrom('chat_cooldowns').execute();
});

describe('operator calls', () => {
  it('validate like the other /Operator calls', async () => {
    const noKey = await t.app.inject({ method: 'POST', url: '/Operator/MatchEvent', payload: { MatchId: RUNNING_MATCH, Event: 'goal' } });
    expect(noKey.statusCode).toBe(401);
    expect((await event({ Event: 'corner' })).body).toMatchObject({ Code: 400, Error: [{ Field: 'Event' }] });
    expect((await event({ Extra: 1 })).status).toBe(400);
    expect((await event({ MatchId: 999999 })).status).toBe(404);
    expect((await settings({ SlowModeSeconds: 0 })).body).toMatchObject({ Code: 400, Error: [{ Field: 'SlowModeSeconds' }] });
    expect((await settings({ SiteId: 999999 })).status).toBe(404);
  });

  it('a site without settings is off: no line, no slow mode (the spec)', async () => {
    await settings({ Enabled: false });
    const before = (await systemLines()).length;
    expect((await event()).body.Result).toMatchObject({ Rooms: 0 });
    expect(await systemLines()).toHaveLength(before);
    expect((await push({ Message: 'one' })).json().Result).toMatchObject({ IsSend: true });
    await age(5_000);
    expect((await push({ Message: 'two' })).json().Result).toMatchObject({ IsSend: true });
  });
});

describe('slow mode after an event', () => {
  it('refuses a second line inside the slow-mode interval, posts the system line, and ends once', async () => {
    await settings();
    const pushesBefore = seen.MessagePush!.length;
    expect((await event()).body.Result).toMatchObject({ MatchId: RUNNING_MATCH, Event: 'goal', Rooms: 1 });
    const start = (await systemLines()).at(-1);
    expect(start).toMatchObject({ Phase: 'start', Event: 'goal', Mode: 'slow-mode', SlowModeSeconds: 30, DurationSeconds: 60 });
    expect(start?.Team).toBeTruthy();
    await waitFor(() => seen.MessagePush!.slice(pushesBefore).some(([p]) => (p as { Type: number }).Type === MessageType.MatchEvent));

    expect((await push({ Message: 'first' })).json().Result).toMatchObject({ IsSend: true });
    await age(5_000);
    const refused = (await push({ Message: 'second' })).json();
    expect(refused).toMatchObject({ Code: 429, Error: [{ Field: 'MessageFrequency' }] });
    expect(refused.Error[0].Message).toMatch(/wait 2[5-6] s/);

    // Two nodes sweeping at once: exactly one ends it.
    const [a, b] = await Promise.all([endAll(), endAll()]);
    expect(a + b).toBe(1);
    expect((await systemLines()).at(-1)).toMatchObject({ Phase: 'end', Mode: 'slow-mode' });
    // Back to the room's previous mode: the site's 3 s MessageFrequency.
    expect((await push({ Message: 'third' })).json().Result).toMatchObject({ IsSend: true });
  });

  it('a second event stretches the window instead of opening another', async () => {
    await settings({ DurationSeconds: 60 });
    await event();
    await settings({ DurationSeconds: 600 });
    await event({ Event: 'var' });
    const lines = (await systemLines()).slice(-2);
    expect(lines[1]).toMatchObject({ Phase: 'start', Event: 'var', Team: null, DurationSeconds: 600 });
    expect((await mod.call(GetRoomMatchChat, { ProgramType: 1, MatchId: RUNNING_MATCH })).json().Result.ActiveUntil).toBeGreaterThan(Date.now() + 500_000);
    expect(await endAll()).toBe(1);
  });
});

describe('holding ticket lines during market suspension', () => {
  it('keeps shared tickets out of the room until the window ends, then posts them after the end line', async () => {
    await settings({ Mode: 'hold-tickets', DurationSeconds: 60 });
    await event({ Event: 'penalty' });
    expect((await systemLines()).at(-1)).toMatchObject({ Phase: 'start', Event: 'penalty', Mode: 'hold-tickets', SlowModeSeconds: null });
    const pushesBefore = seen.MessagePush!.length;
    expect((await push({ Type: MessageType.ShowingTicket, Message: ticket })).json().Result).toMatchObject({ IsSend: true });
    expect((await history()).some((m) => m.Type === MessageType.ShowingTicket && m.Message === ticket)).toBe(false);
    // Plain chat is not held (and no slow mode in this mode).
    await age(5_000);
    expect((await push({ Message: 'chat goes on' })).json().Result).toMatchObject({ IsSend: true });
    expect(await endAll()).toBe(1);
    const after = await history();
    const endAt = after.findLastIndex((m) => m.Type === MessageType.MatchEvent);
    const ticketAt = after.findLastIndex((m) => m.Type === MessageType.ShowingTicket && m.Message === ticket);
    expect(ticketAt).toBeGreaterThan(endAt);
    await waitFor(() => seen.MessagePush!.slice(pushesBefore).some(([p]) => (p as { Type: number }).Type === MessageType.ShowingTicket));
  });
  it('releases the held lines as soon as the match\'s markets reopen, before the site\'s duration', async () => {
    const markets = await bettingRuntime(t.app.sideline).simulator.markets(RUNNING_MATCH);
    const market = markets.find((m) => m.status === 'open')!;
    await settings({ Mode: 'hold-tickets', DurationSeconds: 3600 });
    await operator(t.app, 'POST', '/Operator/SetMarketState', { MarketId: market.id, Status: 'suspended' });
    await event({ Event: 'var' });
    const held = ticket.replace('Arsenal', 'Arsenal FC');
    expect((await push({ Type: MessageType.ShowingTicket, Message: held })).json().Result).toMatchObject({ IsSend: true });
    expect((await history()).some((m) => m.Message === held)).toBe(false);
    await operator(t.app, 'POST', '/Operator/SetMarketState', { MarketId: market.id, Status: 'open' });
    // The reopening (the sportsbook's change feed runs before the call answers) ended the
    // hour-long window: its end line, then the ticket.
    const after = await history();
    expect(after.some((m) => m.Message === held)).toBe(true);
    expect(after.findLastIndex((m) => m.Message === held)).toBeGreaterThan(after.findLastIndex((m) => m.Type === MessageType.MatchEvent));
    expect((await systemLines()).at(-1)).toMatchObject({ Phase: 'end', Mode: 'hold-tickets' });
    expect(await endAll()).toBe(0);
  });
  it('a released ticket on the match\'s own market gets its live bet card, keyed by the released line', async () => {
    const markets = await bettingRuntime(t.app.sideline).simulator.markets(RUNNING_MATCH);
    const market = markets.find((m) => m.status === 'open' && m.betType !== 222 && m.selections.length > 1)!;
    const pick = market.selections[0]!;
    const onMarket = JSON.stringify({ ...JSON.parse(ticket), SportType: market.sportType, MarketId: market.id, Key: pick.key, BetType: market.betType, Price: pick.priceMilli / 1000 });
    await settings({ Mode: 'hold-tickets', DurationSeconds: 3600 });
    await operator(t.app, 'POST', '/Operator/SetMarketState', { MarketId: market.id, Status: 'suspended' });
    await event({ Event: 'red-card' });
    expect((await push({ Type: MessageType.ShowingTicket, Message: onMarket })).json().Result).toMatchObject({ IsSend: true });
    const cards = async () => (await get(t.app, '/BetCards', member, { MatchId: RUNNING_MATCH, AnchorLanguage: LANG, AnchorId: ANCHOR, GroupName: group }))
      .json().Result.Cards as { MarketId: number; Timestamp: number; Key: string; State: string }[];
    expect((await cards()).filter((c) => c.MarketId === market.id)).toEqual([]);
    await operator(t.app, 'POST', '/Operator/SetMarketState', { MarketId: market.id, Status: 'open' });
    const line = (await history()).findLast((m) => m.Message === onMarket) as { Timestamp: number } | undefined;
    expect(line).toBeDefined();
    expect((await cards()).filter((c) => c.MarketId === market.id)).toEqual([
      expect.objectContaining({ Timestamp: line!.Timestamp, Key: pick.key, State: 'open' }),
    ]);
  });
});

describe('the desk turns it off per room', () => {
  it('off ends a running slow mode at once and later events change nothing; staff need chat.moderate', async () => {
    await settings();
    await event();
    await push({ Message: 'before off' });
    const viewerStaff = await signInAs(t.app, await signInOwner(t.app), 'viewer');
    expect((await viewerStaff.call(SetRoomMatchChat, { ProgramType: 1, MatchId: RUNNING_MATCH, IsEnabled: false })).statusCode).toBe(403);
    const off = await mod.call(SetRoomMatchChat, { ProgramType: 1, MatchId: RUNNING_MATCH, IsEnabled: false, Reason: 'derby' });
    expect(off.json().Result).toMatchObject({ IsEnabled: false, ActiveUntil: null, Sites: [{ SiteId: SITE, Enabled: true, Mode: 'slow-mode' }] });
    expect((await systemLines()).at(-1)).toMatchObject({ Phase: 'end' });
    const count = (await systemLines()).length;
    expect((await event()).body.Result).toMatchObject({ Rooms: 0 });
    expect(await systemLines()).toHaveLength(count);
    await age(5_000);
    expect((await push({ Message: 'no slow mode' })).json().Result).toMatchObject({ IsSend: true });
    const read = await viewerStaff.call(GetRoomMatchChat, { ProgramType: 1, MatchId: RUNNING_MATCH });
    expect(read.json().Result).toMatchObject({ IsEnabled: false });
  });
});

describe('the site settings in the back office', () => {
  it('reads and sets the operator call\'s settings, audited; needs sites.edit; refuses an unknown site and bad bounds', async () => {
    const owner = await signInOwner(t.app);
    await settings({ Enabled: false });
    expect((await owner.call(GetSiteMatchChat, { SiteId: SITE })).json().Result).toEqual({ SiteId: SITE, Enabled: false, Mode: 'slow-mode', SlowModeSeconds: 30, DurationSeconds: 60 });
    const set = await owner.call(SetSiteMatchChat, { SiteId: SITE, Enabled: true, Mode: 'hold-tickets', SlowModeSeconds: 15, DurationSeconds: 120 });
    expect(set.json().Result).toEqual({ SiteId: SITE, Enabled: true, Mode: 'hold-tickets', SlowModeSeconds: 15, DurationSeconds: 120 });
    // The desk sees the site's new settings for the match's rooms.
    expect((await mod.call(GetRoomMatchChat, { ProgramType: 1, MatchId: RUNNING_MATCH })).json().Result.Sites).toEqual([
      expect.objectContaining({ SiteId: SITE, Mode: 'hold-tickets', SlowModeSeconds: 15, DurationSeconds: 120 }),
    ]);
    const [audit] = (await owner.call(ListAudit, { Action: 'SetSiteMatchChat' })).json().Result.Entries as { Target: string; Before: string; After: string }[];
    expect(audit!.Target).toBe(`site:${SITE}`);
    expect(JSON.parse(audit!.Before)).toMatchObject({ MatchChat: { Enabled: false } });
    expect(JSON.parse(audit!.After)).toMatchObject({ MatchChat: { Enabled: true, Mode: 'hold-tickets' } });
    expect((await mod.call(SetSiteMatchChat, { SiteId: SITE, Enabled: false, Mode: 'slow-mode', SlowModeSeconds: 15, DurationSeconds: 120 })).statusCode).toBe(403);
    expect((await owner.call(SetSiteMatchChat, { SiteId: 999_999, Enabled: false, Mode: 'slow-mode', SlowModeSeconds: 15, DurationSeconds: 120 })).statusCode).toBe(404);
    expect((await owner.call(SetSiteMatchChat, { SiteId: SITE, Enabled: true, Mode: 'slow-mode', SlowModeSeconds: 0, DurationSeconds: 120 })).statusCode).toBe(400);
    expect((await owner.call(GetSiteMatchChat, { SiteId: SITE })).json().Result).toMatchObject({ Enabled: true, Mode: 'hold-tickets' });
  });
});

describe('the demo feed', () => {
  it('draws events at the table rates, a team for goals, penalties and red cards', () => {
    expect(drawMatchEvent(() => 0)).toMatchObject({ Event: 'goal', Team: 'home' });
    expect(drawMatchEvent(() => 0.999)).toBeNull();
    const steps = 180;
    const total = Object.values(FEED_RATES_PER_90).reduce((a, b) => a + b, 0);
    let n = 0;
    // A fixed, evenly spread sequence: the share of steps with an event matches the table.
    const draws = 100_000;
    for (let i = 0; i < draws; i += 1) {
      const v = (i + 0.5) / draws;
      if (drawMatchEvent(() => v)) n += 1;
    }
    expect(n / draws).toBeCloseTo(total / steps, 3);
    expect(drawMatchEvent(() => 2.7 / steps + 0.0001)?.Event).toBe('penalty');
  });
});
