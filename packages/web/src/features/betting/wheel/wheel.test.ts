import { describe, expect, it, vi } from 'vitest';
import { WHEEL_SPIN_MS } from '@sideline/protocol';
import type { CallDef } from '@sideline/protocol';
import { createWheel } from './wheel';
import type { WheelDeps } from './wheel';
import { segmentAt } from './wheelMachine';

const items = Array.from({ length: 6 }, (_, i) => ({ Content1: `P${i}`, Content2: '' }));
const answers: Record<string, unknown> = {
  GetIsWheelOn: { IsWheelOn: true },
  GetWheelInfo: { WheelInfo: { WheelItems: items, Amount: 10 } },
  CheckSupportWheelCurrency: { IsSupport: true },
  SpinWheel: { Balance: 90, BingoIndex: 4 },
};

function setup(reduced: boolean, over: Partial<WheelDeps> = {}) {
  const timers: { cb: () => void; ms: number }[] = [];
  let balance: number | null = 100;
  const deps: WheelDeps = {
    api: { callEnvelope: vi.fn(async (call: CallDef) => ({ Code: 200, Result: answers[call.name], Error: null })) as unknown as WheelDeps['api']['callEnvelope'] },
    hub: { on: () => () => undefined },
    clock: { setTimeout: (cb: () => void, ms: number) => timers.push({ cb, ms }), clearTimeout: () => undefined },
    context: () => ({
      loggedIn: true, anchorId: 301, userLanguage: 'en', color: 1,
      chatRoom: { MatchId: 1, AnchorLanguage: 'en', AnchorId: 301, GroupName: 'g', ProgramType: 1 },
      user: { SiteName: 's', CurrencyId: 1, CurrencyName: 'USD', EnableSingleWallet: false, UserLanguage: 'en', NickName: 'Ann' },
    }) as ReturnType<WheelDeps['context']>,
    funds: { available: () => balance, set: (b) => { balance = b; } },
    alerts: { show: vi.fn() },
    newAction: () => ({ key: 'k' }) as ReturnType<WheelDeps['newAction']>,
    wantLogin: vi.fn(),
    random: () => 0.5,
    reducedMotion: () => reduced,
    ...over,
  };
  return { wheel: createWheel(deps), timers, balance: () => balance };
}

describe('wheel spin and reduced motion', () => {
  it('with reduced motion it stops on the server segment at once: no turns, no 5 s wait', async () => {
    const { wheel, timers, balance } = setup(true);
    await wheel.start();
    await wheel.opened();
    const before = wheel.getSnapshot().rotation;
    expect(await wheel.spin()).toBe('spun');
    const s = wheel.getSnapshot();
    expect(s).toMatchObject({ phase: 'done', highlight: 4 });
    expect(segmentAt(s.rotation)).toBe(4);
    expect(s.rotation - before).toBeLessThan(360);
    expect(timers).toEqual([]);
    expect(balance()).toBe(90);
  });

  it('without it the wheel turns 5-10 times and lands after the spin time', async () => {
    const { wheel, timers, balance } = setup(false);
    await wheel.start();
    await wheel.opened();
    await wheel.spin();
    expect(wheel.getSnapshot().phase).toBe('spinning');
    expect(wheel.getSnapshot().rotation).toBeGreaterThanOrEqual(5 * 360);
    expect(timers.map((t) => t.ms)).toEqual([WHEEL_SPIN_MS]);
    expect(balance()).toBe(100);
    timers[0]!.cb();
    expect(wheel.getSnapshot()).toMatchObject({ phase: 'done', highlight: 4 });
    expect(balance()).toBe(90);
  });
});

describe('wheel on/off follows its push (issue 16 item 38)', () => {
  it('a push that arrives while GetIsWheelOn is in flight wins over that older answer', async () => {
    const handlers: Record<string, (p: unknown) => void> = {};
    let answerOn: (() => void) | null = null;
    const { wheel } = setup(true, {
      hub: { on: (name: string, cb: (p: unknown) => void) => { handlers[name] = cb; return () => undefined; } } as unknown as WheelDeps['hub'],
      api: {
        callEnvelope: vi.fn(async (call: CallDef) => {
          if (call.name === 'GetIsWheelOn') await new Promise<void>((resolve) => { answerOn = resolve; });
          return { Code: 200, Result: answers[call.name], Error: null };
        }) as unknown as WheelDeps['api']['callEnvelope'],
      },
    });
    const started = wheel.start();
    await vi.waitFor(() => expect(answerOn).not.toBeNull());
    handlers.ChangeWheelOpen!({ IsWheelOpen: false });
    expect(wheel.getSnapshot().isOn).toBe(false);
    answerOn!();
    await started;
    expect(wheel.getSnapshot().isOn).toBe(false);
    handlers.ChangeWheelOpen!({ IsWheelOpen: true });
    expect(wheel.getSnapshot().isOn).toBe(true);
  });
});
