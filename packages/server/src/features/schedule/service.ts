import { LOBBY_MAX_NOT_STARTED, MatchStatus, TOPIC_PAGE_CARDS_PER_PAGE } from '@sideline/protocol';
import type { ScheduleItem, Tag } from '@sideline/protocol';
import type { Store } from '../../store/types';
import { MATCH_TAG_EN_NAME, matchCards, programmeCard, tagOf } from './cards';
import type { Card } from './cards';
import { loadScheduleRows } from './store';

/** Filters of the streamer schedule (all optional; see the contract's ScheduleRequest). */
export interface ScheduleQuery {
  /** Keep ended and cancelled cards (the IsSchedule header is 'true'). */
  includeEnded: boolean;
  /** 'all' (or absent) keeps every language; else the streamer language of the card. */
  anchorLanguage?: string | null;
  tagId?: number | null;
  /** 1-based page of `pageSize` cards; absent → every card. */
  page?: number | null;
  pageSize?: number | null;
}

async function allCards(store: Store): Promise<Card[]> {
  const rows = await loadScheduleRows(store.db);
  const tags = rows.tags.map(tagOf);
  const tagsById = new Map<number, Tag>(tags.map((t) => [t.Id, t]));
  const matchTags = tags.filter((t) => t.EnName === MATCH_TAG_EN_NAME);
  return [
    ...rows.matches.flatMap((m) => matchCards(m, rows.streamers, matchTags)),
    ...rows.programmes.map((p) => programmeCard(p, rows.streamers, tagsById)),
  ];
}

const isEnded = (s: MatchStatus) => s === MatchStatus.End || s === MatchStatus.Canceled;

/** Order group: live first, then upcoming and non-live, then ended. */
function group(status: MatchStatus): number {
  if (status === MatchStatus.Running) return 0;
  return isEnded(status) ? 2 : 1;
}

/** Live and upcoming by time ascending, ended by time descending (latest first); ties by Id. */
export function compareCards(a: Card, b: Card): number {
  const ga = group(a.item.MatchStatus);
  const gb = group(b.item.MatchStatus);
  if (ga !== gb) return ga - gb;
  if (a.at !== b.at) return ga === 2 ? b.at - a.at : a.at - b.at;
  return a.item.Id - b.item.Id;
}

/**
 * The topic page's schedule (POST and GET /Streamer/GetStreamerScheduleInfo): every match card
 * (one per streamer) and programme card, filtered and ordered (live, upcoming, ended), with the
 * filtered total; one page when `page` is given.
 */
export async function streamerSchedule(store: Store, query: ScheduleQuery): Promise<{ StreamerScheduleInfoDtos: ScheduleItem[]; Total: number }> {
  const lang = query.anchorLanguage?.trim().toLowerCase() || 'all';
  const cards = (await allCards(store))
    .filter((c) => query.includeEnded || !isEnded(c.item.MatchStatus))
    .filter((c) => lang === 'all' || c.item.Language.toLowerCase() === lang)
    .filter((c) => query.tagId == null || c.item.Tags.some((t) => t.Id === query.tagId))
    .sort(compareCards);
  const size = query.pageSize ?? TOPIC_PAGE_CARDS_PER_PAGE;
  const page = query.page ? cards.slice((query.page - 1) * size, query.page * size) : cards;
  return { StreamerScheduleInfoDtos: page.map((c) => c.item), Total: cards.length };
}

/**
 * The licensee programme list (the live-streaming lobby). Ended and cancelled items are left
 * out; the others are Running when live, else NotStart when their Hong Kong time is still
 * ahead of `now` and NonLive once it has passed. Without `isShowMore` the lobby holds every
 * live item plus the LOBBY_MAX_NOT_STARTED (3) nearest not-started ones; with it, everything
 * (live, non-live latest first, then not started soonest first).
 */
export async function programList(store: Store, isShowMore: boolean, now: number): Promise<ScheduleItem[]> {
  const lobby = (await allCards(store))
    .filter((c) => !isEnded(c.item.MatchStatus))
    .map((c) => {
      const status = c.item.MatchStatus === MatchStatus.Running ? MatchStatus.Running
        : c.at > now ? MatchStatus.NotStart : MatchStatus.NonLive;
      return { at: c.at, item: { ...c.item, MatchStatus: status, NonLive: status === MatchStatus.NonLive } };
    });
  const byTime = (a: Card, b: Card) => a.at - b.at || a.item.Id - b.item.Id;
  const running = lobby.filter((c) => c.item.MatchStatus === MatchStatus.Running).sort(byTime);
  const notStarted = lobby.filter((c) => c.item.MatchStatus === MatchStatus.NotStart).sort(byTime);
  if (!isShowMore) return [...running, ...notStarted.slice(0, LOBBY_MAX_NOT_STARTED)].map((c) => c.item);
  const nonLive = lobby.filter((c) => c.item.MatchStatus === MatchStatus.NonLive).sort((a, b) => byTime(b, a));
  return [...running, ...nonLive, ...notStarted].map((c) => c.item);
}
