import { LayoutType, MatchStatus, ProgramStatus, ScheduleDataType } from '@sideline/protocol';
import type { ScheduleItem, Tag } from '@sideline/protocol';
import type { ProgrammesTable, TagsTable } from '../programmes/index';
import type { StreamersTable } from '../streamers/index';
import type { MatchesTable } from './tables';
import { parseJson } from '../../store/values';
import { PROVIDER_STREAMERS } from '../streaming/index';
import { toHongKongTime, toUtcIso } from './time';

/**
 * Schedule cards (spec section 3 "Schedule item") built from the stored matches and
 * programmes: one match card per streamer covering the match, one card per entertainment
 * programme. `EventTime`, `OpenTime` and `MatchTime` are Hong Kong local time; `GlobalShowTime`
 * is the same instant in UTC ISO 8601 ('…Z').
 */

/** Match cards carry the topic tag of this English name (the spec's topics: Shows, Sports, Fun). */
export const MATCH_TAG_EN_NAME = 'Sports';

/** A card with the instant it is ordered and compared by. */
export interface Card {
  item: ScheduleItem;
  /** Kick-off or programme opening, epoch ms. */
  at: number;
}

export function tagOf(row: TagsTable): Tag {
  const n = parseJson<Partial<Record<'CnName' | 'EnName' | 'PhName' | 'ThName' | 'VnName' | 'IdName', string>>>(row.names_json, {});
  const en = n.EnName ?? '';
  return {
    Id: row.id, CnName: n.CnName ?? en, EnName: en, PhName: n.PhName ?? en,
    ThName: n.ThName ?? en, VnName: n.VnName ?? en, IdName: n.IdName ?? en,
  };
}

/** The match status a programme shows as on the schedule (Live → Running, Preview → NotStart). */
export function programmeMatchStatus(status: number): MatchStatus {
  switch (status) {
    case ProgramStatus.Live: return MatchStatus.Running;
    case ProgramStatus.End: return MatchStatus.End;
    default: return MatchStatus.NotStart;
  }
}

function asMatchStatus(status: number): MatchStatus {
  return (Object.values(MatchStatus) as number[]).includes(status) ? status as MatchStatus : MatchStatus.NotStart;
}

function asProgramStatus(status: number): ProgramStatus {
  return (Object.values(ProgramStatus) as number[]).includes(status) ? status as ProgramStatus : ProgramStatus.NotStart;
}

function asLayout(layout: number): LayoutType {
  return layout === LayoutType.Horizontal ? LayoutType.Horizontal : LayoutType.Vertical;
}

/** Card ids: a match card is `matchId * 1000 + anchorId % 1000`, a programme card its EventId. */
export function matchCardId(matchId: number, anchorId: number): number {
  return matchId * 1000 + (anchorId % 1000);
}

export function matchCards(match: MatchesTable, streamers: Map<number, StreamersTable>, matchTags: Tag[]): Card[] {
  const at = Number(match.event_time);
  const anchors = parseJson<unknown[]>(match.anchor_ids_json, []).filter((a): a is number => Number.isInteger(a));
  const cards: Card[] = [];
  for (const anchorId of anchors) {
    const s = streamers.get(anchorId);
    if (!s || s.status !== 1) continue;
    const status = asMatchStatus(match.status);
    cards.push({
      at,
      item: {
        Id: matchCardId(match.id, anchorId),
        DataType: ScheduleDataType.Match,
        MatchId: match.id,
        EventId: null,
        AnchorId: anchorId,
        AnchorName: s.name,
        AnchorImageUrl: s.image_url,
        Language: s.language,
        EventTime: toHongKongTime(at),
        OpenTime: null,
        MatchStatus: status,
        Status: null,
        SportType: match.sport_type,
        LeagueId: match.league_id,
        LeagueName: match.league_name,
        LeagueIconUrl: match.league_icon_url,
        HomeTeam: match.home_team,
        AwayTeam: match.away_team,
        HomeIconUrl: match.home_icon_url,
        AwayIconUrl: match.away_icon_url,
        HomeTeamIconUrl: match.home_icon_url,
        AwayTeamIconUrl: match.away_icon_url,
        GlobalShowTime: toUtcIso(at),
        Title: `${match.home_team} vs ${match.away_team}`,
        LayoutType: LayoutType.Vertical,
        Tags: matchTags,
        StreamingProvider: PROVIDER_STREAMERS[anchorId] ?? null,
        StreamingSrc: null,
        NonLive: status === MatchStatus.NonLive,
        MatchTime: toHongKongTime(at),
      },
    });
  }
  return cards;
}

export function programmeCard(p: ProgrammesTable, streamers: Map<number, StreamersTable>, tagsById: Map<number, Tag>): Card {
  const at = Number(p.open_time);
  const s = streamers.get(p.anchor_id);
  const status = asProgramStatus(p.status);
  const tagIds = parseJson<unknown[]>(p.tags_json, []).filter((t): t is number => Number.isInteger(t));
  return {
    at,
    item: {
      Id: p.event_id,
      DataType: ScheduleDataType.Entertainment,
      MatchId: p.event_id,
      EventId: p.event_id,
      AnchorId: p.anchor_id,
      AnchorName: s?.name ?? null,
      AnchorImageUrl: s?.image_url ?? null,
      Language: p.language,
      EventTime: toHongKongTime(at),
      OpenTime: toHongKongTime(at),
      MatchStatus: programmeMatchStatus(status),
      Status: status,
      SportType: null,
      LeagueId: null,
      LeagueName: null,
      LeagueIconUrl: null,
      HomeTeam: null,
      AwayTeam: null,
      HomeIconUrl: null,
      AwayIconUrl: null,
      HomeTeamIconUrl: null,
      AwayTeamIconUrl: null,
      GlobalShowTime: toUtcIso(at),
      Title: p.title,
      LayoutType: asLayout(p.layout_type),
      Tags: tagIds.map((id) => tagsById.get(id)).filter((t): t is Tag => t !== undefined),
      StreamingProvider: PROVIDER_STREAMERS[p.anchor_id] ?? null,
      StreamingSrc: null,
      NonLive: false,
      MatchTime: toHongKongTime(at),
    },
  };
}
