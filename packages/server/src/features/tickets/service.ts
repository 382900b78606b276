import { DEFAULT_ODDS_TYPE, MATCH_ID_NO_TICKET_SHARING, OddsType, SITE_ID_COIN, convertOdds, isEnumValue } from '@sideline/protocol';
import type { BetDetail, SharedTicket } from '@sideline/protocol';
import type { Session } from '../../http/session';
import type { Store } from '../../store/types';
import { fromMinor } from '../../store/values';
import { customerOf } from '../wallet/index';
import { betsOf } from '../betting/index';
import type { BetRow } from '../betting/index';

/** ErrorResult.ErrorCode of GetBetDetails where tickets cannot be shared (match 1688168, coin site, site flag off). */
export const TICKET_SHARING_NOT_ALLOWED = 'TicketSharingNotAllowed';

/** A stored bet as a share-list row: Price in the member's odds type (OddsType), Payout = won amount or potential return. */
export function toBetDetail(bet: BetRow): BetDetail {
  const oddsType: OddsType = isEnumValue(OddsType, bet.odds_type) ? bet.odds_type : DEFAULT_ODDS_TYPE;
  const decimal = Number(bet.price_milli) / 1000;
  const stakeMinor = Number(bet.stake_minor);
  const payoutMinor = bet.payout_minor !== null ? Number(bet.payout_minor) : Math.round((stakeMinor * Number(bet.price_milli)) / 1000);
  return {
    BetTypeName: bet.bet_type_name, KeyName: bet.key_name, BetChoice: bet.bet_choice, Price: convertOdds(decimal, oddsType), OddsType: oddsType,
    OddsStake: fromMinor(stakeMinor), Payout: fromMinor(payoutMinor), TransTime: new Date(Number(bet.created_at)).toISOString(),
    SportType: bet.sport_type, MarketId: Number(bet.market_id), Key: bet.market_key, BetType: bet.bet_type,
  };
}

/** The JSON a ShowingTicket (10) message carries for a bet of the share list (spec section 3). */
export function sharedTicketOf(d: BetDetail): SharedTicket {
  return {
    SportType: d.SportType, MarketId: d.MarketId, Key: d.Key, Price: d.Price, BetChoice: d.BetChoice, KeyName: d.KeyName,
    BetType: d.BetType, BetTypeName: d.BetTypeName, OddsType: d.OddsType, OddsStake: d.OddsStake,
  };
}

/**
 * POST /GetBetDetails: the member's bets on the match, newest first (at most 200), for the
 * share-ticket list (the widget sorts by time or amount). ErrorResult 'TicketSharingNotAllowed'
 * on match 1688168, on the coin site and where the site does not allow showing tickets.
 */
export async function betDetails(store: Store, session: Session, matchId: number) {
  const customerId = customerOf(session);
  if (matchId === MATCH_ID_NO_TICKET_SHARING || session.siteId === SITE_ID_COIN || !session.isAllowShowingTicket) {
    return { SuccessResult: null, ErrorResult: { ErrorCode: TICKET_SHARING_NOT_ALLOWED } };
  }
  const bets = await betsOf(store.db, customerId, matchId);
  return { SuccessResult: bets.map(toBetDetail), ErrorResult: null };
}
