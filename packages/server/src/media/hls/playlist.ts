/**
 * Live HLS playlist maths: a sliding window over a looped set of segments, computed from the
 * wall clock alone, so every node (and every restart) serves the same playlist for the same
 * instant without keeping state.
 *
 * Timeline: the loop starts at the Unix epoch shifted by the channel's phase. Segment number
 * `n` (absolute, counted from that start) is segment `n % count` of the loop; it is published
 * once it has ended (`end(n) <= elapsed`). The playlist holds the newest `windowSize`
 * published segments; EXT-X-MEDIA-SEQUENCE is the first one's absolute number.
 *
 * The timeline has no discontinuity: each entry names its loop (`loop = floor(n / count)`) and
 * the server serves that copy of the segment with its timestamps moved `loop × loopMs` later
 * (see timestamps.ts), so the wrap is seamless. (A wall-clock EXT-X-DISCONTINUITY-SEQUENCE of
 * ~10^8 made hls.js spend ~1 s of main thread per playlist reload walking a sparse array
 * indexed by discontinuity number; a continuous timeline keeps it at 0.)
 */

/** One segment of a loop: its URI in the playlist and its duration in seconds. */
export interface LoopSegment {
  uri: string;
  duration: number;
}

export interface LiveWindowInput {
  segments: readonly LoopSegment[];
  /** Wall clock, ms since the Unix epoch. */
  nowMs: number;
  /** Channel phase, ms (shifts the loop so channels on one look differ). */
  offsetMs?: number;
  /** Segments in the window (the spec-free default of 5 ≈ 10 s). */
  windowSize?: number;
}

/** One entry of the computed window. */
export interface WindowEntry {
  /** Absolute segment number (EXT-X-MEDIA-SEQUENCE of this entry). */
  sequence: number;
  segment: LoopSegment;
  /** Which pass over the loop this entry belongs to (`floor(sequence / count)`). */
  loop: number;
}

export interface LiveWindow {
  mediaSequence: number;
  targetDuration: number;
  /** Length of one pass over the loop, ms (the timestamp shift between two loops). */
  loopMs: number;
  entries: WindowEntry[];
}

export const DEFAULT_WINDOW_SIZE = 5;

/** Compute the sliding window for an instant. Throws on an empty or invalid loop. */
export function liveWindow(input: LiveWindowInput): LiveWindow {
  const { segments } = input;
  const count = segments.length;
  if (count === 0) throw new Error('A live loop needs at least one segment');
  for (const s of segments) {
    if (!(s.duration > 0) || !Number.isFinite(s.duration)) throw new Error(`Invalid segment duration for ${s.uri}`);
  }
  const windowSize = Math.max(1, Math.floor(input.windowSize ?? DEFAULT_WINDOW_SIZE));
  const loopMs = segments.reduce((sum, s) => sum + Math.round(s.duration * 1000), 0);
  const elapsed = Math.max(0, input.nowMs + (input.offsetMs ?? 0));

  // Segments fully ended: whole loops, then the ended segments of the current loop.
  const loops = Math.floor(elapsed / loopMs);
  let inLoop = elapsed - loops * loopMs;
  let endedInLoop = 0;
  for (const s of segments) {
    const ms = Math.round(s.duration * 1000);
    if (inLoop < ms) break;
    inLoop -= ms;
    endedInLoop += 1;
  }
  const published = loops * count + endedInLoop;
  // Before the first loop has published `windowSize` segments the window is just shorter.
  const last = Math.max(published - 1, 0);
  const first = Math.max(0, last - windowSize + 1);

  const entries: WindowEntry[] = [];
  for (let n = first; n <= last; n += 1) {
    entries.push({ sequence: n, segment: segments[n % count], loop: Math.floor(n / count) });
  }
  return {
    mediaSequence: first,
    loopMs,
    targetDuration: Math.ceil(Math.max(...segments.map((s) => s.duration))),
    entries,
  };
}

/** The URI of a segment's copy for one loop: `/media/hls/pitch/seg03.ts` → `/media/hls/pitch/123/seg03.ts`. */
export function loopSegmentUri(uri: string, loop: number): string {
  const slash = uri.lastIndexOf('/');
  return `${uri.slice(0, slash + 1)}${loop}/${uri.slice(slash + 1)}`;
}

/**
 * Render a window as an HLS media playlist (version 3, no ENDLIST: it is live, no
 * discontinuity: the timeline is continuous). `uriOf` names each entry (default: its loop copy).
 */
export function renderPlaylist(window: LiveWindow, uriOf: (entry: WindowEntry) => string = (e) => loopSegmentUri(e.segment.uri, e.loop)): string {
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${window.targetDuration}`,
    `#EXT-X-MEDIA-SEQUENCE:${window.mediaSequence}`,
  ];
  for (const e of window.entries) {
    lines.push(`#EXTINF:${e.segment.duration.toFixed(3)},`, uriOf(e));
  }
  return `${lines.join('\n')}\n`;
}

/** Parse the EXTINF durations and URIs of a VOD playlist (the one ffmpeg wrote beside the segments). */
export function parseSourcePlaylist(text: string): LoopSegment[] {
  const out: LoopSegment[] = [];
  let pending: number | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith('#EXTINF:')) {
      pending = Number.parseFloat(line.slice('#EXTINF:'.length));
      if (!Number.isFinite(pending) || pending <= 0) throw new Error(`Bad EXTINF line: ${line}`);
    } else if (line && !line.startsWith('#')) {
      if (pending === null) throw new Error(`Segment ${line} has no EXTINF`);
      out.push({ uri: line, duration: pending });
      pending = null;
    }
  }
  return out;
}

/** One rendition as the master playlist lists it. */
export interface Variant {
  uri: string;
  /** Peak bit rate, bits/s. */
  bandwidth: number;
  averageBandwidth?: number;
  width: number;
  height: number;
  codecs: string;
}

/**
 * Render a master (multivariant) playlist: one EXT-X-STREAM-INF per rendition, in the order
 * given (a player starts on the first). Throws when there is none or a figure is not a positive
 * whole number.
 */
export function renderMasterPlaylist(variants: readonly Variant[]): string {
  if (variants.length === 0) throw new Error('A master playlist needs at least one variant');
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const v of variants) {
    for (const n of [v.bandwidth, v.width, v.height, v.averageBandwidth ?? 1]) {
      if (!Number.isInteger(n) || n <= 0) throw new Error(`Invalid figure ${n} for variant ${v.uri}`);
    }
    const average = v.averageBandwidth === undefined ? '' : `,AVERAGE-BANDWIDTH=${v.averageBandwidth}`;
    lines.push(`#EXT-X-STREAM-INF:BANDWIDTH=${v.bandwidth}${average},RESOLUTION=${v.width}x${v.height},CODECS="${v.codecs}"`, v.uri);
  }
  return `${lines.join('\n')}\n`;
}
