import { describe, expect, it } from 'vitest';
import { liveWindow, loopSegmentUri, parseSourcePlaylist, renderMasterPlaylist, renderPlaylist } from './playlist';

const loop = Array.from({ length: 10 }, (_, i) => ({ uri: `s${i}.ts`, duration: 2 }));

describe('liveWindow', () => {
  it.each([
    // nowMs, expected media sequence, expected sequences, loop of the first entry
    { now: 0, seq: 0, seqs: [0], loop: 0 },
    { now: 1_999, seq: 0, seqs: [0], loop: 0 },
    { now: 2_000, seq: 0, seqs: [0], loop: 0 },
    { now: 4_000, seq: 0, seqs: [0, 1], loop: 0 },
    { now: 10_000, seq: 0, seqs: [0, 1, 2, 3, 4], loop: 0 },
    { now: 12_500, seq: 1, seqs: [1, 2, 3, 4, 5], loop: 0 },
    { now: 24_000, seq: 7, seqs: [7, 8, 9, 10, 11], loop: 0 },
    { now: 30_000, seq: 10, seqs: [10, 11, 12, 13, 14], loop: 1 },
    { now: 32_000, seq: 11, seqs: [11, 12, 13, 14, 15], loop: 1 },
    { now: 20_000 * 1000 + 8_000, seq: 9_999, seqs: [9999, 10000, 10001, 10002, 10003], loop: 999 },
  ])('at $now ms the window starts at $seq', ({ now, seq, seqs, loop: firstLoop }) => {
    const w = liveWindow({ segments: loop, nowMs: now });
    expect(w.mediaSequence).toBe(seq);
    expect(w.entries.map((e) => e.sequence)).toEqual(seqs);
    expect(w.entries[0].loop).toBe(firstLoop);
    expect(w.targetDuration).toBe(2);
    expect(w.loopMs).toBe(20_000);
  });

  it('names the loop pass of every entry, switching exactly where the loop wraps', () => {
    const w = liveWindow({ segments: loop, nowMs: 24_000 });
    expect(w.entries.map((e) => [e.sequence, e.segment.uri, e.loop])).toEqual([
      [7, 's7.ts', 0], [8, 's8.ts', 0], [9, 's9.ts', 0], [10, 's0.ts', 1], [11, 's1.ts', 1],
    ]);
  });

  it('advances one segment per segment duration (the sequence tracks real time)', () => {
    const a = liveWindow({ segments: loop, nowMs: 1_000_000 });
    const b = liveWindow({ segments: loop, nowMs: 1_000_000 + 6_000 });
    expect(b.mediaSequence - a.mediaSequence).toBe(3);
  });

  it('shifts by the channel offset', () => {
    expect(liveWindow({ segments: loop, nowMs: 10_000, offsetMs: 4_000 }).mediaSequence)
      .toBe(liveWindow({ segments: loop, nowMs: 14_000 }).mediaSequence);
  });

  it('handles uneven durations and rounds the target duration up', () => {
    const uneven = [{ uri: 'a.ts', duration: 2.5 }, { uri: 'b.ts', duration: 1.5 }];
    const w = liveWindow({ segments: uneven, nowMs: 4_000, windowSize: 3 });
    expect(w.targetDuration).toBe(3);
    expect(w.entries.map((e) => e.segment.uri)).toEqual(['a.ts', 'b.ts']);
    expect(liveWindow({ segments: uneven, nowMs: 6_600, windowSize: 3 }).entries.map((e) => e.sequence)).toEqual([0, 1, 2]);
  });

  it('refuses an empty or invalid loop', () => {
    expect(() => liveWindow({ segments: [], nowMs: 0 })).toThrow(/at least one segment/);
    expect(() => liveWindow({ segments: [{ uri: 'x', duration: 0 }], nowMs: 0 })).toThrow(/Invalid segment duration/);
  });
});

describe('renderPlaylist', () => {
  it('writes a continuous live media playlist naming each entry\'s loop copy', () => {
    const text = renderPlaylist(liveWindow({ segments: loop, nowMs: 24_000 }));
    expect(text).toBe([
      '#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-TARGETDURATION:2', '#EXT-X-MEDIA-SEQUENCE:7',
      '#EXTINF:2.000,', '0/s7.ts', '#EXTINF:2.000,', '0/s8.ts', '#EXTINF:2.000,', '0/s9.ts',
      '#EXTINF:2.000,', '1/s0.ts', '#EXTINF:2.000,', '1/s1.ts', '',
    ].join('\n'));
    expect(text).not.toContain('ENDLIST');
  });

  it('never writes a discontinuity, so the sequence numbers hls.js indexes by stay at 0 on a wall-clock timeline', () => {
    // Today's wall clock: media sequence ~9×10^8, which hls.js handles; a discontinuity
    // sequence of that size cost ~1 s of main thread per reload (sparse array walk).
    const text = renderPlaylist(liveWindow({ segments: loop, nowMs: 1_795_386_593_000 }));
    expect(Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(text)?.[1])).toBe(897_693_291);
    expect(text).not.toContain('DISCONTINUITY');
    expect(text).toContain('\n89769329/s1.ts');
  });

  it('builds loop copy URIs beside the original file', () => {
    expect(loopSegmentUri('/media/hls/pitch/seg03.ts', 123)).toBe('/media/hls/pitch/123/seg03.ts');
    expect(loopSegmentUri('seg03.ts', 0)).toBe('0/seg03.ts');
  });
});

describe('parseSourcePlaylist', () => {
  it('reads durations and URIs', () => {
    expect(parseSourcePlaylist('#EXTM3U\n#EXTINF:2.000000,\nseg00.ts\n#EXTINF:1.5,\nseg01.ts\n#EXT-X-ENDLIST\n'))
      .toEqual([{ uri: 'seg00.ts', duration: 2 }, { uri: 'seg01.ts', duration: 1.5 }]);
  });
  it('rejects a segment without EXTINF', () => {
    expect(() => parseSourcePlaylist('#EXTM3U\nseg00.ts\n')).toThrow(/no EXTINF/);
  });
});

describe('renderMasterPlaylist', () => {
  const codecs = 'avc1.42c01e,mp4a.40.2';
  it('lists each rendition with its bandwidth, resolution and codecs, in the order given', () => {
    expect(renderMasterPlaylist([
      { uri: '/media/live/live/240p.m3u8', bandwidth: 200_032, averageBandwidth: 150_000, width: 426, height: 240, codecs },
      { uri: '/media/live/live/360p.m3u8', bandwidth: 385_776, width: 640, height: 360, codecs },
    ])).toBe([
      '#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS',
      '#EXT-X-STREAM-INF:BANDWIDTH=200032,AVERAGE-BANDWIDTH=150000,RESOLUTION=426x240,CODECS="avc1.42c01e,mp4a.40.2"', '/media/live/live/240p.m3u8',
      '#EXT-X-STREAM-INF:BANDWIDTH=385776,RESOLUTION=640x360,CODECS="avc1.42c01e,mp4a.40.2"', '/media/live/live/360p.m3u8', '',
    ].join('\n'));
  });
  it('refuses no variant or a figure that is not a positive whole number', () => {
    expect(() => renderMasterPlaylist([])).toThrow(/at least one variant/);
    expect(() => renderMasterPlaylist([{ uri: 'a.m3u8', bandwidth: 1.5, width: 1, height: 1, codecs }])).toThrow(/Invalid figure 1.5 for variant a.m3u8/);
    expect(() => renderMasterPlaylist([{ uri: 'a.m3u8', bandwidth: 1, width: 0, height: 1, codecs }])).toThrow(/Invalid figure 0/);
  });
});
