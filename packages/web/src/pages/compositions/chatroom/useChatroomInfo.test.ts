import { describe, expect, it } from 'vitest';
import { siteNameOf } from './useChatroomInfo';

describe('siteNameOf (issue 16 item 39: bets were sent with an empty SiteName)', () => {
  it('takes the data parameter, else the member\'s site from GetUserToken', () => {
    expect(siteNameOf('Host Site', 'Sideline Sportsbook')).toBe('Host Site');
    expect(siteNameOf(undefined, 'Sideline Sportsbook')).toBe('Sideline Sportsbook');
    expect(siteNameOf('', 'Sideline Sportsbook')).toBe('Sideline Sportsbook');
    expect(siteNameOf(undefined, undefined)).toBe('');
  });
});
