import { describe, expect, it } from 'vitest';
import type { Streaming, StreamingChannel } from '@sideline/protocol';
import { matchProviderChannel } from './providerChannel';

const channel = (AnchorId: number, StreamingProvider: 3 | 4 | null, OrderBy: number, Language = 'EN'): StreamingChannel => ({
  SiteId: 1, Language, AnchorId, AnchorName: 'a', StreamingProvider, StreamingSource: 0, StreamingId: null, StreamingType: 1,
  StreamingUrl: null, IsExclusive: false, IsSelfOwned: false, OrderBy, StreamingIndex: 0, ChannelType: 2, VideoConfig: null,
});
const streaming = (dtos: StreamingChannel[]): Streaming => ({
  MatchId: 9, AnchorStreamingDtos: dtos, GameStreamingDtos: [], BroadcastStreamingDtos: [], TeamInfo: null, MatchStatus: 1, SlmtUrl: null, IsESport: false,
});

describe('matchProviderChannel', () => {
  it("picks the match's first channel on the provider, or the wanted anchor's", () => {
    const s = streaming([channel(1, 4, 0), channel(2, 3, 2), channel(3, 3, 1)]);
    expect(matchProviderChannel(s, 3)).toEqual({ MatchId: 9, AnchorId: 3, Language: 'EN', ProgramType: 1, ChannelType: 2 });
    expect(matchProviderChannel(s, 3, { anchorId: 2 })?.AnchorId).toBe(2);
    expect(matchProviderChannel(s, 4)?.AnchorId).toBe(1);
  });
  it('is null when the match has no channel on that provider', () => {
    expect(matchProviderChannel(streaming([channel(1, null, 0)]), 3)).toBeNull();
  });
});
