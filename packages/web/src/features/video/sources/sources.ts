import {
  ChannelSource, CHANNEL_SOURCE_ORDER, HeartbeatCollectType, isViewingRecordSource, SourceTab, STREAM_LANGUAGE_ORDER,
  StreamingSourceCode, streamLanguageOf, VIETNAM_AREAS,
} from '@sideline/protocol';
import type { Streaming, StreamingChannel } from '@sideline/protocol';

/**
 * One pickable source: a chip of the source dropdown. `key` is stable across refetches
 * ('Streamer:301:VN', 'Video:13', 'Broadcast:801', 'GV').
 */
export interface SourceOption {
  key: string;
  source: ChannelSource;
  tab: SourceTab;
  label: string;
  /** The streaming row; null for GV (the sports-data feed at SlmtUrl). */
  channel: StreamingChannel | null;
}

const languageRank = (language: string) => {
  const i = STREAM_LANGUAGE_ORDER.indexOf(streamLanguageOf(language));
  return i === -1 ? STREAM_LANGUAGE_ORDER.length : i;
};

/** Streams in display order: exclusive first, then by language VN, TH, CN, ID, PH (others last), then OrderBy. */
export function sortStreams(channels: readonly StreamingChannel[]): StreamingChannel[] {
  return [...channels].sort((a, b) =>
    Number(b.IsExclusive) - Number(a.IsExclusive)
    || languageRank(a.Language) - languageRank(b.Language)
    || a.OrderBy - b.OrderBy
    || a.StreamingIndex - b.StreamingIndex);
}

/** Streams grouped by language in the spec's order (exclusive streams lead their group and the list). */
export function groupByLanguage(channels: readonly StreamingChannel[]): { language: string; channels: StreamingChannel[] }[] {
  const groups: { language: string; channels: StreamingChannel[] }[] = [];
  for (const c of sortStreams(channels)) {
    const language = streamLanguageOf(c.Language);
    const last = groups.find((g) => g.language === language);
    if (last) last.channels.push(c);
    else groups.push({ language, channels: [c] });
  }
  return groups;
}

/** A broadcaster's option label: its name, and its Vietnam area (NV, CV, SV) when its Language names one. */
function broadcastLabel(c: StreamingChannel): string {
  const area = c.Language.toUpperCase();
  const name = c.AnchorName ?? c.Language;
  return VIETNAM_AREAS.includes(area) && c.AnchorName ? `${name} · ${area}` : name;
}

/** Every source of a match as dropdown options: Streamer tab (anchors), Video tab (games, GV), Vocal tab (broadcasts). */
export function buildSourceOptions(streaming: Streaming, opts: { enabledGV: boolean }): SourceOption[] {
  const out: SourceOption[] = [];
  for (const c of sortStreams(streaming.AnchorStreamingDtos)) {
    out.push({ key: `Streamer:${c.AnchorId}:${c.Language}`, source: ChannelSource.Streamer, tab: SourceTab.Streamer, label: c.AnchorName ?? c.Language, channel: c });
  }
  streaming.GameStreamingDtos.forEach((c, i) => {
    const esport = typeof c.StreamingSource === 'string';
    out.push({
      key: `Video:${c.StreamingSource}`,
      source: esport ? ChannelSource.ESport : ChannelSource.Video,
      tab: SourceTab.Video,
      label: esport ? String(c.StreamingSource) : `Video ${i + 1}`,
      channel: c,
    });
  });
  if (opts.enabledGV && streaming.SlmtUrl) {
    out.push({ key: 'GV', source: ChannelSource.GV, tab: SourceTab.Video, label: 'GV', channel: null });
  }
  for (const c of sortStreams(streaming.BroadcastStreamingDtos)) {
    out.push({ key: `Broadcast:${c.AnchorId}`, source: ChannelSource.Broadcast, tab: SourceTab.Vocal, label: broadcastLabel(c), channel: c });
  }
  return out;
}

/** What the viewer or the host asked for (data parameter, query, host SwitchSource). */
export interface SourcePreference {
  focusSource?: string | null;
  isFocusGV?: boolean;
  broadcasterId?: number | null;
  anchorId?: number | null;
  anchorLanguage?: string | null;
}

const toChannelSource = (name: string | null | undefined): ChannelSource | null => {
  if (!name) return null;
  const hit = Object.values(ChannelSource).find((s) => s.toLowerCase() === name.toLowerCase());
  return hit ?? null;
};

function pickWithin(options: readonly SourceOption[], source: ChannelSource, pref: SourcePreference): SourceOption | null {
  const of = options.filter((o) => o.source === source || (source === ChannelSource.Video && o.source === ChannelSource.ESport));
  if (of.length === 0) return null;
  if (source === ChannelSource.Broadcast) {
    return of.find((o) => o.channel?.AnchorId === pref.broadcasterId) ?? of[0];
  }
  if (source === ChannelSource.Streamer) {
    return of.find((o) => pref.anchorId != null && o.channel?.AnchorId === pref.anchorId)
      ?? of.find((o) => pref.anchorLanguage && o.channel?.Language === pref.anchorLanguage.toUpperCase())
      ?? of[0];
  }
  return of[0];
}

/**
 * The source to start on (schedule spec "Channel source selection"): the order is Broadcast,
 * Streamer, Video, GV, each falling back to the next when the match has none. Broadcast is a
 * voice channel and only leads when asked for (FocusSource 'Broadcast' or a broadcasterId);
 * IsFocusGV or FocusSource put that source first. Null: the match has nothing to play.
 */
export function selectInitialSource(options: readonly SourceOption[], pref: SourcePreference = {}): SourceOption | null {
  const focus = pref.isFocusGV ? ChannelSource.GV : toChannelSource(pref.focusSource);
  if (focus) {
    const hit = pickWithin(options, focus, pref);
    if (hit) return hit;
  }
  for (const source of CHANNEL_SOURCE_ORDER) {
    if (source === ChannelSource.Broadcast && pref.broadcasterId == null && focus !== ChannelSource.Broadcast) continue;
    const hit = pickWithin(options, source, pref);
    if (hit) return hit;
  }
  return null;
}

/** The StreamingSrc a heartbeat or chatroom entry reports for a source (0 = none). */
export function streamingSrcOf(option: SourceOption | null): number | string {
  if (!option) return StreamingSourceCode.None;
  if (option.source === ChannelSource.GV) return StreamingSourceCode.None;
  return option.channel?.StreamingSource ?? StreamingSourceCode.None;
}

/**
 * Heartbeat `CollectType` (flags 0, 1, 2, 4, additive): expanded chatroom, streamer viewing
 * record and bullet viewing record. Viewing records are never collected for game sources or
 * the broadcast (source codes of spec section 9), nor when nothing plays.
 */
export function heartbeatCollectType(args: { expandedChatroom: boolean; bulletChatOn: boolean; current: SourceOption | null }): number {
  let flags: number = HeartbeatCollectType.None;
  if (args.expandedChatroom) flags |= HeartbeatCollectType.ExpandedChatroom;
  const src = streamingSrcOf(args.current);
  const records = args.current?.source === ChannelSource.Streamer && src !== StreamingSourceCode.None && isViewingRecordSource(src);
  if (records) {
    flags |= HeartbeatCollectType.StreamerViewingRecord;
    if (args.bulletChatOn) flags |= HeartbeatCollectType.BulletViewingRecord;
  }
  return flags;
}

/** Options of one dropdown tab, in display order. */
export function optionsOfTab(options: readonly SourceOption[], tab: SourceTab): SourceOption[] {
  return options.filter((o) => o.tab === tab);
}
