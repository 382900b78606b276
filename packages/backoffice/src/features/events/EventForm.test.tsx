import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { EditEvent } from '@sideline/protocol';
import type { BackofficeEvent } from '@sideline/protocol';
import { fakeFetch, ok, renderWith } from '../../test/render';
import { EventForm } from './EventForm';
import { fromHkInput } from './hkTime';

afterEach(() => vi.unstubAllGlobals());

const at = fromHkInput('2026-12-01T20:00');
const event: BackofficeEvent = {
  EventId: 4, InfoSiteId: 7, MatchId: 91000001, SportType: 1, Group: 'Group A', LeagueId: 1, LeagueName: 'English Premier League',
  HomeTeam: 'Arsenal', AwayTeam: 'Chelsea', EventTime: at, EndTime: at + 7_200_000, Language: 'vn', StreamerId: 301, StreamerName: 'Linh Nguyen',
  AdditionType: 'auto', Booked: false, Status: 'not-started', Period: 'not-started', ProgrammeAt: null, CreatedAt: 0, CreatedBy: 'a@b.c',
};
const options = {
  Sports: [{ Id: 1, Name: 'Football' }], Leagues: [{ Id: 1, Name: 'English Premier League' }], Languages: ['vn', 'th'],
  Streamers: [{ Id: 301, Name: 'Linh Nguyen', Language: 'vn' }, { Id: 303, Name: 'Ploy Srisuk', Language: 'th' }],
};

describe('EventForm', () => {
  it('refuses an end before its start at the end field, without calling the server', async () => {
    const { fetchFn, calls } = fakeFetch({});
    vi.stubGlobal('fetch', fetchFn);
    renderWith(<EventForm event={event} options={options} onDone={vi.fn()} onCancel={vi.fn()} />);
    const end = screen.getByLabelText(/^End time \(HKT\)/);
    fireEvent.input(end, { target: { value: '2026-12-01T19:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('End time must be after start time');
    await waitFor(() => expect(end.getAttribute('aria-invalid')).toBe('true'));
    expect(calls).toHaveLength(0);
  });

  it('offers the streamers of the chosen language and saves times as Hong Kong time', async () => {
    const { fetchFn, calls } = fakeFetch({ [EditEvent.path]: (body) => ok({ Event: { ...event, ...(body as object), StreamerName: 'Ploy Srisuk' } }) });
    vi.stubGlobal('fetch', fetchFn);
    const onDone = vi.fn();
    renderWith(<EventForm event={event} options={options} onDone={onDone} onCancel={vi.fn()} />);
    fireEvent.change(screen.getByLabelText(/^Language/), { target: { value: 'th' } });
    const streamer = screen.getByLabelText(/^Streamer/) as HTMLSelectElement;
    expect([...streamer.options].map((o) => o.text)).toEqual(['Choose…', 'Ploy Srisuk']);
    fireEvent.change(streamer, { target: { value: '303' } });
    fireEvent.click(screen.getByLabelText('Booked'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls[0].body).toMatchObject({ EventId: 4, Language: 'th', StreamerId: 303, Booked: true, EventTime: at, EndTime: at + 7_200_000 });
  });
});
