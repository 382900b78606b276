import { describe, expect, it, vi } from 'vitest';
import type { HubConnection } from '@microsoft/signalr';
import type { DeskLine } from '@sideline/protocol';
import { createStaffHub } from './staffHub';

function fakeConnection() {
  const handlers = new Map<string, (...a: unknown[]) => void>();
  const connection = {
    state: 'Connected',
    on: (e: string, h: (...a: unknown[]) => void) => handlers.set(e, h),
    off: (e: string) => handlers.delete(e),
    onreconnected: () => undefined,
    invoke: vi.fn(async () => ({ Watching: true })),
    start: vi.fn(async () => undefined),
  };
  return { connection: connection as unknown as HubConnection, handlers, raw: connection };
}

const line: DeskLine = { MessageId: 1, ProgramType: 1, MatchId: 9, CustomerId: 5, Nickname: 'Kai', Message: 'hi', Type: 1, Timestamp: 1, SiteId: 1, Language: 'en', IsHate: false, IsDeleted: false };

describe('createStaffHub', () => {
  it('hands over events that match the contract, ignoring transport arguments after the declared ones', () => {
    const { connection, handlers } = fakeConnection();
    const seen: DeskLine[] = [];
    createStaffHub(connection).on('DeskLine', (l) => seen.push(l));
    handlers.get('DeskLine')?.(line, { Sequence: 3 });
    expect(seen).toEqual([line]);
  });

  it('drops events that do not match the contract', () => {
    const { connection, handlers } = fakeConnection();
    const seen: unknown[] = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    createStaffHub(connection).on('DeskLine', (l) => seen.push(l));
    handlers.get('DeskLine')?.({ ...line, MessageId: 'one' });
    expect(seen).toEqual([]);
    warn.mockRestore();
  });

  it('checks method answers against the contract', async () => {
    const { connection, raw } = fakeConnection();
    const hub = createStaffHub(connection);
    await expect(hub.invoke('WatchRoom', 'csrf', { ProgramType: 1, MatchId: 9 })).resolves.toEqual({ Watching: true });
    expect(raw.invoke).toHaveBeenCalledWith('WatchRoom', 'csrf', { ProgramType: 1, MatchId: 9 });
    raw.invoke.mockResolvedValueOnce({ Watching: 'yes' } as never);
    await expect(hub.invoke('WatchRoom', 'csrf', { ProgramType: 1, MatchId: 9 })).rejects.toThrow();
  });
});
