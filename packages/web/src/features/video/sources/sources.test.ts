import { describe, expect, it } from 'vitest';
import { ChannelSource, HeartbeatCollectType, MatchStatus } from '@sideline/protocol';
import type { Streaming, StreamingChannel } from '@sideline/protocol';
import { buildSourceOptions, groupByLanguage, heartbeatCollectType, selectInitialSource, sortStreams, streamingSrcOf } from './sources';

const ch = (over: Partial<StreamingChannel>): StreamingChannel => ({
  SiteId: 0, Language: 'EN', AnchorId: 0, AnchorName: null, StreamingProvider: null, StreamingSource: 30, StreamingId: null,
  StreamingType: 1, StreamingUrl: '/x.m3u8', IsExclusive: false, IsSelfOwned: true, OrderBy: 0, StreamingIndex: 0, ChannelType: 1,
  VideoConfig: null, ...over,
});
const anchor = (id: number, lang: string, over: Partial<StreamingChannel> = {}) => ch({ AnchorId: id, Language: lang, AnchorName: `A${id}`, ...over });
const game = (src: number | string) => ch({ StreamingSource: src, ChannelType: 2, StreamingUrl: null });
const bc = (id: number) => ch({ AnchorId: id, StreamingSource: 32, ChannelType: 3, StreamingUrl: null, AnchorName: `B${id}` });
const streaming = (over: Partial<Streaming>): Streaming => ({
  MatchId: 1, AnchorStreamingDtos: [], GameStreamingDtos: [], BroadcastStreamingDtos: [], TeamInfo: null,
  MatchStatus: MatchStatus.Running, SlmtUrl: '/gv.svg', IsESport: false, ...over,
});

describe('sortStreams / groupByLanguage', () => {
  it('puts exclusive first, then VN, TH, CN, ID, PH, then others', () => {
    const list = [anchor(1, 'PH'), anchor(2, 'EN'), anchor(3, 'CN'), anchor(4, 'VN'), anchor(5, 'ID', { IsExclusive: true }), anchor(6, 'TH')];
    expect(sortStreams(list).map((c) => c.AnchorId)).toEqual([5, 4, 6, 3, 1, 2]);
    expect(groupByLanguage(list).map((g) => g.language)).toEqual(['ID', 'VN', 'TH', 'CN', 'PH', 'EN']);
  });
  it('counts the Vietnam areas NV, CV and SV as VN, and names the area beside a broadcaster', () => {
    const list = [anchor(1, 'TH'), anchor(2, 'SV'), anchor(3, 'nv')];
    expect(sortStreams(list).map((c) => c.AnchorId)).toEqual([2, 3, 1]);
    expect(groupByLanguage(list).map((g) => [g.language, g.channels.map((c) => c.AnchorId)])).toEqual([['VN', [2, 3]], ['TH', [1]]]);
    const options = buildSourceOptions(streaming({ BroadcastStreamingDtos: [{ ...bc(7), Language: 'CV' }, { ...bc(8), Language: 'TH' }] }), { enabledGV: false });
    expect(options.filter((o) => o.source === ChannelSource.Broadcast).map((o) => o.label)).toEqual(['B7 · CV', 'B8']);
  });
  it('orders within a language by OrderBy', () => {
    expect(sortStreams([anchor(1, 'VN', { OrderBy: 2 }), anchor(2, 'VN', { OrderBy: 1 })]).map((c) => c.AnchorId)).toEqual([2, 1]);
  });
});

describe('selectInitialSource: Broadcast, Streamer, Video, GV with fallbacks', () => {
  const full = streaming({ AnchorStreamingDtos: [anchor(301, 'VN'), anchor(303, 'TH')], GameStreamingDtos: [game(11)], BroadcastStreamingDtos: [bc(801)] });
  it.each([
    { name: 'streamer by default (broadcast only when asked)', s: full, pref: {}, want: 'Streamer:301:VN' },
    { name: 'broadcast when a broadcasterId is given', s: full, pref: { broadcasterId: 801 }, want: 'Broadcast:801' },
    { name: 'FocusSource Broadcast', s: full, pref: { focusSource: 'broadcast' }, want: 'Broadcast:801' },
    { name: 'asked broadcast missing → streamer', s: streaming({ AnchorStreamingDtos: [anchor(301, 'VN')] }), pref: { broadcasterId: 999 }, want: 'Streamer:301:VN' },
    { name: 'the anchor asked for', s: full, pref: { anchorId: 303 }, want: 'Streamer:303:TH' },
    { name: 'the anchor language asked for', s: full, pref: { anchorLanguage: 'th' }, want: 'Streamer:303:TH' },
    { name: 'no streamer → video', s: streaming({ GameStreamingDtos: [game(11)] }), pref: {}, want: 'Video:11' },
    { name: 'FocusSource Video', s: full, pref: { focusSource: 'Video' }, want: 'Video:11' },
    { name: 'e-sport counts as video', s: streaming({ GameStreamingDtos: [game('twitch')] }), pref: {}, want: 'Video:twitch' },
    { name: 'nothing but GV → GV', s: streaming({}), pref: {}, want: 'GV' },
    { name: 'IsFocusGV', s: full, pref: { isFocusGV: true }, want: 'GV' },
    { name: 'focus on a missing source falls back in order', s: streaming({ GameStreamingDtos: [game(11)] }), pref: { focusSource: 'Streamer' }, want: 'Video:11' },
    { name: 'nothing at all', s: streaming({ SlmtUrl: null }), pref: {}, want: null },
  ])('$name', ({ s, pref, want }) => {
    expect(selectInitialSource(buildSourceOptions(s, { enabledGV: true }), pref)?.key ?? null).toBe(want);
  });
  it('GV is offered only when enabled', () => {
    expect(selectInitialSource(buildSourceOptions(streaming({}), { enabledGV: false }))).toBeNull();
  });
  it('puts options on the Streamer, Video and Vocal tabs', () => {
    const opts = buildSourceOptions(full, { enabledGV: true });
    expect(opts.map((o) => [o.key, o.tab])).toEqual([
      ['Streamer:301:VN', 'Streamer'], ['Streamer:303:TH', 'Streamer'], ['Video:11', 'Video'], ['GV', 'Video'], ['Broadcast:801', 'Vocal'],
    ]);
  });
});

describe('viewing-record rules', () => {
  const opts = buildSourceOptions(streaming({
    AnchorStreamingDtos: [anchor(301, 'VN'), anchor(1, 'VN', { StreamingSource: 0 })], GameStreamingDtos: [game(13)], BroadcastStreamingDtos: [bc(801)],
  }), { enabledGV: true });
  const by = (key: string) => opts.find((o) => o.key === key) ?? null;
  it.each([
    { cur: 'Streamer:301:VN', expanded: false, bullet: false, want: HeartbeatCollectType.StreamerViewingRecord },
    { cur: 'Streamer:301:VN', expanded: true, bullet: true, want: 1 | 2 | 4 },
    { cur: 'Video:13', expanded: true, bullet: true, want: HeartbeatCollectType.ExpandedChatroom },
    { cur: 'Broadcast:801', expanded: false, bullet: true, want: 0 },
    { cur: 'GV', expanded: false, bullet: false, want: 0 },
    { cur: 'none', expanded: true, bullet: false, want: 1 },
  ])('$cur expanded=$expanded bullet=$bullet → $want', ({ cur, expanded, bullet, want }) => {
    expect(heartbeatCollectType({ expandedChatroom: expanded, bulletChatOn: bullet, current: by(cur) })).toBe(want);
  });
  it('reports the StreamingSrc of the source', () => {
    expect(streamingSrcOf(by('Streamer:301:VN'))).toBe(30);
    expect(streamingSrcOf(by('Video:13'))).toBe(13);
    expect(streamingSrcOf(by('GV'))).toBe(0);
    expect(streamingSrcOf(null)).toBe(0);
    expect(by('Broadcast:801')?.source).toBe(ChannelSource.Broadcast);
  });
});
