import { ProgramType } from '@sideline/protocol';
import { HEARTBEAT_SLOT_MS } from '../heartbeat/index';

/** Seconds of watching one heartbeat record stands for (one 30 s slot). */
export const HEARTBEAT_SLOT_SECONDS = HEARTBEAT_SLOT_MS / 1000;

const CHANNEL = /^(match|video|programme|streamer|broadcast)-(\d{1,12})(?:-([a-z]{2}))?$/;

/** The traffic report's source of a channel: its kind (match, video, programme, streamer, broadcast, live, preview, broken, unknown). */
export function channelSource(channel: string): string {
  return CHANNEL.exec(channel)?.[1] ?? channel;
}

export interface ChannelTargets {
  /** The match (anchor streams `match-<id>-<lang>`, game video `video-<id>`) or programme (`programme-<id>`). */
  event: { programType: number; matchId: number } | null;
  /** `streamer-<id>`'s streamer (a match or programme channel's streamer is looked up from the event). */
  streamerId: number | null;
  /** The language of a `match-<id>-<lang>` channel. */
  language: string | null;
}

/** What a served channel's bytes count for (media/hls/channels.ts names the channels). */
export function channelTargets(channel: string): ChannelTargets {
  const m = CHANNEL.exec(channel);
  if (!m) return { event: null, streamerId: null, language: null };
  const id = Number(m[2]);
  const kind = m[1];
  if (kind === 'programme') return { event: { programType: ProgramType.Entertainment, matchId: id }, streamerId: null, language: null };
  if (kind === 'match' || kind === 'video') return { event: { programType: ProgramType.Match, matchId: id }, streamerId: null, language: m[3] ?? null };
  if (kind === 'streamer') return { event: null, streamerId: id, language: null };
  return { event: null, streamerId: null, language: null };
}
