import { describe, expect, it } from 'vitest';
import { runStartup, STARTUP_PHASES, StartupAbortedError } from './steps';
import type { StartupStepId } from './steps';

/** A runner that records when each step starts and ends; `fail` steps reject. */
function recorder(fail: StartupStepId[] = []) {
  const events: string[] = [];
  const run = async (id: StartupStepId) => {
    events.push(`start ${id}`);
    await new Promise((r) => setTimeout(r, id === 'gifts' ? 5 : 1));
    events.push(`end ${id}`);
    if (fail.includes(id)) throw new Error(`${id} down`);
  };
  return { events, run };
}

const flat = STARTUP_PHASES.flat();

describe('licensee start-up order', () => {
  it('lists the spec order: token, streaming with user info (and the chat site group), gifts, lucky boxes, stickers, welcome info, indecent words (with the vouchers and bet types of the store-level fetches), feature settings', () => {
    expect(flat).toEqual(['verify-token', 'streaming', 'user-info', 'site-group', 'gifts', 'lucky-boxes', 'stickers', 'welcome-info', 'indecent-words', 'gift-cards', 'bet-types', 'room-start', 'feature-settings']);
  });

  it('finishes each phase before the next starts', async () => {
    const { events, run } = recorder();
    const report = await runStartup(STARTUP_PHASES, run);
    expect(report.failed).toEqual([]);
    expect([...report.completed].sort()).toEqual([...flat].sort());
    const at = (e: string) => events.indexOf(e);
    expect(at('end verify-token')).toBeLessThan(at('start streaming'));
    // Streaming loads beside user info (issue 20), both after the token and before the gifts.
    expect(at('start user-info')).toBeLessThan(at('end streaming'));
    expect(at('start site-group')).toBeLessThan(at('end streaming'));
    expect(at('end streaming')).toBeLessThan(at('start gifts'));
    expect(at('end user-info')).toBeLessThan(at('start gifts'));
    for (const id of ['gifts', 'lucky-boxes', 'stickers', 'welcome-info', 'indecent-words']) {
      expect(at(`end ${id}`)).toBeLessThan(at('start feature-settings'));
    }
    // The loads of one phase run together: all start before the slow one ends.
    expect(at('start indecent-words')).toBeLessThan(at('end gifts'));
    expect(events.at(-1)).toBe('end feature-settings');
  });

  it('goes on past an optional failure and reports it', async () => {
    const { run } = recorder(['stickers', 'streaming']);
    const errors: StartupStepId[] = [];
    const report = await runStartup(STARTUP_PHASES, run, { onError: (id) => errors.push(id) });
    expect(report.failed.sort()).toEqual(['stickers', 'streaming']);
    expect(errors.sort()).toEqual(['stickers', 'streaming']);
    expect(report.completed).toContain('feature-settings');
  });

  it('stops when the token cannot be verified', async () => {
    const { events, run } = recorder(['verify-token']);
    await expect(runStartup(STARTUP_PHASES, run)).rejects.toBeInstanceOf(StartupAbortedError);
    expect(events).toEqual(['start verify-token', 'end verify-token']);
  });

  it('stops before the next phase once cancelled', async () => {
    const { events, run } = recorder();
    let cancelled = false;
    const report = await runStartup(STARTUP_PHASES, async (id) => { await run(id); if (id === 'streaming') cancelled = true; }, { isCancelled: () => cancelled });
    expect(report.completed.slice(0, 2)).toEqual(['verify-token', 'streaming']);
    expect(events).not.toContain('start gifts');
  });
});
