import type { ServiceDeps } from '../../http/context';
import { BET_TYPE_FAST_MARKET, BET_TYPE_HIDE_POINT, MessageType, SITE_ID_COIN, escapeChatName } from '@sideline/protocol';
import type { GetSingleTicket, ParsedRequestOf, PlaceBet } from '@sideline/protocol';
import type { Session } from '../../http/session';
import type { HandlerResult } from '../../http/register';
import { fromMinor, toMinor } from '../../store/values';
import type { IdempotentRun } from '../wallet/index';
import { InsufficientFundsError, LedgerReason, debit, moneyTransaction } from '../wallet/index';
import { customerOf } from '../wallet/index';
import { postMessage } from '../chat/index';
import { makeRoom } from '../chat/index';
import { anchorName } from '../chat/index';
import { findPromotion } from '../promoted-odds/index';
import type { BettingRuntime } from './runtime';
import type { Market, Selection } from './sportsbook/types';
import { insertBet, stakedOnMatch } from './store';

type PlaceInput = ParsedRequestOf<typeof PlaceBet>;
type PlaceAnswer = HandlerResult<typeof PlaceBet>;
type TicketInput = ParsedRequestOf<typeof GetSingleTicket>;

const toMilli = (price: number): number => Math.round(price * 1000);
const fromMilli = (milli: number): number => milli / 1000;

/** A failed bet: the spec's answer shape (HTTP 200, IsPlaceBetSuccess false). */
export function betFailure(code: string, newPriceMilli?: number): PlaceAnswer {
  return {
    IsPlaceBetSuccess: false,
    ErrorResult: { ErrorCode: code, Details: newPriceMilli === undefined ? null : { NewOffer: { Price: fromMilli(newPriceMilli) } } },
    BetId: null,
    Balance: null,
  };
}

/** What the share list shows as the choice: the selection and its line; null for bet type 646 (hidden). */
export function betChoice(market: Pick<Market, 'betType' | 'point'>, selection: Pick<Selection, 'keyName'>): string | null {
  if (market.betType === BET_TYPE_HIDE_POINT) return null;
  if (market.point === null) return selection.keyName;
  const p = market.point;
  return `${selection.keyName} ${p > 0 ? '+' : ''}${p}`;
}

/**
 * POST /GetSingleTicket: the selection's current decimal Price and MinBet/MaxBet (currency
 * units), or ErrorResult.ErrorCode B005 (unknown market/key or sport), B024, B016, B011, B015.
 */
export async function singleTicket(rt: BettingRuntime, input: TicketInput) {
  const check = await rt.sportsbook.check({
    matchId: null, sportType: input.SportType, betType: null, marketId: input.MarketId, key: input.Key, point: null, priceMilli: null, stakeMinor: null,
  });
  if (!check.ok) return { IsGetSingleTicketSuccess: false, SuccessResult: null, ErrorResult: { ErrorCode: check.code } };
  return {
    IsGetSingleTicketSuccess: true,
    SuccessResult: { Price: fromMilli(check.selection.priceMilli), MinBet: fromMinor(check.market.minBetMinor), MaxBet: fromMinor(check.market.maxBetMinor) },
    ErrorResult: null,
  };
}

export interface PlaceBetDeps extends ServiceDeps {
  rt: BettingRuntime;
}

/**
 * POST /PlaceBet (see the contract's TSDoc for the order of the B0xx checks). Runs inside
 * `withIdempotency`: a refusal is an ordinary answer, so a retry with the same key replays it.
 * B014 and B017 are decided inside the money transaction with the bet row, so two concurrent
 * bets cannot both pass the event maximum or the balance.
 */
export async function placeBet(deps: PlaceBetDeps, session: Session, input: PlaceInput, run: IdempotentRun<PlaceAnswer>): Promise<PlaceAnswer> {
  const { rt, store } = deps;
  const customerId = customerOf(session);
  const stakeMinor = toMinor(input.Stake);
  if (stakeMinor <= 0) return betFailure('B013');

  let expectedPriceMilli: number | null = null;
  if (input.PromotedOddsId !== null) {
    const promo = await findPromotion(store.db, input.PromotedOddsId);
    const usable = promo && promo.status === 'active' && promo.expires_at > rt.now()
      && promo.market_id === input.MarketId && promo.market_key === input.MarketKey;
    if (!usable) return betFailure(promo && promo.market_id === input.MarketId ? 'B015' : 'B005');
    expectedPriceMilli = promo.price_milli;
  }
  const check = await rt.sportsbook.check({
    matchId: input.MatchId, sportType: input.SportType, betType: input.BetType, marketId: input.MarketId, key: input.MarketKey,
    point: input.Point, priceMilli: toMilli(input.OddsPrice), expectedPriceMilli, stakeMinor,
  });
  if (!check.ok) return betFailure(check.code, check.newPriceMilli);
  const { market, selection, event } = check;
  // The fast market is hidden on the coin site: its markets do not exist there.
  if (market.betType === BET_TYPE_FAST_MARKET && session.siteId === SITE_ID_COIN) return betFailure('B005');
  const priceMilli = expectedPriceMilli ?? selection.priceMilli;
  const now = rt.now();

  let answer: PlaceAnswer;
  try {
    answer = await moneyTransaction(store, async (trx) => {
      if (await stakedOnMatch(trx, customerId, market.matchId) + stakeMinor > event.maxStakeMinor) return betFailure('B014');
      const betId = await insertBet(trx, {
        customer_id: customerId, site_id: session.siteId, site_group: session.siteGroup, currency_id: session.currencyId,
        match_id: market.matchId, market_id: market.id, sport_type: market.sportType, bet_type: market.betType,
        bet_type_name: market.betTypeName, market_key: selection.key, key_name: selection.keyName,
        bet_choice: betChoice(market, selection), point: market.betType === BET_TYPE_HIDE_POINT ? null : market.point,
        price_milli: priceMilli, odds_type: session.oddsType, stake_minor: stakeMinor, payout_minor: null, status: 'running',
        promoted_odds_id: input.PromotedOddsId, follow_nickname: input.FollowNickname ?? null, anchor_id: input.AnchorId,
        anchor_language: input.AnchorLanguage.toLowerCase(), created_at: now, settled_at: null,
      });
      // A refused debit throws, rolling the bet row back with it.
      const movement = await debit(trx, {
        customerId, currencyId: session.currencyId, amountMinor: stakeMinor, reason: LedgerReason.Bet,
        idempotencyKey: run.ledgerKey(), reference: `bet:${betId}`, matchId: market.matchId, anchorId: input.AnchorId,
        anchorLanguage: input.AnchorLanguage, now,
      });
      const ok: PlaceAnswer = { IsPlaceBetSuccess: true, ErrorResult: null, BetId: betId, Balance: fromMinor(movement.balanceAfterMinor) };
      await run.complete(trx, ok);
      return ok;
    });
  } catch (err) {
    if (!(err instanceof InsufficientFundsError)) throw err;
    answer = betFailure('B017');
  }
  if (answer.IsPlaceBetSuccess) await announceFollow(deps, session, input, now);
  return answer;
}

/**
 * After a successful followed bet, the room learns about it: FollowPromotedOdds (7) for a
 * promoted price (FollowNickname = the anchor), FollowPlayerTicket (11) for a shared ticket
 * (FollowNickname = that player). Message is follow template 0. Skipped on the coin site and
 * for members without a nickname; a failure is logged and never fails the bet.
 */
async function announceFollow(deps: ServiceDeps, session: Session, input: PlaceInput, now: number): Promise<void> {
  const followsPromotion = input.PromotedOddsId !== null;
  const followsPlayer = !!input.FollowNickname;
  if ((!followsPromotion && !followsPlayer) || session.siteId === SITE_ID_COIN || !session.nickname || session.customerId === null) return;
  const { store } = deps;
  try {
    const room = makeRoom(session.siteGroup, 1, input.MatchId, input.AnchorLanguage, input.AnchorId);
    const follow = followsPromotion ? await anchorName(store.db, input.AnchorId) : input.FollowNickname ?? null;
    await postMessage(deps, room, {
      customerId: session.customerId, nickname: session.nickname ?? '', message: '0',
      type: followsPromotion ? MessageType.FollowPromotedOdds : MessageType.FollowPlayerTicket, color: session.nicknameColor,
      siteId: session.siteId, siteName: session.siteName, vip: session.vip, followNickname: follow ? escapeChatName(follow) : null,
    }, now);
  } catch (err) {
    deps.log.error({ err }, 'posting the follow message failed');
  }
}
