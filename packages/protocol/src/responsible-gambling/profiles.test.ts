import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PLAYER_STATE, JURISDICTION_PRESETS, JurisdictionProfile, gamblingRefusal, gamblingRefusalMessage, helpText, jurisdictionProfile, promotedOddsVisible,
} from './profiles';
import type { GamblingSurface, Jurisdiction, PlayerGamblingState } from './profiles';

const NOW = 1_767_225_600_000;

describe('jurisdiction presets', () => {
  it.each<[Jurisdiction, string, boolean, number, boolean, boolean]>([
    // jurisdiction, promoted odds audience, prizes need age, reality check min, help link, gift money value
    ['none', 'everyone', false, 0, false, false],
    ['UKGC', 'logged-in', true, 60, true, true],
    ['MGA', 'logged-in', true, 60, true, true],
    ['AGCO', 'nobody', true, 60, true, true],
  ])('%s: promoted odds %s, age %s, reality check %i min, help %s, money value %s', (j, audience, age, minutes, help, money) => {
    const p = JURISDICTION_PRESETS[j];
    expect(JurisdictionProfile.parse(p)).toEqual(p);
    expect(p).toMatchObject({ Jurisdiction: j, PromotedOddsAudience: audience, PrizeNeedsAgeVerified: age, RealityCheckMinutes: minutes, ShowGiftMoneyValue: money });
    expect(p.HelpUrl !== null).toBe(help);
    expect(helpText(p, 'en') !== null).toBe(help);
  });

  it('lets a site edit each setting of a preset, never its jurisdiction', () => {
    const p = jurisdictionProfile('AGCO', { PromotedOddsAudience: 'logged-in', RealityCheckMinutes: 1, HelpText: { th: 'ช่วยเหลือ' } });
    expect(p).toMatchObject({ Jurisdiction: 'AGCO', PromotedOddsAudience: 'logged-in', RealityCheckMinutes: 1, PrizeNeedsAgeVerified: true });
    expect(helpText(p, 'th')).toBe('ช่วยเหลือ');
    expect(helpText(p, 'vn')).toBeNull();
    expect(helpText(jurisdictionProfile('UKGC'), 'vn')).toMatch(/BeGambleAware/);
    expect(helpText(p, 'constructor')).toBeNull();
  });

  it.each<[Jurisdiction, boolean, boolean]>([
    ['none', false, true], ['none', true, true],
    ['UKGC', false, false], ['UKGC', true, true],
    ['MGA', false, false], ['MGA', true, true],
    ['AGCO', false, false], ['AGCO', true, false],
  ])('%s shows promoted odds to logged-in=%s: %s', (j, login, visible) => {
    expect(promotedOddsVisible(JURISDICTION_PRESETS[j], login)).toBe(visible);
  });
});

describe('gamblingRefusal', () => {
  const state = (s: Partial<PlayerGamblingState>): PlayerGamblingState => ({ ...DEFAULT_PLAYER_STATE, ...s });
  it.each<[string, Jurisdiction, Partial<PlayerGamblingState>, GamblingSurface, ReturnType<typeof gamblingRefusal>]>([
    ['nothing said, profile none: bets', 'none', {}, 'bet', null],
    ['nothing said, profile none: prizes (today\'s behaviour)', 'none', {}, 'prize', null],
    ['self-excluded: bets', 'none', { SelfExcluded: true }, 'bet', 'excluded'],
    ['self-excluded: prizes', 'none', { SelfExcluded: true, AgeVerified: true }, 'prize', 'excluded'],
    ['timed out until later', 'MGA', { TimedOutUntil: NOW + 1, AgeVerified: true }, 'bet', 'excluded'],
    ['time-out over', 'MGA', { TimedOutUntil: NOW, AgeVerified: true }, 'bet', null],
    ['limit reached', 'none', { LimitReached: true }, 'bet', 'limit'],
    ['UKGC prize without age', 'UKGC', {}, 'prize', 'age'],
    ['UKGC bet without age (the operator checks age at sign-up)', 'UKGC', {}, 'bet', null],
    ['UKGC prize with age', 'UKGC', { AgeVerified: true }, 'prize', null],
  ])('%s', (_name, j, s, surface, expected) => {
    expect(gamblingRefusal(JURISDICTION_PRESETS[j], state(s), surface, NOW)).toBe(expected);
  });
});

describe('gamblingRefusalMessage', () => {
  it.each(['excluded', 'limit', 'age'] as const)('%s has a text in each of the six languages, ph in English', (reason) => {
    const texts = ['cn', 'en', 'vn', 'th', 'id', 'ph'].map((l) => gamblingRefusalMessage(reason, l));
    expect(new Set(texts.slice(0, 5)).size).toBe(5);
    expect(texts[5]).toBe(texts[1]);
    expect(gamblingRefusalMessage(reason, 'xx')).toBe(texts[1]);
  });
});
