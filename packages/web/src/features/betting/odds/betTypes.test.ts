import { describe, expect, it } from 'vitest';
import { betTypeNameOf } from './betTypes';

describe('bet type names (GET /GetAllSportBetType)', () => {
  const types = [{ SportType: 1, BetType: 1, BetTypeName: 'Handicap' }, { SportType: 2, BetType: 1, BetTypeName: 'Spread' }];
  it("keeps the ticket's own name, else looks up its sport and bet type", () => {
    expect(betTypeNameOf(types, { SportType: 1, BetType: 1, BetTypeName: 'Own' })).toBe('Own');
    expect(betTypeNameOf(types, { SportType: 2, BetType: 1, BetTypeName: '' })).toBe('Spread');
    expect(betTypeNameOf(types, { SportType: 3, BetType: 1 })).toBe('');
  });
});
