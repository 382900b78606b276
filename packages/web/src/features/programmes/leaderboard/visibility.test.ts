import { describe, expect, it } from 'vitest';
import { leaderboardVisible } from './visibility';

const on = { siteShows: true, enabled: true, isUserLogin: true, currencySupported: true };

describe('leaderboardVisible (issue 16 item 11)', () => {
  it('shows when the site shows it, EnabledLeaderboard is on and the member currency is supported', () => {
    expect(leaderboardVisible(on)).toBe(true);
  });
  it('EnabledLeaderboard off hides it even when GetShowLeaderBoard says show', () => {
    expect(leaderboardVisible({ ...on, enabled: false })).toBe(false);
  });
  it("a member's unsupported or not yet known currency hides it", () => {
    expect(leaderboardVisible({ ...on, currencySupported: false })).toBe(false);
    expect(leaderboardVisible({ ...on, currencySupported: null })).toBe(false);
  });
  it('an anonymous viewer has no currency to check', () => {
    expect(leaderboardVisible({ ...on, isUserLogin: false, currencySupported: null })).toBe(true);
    expect(leaderboardVisible({ ...on, siteShows: false, isUserLogin: false })).toBe(false);
  });
});
