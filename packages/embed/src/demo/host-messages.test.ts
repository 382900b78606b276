import { describe, expect, it, vi } from 'vitest';
import { reactTo, type HostContext } from './host-messages';

function host(member = true) {
  return {
    isMember: vi.fn(() => member),
    openLogin: vi.fn<(reason: string) => void>(),
    openTopUp: vi.fn<(reason: string) => void>(),
    setChatExpanded: vi.fn<(expanded: boolean) => void>(),
    selectMatch: vi.fn((_matchId: number) => true),
    setBalances: vi.fn<(list: { CurrencyId: number; Balance: number }[]) => void>(),
    balanceText: vi.fn((_id: number | undefined) => '900.00 USD'),
  } satisfies HostContext;
}

describe('host message reactions', () => {
  it('WantToLogin opens the login dialog', () => {
    const h = host();
    reactTo('WantToLogin', {}, h);
    expect(h.openLogin).toHaveBeenCalledTimes(1);
  });

  it('InsufficientBalance offers a top-up to a member and a login to a guest', () => {
    const member = host(true);
    reactTo('InsufficientBalance', { CurrencyId: 999, Needed: 1200 }, member);
    expect(member.openTopUp).toHaveBeenCalledWith(expect.stringContaining('1,200'));
    const guest = host(false);
    reactTo('InsufficientBalance', {}, guest);
    expect(guest.openLogin).toHaveBeenCalled();
    expect(guest.openTopUp).not.toHaveBeenCalled();
  });

  it('BalanceChanged updates the wallet of a member; the top-up dialog quotes the same balance as the shortfall (item 36)', () => {
    const member = host(true);
    reactTo('BalanceChanged', { Balances: [{ CurrencyId: 1, Balance: 900 }] }, member);
    expect(member.setBalances).toHaveBeenCalledWith([{ CurrencyId: 1, Balance: 900 }]);
    reactTo('InsufficientBalance', { CurrencyId: 1, Needed: 100 }, member);
    expect(member.openTopUp).toHaveBeenCalledWith('Your balance (900.00 USD) is too low for that. You need 100 more.');
    const guest = host(false);
    reactTo('BalanceChanged', { Balances: [{ CurrencyId: 1, Balance: 900 }] }, guest);
    expect(guest.setBalances).not.toHaveBeenCalled();
  });

  it('chatroom expand messages resize the frame', () => {
    const h = host();
    reactTo('StreamerChatRoom', { expandChat: true, expandGift: false }, h);
    reactTo('StreamerChatRoom', { expandChat: false, expandGift: true }, h);
    reactTo('EntertainmentChatRoom', { expandChat: false }, h);
    reactTo('IsFullChatroom', { IsFull: true }, h);
    expect(h.setChatExpanded.mock.calls).toEqual([[true], [true], [false], [true]]);
  });

  it('GoToSingleMatch selects the match; log-only messages do nothing else', () => {
    const h = host();
    reactTo('GoToSingleMatch', { MatchId: 77 }, h);
    expect(h.selectMatch).toHaveBeenCalledWith(77);
    reactTo('IsOpenWheel', { IsOpen: 1 }, h);
    reactTo('InitFinished', {}, h);
    expect(h.openLogin).not.toHaveBeenCalled();
    expect(h.openTopUp).not.toHaveBeenCalled();
  });
});
