import { describe, expect, it } from 'vitest';
import { normaliseMention } from './mention';

describe('normaliseMention', () => {
  it('writes the mention with exactly one trailing space', () => {
    expect(normaliseMention('@Mai', 'Mai')).toBe('@Mai ');
    expect(normaliseMention('x @Mai    y', 'Mai')).toBe('x @Mai y');
  });

  it('matches the streamer in any case and writes their own spelling', () => {
    expect(normaliseMention('hi @mAI  there', 'Mai')).toBe('hi @Mai there');
  });

  it('takes the name literally (RegExp characters and $ patterns included)', () => {
    expect(normaliseMention('@a.b$& go', 'a.b$&')).toBe('@a.b$& go');
    expect(normaliseMention('@axb go', 'a.b')).toBeNull();
  });

  it('is null without a mention or without a streamer', () => {
    expect(normaliseMention('hello', 'Mai')).toBeNull();
    expect(normaliseMention('@Mai', null)).toBeNull();
  });
});
