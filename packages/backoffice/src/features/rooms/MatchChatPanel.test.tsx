import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GetRoomMatchChat, SetRoomMatchChat } from '@sideline/protocol';
import type { RoomMatchChat } from '@sideline/protocol';
import { fail, fakeFetch, ok, renderWith } from '../../test/render';
import { MatchChatPanel } from './MatchChatPanel';

afterEach(() => vi.unstubAllGlobals());

const on: RoomMatchChat = {
  ProgramType: 1, MatchId: 9001, IsEnabled: true, ActiveUntil: null,
  Sites: [
    { SiteId: 1, SiteName: 'Lions Bet', Enabled: true, Mode: 'slow-mode', SlowModeSeconds: 10, DurationSeconds: 60 },
    { SiteId: 2, SiteName: 'Tiger Odds', Enabled: true, Mode: 'hold-tickets', SlowModeSeconds: 10, DurationSeconds: 90 },
    { SiteId: 3, SiteName: 'Quiet Site', Enabled: false, Mode: 'slow-mode', SlowModeSeconds: 10, DurationSeconds: 60 },
  ],
};

function setup(role: 'moderator' | 'viewer', read: () => ReturnType<typeof ok> | ReturnType<typeof fail> = () => ok(on)) {
  // One path, two methods: GET reads, POST switches.
  expect(SetRoomMatchChat.path).toBe(GetRoomMatchChat.path);
  const { fetchFn, calls } = fakeFetch({
    [GetRoomMatchChat.path]: (body, init) => (init.method === 'POST' ? ok({ ...on, IsEnabled: (body as { IsEnabled: boolean }).IsEnabled }) : read()),
  });
  vi.stubGlobal('fetch', fetchFn);
  const onStatus = vi.fn();
  renderWith(<MatchChatPanel room={{ ProgramType: 1, MatchId: 9001 }} canModerate={role === 'moderator'} onStatus={onStatus} />, { role });
  return { calls, onStatus };
}

describe('MatchChatPanel', () => {
  it("shows what each site does after an event and turns it off for the room", async () => {
    const { calls, onStatus } = setup('moderator');
    await screen.findByText('On for this room: match events switch it as its site says');
    screen.getByText('Lions Bet: slow mode, one message every 10 s for 60 s after an event');
    screen.getByText('Tiger Odds: bet-ticket lines held for 90 s after an event');
    screen.getByText('Quiet Site: off');
    fireEvent.click(screen.getByRole('button', { name: 'Turn off for this room' }));
    await screen.findByText('Off for this room: match events change nothing');
    expect(calls.find((c) => c.init.method === 'POST')?.body).toEqual({ ProgramType: 1, MatchId: 9001, IsEnabled: false });
    await waitFor(() => expect(onStatus).toHaveBeenCalledWith('Match-aware chat is off for this room'));
    screen.getByRole('button', { name: 'Turn on for this room' });
  });

  it('offers no switch without chat.moderate', async () => {
    setup('viewer');
    await screen.findByText('On for this room: match events switch it as its site says');
    expect(screen.queryByRole('button', { name: 'Turn off for this room' })).toBeNull();
  });

  it('shows a failed read with a way to try again', async () => {
    setup('moderator', () => fail(500, 'server-error', 'boom'));
    await screen.findByRole('button', { name: 'Try again' });
    expect(screen.queryByRole('button', { name: 'Turn off for this room' })).toBeNull();
  });
});
