import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DeleteChatMessage, GetRoomChat, GetRoomLog } from '@sideline/protocol';
import type { DeskLine, DeskRoom } from '@sideline/protocol';
import { fakeFetch, fakeHub, ok, renderWith } from '../../test/render';
import { RoomScreen } from './RoomScreen';

afterEach(() => vi.unstubAllGlobals());

const room: DeskRoom = { ProgramType: 1, MatchId: 9001, Title: 'Lions v Tigers', State: 'open', Viewers: 12, MessagesPerMinute: 3, SlowModeSeconds: null, LastMessageAt: null };
const line = (id: number, text: string, who = 'Kai'): DeskLine => ({
  MessageId: id, ProgramType: 1, MatchId: 9001, CustomerId: 500 + id, Nickname: who, Message: text, Type: 1, Timestamp: 1_700_000_000_000 + id, SiteId: 1, Language: 'en', IsHate: false, IsDeleted: false,
});

function setup(role: 'moderator' | 'viewer' = 'moderator') {
  const { fetchFn, calls } = fakeFetch({
    [GetRoomChat.path]: () => ok({ Room: room, Lines: [line(1, 'hello all')] }),
    [GetRoomLog.path]: () => ok({ Entries: [] }),
    [DeleteChatMessage.path]: (body) => ok({ MessageId: (body as { MessageId: number }).MessageId, IsDeleted: true }),
  });
  vi.stubGlobal('fetch', fetchFn);
  const hub = fakeHub();
  renderWith(<RoomScreen programType={1} matchId={9001} />, { role, hub: hub.hub });
  return { hub, calls };
}

const chat = () => screen.getByRole('list', { name: 'Chat' });

describe('RoomScreen', () => {
  it("watches the room on the staff hub and shows its chat as it happens", async () => {
    const { hub } = setup();
    await within(await screen.findByRole('list', { name: 'Chat' })).findByText('hello all');
    await waitFor(() => expect(hub.invoked).toContainEqual(['WatchRoom', ['csrf-test', { ProgramType: 1, MatchId: 9001 }]]));
    act(() => hub.push('DeskLine', line(2, 'goal!', 'Ana')));
    await within(chat()).findByText('goal!');
    // A line of another room is not shown here.
    act(() => hub.push('DeskLine', { ...line(3, 'elsewhere'), MatchId: 42 }));
    expect(within(chat()).queryByText('elsewhere')).toBeNull();
    // An event that does not match the contract is dropped.
    act(() => hub.push('DeskLine', { MessageId: 'x' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Lions v Tigers');
  });

  it('deletes a line: the call is sent and the line is marked deleted', async () => {
    const { calls } = setup();
    await within(await screen.findByRole('list', { name: 'Chat' })).findByText('hello all');
    fireEvent.click(screen.getByRole('button', { name: 'Delete the message of Kai: hello all' }));
    await within(chat()).findByText('Deleted');
    expect(calls.find((c) => c.url === DeleteChatMessage.path)?.body).toEqual({ MessageId: 1 });
    expect(screen.getByRole('status').textContent).toBe('Message of Kai deleted.');
  });

  it("marks lines another moderator deleted (DeskLinesDeleted), and a clear marks them all", async () => {
    const { hub } = setup();
    await within(await screen.findByRole('list', { name: 'Chat' })).findByText('hello all');
    act(() => hub.push('DeskLine', line(2, 'second')));
    act(() => hub.push('DeskLinesDeleted', { ProgramType: 1, MatchId: 9001, MessageIds: [1], All: false }));
    expect(await within(chat()).findAllByText('Deleted')).toHaveLength(1);
    act(() => hub.push('DeskLinesDeleted', { ProgramType: 1, MatchId: 9001, MessageIds: [], All: true }));
    expect(await within(chat()).findAllByText('Deleted')).toHaveLength(2);
  });

  it('opens the mute form from a line, reason required', async () => {
    setup();
    await within(await screen.findByRole('list', { name: 'Chat' })).findByText('hello all');
    fireEvent.click(screen.getByRole('button', { name: 'Mute Kai' }));
    const dialog = screen.getByRole('dialog', { name: 'Mute Kai' });
    expect(within(dialog).getByLabelText(/^Reason/).getAttribute('aria-required')).toBe('true');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a viewer-only role sees the chat without moderation buttons or room actions', async () => {
    setup('viewer');
    await within(await screen.findByRole('list', { name: 'Chat' })).findByText('hello all');
    expect(screen.queryByRole('button', { name: /Delete the message/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mute Kai' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Room actions' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Recent lines of Kai' })).toBeTruthy();
  });
});
