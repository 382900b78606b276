import { describe, expect, it } from 'vitest';
import { ChannelSource, MatchStatus, SourceTab } from '@sideline/protocol';
import type { Streaming, StreamingChannel } from '@sideline/protocol';
import { isHlsUrl } from '../../../features/video';
import type { SourceOption } from '../../../features/video';
import { providerChannelOf, waitsForStart } from './StreamingChatroom';

const row = (over: Partial<StreamingChannel>): StreamingChannel => ({
  SiteId: 0, Language: 'CN', AnchorId: 305, AnchorName: 'Li Wei', StreamingProvider: null, StreamingSource: 30, StreamingId: null,
  StreamingType: 1, StreamingUrl: null, IsExclusive: false, IsSelfOwned: true, OrderBy: 1, StreamingIndex: 0, ChannelType: 1, VideoConfig: null, ...over,
});
const option = (source: ChannelSource, channel: StreamingChannel | null): SourceOption => ({ key: 'k', source, tab: SourceTab.Streamer, label: 'x', channel });
const streaming = (over: Partial<Streaming>): Streaming => ({
  MatchId: 1, AnchorStreamingDtos: [], GameStreamingDtos: [], BroadcastStreamingDtos: [], TeamInfo: null, MatchStatus: MatchStatus.NotStart, SlmtUrl: '/gv.svg', IsESport: false, ...over,
});

describe('streaming + chat wiring', () => {
  it('follows player status only for a provider A/B streamer channel', () => {
    expect(providerChannelOf(option(ChannelSource.Streamer, row({ StreamingProvider: 3 })), 9)).toEqual({ provider: 3, matchId: 9, anchorId: 305, language: 'CN' });
    expect(providerChannelOf(option(ChannelSource.Streamer, row({ StreamingProvider: 4, AnchorId: 310 })), 9)?.provider).toBe(4);
    expect(providerChannelOf(option(ChannelSource.Streamer, row({})), 9)).toBeNull();
    expect(providerChannelOf(option(ChannelSource.Broadcast, row({ StreamingProvider: 3 })), 9)).toBeNull();
    expect(providerChannelOf(option(ChannelSource.GV, null), 9)).toBeNull();
    expect(providerChannelOf(null, 9)).toBeNull();
  });

  it('waits in the ads group only when nothing plays, the match has no stream and has not started', () => {
    expect(waitsForStart(streaming({}), null)).toBe(true);
    expect(waitsForStart(null, null)).toBe(false);
    expect(waitsForStart(streaming({ MatchStatus: MatchStatus.Running }), null)).toBe(false);
    expect(waitsForStart(streaming({ AnchorStreamingDtos: [row({})] }), null)).toBe(false);
    expect(waitsForStart(streaming({}), option(ChannelSource.GV, null))).toBe(false);
  });

  it('plays HLS ads through the HLS player', () => {
    expect(isHlsUrl('/media/live/preview/index.m3u8')).toBe(true);
    expect(isHlsUrl('/ad.m3u8?x=1')).toBe(true);
    expect(isHlsUrl('/media/ad.mp4')).toBe(false);
  });
});
