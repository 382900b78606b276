import {
  BET_CARD_PRICE_CHANGED, BET_TYPE_FAST_MARKET, BET_TYPE_HIDE_POINT, SharedTicket, betCardPriceChangedMessage, toDecimalOdds,
} from '@sideline/protocol';
import type { BetCard, BetCardState, FollowBetCard, GetBetCards, OddsType, OperatorSettleMarket, ParsedRequestOf } from '@sideline/protocol';
import type { ServiceDeps } from '../../http/context';
import { ApiError, badRequest, notFound } from '../../http/errors';
import type { HandlerResult } from '../../http/register';
import type { Session } from '../../http/session';
import { makeRoom } from '../chat/index';
import type { ShownTicket } from '../chat/index';
import { placeBet, runningBetsOn, settleBet } from '../betting/index';
import type { BettingRuntime, Market } from '../betting/index';
import { isFeatureEnabled, siteOf } from '../settings/index';
import type { IdempotentRun } from '../wallet/index';
import { LedgerReason, credit, customerOf, moneyTransaction } from '../wallet/index';
import type { CardRow } from './store';
import { addFollower, cardById, cardsOfGroup, cardsOnMarket, claimMarketResult, insertCard, marketResult, moveCard } from './store';

export interface BetCardDeps extends ServiceDeps {
  rt: BettingRuntime;
}

type MarketResult = Record<string, 'won' | 'lost' | 'void'>;
type FollowAnswer = HandlerResult<typeof FollowBetCard>;

/** The cards a room's GET /BetCards answers at most (the chat history keeps 150 lines). */
export const ROOM_CARDS_MAX = 150;

/**
 * What a card shows of its selection: the market's settled result when there is one, else
 * closed, suspended (the market, or a closed price), or open; and the selection's price.
 */
export function cardState(market: Pick<Market, 'status' | 'selections'>, key: string, result: MarketResult | null): { state: BetCardState; priceMilli: number } {
  const selection = market.selections.find((s) => s.key === key);
  const priceMilli = selection?.priceMilli ?? 0;
  if (result) return { state: result[key] ?? 'lost', priceMilli };
  if (market.status === 'closed' || !selection) return { state: 'closed', priceMilli };
  if (market.status === 'suspended' || selection.status === 'closed') return { state: 'suspended', priceMilli };
  return { state: 'open', priceMilli };
}

export function toBetCard(row: CardRow): BetCard {
  return {
    CardId: row.id, MatchId: row.match_id, CustomerId: row.line_customer_id, Timestamp: row.line_timestamp, MarketId: row.market_id,
    Key: row.market_key, State: row.state as BetCardState, Price: row.price_milli / 1000, ShownPrice: row.shown_price_milli / 1000,
    Followers: row.followers, Version: row.version,
  };
}

/** Pushes a card to its room: the room's group, so it rides the room's sequence like a message. */
async function publishCard(deps: ServiceDeps, row: CardRow): Promise<void> {
  try {
    await deps.realtime.publish(row.group_name, 'PushBetCard', toBetCard(row));
  } catch (err) {
    deps.log.error({ err, cardId: row.id }, 'publishing PushBetCard failed');
  }
}

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&amp;': '&', '&quot;': '"' };
/** Nicknames are stored escaped; the follow line escapes the name it is given, so the card keeps it plain. */
const unescapeName = (name: string) => name.replace(/&(lt|gt|amp|quot);/g, (m) => ENTITIES[m] ?? m);

/**
 * A ShowingTicket (10) line was pushed: on a site with EnabledBetCards, a match room's ticket on
 * a market of that match becomes a card, pushed after the line (PushBetCard). Anything else
 * (site off, programme room, a market of another match) leaves the spec's plain line.
 */
export async function createCard(deps: BetCardDeps, shown: ShownTicket, now = deps.rt.now()): Promise<BetCard | null> {
  const { room } = shown;
  if (room.programType !== 1) return null;
  if (!await isFeatureEnabled(deps.store, shown.siteId, 'EnabledBetCards')) return null;
  const parsed = SharedTicket.safeParse(JSON.parse(shown.message));
  if (!parsed.success) return null;
  const ticket = parsed.data;
  const market = await deps.rt.sportsbook.market(ticket.MarketId);
  const selection = market?.selections.find((s) => s.key === ticket.Key);
  if (!market || !selection || market.matchId !== room.matchId || market.sportType !== ticket.SportType || market.betType === BET_TYPE_FAST_MARKET) return null;
  let shownMilli = selection.priceMilli;
  try {
    shownMilli = Math.round(toDecimalOdds(ticket.Price, ticket.OddsType as OddsType) * 1000);
  } catch {
    // an unreadable shown price: the card starts from the market's
  }
  const { state, priceMilli } = cardState(market, ticket.Key, await marketResult(deps.store.db, market.id));
  const row = await insertCard(deps.store.db, {
    group_name: room.group, site_group: room.siteGroup, program_type: room.programType, match_id: room.matchId, anchor_id: room.anchorId,
    language: room.language, line_customer_id: shown.customerId, line_timestamp: shown.timestamp, sharer_nickname: unescapeName(shown.nickname),
    market_id: market.id, market_key: ticket.Key, sport_type: market.sportType, bet_type: market.betType, shown_price_milli: shownMilli,
    state, price_milli: priceMilli, followers: 0, version: 1, created_at: now, updated_at: now,
  });
  await publishCard(deps, row);
  return toBetCard(row);
}

/** A market changed (operator, the demo's life, a settlement): each of its cards that now reads differently is pushed. */
export async function marketMoved(deps: BetCardDeps, market: Market, now = deps.rt.now()): Promise<number> {
  const cards = await cardsOnMarket(deps.store.db, market.id);
  if (!cards.length) return 0;
  const result = await marketResult(deps.store.db, market.id);
  let pushed = 0;
  for (const card of cards) {
    const next = cardState(market, card.market_key, result);
    const moved = await moveCard(deps.store.db, card, next.state, next.priceMilli, now);
    if (!moved) continue;
    await publishCard(deps, moved);
    pushed += 1;
  }
  return pushed;
}

/**
 * GET /BetCards: the cards of a match room (newest 150, oldest first) for the lines history
 * loads. The site group is the token's (a different GroupName is a 400), else the query's;
 * nothing where the caller's site has EnabledBetCards off.
 */
export async function roomCards(deps: BetCardDeps, session: Session | null, input: ParsedRequestOf<typeof GetBetCards>): Promise<{ Cards: BetCard[] }> {
  if (session && input.GroupName !== session.siteGroup) throw badRequest('GroupName', 'GroupName is not the site group of the token');
  const siteGroup = session?.siteGroup ?? input.GroupName;
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(siteGroup)) throw badRequest('GroupName', 'GroupName is not a site group');
  if (!await isFeatureEnabled(deps.store, siteOf(session), 'EnabledBetCards')) return { Cards: [] };
  const room = makeRoom(siteGroup, 1, input.MatchId, input.AnchorLanguage, input.AnchorId);
  return { Cards: (await cardsOfGroup(deps.store.db, room.group, ROOM_CARDS_MAX)).map(toBetCard) };
}

/**
 * POST /BetCards/Follow (the order of the checks is on the contract's FollowBetCard). The card
 * names the market, selection, sharer and room; the body only the card, the price the viewer
 * saw and the stake. Inside `withIdempotency`: the price refusal and the bet's own refusals are
 * ordinary answers, replayed for the same key.
 */
export async function followCard(deps: BetCardDeps, session: Session, input: ParsedRequestOf<typeof FollowBetCard>, run: IdempotentRun<FollowAnswer>): Promise<FollowAnswer> {
  const customerId = customerOf(session);
  const card = await cardById(deps.store.db, input.CardId);
  if (!card || card.site_group !== session.siteGroup) throw notFound(`No bet card ${input.CardId}`);
  const market = await deps.rt.sportsbook.market(card.market_id);
  if (!market) throw notFound(`No bet card ${input.CardId}`);
  const selection = market.selections.find((s) => s.key === card.market_key);
  const seenMilli = Math.round(input.Price * 1000);
  // Only a price that could be bet now is offered instead: a suspended or closed market answers its B0xx code below.
  if (selection && market.status === 'open' && selection.status === 'open' && selection.priceMilli !== seenMilli) {
    const current = selection.priceMilli / 1000;
    return {
      IsPlaceBetSuccess: false,
      ErrorResult: { ErrorCode: BET_CARD_PRICE_CHANGED, Details: { NewOffer: { Price: current } }, Message: betCardPriceChangedMessage(session.language, input.Price, current) },
      BetId: null, Balance: null, Card: toBetCard(card),
    };
  }
  const answer = await placeBet({ ...deps, rt: deps.rt }, session, {
    PromotedOddsId: null, SportType: card.sport_type, MarketId: card.market_id, OddsPrice: input.Price,
    Point: card.bet_type === BET_TYPE_HIDE_POINT ? null : market.point, MarketKey: card.market_key, Stake: input.Stake,
    AnchorId: card.anchor_id, AnchorLanguage: card.language, SiteName: session.siteName ?? '', MatchId: card.match_id, BetType: card.bet_type,
    Recommend: false, FollowNickname: card.sharer_nickname || null,
  }, run);
  let latest = card;
  if (answer.IsPlaceBetSuccess && typeof answer.BetId === 'number') {
    if (await addFollower(deps.store.db, card.id, customerId, answer.BetId, deps.rt.now())) {
      latest = (await cardById(deps.store.db, card.id)) ?? card;
      await publishCard(deps, latest);
    }
  }
  return { ...answer, Card: toBetCard(latest) };
}

/**
 * POST /Operator/SettleMarket: records the market's result once (409 when settled already),
 * pays its running bets (won: stake × price, void: the stake; each once, by its ledger key),
 * then closes the market, which turns its cards won / lost / void (marketMoved).
 */
export async function settleMarket(deps: BetCardDeps, input: ParsedRequestOf<typeof OperatorSettleMarket>): Promise<HandlerResult<typeof OperatorSettleMarket>> {
  const sim = deps.rt.simulator;
  const market = await sim.market(input.MarketId);
  if (!market) throw notFound(`No market ${input.MarketId}`);
  if (market.betType === BET_TYPE_FAST_MARKET) throw badRequest('MarketId', 'Fast-market rounds settle with /Operator/FastMarket/SettleRound');
  const keys = market.selections.map((s) => s.key);
  const winning = new Set(input.WinningKeys ?? []);
  for (const k of winning) if (!keys.includes(k)) throw badRequest('WinningKeys', `Market ${market.id} has no selection '${k}'`);
  if (input.Void && winning.size) throw badRequest('Void', 'A void market has no winning keys');
  const result: MarketResult = Object.fromEntries(keys.map((k) => [k, input.Void ? 'void' : winning.has(k) ? 'won' : 'lost']));
  const now = deps.rt.now();
  if (!await claimMarketResult(deps.store.db, market.id, result, now)) throw new ApiError(409, 'MarketId', `Market ${market.id} is settled already`);
  let settled = 0;
  for (const bet of await runningBetsOn(deps.store.db, market.id)) {
    const outcome = result[bet.market_key] ?? 'lost';
    const stake = Number(bet.stake_minor);
    const payout = outcome === 'won' ? Math.round(stake * Number(bet.price_milli) / 1000) : outcome === 'void' ? stake : 0;
    const done = await moneyTransaction(deps.store, async (trx) => {
      if (!await settleBet(trx, bet.id, outcome, payout, now)) return false;
      if (payout > 0) {
        await credit(trx, {
          customerId: bet.customer_id, currencyId: bet.currency_id, amountMinor: payout, reason: LedgerReason.BetPayout,
          idempotencyKey: `market-settle:${bet.id}`, reference: `bet:${bet.id}`, matchId: market.matchId, anchorId: bet.anchor_id,
          anchorLanguage: bet.anchor_language, now,
        });
      }
      return true;
    });
    if (done) settled += 1;
  }
  await sim.setMarket(market.id, { status: 'closed' });
  return { MarketId: market.id, Result: result, SettledBets: settled, Cards: (await cardsOnMarket(deps.store.db, market.id)).length };
}
