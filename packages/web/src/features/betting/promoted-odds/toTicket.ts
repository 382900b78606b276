import type { TicketInfo } from '@sideline/protocol';
import type { PromotedItem } from './promotedOddsState';

/** The quick-bet ticket of a followed promoted price (Recommend: it follows a promotion). */
export function promotedToTicket(item: PromotedItem): TicketInfo {
  return {
    FollowNickname: null, SportType: item.SportType, MarketId: item.MarketId, BetType: item.BetType, BetTypeName: item.BetTypeName,
    MarketKey: item.MarketKey, OddsPrice: item.OddsPrice, KeyName: item.KeyName, Point: item.Point, Language: item.Language,
    PromotedOddsId: item.PromotedOddsId, Recommend: true,
  };
}
