import { BET_TYPE_FAST_MARKET, FAST_MARKET_SPORT_TYPE, MATCH_ID_NO_TICKET_SHARING, MessageType } from '@sideline/protocol';
import type { BetDetail, SharedTicket, TicketInfo } from '@sideline/protocol';

/** Share-list orders (section 2: by time or by bet amount), newest / largest first. */
export type TicketSort = 'time' | 'amount';

/** The share list sorted; a new array, ties keep their order. */
export function sortBets(bets: readonly BetDetail[], sort: TicketSort): BetDetail[] {
  const time = (b: BetDetail) => Date.parse(b.TransTime) || 0;
  return [...bets].sort((a, b) => (sort === 'time' ? time(b) - time(a) : b.OddsStake - a.OddsStake));
}

/** The ShowingTicket (10) message text: the SharedTicket JSON of a bet. */
export function sharedTicketJson(bet: BetDetail): string {
  const ticket: SharedTicket = {
    SportType: bet.SportType, MarketId: bet.MarketId, Key: bet.Key, Price: bet.Price, BetChoice: bet.BetChoice, KeyName: bet.KeyName,
    BetType: bet.BetType, BetTypeName: bet.BetTypeName, OddsType: bet.OddsType, OddsStake: bet.OddsStake,
  };
  return JSON.stringify(ticket);
}

export const SHOWING_TICKET_TYPE = MessageType.ShowingTicket;

/**
 * Whether ticket sharing shows (sections 6): logged in, allowed by the user and the config,
 * not for match 1688168 and not while the nickname editor is open.
 */
export function canShareTickets(args: { matchId: number; loggedIn: boolean; allowedByUser: boolean; allowedByConfig: boolean; nicknameEditorOpen: boolean }): boolean {
  return args.loggedIn && args.allowedByUser && args.allowedByConfig && !args.nicknameEditorOpen && args.matchId !== MATCH_ID_NO_TICKET_SHARING;
}

/** The quick-bet ticket of a fast-market option (bet type 222, sport type 1). */
export function fastMarketTicket(market: { marketId: number; betTypeName: string }, option: { key: string; keyName: string; point: number | null; oddsPrice: number }, language: string): TicketInfo {
  return {
    FollowNickname: null, SportType: FAST_MARKET_SPORT_TYPE, MarketId: market.marketId, BetType: BET_TYPE_FAST_MARKET, BetTypeName: market.betTypeName,
    MarketKey: option.key, OddsPrice: option.oddsPrice, KeyName: option.keyName, Point: option.point, Language: language,
    PromotedOddsId: null, Recommend: false,
  };
}
