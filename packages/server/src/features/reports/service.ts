import type {
  ProgrammeReport, ProgrammeReportRow, ReportBucket, ReportMeasures, ReportPeriod, StreamerReport, StreamerReportRow,
  TrafficReport, TrafficReportRow,
} from '@sideline/protocol';
import { ProgramType } from '@sideline/protocol';
import type { Db } from '../../store/types';
import { bucketsOf, rangeOf } from './periods';
import * as q from './store';
import type { Aggregate, ChannelTraffic, Grouping, Names } from './store';
import { HEARTBEAT_SLOT_SECONDS, channelSource, channelTargets } from './channels';

export interface ReportInput {
  Period: ReportPeriod;
  From?: string;
  To?: string;
  CurrencyId: number;
}

/** The input with its range's missing ends filled in. */
function resolved(input: ReportInput): ReportInput & { From: string; To: string } {
  return { ...input, ...rangeOf(input) };
}

const GB = 1024 ** 3;
const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;
const emptyMeasures = (): ReportMeasures => ({
  Viewers: 0, AverageWatchSeconds: 0, ChatUsers: 0, TipCount: 0, TipUsers: 0, TipAmount: 0, AverageTip: 0,
  TrafficBytes: 0, TrafficGB: 0, RecommendCount: 0, EventCount: 0,
});

/** Rows of one report being filled: key → bucket index → measures (plus the slots behind the average). */
class Sheet {
  readonly rows = new Map<string, { b: number; key: string; m: ReportMeasures; slots: number; tipMinor: number }>();

  at(b: number, key: string) {
    const id = `${b}|${key}`;
    let row = this.rows.get(id);
    if (!row) {
      row = { b, key, m: emptyMeasures(), slots: 0, tipMinor: 0 };
      this.rows.set(id, row);
    }
    return row;
  }

  /** Derived measures (averages, GB, major units), rows in bucket order then by viewers. */
  finish() {
    const out = [...this.rows.values()];
    for (const r of out) {
      r.m.AverageWatchSeconds = r.m.Viewers ? round((r.slots * HEARTBEAT_SLOT_SECONDS) / r.m.Viewers, 1) : 0;
      r.m.TipAmount = r.tipMinor / 100;
      r.m.AverageTip = r.m.TipCount ? round(r.tipMinor / 100 / r.m.TipCount, 2) : 0;
      r.m.TrafficGB = round(r.m.TrafficBytes / GB, 6);
    }
    return out.sort((a, b) => a.b - b.b || b.m.Viewers - a.m.Viewers || a.key.localeCompare(b.key));
  }
}

interface Sources {
  viewing: Aggregate[];
  chatting: Aggregate[];
  tipping: Aggregate[];
  recommending: Aggregate[];
}

async function aggregates(db: Db, buckets: readonly ReportBucket[], g: Grouping, currencyId: number): Promise<Sources> {
  const [viewing, chatting, tipping, recommending] = await Promise.all([
    q.viewing(db, buckets, g), q.chatting(db, buckets, g), q.tipping(db, buckets, g, currencyId), q.recommending(db, buckets, g),
  ]);
  return { viewing, chatting, tipping, recommending };
}

/** Adds the sources to a sheet; `keyOf` names an aggregate's row (null: not a row of this report). */
function fill(sheet: Sheet, s: Sources, keyOf: (a: Aggregate) => string | null) {
  const each = (list: Aggregate[], put: (m: ReturnType<Sheet['at']>, a: Aggregate) => void) => {
    for (const a of list) {
      const key = keyOf(a);
      if (key !== null) put(sheet.at(a.b, key), a);
    }
  };
  each(s.viewing, (r, a) => { r.m.Viewers += a.viewers; r.slots += a.slots; r.m.EventCount += a.events; });
  each(s.chatting, (r, a) => { r.m.ChatUsers += a.users; });
  each(s.tipping, (r, a) => { r.m.TipCount += a.tips; r.m.TipUsers += a.users; r.tipMinor += a.minor; });
  each(s.recommending, (r, a) => { r.m.RecommendCount += a.orders; });
}

function idsOf(s: Sources, traffic: ChannelTraffic[]) {
  const matches = new Set<number>();
  const programmes = new Set<number>();
  const streamers = new Set<number>();
  for (const a of [...s.viewing, ...s.chatting, ...s.tipping, ...s.recommending]) {
    if (a.matchId) (a.programType === ProgramType.Entertainment ? programmes : matches).add(a.matchId);
    if (a.programType === 0 && a.matchId) programmes.add(a.matchId); // tips carry no ProgramType
    if (a.anchorId) streamers.add(a.anchorId);
  }
  for (const t of traffic) {
    const target = channelTargets(t.channel);
    if (target.event?.programType === ProgramType.Entertainment) programmes.add(target.event.matchId);
    else if (target.event) matches.add(target.event.matchId);
    if (target.streamerId) streamers.add(target.streamerId);
  }
  return { matches: [...matches], programmes: [...programmes], streamers: [...streamers] };
}

/** A ledger row knows its match id but not its ProgramType: a known match is 1, else a known programme 2, else 1. */
function programTypeOf(a: Aggregate, n: Names): number {
  if (a.programType) return a.programType;
  if (n.matches.some((m) => m.id === a.matchId)) return ProgramType.Match;
  return n.programmes.some((p) => p.event_id === a.matchId) ? ProgramType.Entertainment : ProgramType.Match;
}

/** The streamer a channel's bytes belong to: `streamer-<id>`, a programme's streamer, or the match streamer of that language. */
function streamerOfChannel(channel: string, n: Names): number | null {
  const t = channelTargets(channel);
  if (t.streamerId) return t.streamerId;
  if (!t.event) return null;
  if (t.event.programType === ProgramType.Entertainment) return n.programmes.find((p) => p.event_id === t.event?.matchId)?.anchor_id ?? null;
  if (!t.language) return null;
  const match = n.matches.find((m) => m.id === t.event?.matchId);
  const ids = match ? (JSON.parse(match.anchor_ids_json) as unknown[]) : [];
  return n.streamers.find((s) => ids.includes(s.id) && s.language.toLowerCase() === t.language)?.id ?? null;
}

function head(input: ReportInput & { From: string; To: string }, buckets: ReportBucket[]) {
  return { Period: input.Period, From: input.From, To: input.To, CurrencyId: input.CurrencyId, Buckets: buckets };
}

/** Totals per bucket (distinct viewers and users over everything), traffic = all HLS bytes served. */
async function totalsOf(db: Db, input: ReportInput, buckets: ReportBucket[], traffic: ChannelTraffic[]) {
  const sheet = new Sheet();
  for (let i = 0; i < buckets.length; i += 1) sheet.at(i, '');
  fill(sheet, await aggregates(db, buckets, 'total', input.CurrencyId), () => '');
  for (const t of traffic) sheet.at(t.b, '').m.TrafficBytes += t.bytes;
  return sheet.finish().map((r) => ({ Bucket: buckets[r.b].Key, ...r.m }));
}

export async function programmeReport(db: Db, asked: ReportInput): Promise<ProgrammeReport> {
  const input = resolved(asked);
  const buckets = bucketsOf(input.Period, input.From, input.To);
  const [s, traffic] = await Promise.all([aggregates(db, buckets, 'programme', input.CurrencyId), q.serving(db, buckets)]);
  const n = await q.names(db, idsOf(s, traffic));
  const sheet = new Sheet();
  fill(sheet, s, (a) => `${programTypeOf(a, n)}:${a.matchId}`);
  for (const t of traffic) {
    const e = channelTargets(t.channel).event;
    if (e) sheet.at(t.b, `${e.programType}:${e.matchId}`).m.TrafficBytes += t.bytes;
  }
  const title = (programType: number, id: number) => {
    if (programType === ProgramType.Entertainment) return n.programmes.find((p) => p.event_id === id)?.title ?? `#${id}`;
    const m = n.matches.find((x) => x.id === id);
    return m ? `${m.home_team} v ${m.away_team}` : `#${id}`;
  };
  const rows: ProgrammeReportRow[] = sheet.finish().map((r) => {
    const [pt, id] = r.key.split(':').map(Number);
    const { EventCount: _events, ...m } = r.m;
    return { Bucket: buckets[r.b].Key, ProgramType: pt, MatchId: id, Title: title(pt, id), ...m };
  });
  return { ...head(input, buckets), Rows: rows, Totals: await totalsOf(db, input, buckets, traffic) };
}

export async function streamerReport(db: Db, asked: ReportInput): Promise<StreamerReport> {
  const input = resolved(asked);
  const buckets = bucketsOf(input.Period, input.From, input.To);
  const [s, traffic] = await Promise.all([aggregates(db, buckets, 'streamer', input.CurrencyId), q.serving(db, buckets)]);
  const n = await q.names(db, idsOf(s, traffic));
  const sheet = new Sheet();
  fill(sheet, s, (a) => String(a.anchorId));
  for (const t of traffic) {
    const id = streamerOfChannel(t.channel, n);
    if (id) sheet.at(t.b, String(id)).m.TrafficBytes += t.bytes;
  }
  const rows: StreamerReportRow[] = sheet.finish().map((r) => ({
    Bucket: buckets[r.b].Key, AnchorId: Number(r.key), Name: n.streamers.find((x) => x.id === Number(r.key))?.name ?? `#${r.key}`, ...r.m,
  }));
  return { ...head(input, buckets), Rows: rows, Totals: await totalsOf(db, input, buckets, traffic) };
}

export async function trafficReport(db: Db, asked: ReportInput): Promise<TrafficReport> {
  const input = resolved(asked);
  const buckets = bucketsOf(input.Period, input.From, input.To);
  const traffic = await q.serving(db, buckets);
  const rows = new Map<string, TrafficReportRow & { events: Set<string> }>();
  const add = (b: number, source: string, t: ChannelTraffic) => {
    const id = `${b}|${source}`;
    const row = rows.get(id) ?? { Bucket: buckets[b].Key, Source: source, Requests: 0, TrafficBytes: 0, TrafficGB: 0, EventCount: 0, events: new Set<string>() };
    row.Requests += t.requests;
    row.TrafficBytes += t.bytes;
    const e = channelTargets(t.channel).event;
    if (e) row.events.add(`${e.programType}:${e.matchId}`);
    rows.set(id, row);
  };
  for (let i = 0; i < buckets.length; i += 1) rows.set(`${i}|`, { Bucket: buckets[i].Key, Source: '', Requests: 0, TrafficBytes: 0, TrafficGB: 0, EventCount: 0, events: new Set() });
  for (const t of traffic) {
    add(t.b, channelSource(t.channel), t);
    add(t.b, '', t);
  }
  const done = [...rows.values()].map(({ events, ...r }) => ({ ...r, EventCount: events.size, TrafficGB: round(r.TrafficBytes / GB, 6) }));
  const order = (key: string) => buckets.findIndex((bk) => bk.Key === key);
  return {
    ...head(input, buckets),
    Rows: done.filter((r) => r.Source !== '').sort((a, b) => order(a.Bucket) - order(b.Bucket) || b.TrafficBytes - a.TrafficBytes),
    Totals: done.filter((r) => r.Source === '').sort((a, b) => order(a.Bucket) - order(b.Bucket)).map(({ Source: _s, ...r }) => r),
  };
}
