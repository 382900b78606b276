import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../../shared/realtime/testing';
import { createAlerts } from './alerts';

describe('alerts', () => {
  it('is red for 3 s by default, replaced by a newer alert, green with the done icon on success', async () => {
    const clock = new FakeClock();
    const alerts = createAlerts(clock);
    alerts.show({ key: 'customer-muted' });
    expect(alerts.getSnapshot().current).toMatchObject({ key: 'customer-muted', tone: 'error', icon: 'close', durationMs: 3000 });
    await clock.advance(2000);
    alerts.show({ key: 'spin-wheel-stop', tone: 'success', durationMs: 10_000 });
    await clock.advance(2000);
    expect(alerts.getSnapshot().current).toMatchObject({ key: 'spin-wheel-stop', icon: 'done' });
    await clock.advance(8000);
    expect(alerts.getSnapshot().current).toBeNull();
  });
});
