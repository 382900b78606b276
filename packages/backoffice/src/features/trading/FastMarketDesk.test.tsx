import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ListFastMarketRounds, OpenFastMarketRound, SetFastMarketRoundState } from '@sideline/protocol';
import type { FastMarketRound } from '@sideline/protocol';
import { fakeFetch, ok, renderWith } from '../../test/render';
import { FastMarketDesk } from './FastMarketDesk';

afterEach(() => vi.unstubAllGlobals());

const round: FastMarketRound = { MatchId: 51230001, Period: 3, State: 'open', OpensAt: 0, ClosesAt: 300_000, MarketIds: [901, 902, 903, 904, 905, 906], Outcome: null, Bets: 2, Stake: 10 };

function setup(role: 'trader' | 'viewer' = 'trader') {
  const { fetchFn, calls } = fakeFetch({
    [ListFastMarketRounds.path]: () => ok({ Rounds: [round] }),
    [OpenFastMarketRound.path]: () => ok({ Round: { ...round, Period: 4, Bets: 0, Stake: 0 } }),
    [SetFastMarketRoundState.path]: (body) => ok({ Round: { ...round, State: (body as { Action: string }).Action === 'settle' ? 'settled' : 'suspended' } }),
  });
  vi.stubGlobal('fetch', fetchFn);
  renderWith(<FastMarketDesk />, { role });
  return calls;
}

describe('FastMarketDesk', () => {
  it('opens the next round for a match', async () => {
    const calls = setup();
    fireEvent.change(screen.getByLabelText(/Match ID/), { target: { value: '51230001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open round' }));
    expect(await screen.findByText('Match 51230001: round 4 is open.')).toBeTruthy();
    expect(calls.find((c) => c.url === OpenFastMarketRound.path)?.body).toEqual({ MatchId: 51230001 });
  });

  it("settles a round with each market's chosen outcome (the others drawn)", async () => {
    const calls = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Settle round 3 of match 51230001' }));
    const dialog = screen.getByRole('dialog', { name: 'Settle round 3 of match 51230001' });
    fireEvent.change(within(dialog).getByLabelText('Goal'), { target: { value: '2' } });
    fireEvent.change(within(dialog).getByLabelText('Corner'), { target: { value: '-4' } });
    expect(within(dialog).getByRole('option', { name: 'No Corner' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Settle' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.url === SetFastMarketRoundState.path)?.body).toEqual({ MatchId: 51230001, Period: 3, Action: 'settle', Outcome: { 901: '2', 902: '-4' } });
    expect(screen.getByRole('status').textContent).toBe('Match 51230001, round 3: Settled.');
  });

  it('suspends an open round', async () => {
    const calls = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Suspend round 3 of match 51230001' }));
    await waitFor(() => expect(calls.find((c) => c.url === SetFastMarketRoundState.path)?.body).toEqual({ MatchId: 51230001, Period: 3, Action: 'suspend' }));
  });

  it('a viewer-only role reads the rounds without trading buttons', async () => {
    setup('viewer');
    await screen.findByRole('cell', { name: '51230001' });
    expect(screen.queryByRole('button', { name: /Settle/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open round' })).toBeNull();
  });
});
