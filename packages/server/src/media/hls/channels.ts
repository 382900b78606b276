/**
 * Demo live channels. A channel is a name (`match-51230001-vn`, `streamer-301`, `video-51230001`,
 * `programme-7001`, `live` …) mapped to one of the shipped looks and a phase, so every streamer,
 * match and language gets its own stream without more media. `broken` is the channel that fails
 * on purpose: its playlist is valid but its segments answer 404 (the player's error path).
 */

/** The looks shipped under packages/server/media/hls/<look>/. */
export const LOOKS = ['pitch', 'bars', 'pattern'] as const;
export type Look = (typeof LOOKS)[number];

/** Name of the channel whose segments never exist. */
export const BROKEN_CHANNEL = 'broken';

const CHANNEL_NAME = /^(?:live|broken|preview|(?:match|streamer|video|programme|broadcast)-\d{1,12}(?:-[a-z]{2})?)$/;

export interface ChannelPlan {
  name: string;
  look: Look;
  /** Phase of the loop, ms, so two channels on one look are not in step. */
  offsetMs: number;
  broken: boolean;
}

/** FNV-1a: a stable small hash, the same on every node. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** The plan of a channel name, or null when the name is not a demo channel. */
export function planChannel(name: string, loopMs: number): ChannelPlan | null {
  if (!CHANNEL_NAME.test(name)) return null;
  const h = hash(name);
  return {
    name,
    look: LOOKS[h % LOOKS.length],
    offsetMs: ((h >>> 8) % Math.max(1, Math.floor(loopMs / 1000))) * 1000,
    broken: name === BROKEN_CHANNEL,
  };
}

/** Path of a channel's live playlist as the server serves it. */
export function livePlaylistPath(channel: string): string {
  return `/media/live/${channel}/index.m3u8`;
}
