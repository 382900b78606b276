import { describe, expect, it, vi } from 'vitest';
import { startPeriodicStep } from './periodic';

describe('startPeriodicStep', () => {
  it('runs one step at a time: a tick during a step shares it', async () => {
    let release!: (n: number) => void;
    let steps = 0;
    const task = startPeriodicStep({ step: () => { steps += 1; return new Promise<number>((r) => { release = r; }); }, intervalMs: 60_000, onError: () => undefined });
    const a = task.tick();
    const b = task.tick();
    release(3);
    expect(await a).toBe(3);
    expect(await b).toBe(3);
    expect(steps).toBe(1);
    await task.stop();
  });

  it('skips steps while another node leads and after stop', async () => {
    let leading = false;
    let steps = 0;
    const task = startPeriodicStep({ step: async () => ++steps, intervalMs: 60_000, isLeader: () => leading, onError: () => undefined });
    expect(await task.tick()).toBe(0);
    leading = true;
    expect(await task.tick()).toBeGreaterThan(0);
    await task.stop();
    const before = steps;
    expect(await task.tick()).toBe(0);
    expect(steps).toBe(before);
  });

  it('hands a failed scheduled step to onError, and steps again afterwards', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const task = startPeriodicStep({ step: async () => { calls += 1; if (calls === 1) throw new Error('boom'); return 1; }, intervalMs: 60_000, onError: (e) => errors.push(e) });
    await vi.waitFor(() => expect(errors).toHaveLength(1)); // the first step, run at start
    expect(String(errors[0])).toContain('boom');
    expect(await task.tick()).toBe(1);
    await task.stop();
  });
});
