import { describe, expect, it } from 'vitest';
import { betFromFor } from './quickBet';

describe('BetFrom of GetSingleTicket', () => {
  it.each([[390, null, 'm'], [767, 'deeplink', 'm'], [768, null, 'x'], [1280, 'site', 'x'], [1280, 'Deeplink', 't']] as const)(
    '%i px, ChatroomReferer %j → %s (x Asia, t Deeplink on desktop)',
    (width, referer, code) => expect(betFromFor(width, referer)).toBe(code),
  );
});
