import { describe, expect, it } from 'vitest';
import { OddsType } from '@sideline/protocol';
import { pointOf, sharedToTicket } from './followTicket';

describe('following a shared ticket', () => {
  it.each([
    [0.95, OddsType.CN, 1.95],
    [1.95, OddsType.DEC, 1.95],
    [-200, OddsType.US, 1.5],
    [-0.5, OddsType.MY, 3],
  ])('price %s in type %i → decimal %s', (price, type, decimal) => {
    const t = sharedToTicket({ SportType: 1, MarketId: 7, Key: 'h', Price: price, BetChoice: '-0.5', KeyName: 'Reds', BetType: 1, BetTypeName: 'Handicap', OddsType: type, OddsStake: 10 }, 'Ann', 'en');
    expect(t).toMatchObject({ OddsPrice: decimal, FollowNickname: 'Ann', MarketKey: 'h', Point: -0.5, PromotedOddsId: null });
  });
  it('reads the point of the BetChoice the sportsbook writes (name and signed point)', () => {
    const t = sharedToTicket({ SportType: 1, MarketId: 7, Key: 'a', Price: 1.85, BetChoice: 'Barcelona -0.5', KeyName: 'Barcelona', BetType: 1, BetTypeName: 'Handicap', OddsType: OddsType.DEC, OddsStake: 30 }, 'Ann', 'en');
    expect(t).toMatchObject({ MarketKey: 'a', KeyName: 'Barcelona', Point: -0.5, OddsPrice: 1.85 });
    expect(pointOf('Over +2.5', 'Over')).toBe(2.5);
    expect(pointOf('+1/1.5', 'Reds')).toBe(1);
    // No point: the name alone, even one ending in a number.
    expect(pointOf('Team 2', 'Team 2')).toBeNull();
    expect(pointOf('Barcelona', 'Barcelona')).toBeNull();
    expect(pointOf(null, 'Odd')).toBeNull();
  });
  it('an unreadable price gives null', () => {
    expect(sharedToTicket({ SportType: 1, MarketId: 7, Key: 'h', Price: 0, BetChoice: null, KeyName: 'R', BetType: 646, BetTypeName: 'X', OddsType: OddsType.MY, OddsStake: 1 }, 'A', 'en')).toBeNull();
  });
});
