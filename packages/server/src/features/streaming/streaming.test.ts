import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MatchStatus, StreamingPluginType } from '@sideline/protocol';
import { makeTestApp } from '../../testing/app';
import type { TestApp } from '../../testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const streaming = (body: Record<string, unknown>) =>
  post('/GetStreaming', { MatchId: 51230001, UserLanguage: 'en', StreamingPluginType: StreamingPluginType.StreamingAndChatroom, ...body });

describe('POST /GetStreaming', () => {
  it('lists anchor, game and broadcast streams of a running match', async () => {
    const res = await streaming({});
    expect(res.statusCode).toBe(200);
    const r = res.json().Result;
    expect(r.MatchStatus).toBe(MatchStatus.Running);
    expect(r.TeamInfo).toMatchObject({ HomeName: 'Arsenal', AwayName: 'Chelsea' });
    expect(r.IsESport).toBe(false);
    expect(r.SlmtUrl).toMatch(/^\/media\/images\//);
    expect(r.AnchorStreamingDtos.map((d: { AnchorId: number; Language: string; StreamingProvider: number | null }) =>
      [d.AnchorId, d.Language, d.StreamingProvider])).toEqual([[301, 'VN', null], [303, 'TH', null], [305, 'CN', 3]]);
    expect(r.AnchorStreamingDtos[0].StreamingUrl).toBe('/media/live/match-51230001-vn/index.m3u8');
    expect(r.GameStreamingDtos.map((d: { StreamingSource: number }) => d.StreamingSource)).toEqual([11, 13]);
    expect(r.BroadcastStreamingDtos).toHaveLength(1);
    expect(r.BroadcastStreamingDtos[0]).toMatchObject({ AnchorId: 801, StreamingSource: 32, Language: 'VN' });
  });

  it('every anchor HLS URL it gives is a master playlist of playable live renditions', async () => {
    const r = (await streaming({})).json().Result;
    for (const d of r.AnchorStreamingDtos.filter((x: { StreamingUrl: string | null }) => x.StreamingUrl)) {
      // A master playlist whose every rendition is a live media playlist.
      const master = await get(d.StreamingUrl);
      expect(master.statusCode).toBe(200);
      const variants = master.body.split('\n').filter((l: string) => l && !l.startsWith('#'));
      expect(variants.length).toBeGreaterThanOrEqual(2);
      for (const uri of variants) {
        const list = await get(uri);
        expect(list.statusCode).toBe(200);
        expect(list.body).toContain('#EXT-X-MEDIA-SEQUENCE');
      }
    }
  });

  it('filters by StreamerIds and masked sources, and empties for OnlyChatroom', async () => {
    const only = (await streaming({ StreamerIds: '303' })).json().Result;
    expect(only.AnchorStreamingDtos.map((d: { AnchorId: number }) => d.AnchorId)).toEqual([303]);
    const masked = (await streaming({ MaskedStreamingSrc: '13,32' })).json().Result;
    expect(masked.GameStreamingDtos.map((d: { StreamingSource: number }) => d.StreamingSource)).toEqual([11]);
    expect(masked.BroadcastStreamingDtos).toEqual([]);
    const chat = (await streaming({ StreamingPluginType: StreamingPluginType.OnlyChatroom })).json().Result;
    expect([chat.AnchorStreamingDtos, chat.GameStreamingDtos, chat.BroadcastStreamingDtos]).toEqual([[], [], []]);
  });

  it('has no streams for a match that has not started', async () => {
    const r = (await streaming({ MatchId: 51230005 })).json().Result;
    expect(r.MatchStatus).toBe(MatchStatus.NotStart);
    expect(r.AnchorStreamingDtos).toEqual([]);
    expect(r.GameStreamingDtos).toEqual([]);
  });

  it('answers 400 naming MatchId for an unknown match, and for a bad body', async () => {
    const res = await streaming({ MatchId: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().Error[0].Field).toBe('MatchId');
    expect((await post('/GetStreaming', { MatchId: 'x' })).statusCode).toBe(400);
  });
});

describe('stream URL look-ups', () => {
  it('resolves game sources, the broken channel and an offline source', async () => {
    const ok = (await get('/GetGameStreamingUrl?Source=11&MatchId=51230001&SiteId=0&Language=en')).json().Result;
    expect(ok).toEqual({ Url: '/media/live/video-51230001/index.m3u8', ErrorCode: null });
    const broken = (await get('/GetGameStreamingUrl?Source=13&MatchId=51230001&SiteId=0&Language=en')).json().Result;
    expect(broken.Url).toBe('/media/live/broken/index.m3u8');
    const offline = (await get('/GetGameStreamingUrl?Source=19&MatchId=51230002&SiteId=0&Language=en')).json().Result;
    expect(offline).toEqual({ Url: null, ErrorCode: 'G404' });
    const esport = (await get('/GetESportStreamingUrl?EventId=51230004')).json().Result;
    expect(esport.Url).toBe('/media/live/video-51230004/index.m3u8');
    const notLive = (await get('/GetEventStreaming?EventId=51230005')).json().Result;
    expect(notLive).toEqual({ Url: null, ErrorCode: 'EventNotLive' });
  });

  it('the sports v4 form needs the GetDirectToken bearer', async () => {
    const url = '/sports/v4/GetEventStreaming?eventId=51230001&siteId=4283400&streamingSource=11';
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, { Authorization: 'Bearer nope' })).statusCode).toBe(401);
    const token = await t.login('member');
    const direct = (await get('/GetDirectToken', { Token: token })).json().Result.Token as string;
    const res = await get(url, { Authorization: `Bearer ${direct}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().Result.Url).toBe('/media/live/video-51230001/index.m3u8');
  });

  it('GetHost names this server, which plays the sports host unless SPORTS_HOST names another', async () => {
    expect((await get('/GetHost')).json().Result.Host).toBe('http://localhost:80');
    const other = await makeTestApp({ config: { sportsHost: 'https://sports.example' } });
    try {
      expect((await other.app.inject({ method: 'GET', url: '/GetHost' })).json().Result.Host).toBe('https://sports.example');
    } finally {
      await other.close();
    }
  });

  it('the sports v4 game form accepts the direct-API language and the user/project tag', async () => {
    const token = await t.login('member');
    const direct = (await get('/GetDirectToken', { Token: token })).json().Result.Token as string;
    const url = '/sports/v4/GetEventStreaming?siteId=4283400&eventId=51230001&streamingSource=11&streamingId=51230001-11&language=cs&project=p-1';
    const res = await get(url, { Authorization: `Bearer ${direct}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().Result.Url).toBe('/media/live/video-51230001/index.m3u8');
  });
});

describe('provider channel info and broadcaster token', () => {
  const matchInfo = { MatchId: 51230001, AnchorId: 305, Language: 'cn', ProgramType: 1, ChannelType: 1 };

  it('gives provider A and B channel info', async () => {
    const a = (await post('/Streamer/GetAgoraInfoForStreamer', matchInfo)).json().Result;
    expect(a).toMatchObject({ AppId: 'sideline-demo-provider-a', ChannelName: 'anchor-305-51230001-cn', Category: 1 });
    expect(a.Token).toMatch(/^\d+\.[\w-]+$/);
    const preview = (await post('/Streamer/GetAgoraInfoForPreview', matchInfo)).json().Result;
    expect(preview.ChannelName).toBe(a.ChannelName);
    const b = (await post('/Streamer/GetBytePlusInfoForStreamer', { ...matchInfo, AnchorId: 310 })).json().Result;
    expect(b).toMatchObject({ AppId: 'sideline-demo-provider-b', ChannelName: 'anchor-310-51230001-cn' });
    expect(b.Token).toBeUndefined();
    const m = (await get('/Artemis/ChatRoomManage/GetAgoraInfo?matchId=51230001')).json().Result;
    expect(m.ChannelName).toBe('match-51230001');
    expect((await post('/Streamer/GetAgoraInfoForStreamer', { ...matchInfo, AnchorId: 9 })).statusCode).toBe(400);
  });

  it('issues a broadcaster token only for a live broadcast', async () => {
    const ok = await post('/Broadcaster/GetBroadcasterToken', { MatchId: 51230001, BroadcasterId: 801, Language: 'vn', CustId: '1001' });
    expect(ok.json().Result.Token).toMatch(/^\d+\./);
    const off = await post('/Broadcaster/GetBroadcasterToken', { MatchId: 51230005, BroadcasterId: 803, Language: 'en', CustId: '1001' });
    expect(off.statusCode).toBe(400);
    expect(off.json().Error[0].Field).toBe('BroadcasterId');
  });
});
