import { PromotedOddsCategory, SITE_ID_COIN } from '@sideline/protocol';
import type { PromotedOdds } from '@sideline/protocol';
import type { Session } from '../../http/session';
import { badRequest, notFound } from '../../http/errors';
import type { Realtime } from '../../realtime/index';
import { chatGroup } from '../chat/index';
import type { Store } from '../../store/types';
import type { BettingRuntime } from '../betting/index';
import { marketIdOf } from '../betting/index';
import * as q from './store';
import type { PromotionRow } from './store';

export interface PromotedDeps {
  store: Store;
  realtime: Realtime;
  rt: BettingRuntime;
  log?: { error(obj: unknown, msg: string): void };
}

/** Default life of a promotion (the banner's countdown). */
export const PROMOTION_DEFAULT_MS = 60_000;
/** Default boost over the market price, thousandths (+0.10). */
export const PROMOTION_DEFAULT_BOOST_MILLI = 100;

/** Promoted odds are for logged-in members of licensee sites (not the coin site 99). */
export function allowPromotedOdds(session: Session | null): boolean {
  return !!session && session.isUserLogin && session.siteId !== SITE_ID_COIN;
}

export function toPromotedOdds(p: PromotionRow, now: number): PromotedOdds {
  return {
    PromotedOddsId: p.id, MatchId: p.match_id, AnchorId: p.anchor_id, Language: p.language, KeyName: p.key_name, Point: p.point,
    OddsPrice: p.price_milli / 1000, BetTypeName: p.bet_type_name, ShowCategory: p.show_category as PromotedOdds['ShowCategory'],
    SportType: p.sport_type, MarketId: p.market_id, BetType: p.bet_type, MarketKey: p.market_key,
    MilliSecondsRemaining: Math.max(0, p.expires_at - now),
  };
}

/** POST /GetPromotedOdds: active promotions of the room, with the time left. */
export async function promotedOddsOf(deps: PromotedDeps, matchId: number, language: string, anchorId: number): Promise<PromotedOdds[]> {
  const now = deps.rt.now();
  return (await q.activePromotions(deps.store.db, matchId, language, anchorId, now)).map((p) => toPromotedOdds(p, now));
}

/** The match rooms of (match, language, anchor) on every licensee site: where the pushes go. */
async function roomGroups(store: Store, matchId: number, language: string, anchorId: number): Promise<string[]> {
  const sites = await q.listSites(store.db);
  return sites.filter((s) => s.id !== SITE_ID_COIN).map((s) => chatGroup(s.group_name, 1, matchId, language, anchorId));
}

async function publishAll(deps: PromotedDeps, groups: string[], send: (group: string) => Promise<unknown>): Promise<void> {
  for (const g of groups) {
    try {
      await send(g);
    } catch (err) {
      deps.log?.error({ err, group: g }, 'publishing a promoted-odds event failed');
    }
  }
}

export interface NewPromotionInput {
  MatchId: number;
  AnchorId: number;
  Language: string;
  /** Default: the match's first (handicap) market. */
  MarketId?: number;
  /** Default: the market's first selection. */
  Key?: string;
  /** Decimal boost over the current price (default 0.10). */
  Boost?: number;
  DurationMs?: number;
  ShowCategory?: number;
}

/**
 * Creates a promotion on a market selection at its current price plus a boost, and pushes
 * PushPromotedOdds to the rooms of (match, language, anchor). Clients show it when promoted
 * odds are allowed and the match, language and anchor are theirs, for MilliSecondsRemaining.
 */
export async function pushPromotedOdds(deps: PromotedDeps, input: NewPromotionInput): Promise<PromotedOdds> {
  const { store, rt } = deps;
  const event = await rt.sportsbook.event(input.MatchId);
  if (!event) throw notFound(`No match ${input.MatchId}`);
  const market = await rt.sportsbook.market(input.MarketId ?? marketIdOf(input.MatchId, 1));
  if (!market || market.matchId !== input.MatchId) throw notFound(`No market ${input.MarketId} on match ${input.MatchId}`);
  const selection = input.Key ? market.selections.find((s) => s.key === input.Key) : market.selections[0];
  if (!selection) throw badRequest('Key', `No selection ${input.Key}`);
  const now = rt.now();
  const row = await q.insertPromotion(store.db, {
    match_id: input.MatchId, anchor_id: input.AnchorId, language: input.Language.toLowerCase(), market_id: market.id,
    market_key: selection.key, sport_type: market.sportType, bet_type: market.betType, bet_type_name: market.betTypeName,
    key_name: selection.keyName, point: market.point,
    price_milli: selection.priceMilli + Math.round((input.Boost ?? PROMOTION_DEFAULT_BOOST_MILLI / 1000) * 1000),
    show_category: input.ShowCategory ?? PromotedOddsCategory.FullTime, status: 'active', created_at: now,
    expires_at: now + (input.DurationMs ?? PROMOTION_DEFAULT_MS),
  });
  const odds = toPromotedOdds(row, now);
  await publishAll(deps, await roomGroups(store, row.match_id, row.language, row.anchor_id),
    (g) => deps.realtime.publish(g, 'PushPromotedOdds', odds));
  return odds;
}

/** Cancels a promotion: CancelPromotedOdds { MatchId, MarketId, Language, AnchorId } to its rooms. */
export async function cancelPromotedOdds(deps: PromotedDeps, id: number): Promise<PromotedOdds> {
  const row = await q.findPromotion(deps.store.db, id);
  if (!row) throw notFound(`No promoted odds ${id}`);
  await q.setPromotionStatus(deps.store.db, [id], 'cancelled');
  await publishAll(deps, await roomGroups(deps.store, row.match_id, row.language, row.anchor_id),
    (g) => deps.realtime.publish(g, 'CancelPromotedOdds', { MatchId: row.match_id, MarketId: row.market_id, Language: row.language, AnchorId: row.anchor_id }));
  return toPromotedOdds({ ...row, status: 'cancelled' }, deps.rt.now());
}

/**
 * Deletes every active promotion on the markets: DeletePromotedOdds { MarketIds } to each
 * room that had one (clients hide banners whose market is listed). Returns how many.
 */
export async function deletePromotedOdds(deps: PromotedDeps, marketIds: number[]): Promise<number> {
  const rows = await q.activeOn(deps.store.db, { marketIds });
  await q.setPromotionStatus(deps.store.db, rows.map((r) => r.id), 'deleted');
  const rooms = new Map<string, true>();
  for (const r of rows) for (const g of await roomGroups(deps.store, r.match_id, r.language, r.anchor_id)) rooms.set(g, true);
  await publishAll(deps, [...rooms.keys()], (g) => deps.realtime.publish(g, 'DeletePromotedOdds', { MarketIds: marketIds }));
  return rows.length;
}
