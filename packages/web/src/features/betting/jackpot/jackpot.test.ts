import { describe, expect, it, vi } from 'vitest';
import { createJackpot, jackpotOf } from './jackpot';

const ok = <T,>(Result: T) => ({ Code: 200 as const, Result, Error: null });

function setup(answer: () => Promise<unknown>) {
  const handlers = new Map<string, (...a: unknown[]) => void>();
  const hub = { on: (e: string, h: (...a: unknown[]) => void) => { handlers.set(e, h); return () => handlers.delete(e); } };
  const api = { callEnvelope: vi.fn((_call: unknown, _req: unknown) => answer()) };
  const jackpot = createJackpot({ api: api as never, hub, matchId: 7 });
  return { jackpot, handlers, api };
}

describe('jackpot (chatroom spec: GET /GetJackpot and the GetJackpots push)', () => {
  it("loads the room's total, then follows the push; another match's total is not shown", async () => {
    const { jackpot, handlers, api } = setup(async () => ok({ Jackpots: [{ MatchId: 6, TotalPrize: 5 }, { MatchId: 7, TotalPrize: 1200.5 }] }));
    await jackpot.start();
    expect(api.callEnvelope.mock.calls[0]![0]).toMatchObject({ name: 'GetJackpot' });
    expect(jackpot.getSnapshot()).toBe(1200.5);
    handlers.get('GetJackpots')!({ Jackpots: [{ MatchId: 7, TotalPrize: 1300 }] }, { Seq: 1 });
    expect(jackpot.getSnapshot()).toBe(1300);
    handlers.get('GetJackpots')!({ Jackpots: [{ MatchId: 6, TotalPrize: 9 }] });
    expect(jackpot.getSnapshot()).toBeNull();
    jackpot.stop();
    expect(handlers.has('GetJackpots')).toBe(false);
  });

  it('a push that arrives before the fetch answers wins; a malformed push is ignored', async () => {
    let answer!: (v: unknown) => void;
    const { jackpot, handlers } = setup(() => new Promise((r) => { answer = r; }));
    const started = jackpot.start();
    handlers.get('GetJackpots')!({ Jackpots: [{ MatchId: 7, TotalPrize: 50 }] });
    answer(ok({ Jackpots: [{ MatchId: 7, TotalPrize: 10 }] }));
    await started;
    expect(jackpot.getSnapshot()).toBe(50);
    handlers.get('GetJackpots')!({ nope: true });
    expect(jackpot.getSnapshot()).toBe(50);
  });

  it('jackpotOf picks the match', () => {
    expect(jackpotOf([{ MatchId: 1, TotalPrize: 3 }], 1)).toBe(3);
    expect(jackpotOf([], 1)).toBeNull();
  });
});
