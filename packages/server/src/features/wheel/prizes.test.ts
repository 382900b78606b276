import { describe, expect, it } from 'vitest';
import { wheelItems } from './prizes';

/**
 * Regression (found by the route fuzz, test-support/fuzz): GetWheelInfo with UserLanguage 'constructor'
 * or '__proto__' looked the word up on a plain object, put Object's constructor into Content2
 * and answered 500 (result off the contract). Only the table's own languages are used.
 */
describe('wheelItems', () => {
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'xx'])('falls back to English for %s', (language) => {
    const items = wheelItems(500, 'USD', language);
    expect(items.every((i) => typeof i.Content2 === 'string')).toBe(true);
    expect(items.find((i) => i.Content1 === '0')?.Content2).toBe('Try again');
  });

  it('speaks the table languages, any case', () => {
    expect(wheelItems(500, 'USD', 'VN').find((i) => i.Content1 === '0')?.Content2).toBe('Thử lại');
  });
});
