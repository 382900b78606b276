import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdType, MatchStatus, SITE_ID_COIN, SITE_ID_LICENSEE, StreamingPluginType } from '@sideline/protocol';
import { makeTestApp } from '../../testing/app';
import type { TestApp } from '../../testing/app';
import { adsGroup, playerStatusGroup } from './groups';
import { officialClient, waitFor } from '../../realtime/signalr/testing';
import type { HubConnection as ClientConnection } from '@microsoft/signalr';
import { SET_LIVE_STATUS_PATH } from '../schedule/operator';
import { scheduleStep } from '../../sim/schedule-driver';
import { adFor, DEFAULT_AD, SITE_ADS } from './ads';
import { eventStartGroups } from './event-start';
import { SET_PLAYER_STATUS_PATH } from './player-status';

/** A not-started match with anchors 301, 303, 307 and no stream in the seeded world. */
const WAITING_MATCH = 51230012;
const OPERATOR = { 'Operator-Key': 'sideline-demo-operator' };
const SITE_GROUP = `Licensee${SITE_ID_LICENSEE}`;

let t: TestApp;
let base: string;
const clients: ClientConnection[] = [];

beforeAll(async () => {
  t = await makeTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.stop()));
  await t.close();
});

async function connect(path: string): Promise<ClientConnection> {
  const c = officialClient(`${base}${path}`, 'skip');
  clients.push(c);
  await c.start();
  return c;
}

const streaming = (matchId: number, token?: string) => t.app.inject({
  method: 'POST', url: '/GetStreaming', headers: token ? { Token: token } : {},
  payload: { MatchId: matchId, UserLanguage: 'en', StreamingPluginType: StreamingPluginType.StreamingAndChatroom },
});

describe('the ad of a match without stream (GetStreaming AdInfo)', () => {
  it('answers the site ad only while the match has no stream and has not started', async () => {
    const member = await t.login('member');
    const waiting = (await streaming(WAITING_MATCH, member)).json().Result;
    expect(waiting.MatchStatus).toBe(MatchStatus.NotStart);
    expect(waiting.AnchorStreamingDtos).toEqual([]);
    expect(waiting.AdInfo).toEqual(SITE_ADS[SITE_ID_LICENSEE]);
    expect(waiting.AdInfo.Type).toBe(AdType.Video);
    const playlist = await t.app.inject({ method: 'GET', url: waiting.AdInfo.Url });
    expect(playlist.statusCode).toBe(200);
    expect(playlist.body).toContain('#EXTM3U');

    const coin = (await streaming(WAITING_MATCH, await t.login('coin-member'))).json().Result;
    expect(coin.AdInfo).toEqual(SITE_ADS[SITE_ID_COIN]);
    const image = await t.app.inject({ method: 'GET', url: coin.AdInfo.Url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect((await streaming(WAITING_MATCH)).json().Result.AdInfo).toEqual(DEFAULT_AD);

    expect((await streaming(51230001, member)).json().Result.AdInfo).toBeNull();
  });

  it('adFor is null for a running or ended match and for a not-started one with a stream', () => {
    const base = { MatchId: 1, AnchorStreamingDtos: [], GameStreamingDtos: [], BroadcastStreamingDtos: [], TeamInfo: null, SlmtUrl: null, IsESport: false };
    expect(adFor({ ...base, MatchStatus: MatchStatus.NotStart }, null)).toEqual(DEFAULT_AD);
    expect(adFor({ ...base, MatchStatus: MatchStatus.Running }, null)).toBeNull();
    expect(adFor({ ...base, MatchStatus: MatchStatus.End }, null)).toBeNull();
    const row = { SiteId: 0, Language: 'EN', AnchorId: 801, AnchorName: 'x', StreamingProvider: 3 as const, StreamingSource: 32, StreamingId: null, StreamingType: 3, StreamingUrl: null, IsExclusive: false, IsSelfOwned: true, OrderBy: 1, StreamingIndex: 0, ChannelType: 3, VideoConfig: null };
    expect(adFor({ ...base, MatchStatus: MatchStatus.NotStart, BroadcastStreamingDtos: [row] }, null)).toBeNull();
  });
});

describe('PushEventStart', () => {
  it('reaches a viewer in the ads group when the operator starts the match, and not on later changes', async () => {
    const token = await t.login('member');
    const hub = await connect('/chatroomhub');
    const starts: unknown[] = [];
    hub.on('PushEventStart', (payload: unknown) => starts.push(payload));
    const joined = await hub.invoke('AddAdsGroup', WAITING_MATCH, 'en', 0, SITE_GROUP, token, null, true);
    expect(joined).toMatchObject({ Group: adsGroup(SITE_GROUP, 1, WAITING_MATCH, 'en', 0) });
    expect(await eventStartGroups(t.app.sideline.store, WAITING_MATCH)).toContain(adsGroup(SITE_GROUP, 1, WAITING_MATCH, 'en', 0));

    const res = await t.app.inject({ method: 'POST', url: SET_LIVE_STATUS_PATH, headers: OPERATOR, payload: { MatchId: WAITING_MATCH, Status: MatchStatus.Running } });
    expect(res.statusCode).toBe(200);
    expect(res.json().Result.EventStartGroups).toBeGreaterThan(0);
    await waitFor(() => starts.length === 1);
    expect(starts[0]).toEqual({ MatchId: WAITING_MATCH });
    // Running now: the answer has streams and no ad.
    const after = (await streaming(WAITING_MATCH, token)).json().Result;
    expect(after.AnchorStreamingDtos.length).toBeGreaterThan(0);
    expect(after.AdInfo).toBeNull();

    // Running → Running and Running → End are not starts.
    await t.app.inject({ method: 'POST', url: SET_LIVE_STATUS_PATH, headers: OPERATOR, payload: { MatchId: WAITING_MATCH, Status: MatchStatus.Running } });
    const ended = await t.app.inject({ method: 'POST', url: SET_LIVE_STATUS_PATH, headers: OPERATOR, payload: { MatchId: WAITING_MATCH, Status: MatchStatus.End } });
    expect(ended.json().Result.EventStartGroups).toBe(0);
    await new Promise((r) => setTimeout(r, 100));
    expect(starts).toHaveLength(1);
  });

  it('the schedule driver calls onMatchStart for each match it starts, only those', async () => {
    const store = t.app.sideline.store;
    await store.db.updateTable('matches').set({ status: MatchStatus.NotStart, event_time: 1 }).where('id', '=', 51230013).execute();
    const started: number[] = [];
    await scheduleStep(store, async () => undefined, 2, async (id) => { started.push(id); });
    expect(started).toEqual([51230013]);
  });
});

describe('POST /Operator/SetPlayerStatus', () => {
  it('pushes GetAgoraPlayerStatus / GetBytePlusPlayerStatus to the channel group on /commonhub', async () => {
    const token = await t.login('member');
    const common = await connect('/commonhub');
    const agora: { Status: boolean }[] = [];
    const byteplus: { Status: boolean }[] = [];
    common.on('GetAgoraPlayerStatus', (p: { Status: boolean }) => agora.push(p));
    common.on('GetBytePlusPlayerStatus', (p: { Status: boolean }) => byteplus.push(p));
    expect(await common.invoke('AddPlayerStatusGroup', 3, 51230001, 305, 'cn', token)).toMatchObject({ Group: playerStatusGroup(3, 51230001, 305, 'cn') });
    await common.invoke('AddPlayerStatusGroup', 4, 51230002, 310, 'ph', token);

    const set = (payload: object, headers: Record<string, string> = OPERATOR) =>
      t.app.inject({ method: 'POST', url: SET_PLAYER_STATUS_PATH, headers, payload });
    const res = await set({ Provider: 3, MatchId: 51230001, AnchorId: 305, Language: 'CN', Status: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().Result.Group).toBe(playerStatusGroup(3, 51230001, 305, 'cn'));
    await waitFor(() => agora.length === 1);
    expect(agora[0]).toMatchObject({ MatchId: 51230001, AnchorId: 305, Status: false });
    await set({ Provider: 4, MatchId: 51230002, AnchorId: 310, Language: 'ph', Status: true });
    await waitFor(() => byteplus.length === 1);
    expect(byteplus[0]).toMatchObject({ AnchorId: 310, Status: true });
    expect(agora).toHaveLength(1);

    expect((await set({ Provider: 3, MatchId: 1, AnchorId: 1, Language: 'en', Status: true }, {})).statusCode).toBe(401);
    const bad = await set({ Provider: 5, MatchId: 1, AnchorId: 1, Language: 'en', Status: true });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Error[0].Field).toBe('Provider');
  });
});
