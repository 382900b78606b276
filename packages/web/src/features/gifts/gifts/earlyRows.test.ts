import { describe, expect, it } from 'vitest';
import type { ChatRow } from '../../chat';
import { collectEarlyRows } from './earlyRows';

function fakeRoom() {
  const listeners = new Set<(rows: readonly ChatRow[]) => void>();
  return {
    onRows(listener: (rows: readonly ChatRow[]) => void) {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
    emit: (rows: ChatRow[]) => listeners.forEach((l) => l(rows)),
    count: () => listeners.size,
  };
}
const row = (n: number) => ({ Message: `m${n}` }) as ChatRow;

describe('rows before the gift effects are there (issue 20)', () => {
  it('keeps what the room handed out until taken, once, then stops listening', () => {
    const room = fakeRoom();
    const early = collectEarlyRows(room);
    room.emit([row(1)]);
    room.emit([row(2), row(3)]);
    expect(early.take().map((r) => r.Message)).toEqual(['m1', 'm2', 'm3']);
    expect(room.count()).toBe(0);
    room.emit([row(4)]);
    expect(early.take()).toEqual([]);
  });

  it('stop drops the listener without taking', () => {
    const room = fakeRoom();
    const early = collectEarlyRows(room);
    early.stop();
    expect(room.count()).toBe(0);
  });
});
