import { describe, expect, it } from 'vitest';
import { formatHk, fromHkInput, toHkInput } from './hkTime';

describe('Hong Kong event times', () => {
  it('round-trips a datetime-local value as UTC+8 whatever the browser zone', () => {
    const at = Date.UTC(2026, 10, 25, 12, 30);
    expect(toHkInput(at)).toBe('2026-11-25T20:30');
    expect(fromHkInput('2026-11-25T20:30')).toBe(at);
    expect(formatHk(at)).toBe('2026-11-25 20:30');
    expect(formatHk(null)).toBe('—');
    expect(fromHkInput('')).toBeNaN();
  });
});
