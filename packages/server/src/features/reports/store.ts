import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import { LedgerReason } from '../wallet/index';
import type { Db } from '../../store/types';
import type { ReportBucket } from '@sideline/protocol';
import { MessageType } from '@sideline/protocol';

/**
 * The reports' aggregates, one SQL statement per source and grouping, the same text on SQLite
 * and PostgreSQL: the bucket is a CASE over the bucket ends (integer literals), every count a
 * plain COUNT / COUNT(DISTINCT) / SUM grouped by it. Numbers come back as numbers or (PostgreSQL
 * bigint) strings: `num` reads both.
 */

/** What a row is grouped by besides its bucket. */
export type Grouping = 'programme' | 'streamer' | 'total';

export interface Aggregate {
  /** Index into the buckets. */
  b: number;
  programType: number;
  matchId: number;
  anchorId: number;
  [measure: string]: number;
}

const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));

/**
 * CASE WHEN col < end0 THEN 0 … ELSE n-1 END, over rows already limited to [start0, endN). Always
 * a CASE, even for one bucket: a bare integer in GROUP BY would name a column position.
 */
function bucketOf(column: RawBuilder<unknown>, buckets: readonly ReportBucket[]): RawBuilder<number> {
  const whens = buckets.map((bk, i) => sql`WHEN ${column} < ${sql.lit(bk.End)} THEN ${sql.lit(i)}`);
  return sql<number>`CASE ${sql.join(whens, sql` `)} ELSE ${sql.lit(buckets.length - 1)} END`;
}

function within(column: RawBuilder<unknown>, buckets: readonly ReportBucket[]): RawBuilder<boolean> {
  return sql<boolean>`${column} >= ${sql.lit(buckets[0].Start)} AND ${column} < ${sql.lit(buckets[buckets.length - 1].End)}`;
}

/** The grouping columns of a source: its match/programme columns, its streamer column, or none. */
interface Columns {
  /** A column, or a constant (a number: selected, never grouped by — a bare integer in GROUP BY names a position). */
  programType: RawBuilder<unknown> | number;
  matchId: RawBuilder<unknown>;
  anchorId: RawBuilder<unknown>;
}

function groupingSql(g: Grouping, c: Columns): { select: RawBuilder<unknown>; group: RawBuilder<unknown>; where: RawBuilder<unknown> } {
  if (g === 'programme') {
    const pt = c.programType;
    if (typeof pt === 'number') return { select: sql`, ${sql.lit(pt)} AS pt, ${c.matchId} AS mid`, group: sql`, ${c.matchId}`, where: sql`${c.matchId} IS NOT NULL` };
    return { select: sql`, ${pt} AS pt, ${c.matchId} AS mid`, group: sql`, ${pt}, ${c.matchId}`, where: sql`${c.matchId} IS NOT NULL` };
  }
  if (g === 'streamer') return { select: sql`, ${c.anchorId} AS aid`, group: sql`, ${c.anchorId}`, where: sql`${c.anchorId} > 0` };
  return { select: sql``, group: sql``, where: sql`1 = 1` };
}

async function run(db: Db, query: RawBuilder<Record<string, unknown>>, measures: readonly string[]): Promise<Aggregate[]> {
  const { rows } = await query.execute(db);
  return rows.map((r) => {
    const out: Aggregate = { b: num(r.b), programType: num(r.pt), matchId: num(r.mid), anchorId: num(r.aid) };
    for (const m of measures) out[m] = num(r[m]);
    return out;
  });
}

/** A distinct event: match or programme id and ProgramType in one integer (ids stay far below 2^49). */
const eventKey = (programType: RawBuilder<unknown>, matchId: RawBuilder<unknown>) => sql`(${matchId} * 10 + ${programType})`;

/** Heartbeats: distinct viewers, 30 s slots watched, distinct events watched. */
export function viewing(db: Db, buckets: readonly ReportBucket[], g: Grouping): Promise<Aggregate[]> {
  const at = sql.ref('created_at');
  const b = bucketOf(at, buckets);
  const gs = groupingSql(g, { programType: sql.ref('program_type'), matchId: sql.ref('match_id'), anchorId: sql.ref('anchor_id') });
  return run(db, sql<Record<string, unknown>>`
    SELECT ${b} AS b${gs.select}, COUNT(DISTINCT customer_id) AS viewers, COUNT(*) AS slots,
      COUNT(DISTINCT ${eventKey(sql.ref('program_type'), sql.ref('match_id'))}) AS events
    FROM heartbeat_records WHERE ${within(at, buckets)} AND ${gs.where}
    GROUP BY ${b}${gs.group}`, ['viewers', 'slots', 'events']);
}

/** Members' own lines (text, @-replies, stickers): distinct chat users. Deleted lines were still sent. */
export function chatting(db: Db, buckets: readonly ReportBucket[], g: Grouping): Promise<Aggregate[]> {
  const at = sql.ref('created_at');
  const b = bucketOf(at, buckets);
  const gs = groupingSql(g, { programType: sql.ref('program_type'), matchId: sql.ref('match_id'), anchorId: sql.ref('anchor_id') });
  const types = [MessageType.Message, MessageType.At, MessageType.Sticker].map((t) => sql.lit(t));
  return run(db, sql<Record<string, unknown>>`
    SELECT ${b} AS b${gs.select}, COUNT(DISTINCT customer_id) AS users
    FROM chat_messages WHERE ${within(at, buckets)} AND ${gs.where}
      AND customer_id IS NOT NULL AND type IN (${sql.join(types)})
    GROUP BY ${b}${gs.group}`, ['users']);
}

/** Gift debits of the ledger in one currency (tips): count, distinct tippers, minor units spent. */
export function tipping(db: Db, buckets: readonly ReportBucket[], g: Grouping, currencyId: number): Promise<Aggregate[]> {
  const at = sql.ref('created_at');
  const b = bucketOf(at, buckets);
  const gs = groupingSql(g, { programType: 0, matchId: sql.ref('match_id'), anchorId: sql.ref('anchor_id') });
  return run(db, sql<Record<string, unknown>>`
    SELECT ${b} AS b${gs.select}, COUNT(*) AS tips, COUNT(DISTINCT customer_id) AS users, SUM(-amount_minor) AS minor
    FROM ledger WHERE ${within(at, buckets)} AND ${gs.where}
      AND reason = ${sql.lit(LedgerReason.Gift)} AND currency_id = ${sql.lit(currencyId)} AND amount_minor < 0
    GROUP BY ${b}${gs.group}`, ['tips', 'users', 'minor']);
}

/** Recommend-bet orders published (promoted odds; a cancelled order was still published, a deleted one is not counted). */
export function recommending(db: Db, buckets: readonly ReportBucket[], g: Grouping): Promise<Aggregate[]> {
  const at = sql.ref('created_at');
  const b = bucketOf(at, buckets);
  const gs = groupingSql(g, { programType: 1, matchId: sql.ref('match_id'), anchorId: sql.ref('anchor_id') });
  return run(db, sql<Record<string, unknown>>`
    SELECT ${b} AS b${gs.select}, COUNT(*) AS orders
    FROM promoted_odds WHERE ${within(at, buckets)} AND ${gs.where} AND status <> 'deleted'
    GROUP BY ${b}${gs.group}`, ['orders']);
}

export interface ChannelTraffic {
  b: number;
  channel: string;
  requests: number;
  bytes: number;
}

/** HLS serving per bucket and channel (the counter's daily rows). */
export async function serving(db: Db, buckets: readonly ReportBucket[]): Promise<ChannelTraffic[]> {
  const at = sql.ref('day_start');
  const b = bucketOf(at, buckets);
  const { rows } = await sql<Record<string, unknown>>`
    SELECT ${b} AS b, channel, SUM(requests) AS requests, SUM(bytes) AS bytes
    FROM hls_traffic WHERE ${within(at, buckets)}
    GROUP BY ${b}, channel`.execute(db);
  return rows.map((r) => ({ b: num(r.b), channel: String(r.channel), requests: num(r.requests), bytes: num(r.bytes) }));
}

/** Names for the rows: match titles (and each match's streamers), programme titles (and streamer), streamer names. */
export async function names(db: Db, ids: { matches: number[]; programmes: number[]; streamers: number[] }) {
  const [matches, programmes] = await Promise.all([
    ids.matches.length ? db.selectFrom('matches').select(['id', 'home_team', 'away_team', 'anchor_ids_json']).where('id', 'in', ids.matches).execute() : [],
    ids.programmes.length ? db.selectFrom('programmes').select(['event_id', 'title', 'anchor_id']).where('event_id', 'in', ids.programmes).execute() : [],
  ]);
  const anchors = new Set(ids.streamers);
  for (const m of matches) for (const a of JSON.parse(m.anchor_ids_json) as unknown[]) if (typeof a === 'number') anchors.add(a);
  for (const p of programmes) anchors.add(p.anchor_id);
  const streamers = anchors.size ? await db.selectFrom('streamers').select(['id', 'name', 'language']).where('id', 'in', [...anchors]).execute() : [];
  return { matches, programmes, streamers };
}
export type Names = Awaited<ReturnType<typeof names>>;
