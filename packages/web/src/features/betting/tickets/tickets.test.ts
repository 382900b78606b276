import { describe, expect, it } from 'vitest';
import { OddsType, SharedTicket } from '@sideline/protocol';
import type { BetDetail } from '@sideline/protocol';
import { canShareTickets, fastMarketTicket, sharedTicketJson, sortBets } from './tickets';

const bet = (o: Partial<BetDetail>): BetDetail => ({
  BetTypeName: 'Handicap', KeyName: 'Reds', BetChoice: '-0.5', Price: 0.95, OddsType: OddsType.CN, OddsStake: 100, Payout: 0,
  TransTime: '2024-05-01T10:00:00Z', SportType: 1, MarketId: 7, Key: 'h', BetType: 1, ...o,
});

describe('share list', () => {
  const a = bet({ Key: 'a', OddsStake: 50, TransTime: '2024-05-01T10:00:00Z' });
  const b = bet({ Key: 'b', OddsStake: 500, TransTime: '2024-05-01T09:00:00Z' });
  const c = bet({ Key: 'c', OddsStake: 100, TransTime: '2024-05-01T11:00:00Z' });
  it.each([['time', ['c', 'a', 'b']], ['amount', ['b', 'c', 'a']]] as const)('sorted by %s', (sort, keys) => {
    expect(sortBets([a, b, c], sort).map((x) => x.Key)).toEqual(keys);
  });
});

describe('ShowingTicket JSON', () => {
  it('carries the ten SharedTicket fields and parses back', () => {
    const json = JSON.parse(sharedTicketJson(bet({})));
    expect(Object.keys(json).sort()).toEqual(['BetChoice', 'BetType', 'BetTypeName', 'Key', 'KeyName', 'MarketId', 'OddsStake', 'OddsType', 'Price', 'SportType']);
    expect(SharedTicket.parse(json)).toMatchObject({ Price: 0.95, OddsType: 2, OddsStake: 100 });
  });
});

describe('a fast-market ticket', () => {
  it('a fast-market option is bet type 222, sport 1', () => {
    expect(fastMarketTicket({ marketId: 3, betTypeName: 'Next 5 minutes' }, { key: '2', keyName: 'Goal', point: null, oddsPrice: 2.2 }, 'en'))
      .toMatchObject({ BetType: 222, SportType: 1, MarketId: 3, MarketKey: '2', OddsPrice: 2.2 });
  });
});

describe('canShareTickets', () => {
  const ok = { matchId: 1, loggedIn: true, allowedByUser: true, allowedByConfig: true, nicknameEditorOpen: false };
  it.each([
    ['allowed', ok, true],
    ['match 1688168', { ...ok, matchId: 1688168 }, false],
    ['nickname editor open', { ...ok, nicknameEditorOpen: true }, false],
    ['logged out', { ...ok, loggedIn: false }, false],
    ['user not allowed', { ...ok, allowedByUser: false }, false],
    ['config not allowed', { ...ok, allowedByConfig: false }, false],
  ] as const)('%s', (_n, args, want) => {
    expect(canShareTickets(args)).toBe(want);
  });
});
